import { parseDate } from "./jerusalem-time.ts";

/**
 * Inclusive calendar days from the departure date to the arrival date, at least 1:
 * a same-day return is one day and 2026-01-01 → 2026-01-07 is seven. Counting whole
 * calendar days (not 24-hour spans) keeps DST-change days from adding or losing one.
 * Unreadable dates or an arrival before departure fall back to the minimum, because
 * the schedule rules, not the price, are what refuse such input.
 */
export function stayDays(departureDate: string, arrivalDate: string): number {
  const from = parseDate(departureDate);
  const to = parseDate(arrivalDate);
  if (!from || !to) return 1;
  const between = Math.round(to.startOf("day").diff(from.startOf("day"), "days").days);
  return Math.max(1, between + 1);
}
