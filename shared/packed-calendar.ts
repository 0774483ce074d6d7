// The booking year's calendar (GET /api/availability's days) in the form the
// booking page carries it: the open hours of an ordinary week, and only the days
// that differ from it (holidays and their eves, blocked periods, full or closed
// days). A year is 366 entries, about 100 KB of page data as they are, and most of
// them repeat their weekday; packed, it is the few dozen that do not. Unpacking
// gives back exactly the days it was packed from (tests/unit/packed-calendar.test.ts).
import { addDays, weekdayOf } from "./jerusalem-time.ts";
import type { AvailabilityDay } from "./loader-services.ts";

type Ranges = AvailabilityDay["open"];

export interface PackedCalendar {
  /** The first date. */
  from: string;
  /** How many consecutive dates. */
  count: number;
  /** An ordinary day's open hours, by weekday (0 is Sunday). */
  week: Ranges[];
  /** The days that are not ordinary, as they are. */
  exceptions: AvailabilityDay[];
}

function ordinaryDay(date: string, weekday: number, open: Ranges): AvailabilityDay {
  return { date, weekday, holiday_label: null, is_full: false, closed_all_day: false, open, blocked: [] };
}

const sameRanges = (a: Ranges, b: Ranges) => a.length === b.length && a.every((range, i) => range.from === b[i]!.from && range.to === b[i]!.to);

function isOrdinary(day: AvailabilityDay, week: Ranges[]): boolean {
  const open = week[day.weekday];
  return (
    open !== undefined &&
    day.holiday_label === null &&
    !day.is_full &&
    !day.closed_all_day &&
    day.blocked.length === 0 &&
    day.weekday === weekdayOf(day.date) &&
    sameRanges(day.open, open)
  );
}

/** Packs consecutive days (the order the services give them). */
export function packCalendar(days: AvailabilityDay[]): PackedCalendar {
  const week: Ranges[] = Array.from({ length: 7 }, () => []);
  const seen = new Set<number>();
  // A weekday's ordinary hours are those of its first day with nothing special.
  for (const day of days) {
    if (seen.has(day.weekday) || day.holiday_label !== null || day.is_full || day.closed_all_day || day.blocked.length > 0) continue;
    seen.add(day.weekday);
    week[day.weekday] = day.open;
  }
  return { from: days[0]?.date ?? "", count: days.length, week, exceptions: days.filter((day) => !isOrdinary(day, week)) };
}

export function unpackCalendar(packed: PackedCalendar): AvailabilityDay[] {
  const exceptions = new Map(packed.exceptions.map((day) => [day.date, day]));
  const days: AvailabilityDay[] = [];
  let date: string | null = packed.from;
  for (let i = 0; i < packed.count && date !== null; i++, date = addDays(date, 1)) {
    const weekday = weekdayOf(date) ?? 0;
    days.push(exceptions.get(date) ?? ordinaryDay(date, weekday, packed.week[weekday] ?? []));
  }
  return days;
}
