import { daysBetween } from "./jerusalem-time.ts";

/**
 * Inclusive calendar days from the departure date to the arrival date, at least 1:
 * a same-day return is one day and 2026-01-01 → 2026-01-07 is seven. Counting whole
 * calendar days (not 24-hour spans) keeps DST-change days from adding or losing one.
 * Unreadable dates or an arrival before departure fall back to the minimum, because
 * the schedule rules, not the price, are what refuse such input.
 */
export function stayDays(departureDate: string, arrivalDate: string): number {
  const between = daysBetween(departureDate, arrivalDate);
  return between === null ? 1 : Math.max(1, between + 1);
}
