-- A genuine payment return reveals its order's private link once (issue 22,
-- docs/decisions/025): the first request that brings it claims it here, and a
-- replay of the same return finds the claim. The key is the provider, the order,
-- the provider's transaction id and the CCode: no personal data.
CREATE TABLE "payment_return_claims" (
    "return_key" TEXT NOT NULL,
    "order_number" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_return_claims_pkey" PRIMARY KEY ("return_key")
);
