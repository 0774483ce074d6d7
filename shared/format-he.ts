// Hebrew display formats for dates, times and money, always in Israel's time zone.
import { TIME_ZONE } from "./constants.ts";
import { lazily } from "./lazily.ts";

const dateFormat = lazily(() => new Intl.DateTimeFormat("he-IL", {
  timeZone: TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "numeric",
  year: "numeric",
}));
const timeFormat = lazily(() => new Intl.DateTimeFormat("he-IL", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }));

/** 'יום שלישי, 24.11.2026' */
export function formatDateHe(instant: Date): string {
  return dateFormat().format(instant);
}

/** '06:00' */
function formatTimeHe(instant: Date): string {
  return timeFormat().format(instant);
}

/** 'יום שלישי, 24.11.2026 בשעה 06:00' */
export function formatDateTimeHe(instant: Date): string {
  return `${formatDateHe(instant)} בשעה ${formatTimeHe(instant)}`;
}

// Whole shekels are grouped by hand, exactly as Intl's he-IL format writes them
// ('1,200', a left-to-right mark before a minus sign; tests/unit/format-he.test.ts
// holds the two together): building the first he-IL formatter loads the locale's
// data, 50 ms of /booking's hydration on this machine and four times that on a
// throttled phone, for prices that are always whole numbers (docs/decisions/022). Anything
// else still goes through Intl, built once on first use.
const shekelFormat = lazily(() => new Intl.NumberFormat("he-IL"));
const LEFT_TO_RIGHT_MARK = "\u200e";

function groupedShekels(amount: number): string {
  if (!Number.isSafeInteger(amount)) return shekelFormat().format(amount);
  const digits = String(Math.abs(amount)).replace(/\B(?=(\d{3})+$)/g, ",");
  return amount < 0 ? `${LEFT_TO_RIGHT_MARK}-${digits}` : digits;
}

/** '61,000': a whole number grouped as the copy writes amounts and readings (an odometer's km). */
export function formatWholeNumberHe(value: number): string {
  return groupedShekels(value);
}

/** '450 ₪', '1,200 ₪': whole shekels as the copy writes them. */
export function formatShekels(amount: number): string {
  return `${groupedShekels(amount)} ₪`;
}

/** A 'YYYY-MM-DD' date as '24.11.2026'. */
export function formatIsoDateHe(date: string): string {
  const [year, month, day] = date.split("-");
  return `${Number(day)}.${Number(month)}.${year}`;
}
