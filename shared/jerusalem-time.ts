import { TIME_ZONE } from "./constants.ts";
import { lazily } from "./lazily.ts";

// Every business rule reads wall-clock time in Israel, whatever zone the server
// or the visitor's browser runs in. Instants cross module boundaries as JS Dates;
// calendar values cross them as 'YYYY-MM-DD' and 'HH:mm' strings.
//
// Pure calendar arithmetic (validity, weekday, adding days) uses UTC date maths,
// which has no DST and is far cheaper than a zone lookup; the platform's Intl
// time-zone data is used only where a zone matters: turning local times into
// instants and back. (No date library: this module is in the booking page's first
// load, and Intl already carries the zone rules. tests/unit/jerusalem-time.test.ts
// checks it against luxon over years of slots.)

const israelClock = lazily(() => new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
}));
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

/** The wall clock in Israel at an instant, as if it were UTC (ms), from the platform's time-zone data. */
function zoneWallMs(instantMs: number): number {
  const parts: Record<string, string> = {};
  for (const part of israelClock().formatToParts(new Date(instantMs))) parts[part.type] = part.value;
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

// Israel's clock changes on the hour, so the offset is the same for a whole
// quarter hour and is asked of Intl once per quarter: one booking needs dozens of
// offsets (its days' bounds, its slots), each an Intl call of ~0.1 ms otherwise.
const QUARTER_HOUR_MS = 900_000;
const offsetsByQuarter = new Map<number, number>();

/** A stretch of time, [from, to) in ms, over which Israel's offset from UTC stays the same. */
export interface OffsetSpan {
  from: number;
  to: number;
  offsetMs: number;
}

// Spans the server found with its own zone data and sent with the page. The first
// Intl formatter a browser page builds initialises ICU, 30–45 ms on this machine's
// Chromium and four times that on a throttled phone, inside /booking's hydration;
// with the spans, the booking form reads Israel's clock without Intl (docs/decisions/022).
let adoptedSpans: readonly OffsetSpan[] = [];

/** Israel's offsets over [fromMs, toMs), as spans, from the platform's zone data. */
export function offsetSpans(fromMs: number, toMs: number): OffsetSpan[] {
  const spans: OffsetSpan[] = [];
  // Whole quarter hours at both ends, so the halving below always moves.
  let from = Math.floor(fromMs / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const end = Math.ceil(toMs / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  let offsetMs = offsetAt(from);
  // The offset changes at most once a day: compare day ends, then halve the day
  // (in quarter hours) to find where it changed.
  for (let day = from; day < end; day += DAY_MS) {
    const next = Math.min(day + DAY_MS, end);
    if (offsetAt(next) === offsetMs) continue;
    let same = day;
    let changed = next;
    while (changed - same > QUARTER_HOUR_MS) {
      const middle = same + Math.floor((changed - same) / QUARTER_HOUR_MS / 2) * QUARTER_HOUR_MS;
      if (offsetAt(middle) === offsetMs) same = middle;
      else changed = middle;
    }
    spans.push({ from, to: changed, offsetMs });
    from = changed;
    offsetMs = offsetAt(changed);
  }
  spans.push({ from, to: end, offsetMs });
  return spans;
}

/** Reads Israel's offset from these spans where they reach, and from Intl elsewhere. */
export function adoptOffsetSpans(spans: readonly OffsetSpan[]): void {
  adoptedSpans = spans;
}

/** Israel's offset from UTC at an instant, in ms (two or three hours). */
function offsetAt(instantMs: number): number {
  const quarter = Math.floor(instantMs / QUARTER_HOUR_MS);
  let offset = offsetsByQuarter.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR_MS;
    offset = adoptedSpans.find((span) => span.from <= start && start < span.to)?.offsetMs ?? zoneWallMs(start) - start;
    if (offsetsByQuarter.size >= 10_000) offsetsByQuarter.clear();
    offsetsByQuarter.set(quarter, offset);
  }
  return offset;
}

/** The wall clock in Israel at an instant (whole seconds), as if it were UTC (ms). */
function wallMs(instantMs: number): number {
  return Math.floor(instantMs / 1000) * 1000 + offsetAt(instantMs);
}

function instantAt(ms: number, minutes: number): Date | null {
  const wall = ms + minutes * 60_000;
  // The offsets on either side of any clock change that day: the wall time is
  // one of them, both (the repeated autumn hour: the first is taken) or neither
  // (the skipped spring hour).
  const candidates = [wall - offsetAt(wall - DAY_MS), wall - offsetAt(wall + DAY_MS)].filter((instant) => wallMs(instant) === wall);
  return candidates.length ? new Date(Math.min(...candidates)) : null;
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
  // An invalid Date (or one at the very end of the Date range) has no local
  // parts; empty ones match no date or slot rather than throw.
  const wall = Number.isFinite(instant.getTime()) ? new Date(wallMs(instant.getTime())) : null;
  if (!wall || !Number.isFinite(wall.getTime())) return { date: "", time: "", weekday: Number.NaN };
  const iso = wall.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), weekday: wall.getUTCDay() };
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
