-- A change re-prices the stay with the coupon's own amount, capped only by the new
-- price (issue 23, docs/decisions/027). discount_amount is what the last price was
-- given, capped at that price: re-pricing from it lost what the cap cut off. The
-- coupon's amount is kept on the booking, as it was when the booking redeemed it, so
-- that an operator who later edits or switches off the coupon takes nothing back.
ALTER TABLE "bookings" ADD COLUMN "coupon_amount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_coupon_amount_not_negative" CHECK ("coupon_amount" >= 0);

-- Bookings made before this column. A booking never changed whose discount is below
-- its price was not capped: its discount is the coupon's amount as it was. Any other
-- booking with a coupon takes the coupon's amount now, never less than the discount
-- it already holds (the operator may have lowered the coupon since).
UPDATE "bookings" AS b
SET "coupon_amount" = CASE
    WHEN b."discount_amount" < b."parking_price" + b."extras_price"
      AND NOT EXISTS (SELECT 1 FROM "booking_events" AS e WHERE e."booking_id" = b."id" AND e."kind" = 'changed')
    THEN b."discount_amount"
    ELSE GREATEST(b."discount_amount", COALESCE((SELECT c."amount" FROM "coupons" AS c WHERE c."id" = b."coupon_id"), 0))
  END
WHERE b."coupon_id" IS NOT NULL OR b."discount_amount" > 0;
