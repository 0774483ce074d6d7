// The calendar's knowledge of open days and hours for the next year, which the
// server sends with the page (BookingPageData.availability).
import { useMemo } from "react";
import { toInstant } from "@shared/jerusalem-time.ts";
import type { AvailabilityDay } from "@shared/loader-services.ts";
import { unpackCalendar, type PackedCalendar } from "@shared/packed-calendar.ts";

export type { AvailabilityDay };

export interface Availability {
  days: Map<string, AvailabilityDay>;
}

/** The page's calendar by date. */
export function useAvailability(calendar: PackedCalendar): Availability {
  return useMemo(() => ({ days: new Map(unpackCalendar(calendar).map((day) => [day.date, day])) }), [calendar]);
}

/** Whether a moment is at least `hours` ahead of now (the departure advance rule). */
export function farEnoughAhead(date: string, time: string, hours: number, now: Date): boolean {
  const instant = toInstant(date, time);
  return instant !== null && instant.getTime() - now.getTime() >= hours * 3_600_000;
}
