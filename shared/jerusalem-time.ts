import { DateTime, IANAZone } from "luxon";
import { TIME_ZONE } from "./constants.ts";

// Every business rule reads wall-clock time in Israel, whatever zone the server
// or the visitor's browser runs in. Instants cross module boundaries as JS Dates;
// calendar values cross them as 'YYYY-MM-DD' and 'HH:mm' strings.
//
// Pure calendar arithmetic (validity, weekday, adding days) uses UTC date maths,
// which has no DST and is far cheaper than a zone lookup; luxon is used only where
// a zone matters: turning local times into instants and back.

const ZONE = IANAZone.create(TIME_ZONE);
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

export interface LocalParts {
  date: string;
  time: string;
  /** 0 = Sunday … 6 = Saturday, as the Israeli week is read. */
  weekday: number;
}

/** Midnight UTC of a civil date, used as a DST-free day number; null if impossible. */
function civilMs(date: string): number | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  // Date.UTC rolls 2026-02-30 over to March; a round trip exposes that.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return ms;
}

function formatCivil(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A calendar date that really exists (rejects 2026-02-30 and loose formats). */
export function isValidDateString(value: unknown): value is string {
  return typeof value === "string" && civilMs(value) !== null;
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

/** 0 = Sunday … 6 = Saturday, or null for an invalid date. */
export function weekdayOf(date: string): number | null {
  const ms = civilMs(date);
  return ms === null ? null : new Date(ms).getUTCDay();
}

/** Calendar arithmetic on 'YYYY-MM-DD'; null for an invalid date. */
export function addDays(date: string, days: number): string | null {
  const ms = civilMs(date);
  return ms === null ? null : formatCivil(ms + days * DAY_MS);
}

/** Whole calendar days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number | null {
  const start = civilMs(from);
  const end = civilMs(to);
  return start === null || end === null ? null : Math.round((end - start) / DAY_MS);
}

/** The start of a local Israeli day as a luxon DateTime, or null for an invalid date. */
export function parseDate(date: string): DateTime | null {
  const ms = civilMs(date);
  if (ms === null) return null;
  const day = new Date(ms);
  return DateTime.fromObject(
    { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
    { zone: ZONE },
  );
}

function instantAt(ms: number, minutes: number): Date | null {
  const day = new Date(ms);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const moment = DateTime.fromObject(
    { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour, minute },
    { zone: ZONE },
  );
  if (!moment.isValid || moment.hour !== hour || moment.minute !== minute) return null;
  return moment.toJSDate();
}

/**
 * The instant of a local Israeli date and time, or null when either string is
 * malformed or the moment does not exist. Times skipped by the spring DST jump
 * (02:00–02:59 on the Friday before the last Sunday of March) are refused rather
 * than silently moved an hour, so nobody books a slot the clock never shows.
 */
export function toInstant(date: string, time: string): Date | null {
  const ms = civilMs(date);
  const minutes = minutesOfDay(time);
  return ms === null || minutes === null ? null : instantAt(ms, minutes);
}

/**
 * Instants of many times of one local day at once (null where a time does not
 * exist). On the 363 days a year without a clock change, that is one zone lookup
 * instead of one per time.
 */
export function instantsOfDay(date: string, minutesList: readonly number[]): (Date | null)[] {
  const ms = civilMs(date);
  if (ms === null) return minutesList.map(() => null);
  const start = instantAt(ms, 0);
  const next = instantAt(ms + DAY_MS, 0);
  if (start && next && next.getTime() - start.getTime() === DAY_MS) {
    return minutesList.map((minutes) => new Date(start.getTime() + minutes * 60_000));
  }
  return minutesList.map((minutes) => instantAt(ms, minutes));
}

/** Local Israeli date, time and weekday of an instant. */
export function toLocalParts(instant: Date): LocalParts {
  const local = DateTime.fromJSDate(instant, { zone: ZONE });
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

/** The instants where a local day starts and where the next one starts. */
export function dayBounds(date: string): { start: Date; end: Date } | null {
  const ms = civilMs(date);
  if (ms === null) return null;
  const start = instantAt(ms, 0);
  const end = instantAt(ms + DAY_MS, 0);
  return start && end ? { start, end } : null;
}
