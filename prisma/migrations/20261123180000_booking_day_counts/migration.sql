-- The lot's daily capacity, counted per Israel date (issue 14, docs/decisions/015).
-- booking_day_counts.used is the number of bookings that hold a place on each date:
-- a car counts on every Israel date from its departure to its return; a booking
-- whose payment failed, or that was cancelled, holds none. A trigger keeps the
-- counts with every write to bookings (the API, the CLI, manual SQL), so a booking
-- checks its dates by reading a few rows, and locks exactly those rows.
CREATE TABLE "booking_day_counts" (
    "day" DATE NOT NULL,
    "used" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "booking_day_counts_pkey" PRIMARY KEY ("day")
);

-- The Israel dates of a stay, in order.
CREATE FUNCTION valet_stay_days(departure TIMESTAMPTZ, arrival TIMESTAMPTZ) RETURNS SETOF DATE
LANGUAGE sql STABLE AS $$
  SELECT day::date FROM generate_series(
    (departure AT TIME ZONE 'Asia/Jerusalem')::date,
    (arrival AT TIME ZONE 'Asia/Jerusalem')::date,
    interval '1 day') AS day
$$;

-- Applies one booking's change to the counts. The dates are updated in ascending
-- order (INSERT … SELECT … ORDER BY), as the booking write locks them, so two
-- transactions never wait for each other's dates in a cycle. cancelled_at comes
-- with migration 20261123181000; a row's fields are read when the trigger runs.
CREATE FUNCTION valet_count_stay_days() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_holds BOOLEAN := TG_OP <> 'INSERT' AND OLD.payment_status <> 'failed' AND (to_jsonb(OLD) ->> 'cancelled_at') IS NULL;
  new_holds BOOLEAN := TG_OP <> 'DELETE' AND NEW.payment_status <> 'failed' AND (to_jsonb(NEW) ->> 'cancelled_at') IS NULL;
BEGIN
  IF TG_OP = 'UPDATE' AND old_holds = new_holds AND (NOT new_holds OR
      (OLD.departure_at = NEW.departure_at AND OLD.arrival_at = NEW.arrival_at)) THEN
    RETURN NULL;
  END IF;
  INSERT INTO booking_day_counts AS c (day, used)
  SELECT day, sum(delta)::int FROM (
    SELECT day, -1 AS delta FROM valet_stay_days(OLD.departure_at, OLD.arrival_at) AS day WHERE old_holds
    UNION ALL
    SELECT day, 1 FROM valet_stay_days(NEW.departure_at, NEW.arrival_at) AS day WHERE new_holds
  ) AS deltas
  GROUP BY day
  HAVING sum(delta) <> 0
  ORDER BY day
  ON CONFLICT (day) DO UPDATE SET used = c.used + EXCLUDED.used;
  RETURN NULL;
END
$$;

CREATE FUNCTION valet_clear_stay_days() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM booking_day_counts;
  RETURN NULL;
END
$$;

CREATE TRIGGER bookings_count_days AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION valet_count_stay_days();
CREATE TRIGGER bookings_truncated AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION valet_clear_stay_days();

-- The bookings made before this migration.
INSERT INTO booking_day_counts (day, used)
SELECT day, count(*)::int
FROM bookings b CROSS JOIN LATERAL valet_stay_days(b.departure_at, b.arrival_at) AS day
WHERE b.payment_status <> 'failed'
GROUP BY day;
