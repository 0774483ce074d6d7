-- Manage my booking (issue 15, docs/decisions/017): the customer's cutoff for
-- changes, a cancelled booking, the refund the business owes, and one event row
-- per change, cancellation, refund or difference paid.
ALTER TABLE "site_config" ADD COLUMN "change_cutoff_hours" INTEGER NOT NULL DEFAULT 24;

-- A cancelled booking keeps its row (the record of what was booked) but holds no
-- place in the lot, no coupon use and no manifest line: everything that counts
-- bookings filters on cancelled_at IS NULL.
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" TIMESTAMPTZ(3);
ALTER TABLE "bookings" ADD COLUMN "cancellation_fee" INTEGER;
-- Shekels owed back to the customer and not yet paid back; refunded_amount is
-- what the operator has recorded as paid back (valet bookings mark-refunded).
ALTER TABLE "bookings" ADD COLUMN "refund_due" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "bookings" ADD COLUMN "refunded_amount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "bookings" ADD COLUMN "refunded_at" TIMESTAMPTZ(3);
ALTER TABLE "bookings" ADD COLUMN "refund_reference" TEXT;
CREATE INDEX "bookings_refund_due_idx" ON "bookings"("refund_due") WHERE "refund_due" > 0;

CREATE TABLE "booking_events" (
    "id" SERIAL NOT NULL,
    "booking_id" INTEGER NOT NULL,
    -- changed | cancelled | refunded | difference_paid
    "kind" TEXT NOT NULL,
    -- customer | operator | provider
    "actor" TEXT NOT NULL,
    -- The operator overrode the cutoff or the cancellation window.
    "forced" BOOLEAN NOT NULL DEFAULT false,
    -- { field: { from, to } } in the booking API's field names.
    "changes" JSONB,
    "old_total" INTEGER,
    "new_total" INTEGER,
    "price_difference" INTEGER NOT NULL DEFAULT 0,
    "fee" INTEGER,
    "refund" INTEGER,
    "note" TEXT,
    "idempotency_key" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_events_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "booking_events_idempotency_key_key" ON "booking_events"("idempotency_key");
CREATE INDEX "booking_events_booking_id_idx" ON "booking_events"("booking_id");
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
