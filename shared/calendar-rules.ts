import { FRIDAY_CUTOFF_MINUTES, REOPEN_MINUTES } from "./constants.ts";
import { holidayInfo } from "./holidays.ts";
import { isValidDateString, minutesOfDay, toInstant, weekdayOf } from "./jerusalem-time.ts";
import { messages } from "./messages/index.ts";
import { isSlotTime } from "./time-slots.ts";

// The rules that make a single local moment unbookable, whoever asks and whenever
// they ask: holidays, Friday and holiday eves, Shabbat, blocked periods, full days.
// Rules that depend on `now` (advance notice, the past) live in schedule-rules.ts.

/** A blocked period; both ends belong to it (start ≤ t ≤ end is blocked). */
export interface Blackout {
  startAt: Date;
  endAt: Date;
}

/** Dates whose capacity is exhausted, as a predicate or a set of 'YYYY-MM-DD'. */
export type FullDates = ((date: string) => boolean) | ReadonlySet<string>;

export interface CalendarContext {
  /** Active blocked periods only; the caller filters on `active`. */
  blackouts?: readonly Blackout[];
  /** Consulted for departure and arrival dates alike, as product.md §5 applies it to both. */
  isDateFull?: FullDates;
}

export type CalendarRuleCode = "holiday" | "shabbat" | "friday_or_eve";
type TimeRefusalCode =
  | "invalid_date"
  | "invalid_time"
  | "off_slot"
  | CalendarRuleCode
  | "blackout"
  | "date_full";

export interface TimeRefusal {
  code: TimeRefusalCode;
  message: string;
}

const CALENDAR_MESSAGES: Record<CalendarRuleCode, string> = {
  holiday: messages.schedule.holiday,
  shabbat: messages.schedule.shabbat,
  friday_or_eve: messages.schedule.fridayOrEve,
};

/**
 * Which weekly or holiday rule refuses a local minute, if any.
 *
 * Every rule that applies to the day is evaluated and the moment is refused if ANY
 * of them refuses it (the strictest combination); the message names the most
 * specific refusing rule, in the order holiday → Shabbat → Friday/eve:
 * - A holiday on Saturday: closed until 21:00 only on the holiday's last day (same
 *   hour as Shabbat ends); on a first day of two (Rosh Hashana I) closed all day.
 * - A holiday on Friday: the holiday rule closes it until 21:00 and the Friday rule
 *   from 15:00, so the whole day is closed; the holiday flows into Shabbat.
 * - A holiday eve on Saturday (Erev Shavuot, 2029-05-19): Shabbat closes it until
 *   21:00 and the eve rule from 15:00, so the whole day is closed.
 * - A day that is both an eve and a holiday (Rosh Hashana I) is only a holiday.
 */
export function calendarRule(date: string, minutes: number): CalendarRuleCode | null {
  const weekday = weekdayOf(date);
  if (weekday === null) return null;
  const holiday = holidayInfo(date);
  if (holiday.isHoliday && !(holiday.isLastHolidayDay && minutes >= REOPEN_MINUTES)) return "holiday";
  if (weekday === 6 && minutes < REOPEN_MINUTES) return "shabbat";
  if ((weekday === 5 || holiday.isHolidayEve) && minutes >= FRIDAY_CUTOFF_MINUTES) return "friday_or_eve";
  return null;
}

function isInBlackout(instant: Date, blackouts: readonly Blackout[] = []): boolean {
  const t = instant.getTime();
  return blackouts.some((period) => period.startAt.getTime() <= t && t <= period.endAt.getTime());
}

export function isDateFull(date: string, full: FullDates | undefined): boolean {
  if (!full) return false;
  return typeof full === "function" ? full(date) : full.has(date);
}

function refusal(code: TimeRefusalCode): TimeRefusal {
  const message =
    code === "invalid_date"
      ? messages.invalid.date
      : code === "invalid_time"
        ? messages.invalid.time
        : code === "off_slot"
          ? messages.invalid.timeSlot
          : code === "blackout" || code === "date_full"
            ? messages.schedule.unavailable
            : CALENDAR_MESSAGES[code];
  return { code, message };
}

/**
 * The rules of a moment whose date, minute of day and instant are already known
 * to be valid and consistent; dayAvailability calls it for each slot of a day.
 */
export function refusalAt(date: string, minutes: number, instant: Date, ctx: CalendarContext): TimeRefusal | null {
  const rule = calendarRule(date, minutes);
  if (rule) return refusal(rule);
  if (isInBlackout(instant, ctx.blackouts)) return refusal("blackout");
  if (isDateFull(date, ctx.isDateFull)) return refusal("date_full");
  return null;
}

/**
 * Calendar rules for one local moment in Israel: null when bookable, otherwise the
 * reason. Never throws; malformed input is reported as invalid_date or invalid_time.
 */
export function checkTime(date: string, time: string, ctx: CalendarContext = {}): TimeRefusal | null {
  if (!isValidDateString(date)) return refusal("invalid_date");
  const minutes = typeof time === "string" ? minutesOfDay(time) : null;
  if (minutes === null) return refusal("invalid_time");
  if (!isSlotTime(time)) return refusal("off_slot");
  const instant = toInstant(date, time);
  if (!instant) return refusal("invalid_time");
  return refusalAt(date, minutes, instant, ctx);
}
