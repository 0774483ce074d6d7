import { isDateFull, refusalAt, type CalendarContext } from "./calendar-rules.ts";
import { holidayInfo } from "./holidays.ts";
import { addDays, dayBounds, instantsOfDay, minutesOfDay, weekdayOf } from "./jerusalem-time.ts";
import { TIME_SLOTS } from "./time-slots.ts";

const SLOT_MINUTES_OF_DAY = TIME_SLOTS.map((slot) => minutesOfDay(slot) ?? 0);

// What a date picker needs for one local day. The advance-notice rule is left out
// on purpose: it depends on `now` and is applied when the booking is checked.

export interface DayAvailability {
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  holidayLabel: string | null;
  /** The day's capacity is exhausted. */
  isFull: boolean;
  closedAllDay: boolean;
  /** Slots that pass every calendar rule, blocked periods and capacity. */
  openSlots: string[];
  /** Blocked periods that touch this day, clipped to it. */
  blocked: { from: Date; to: Date }[];
}

/** Longest range rangeAvailability answers for, to bound the work per request. */
export const MAX_AVAILABILITY_DAYS = 62;

/** Availability of one 'YYYY-MM-DD' date, or null when the date is invalid. */
export function dayAvailability(date: string, ctx: CalendarContext = {}): DayAvailability | null {
  const weekday = weekdayOf(date);
  const bounds = dayBounds(date);
  if (weekday === null || !bounds) return null;
  const instants = instantsOfDay(date, SLOT_MINUTES_OF_DAY);
  const openSlots = TIME_SLOTS.filter((_slot, index) => {
    const instant = instants[index];
    const minutes = SLOT_MINUTES_OF_DAY[index];
    return instant != null && minutes !== undefined && refusalAt(date, minutes, instant, ctx) === null;
  });
  const start = bounds.start.getTime();
  const end = bounds.end.getTime();
  const blocked = (ctx.blackouts ?? [])
    .filter((period) => period.startAt.getTime() < end && period.endAt.getTime() >= start)
    .map((period) => ({
      from: new Date(Math.max(period.startAt.getTime(), start)),
      to: new Date(Math.min(period.endAt.getTime(), end)),
    }))
    .sort((a, b) => a.from.getTime() - b.from.getTime());
  return {
    date,
    weekday,
    holidayLabel: holidayInfo(date).label,
    isFull: isDateFull(date, ctx.isDateFull),
    closedAllDay: openSlots.length === 0,
    openSlots,
    blocked,
  };
}

/** Availability for each date from `from` to `to` inclusive, at most MAX_AVAILABILITY_DAYS. */
export function rangeAvailability(from: string, to: string, ctx: CalendarContext = {}): DayAvailability[] {
  const days: DayAvailability[] = [];
  let date: string | null = from;
  while (date !== null && date <= to && days.length < MAX_AVAILABILITY_DAYS) {
    const day = dayAvailability(date, ctx);
    if (!day) break;
    days.push(day);
    date = addDays(date, 1);
  }
  return days;
}
