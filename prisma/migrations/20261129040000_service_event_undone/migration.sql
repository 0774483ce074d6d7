-- The operator's undo of a wrong service move (docs/decisions/037): `valet bookings
-- status <order> --set <previous status> --reason "…"` sets the booking back one step
-- and marks the move it undid. The row stays, as a record; an undone move no longer
-- counts for the timeline, the day report, the parked place or a repeat's check.
ALTER TABLE "service_events" ADD COLUMN "undone_at" TIMESTAMPTZ(3);
