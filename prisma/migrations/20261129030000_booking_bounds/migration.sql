-- The booking's bounds (docs/decisions/038): how far ahead a departure may be booked
-- and how long a stay may be. One booking of a stay to the year 9999 wrote millions
-- of daily-count rows; with these, a booking writes at most max_stay_days of them.
ALTER TABLE "site_config" ADD COLUMN "booking_horizon_days" INTEGER NOT NULL DEFAULT 365;
ALTER TABLE "site_config" ADD COLUMN "max_stay_days" INTEGER NOT NULL DEFAULT 90;
