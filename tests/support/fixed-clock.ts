// A fixed "now" for API tests: Sunday 2026-11-22, 10:00 in Jerusalem (08:00 UTC).
export const NOW = new Date("2026-11-22T08:00:00.000Z");
export const fixedNow = () => NOW;
/** Tuesday 2026-11-24, 06:30 in Jerusalem: half an hour after bookingBody()'s pickup, the crew's day for it. */
export const PICKUP_DAY = new Date("2026-11-24T04:30:00.000Z");

/**
 * A clock a test moves on, for a story that lasts days: bookings made on NOW, the
 * crew's moves on the day of the pickup (the crew's days, docs/decisions/037).
 */
export function settableClock(start: Date = NOW) {
  let at = start;
  return {
    now: () => at,
    set(instant: Date) {
      at = instant;
    },
  };
}
