// One calendar date as the browser sees it (the API's answer and the booking
// page's data alike): the services' DayAvailability in the contract's shape.
import type { DayAvailability } from "@shared/day-availability.ts";
import type { AvailabilityDay } from "@shared/loader-services.ts";
import { toSlotRanges } from "@shared/slot-ranges.ts";

export function availabilityDays(days: DayAvailability[]): AvailabilityDay[] {
  return days.map((day) => ({
    date: day.date,
    weekday: day.weekday,
    holiday_label: day.holidayLabel,
    is_full: day.isFull,
    closed_all_day: day.closedAllDay,
    open: toSlotRanges(day.openSlots),
    blocked: day.blocked.map((range) => ({ from: range.from.toISOString(), to: range.to.toISOString() })),
  }));
}
