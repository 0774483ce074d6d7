-- The service day (issue 23, docs/decisions/029): a service status beside the
-- payment status, an event row for each move, the pickup and return records, and
-- the cash each representative collected. Written by hand: only this change.

CREATE TYPE "service_status" AS ENUM ('booked', 'picked_up', 'parked', 'returning', 'returned', 'no_show', 'cancelled');
CREATE TYPE "service_actor" AS ENUM ('representative', 'operator', 'customer');
CREATE TYPE "handover_stage" AS ENUM ('pickup', 'return');

ALTER TABLE "bookings" ADD COLUMN "service_status" "service_status" NOT NULL DEFAULT 'booked';
-- A booking cancelled before this migration is cancelled in the service too.
UPDATE "bookings" SET "service_status" = 'cancelled' WHERE "cancelled_at" IS NOT NULL;
CREATE INDEX "bookings_service_status_idx" ON "bookings"("service_status");

CREATE TABLE "service_events" (
    "id" SERIAL NOT NULL,
    "booking_id" INTEGER NOT NULL,
    "from_status" "service_status" NOT NULL,
    "to_status" "service_status" NOT NULL,
    "actor" "service_actor" NOT NULL,
    "crew_member_id" INTEGER,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "details" JSONB,
    "idempotency_key" TEXT,
    "idempotency_fingerprint" TEXT,

    CONSTRAINT "service_events_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "handovers" (
    "id" SERIAL NOT NULL,
    "booking_id" INTEGER NOT NULL,
    "stage" "handover_stage" NOT NULL,
    "odometer_km" INTEGER NOT NULL,
    "fuel_eighths" INTEGER,
    "battery_percent" INTEGER,
    "keys" INTEGER,
    "damage_notes" TEXT,
    "recorded_by" INTEGER,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "handovers_pkey" PRIMARY KEY ("id"),
    -- The bounds of shared/handover-schema.ts, kept by the database as well; one gauge, never both.
    CONSTRAINT "handovers_odometer_check" CHECK ("odometer_km" >= 0),
    CONSTRAINT "handovers_fuel_check" CHECK ("fuel_eighths" BETWEEN 0 AND 8),
    CONSTRAINT "handovers_battery_check" CHECK ("battery_percent" BETWEEN 0 AND 100),
    CONSTRAINT "handovers_one_gauge_check" CHECK (("fuel_eighths" IS NULL) <> ("battery_percent" IS NULL))
);

CREATE TABLE "cash_collections" (
    "id" SERIAL NOT NULL,
    "booking_id" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "crew_member_id" INTEGER,
    "actor" "service_actor" NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cash_collections_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "cash_collections_amount_check" CHECK ("amount" > 0)
);

CREATE UNIQUE INDEX "service_events_idempotency_key_key" ON "service_events"("idempotency_key");
CREATE INDEX "service_events_booking_id_idx" ON "service_events"("booking_id");
CREATE INDEX "service_events_at_idx" ON "service_events"("at");
CREATE UNIQUE INDEX "handovers_booking_id_stage_key" ON "handovers"("booking_id", "stage");
CREATE INDEX "cash_collections_booking_id_idx" ON "cash_collections"("booking_id");
CREATE INDEX "cash_collections_at_idx" ON "cash_collections"("at");

-- crew_members comes from migration 20261127030000_crew_sign_in. A representative
-- who handled a car or cash is never deleted (revoked instead): RESTRICT.
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_crew_member_id_fkey" FOREIGN KEY ("crew_member_id") REFERENCES "crew_members"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_recorded_by_fkey" FOREIGN KEY ("recorded_by") REFERENCES "crew_members"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "cash_collections" ADD CONSTRAINT "cash_collections_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "cash_collections" ADD CONSTRAINT "cash_collections_crew_member_id_fkey" FOREIGN KEY ("crew_member_id") REFERENCES "crew_members"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
