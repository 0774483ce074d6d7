import { DateTime } from "luxon";
import { TIME_ZONE } from "./constants.ts";

// Every business rule reads wall-clock time in Israel, whatever zone the server
// or the visitor's browser runs in. Instants cross module boundaries as JS Dates;
// calendar values cross them as 'YYYY-MM-DD' and 'HH:mm' strings.

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface LocalParts {
  date: string;
  time: string;
  /** 0 = Sunday … 6 = Saturday, as the Israeli week is read. */
  weekday: number;
}

/** A calendar date that really exists (rejects 2026-02-30 and loose formats). */
export function isValidDateString(value: unknown): value is string {
  return typeof value === "string" && parseDate(value) !== null;
}

/** 'HH:mm' on a 24-hour clock; '9:00' and '24:00' are not accepted. */
export function isValidTimeString(value: unknown): value is string {
  return typeof value === "string" && TIME_PATTERN.test(value);
}

/** Minutes since local midnight of an 'HH:mm' string, or null. */
export function minutesOfDay(time: string): number | null {
  const match = TIME_PATTERN.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The start of a local Israeli day, or null for a malformed or impossible date. */
export function parseDate(date: string): DateTime | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const parsed = DateTime.fromObject(
    { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) },
    { zone: TIME_ZONE },
  );
  return parsed.isValid ? parsed : null;
}

/**
 * The instant of a local Israeli date and time, or null when either string is
 * malformed or the moment does not exist. Times skipped by the spring DST jump
 * (02:00–02:59 on the last Friday before the last Sunday of March) are refused
 * rather than silently moved an hour, so nobody books a slot the clock never shows.
 */
export function toInstant(date: string, time: string): Date | null {
  const day = parseDate(date);
  const minutes = minutesOfDay(time);
  if (!day || minutes === null) return null;
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const moment = DateTime.fromObject(
    { year: day.year, month: day.month, day: day.day, hour, minute },
    { zone: TIME_ZONE },
  );
  if (!moment.isValid || moment.hour !== hour || moment.minute !== minute) return null;
  return moment.toJSDate();
}

/** Local Israeli date, time and weekday of an instant. */
export function toLocalParts(instant: Date): LocalParts {
  const local = DateTime.fromJSDate(instant, { zone: TIME_ZONE });
  return {
    date: local.toFormat("yyyy-MM-dd"),
    time: local.toFormat("HH:mm"),
    weekday: local.weekday % 7,
  };
}

/** Today's local Israeli date at the instant `now`. */
export function localDate(now: Date): string {
  return toLocalParts(now).date;
}

/** 0 = Sunday … 6 = Saturday, or null for an invalid date. */
export function weekdayOf(date: string): number | null {
  const day = parseDate(date);
  return day ? day.weekday % 7 : null;
}

/** Calendar arithmetic on 'YYYY-MM-DD', independent of DST. */
export function addDays(date: string, days: number): string | null {
  const day = parseDate(date);
  return day ? day.plus({ days }).toFormat("yyyy-MM-dd") : null;
}

/** The instants where a local day starts and where the next one starts. */
export function dayBounds(date: string): { start: Date; end: Date } | null {
  const day = parseDate(date);
  if (!day) return null;
  return { start: day.toJSDate(), end: day.plus({ days: 1 }).toJSDate() };
}
