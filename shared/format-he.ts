// Hebrew display formats for dates, times and money, always in Israel's time zone.
import { TIME_ZONE } from "./constants.ts";

const dateFormat = new Intl.DateTimeFormat("he-IL", {
  timeZone: TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "numeric",
  year: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("he-IL", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** 'יום שלישי, 24.11.2026' */
export function formatDateHe(instant: Date): string {
  return dateFormat.format(instant);
}

/** '06:00' */
export function formatTimeHe(instant: Date): string {
  return timeFormat.format(instant);
}

/** 'יום שלישי, 24.11.2026 בשעה 06:00' */
export function formatDateTimeHe(instant: Date): string {
  return `${formatDateHe(instant)} בשעה ${formatTimeHe(instant)}`;
}

// One formatter for every price: Number#toLocaleString builds a new Intl.NumberFormat
// on each call, which was 150 ms of /booking's load on a throttled phone (issue #12).
const shekelFormat = new Intl.NumberFormat("he-IL");

/** '450 ₪', '1,200 ₪': whole shekels as the copy writes them. */
export function formatShekels(amount: number): string {
  return `${shekelFormat.format(amount)} ₪`;
}

/** A 'YYYY-MM-DD' date as '24.11.2026'. */
export function formatIsoDateHe(date: string): string {
  const [year, month, day] = date.split("-");
  return `${Number(day)}.${Number(month)}.${year}`;
}
