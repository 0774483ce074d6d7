import { HebrewCalendar, flags, type Event } from "@hebcal/core";
import { holidayNames, messages, type HolidayKey } from "./messages/index.ts";
import { addDays, isValidDateString } from "./jerusalem-time.ts";

// Yom tov days in Israel (one-day festivals, two days of Rosh Hashana), computed
// from hebcal once per Gregorian year. Chol hamoed, Chanukah, Purim, fasts other
// than Yom Kippur, Rosh Chodesh and the modern days are ordinary working days here.

export interface HolidayInfo {
  isHoliday: boolean;
  /** The last day of a run of consecutive yom tov days (Rosh Hashana II, not I). */
  isLastHolidayDay: boolean;
  /** The day before a yom tov day, when it is not itself yom tov. */
  isHolidayEve: boolean;
  /** Short Hebrew label for calendar cells, or null on ordinary days. */
  label: string | null;
}

// Answers are shared between callers through the cache, so they are frozen.
const NOT_A_HOLIDAY: HolidayInfo = Object.freeze({
  isHoliday: false,
  isLastHolidayDay: false,
  isHolidayEve: false,
  label: null,
});

/** Longest range holidayLabels will walk, so a bad query cannot spin for long. */
const MAX_LABEL_RANGE_DAYS = 800;

/** hebcal is asked only about years a booking could plausibly name. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2400;

const yomTovByYear = new Map<number, ReadonlyMap<string, HolidayKey>>();
const specialDaysByYear = new Map<number, ReadonlyMap<string, HolidayInfo>>();

/** Maps hebcal's English description (Israel schedule) to our label key. */
function keyOf(description: string): HolidayKey {
  if (description.startsWith("Rosh Hashana")) return "rosh_hashana";
  if (description === "Yom Kippur") return "yom_kippur";
  if (description.startsWith("Sukkot")) return "sukkot";
  if (description.startsWith("Shmini Atzeret")) return "shmini_atzeret";
  if (description === "Pesach VII") return "pesach_vii";
  if (description.startsWith("Pesach")) return "pesach";
  if (description.startsWith("Shavuot")) return "shavuot";
  return "other";
}

function isYomTovEvent(event: Event): boolean {
  // Yom Kippur is flagged CHAG in hebcal 6; the name check keeps it a holiday even
  // if a later version were to flag it only as a major fast.
  return (event.getFlags() & flags.CHAG) !== 0 || event.getDesc() === "Yom Kippur";
}

function isoDateOf(event: Event): string {
  // greg() builds the date from local components, so reading local components
  // back gives the right calendar day in any process time zone.
  const day = event.getDate().greg();
  const month = String(day.getMonth() + 1).padStart(2, "0");
  const dayOfMonth = String(day.getDate()).padStart(2, "0");
  return `${day.getFullYear()}-${month}-${dayOfMonth}`;
}

function yomTovOfYear(year: number): ReadonlyMap<string, HolidayKey> {
  const cached = yomTovByYear.get(year);
  if (cached) return cached;
  const days = new Map<string, HolidayKey>();
  if (year >= FIRST_YEAR && year <= LAST_YEAR) {
    for (const event of HebrewCalendar.calendar({ year, isHebrewYear: false, il: true })) {
      if (isYomTovEvent(event)) days.set(isoDateOf(event), keyOf(event.getDesc()));
    }
  }
  yomTovByYear.set(year, days);
  return days;
}

function yomTovKey(date: string | null): HolidayKey | undefined {
  if (date === null) return undefined;
  return yomTovOfYear(Number(date.slice(0, 4))).get(date);
}

/** Holidays and eves of one Gregorian year; every other date is an ordinary day. */
function specialDaysOfYear(year: number): ReadonlyMap<string, HolidayInfo> {
  const cached = specialDaysByYear.get(year);
  if (cached) return cached;
  const days = new Map<string, HolidayInfo>();
  for (const [date, key] of yomTovOfYear(year)) {
    days.set(
      date,
      Object.freeze({
        isHoliday: true,
        isLastHolidayDay: yomTovKey(addDays(date, 1)) === undefined,
        isHolidayEve: false,
        label: holidayNames[key],
      }),
    );
    // Yom tov falls in spring or autumn, so an eve never crosses a year boundary.
    const eve = addDays(date, -1);
    if (eve !== null && yomTovKey(eve) === undefined) {
      days.set(
        eve,
        Object.freeze({
          isHoliday: false,
          isLastHolidayDay: false,
          isHolidayEve: true,
          label: messages.holiday.eve(holidayNames[key]),
        }),
      );
    }
  }
  specialDaysByYear.set(year, days);
  return days;
}

/** Holiday facts for a 'YYYY-MM-DD' date; an invalid date is an ordinary day. */
export function holidayInfo(date: string): HolidayInfo {
  if (!isValidDateString(date)) return NOT_A_HOLIDAY;
  return specialDaysOfYear(Number(date.slice(0, 4))).get(date) ?? NOT_A_HOLIDAY;
}

/**
 * Labels of every holiday and holiday eve from `from` to `to` inclusive, keyed by
 * date, for calendar cells. Invalid or reversed ranges give an empty map; ranges
 * longer than MAX_LABEL_RANGE_DAYS are cut there.
 */
export function holidayLabels(from: string, to: string): Record<string, string> {
  const labelsByDate: Record<string, string> = {};
  if (!isValidDateString(from) || !isValidDateString(to)) return labelsByDate;
  let date: string | null = from;
  for (let walked = 0; date !== null && date <= to && walked < MAX_LABEL_RANGE_DAYS; walked++) {
    const { label } = holidayInfo(date);
    if (label) labelsByDate[date] = label;
    date = addDays(date, 1);
  }
  return labelsByDate;
}
