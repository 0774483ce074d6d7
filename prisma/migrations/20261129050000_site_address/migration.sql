-- The site's public address as the server last started with it (docs/decisions/039):
-- links built by the operator's CLI come from it, not from the CLI's own shell.
CREATE TABLE "site_address" (
  "id" INTEGER NOT NULL DEFAULT 1,
  "public_base_url" TEXT NOT NULL,
  "recorded_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "site_address_pkey" PRIMARY KEY ("id")
);
