-- Idempotency keys scoped and bound to their request (issue #22 item 6,
-- server/services/idempotency.ts). From now on the stored key is the client's key
-- behind its scope ("bookingCreate:<key>", "orderChange:<order>:<key>",
-- "orderCancel:<order>:<key>"), and this column holds the sha256 of the first
-- request's body: the same key with another body is refused, never answered with
-- the first result.
--
-- Keys stored before this migration stay as they are, unscoped. A client's key
-- cannot contain ':' (server/api/request-meta.ts), so no scoped lookup can ever
-- match one of them, nor can a new scoped key collide with one under the unique
-- index: an old key is simply never replayed again. Prefixing them instead would
-- keep them replayable, with no fingerprint to compare, which is the very answer
-- this change removes; the price of leaving them is that a retry sent across the
-- deploy itself makes a new booking or change instead of replaying the first.
-- The difference payments' own keys ("difference:<order>:<transaction>") keep
-- working unchanged.
ALTER TABLE "bookings" ADD COLUMN "idempotency_fingerprint" TEXT;
ALTER TABLE "booking_events" ADD COLUMN "idempotency_fingerprint" TEXT;
