-- A no-show holds no place in the lot (issue 23, docs/decisions/029): the car never
-- came, so the dates of its stay are free again for another booking. The trigger's
-- rule of migration 20261123180000 gains the service status; the counts are then
-- recomputed from the bookings, so a no-show recorded before this migration is freed too.
CREATE OR REPLACE FUNCTION valet_count_stay_days() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_holds BOOLEAN := TG_OP <> 'INSERT' AND OLD.payment_status <> 'failed' AND OLD.cancelled_at IS NULL AND OLD.service_status <> 'no_show';
  new_holds BOOLEAN := TG_OP <> 'DELETE' AND NEW.payment_status <> 'failed' AND NEW.cancelled_at IS NULL AND NEW.service_status <> 'no_show';
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

DELETE FROM booking_day_counts;
INSERT INTO booking_day_counts (day, used)
SELECT day, count(*)::int
FROM bookings b CROSS JOIN LATERAL valet_stay_days(b.departure_at, b.arrival_at) AS day
WHERE b.payment_status <> 'failed' AND b.cancelled_at IS NULL AND b.service_status <> 'no_show'
GROUP BY day;
