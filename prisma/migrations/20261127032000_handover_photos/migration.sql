-- Handover photos (issue 23, docs/decisions/030): the crew's photos of a car at its
-- pickup and its return, re-encoded on the server and kept here, so that every
-- process and every backup has them; how long they are kept after the return; and
-- the operator's mark that keeps a booking's photos past that period. The stage is
-- the handover_stage of migration 20261127031000_service_status; the representative
-- is a crew_members row of 20261127030000_crew_sign_in.
ALTER TABLE "bookings" ADD COLUMN "photos_disputed_at" TIMESTAMPTZ(3);

ALTER TABLE "site_config" ADD COLUMN "handover_photo_retention_days" INTEGER NOT NULL DEFAULT 60;

CREATE TABLE "handover_photos" (
    "id" SERIAL NOT NULL,
    "booking_id" INTEGER NOT NULL,
    "stage" "handover_stage" NOT NULL,
    "content" BYTEA NOT NULL,
    "content_type" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "bytes" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "crew_member_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "idempotency_key" TEXT,
    "idempotency_fingerprint" TEXT,

    CONSTRAINT "handover_photos_pkey" PRIMARY KEY ("id")
);

-- A JPEG does not compress: store it as it is, out of line, without trying.
ALTER TABLE "handover_photos" ALTER COLUMN "content" SET STORAGE EXTERNAL;

CREATE UNIQUE INDEX "handover_photos_idempotency_key_key" ON "handover_photos"("idempotency_key");
CREATE INDEX "handover_photos_booking_id_stage_idx" ON "handover_photos"("booking_id", "stage");

ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_crew_member_id_fkey" FOREIGN KEY ("crew_member_id") REFERENCES "crew_members"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
