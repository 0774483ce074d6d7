-- Keeping personal data (issue 22 item 11, docs/decisions/024): how long each
-- kind is kept, set by the operator with `valet config set` (defaults:
-- DEFAULT_RETENTION in shared/constants.ts), and the row through which one
-- process of several claims the daily purge.
ALTER TABLE "site_config" ADD COLUMN "retention_visits_months" INTEGER NOT NULL DEFAULT 13;
ALTER TABLE "site_config" ADD COLUMN "retention_inquiries_months" INTEGER NOT NULL DEFAULT 24;
ALTER TABLE "site_config" ADD COLUMN "retention_outbox_days" INTEGER NOT NULL DEFAULT 90;
ALTER TABLE "site_config" ADD COLUMN "retention_payment_detail_days" INTEGER NOT NULL DEFAULT 90;
ALTER TABLE "site_config" ADD COLUMN "retention_bookings_months" INTEGER NOT NULL DEFAULT 84;

-- One row per scheduled job: a process runs the job only when its conditional
-- upsert of the row (started more than a day ago) returns it.
CREATE TABLE "scheduled_runs" (
    "job" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3),
    "result" JSONB,

    CONSTRAINT "scheduled_runs_pkey" PRIMARY KEY ("job")
);
