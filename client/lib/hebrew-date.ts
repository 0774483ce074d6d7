// Dates as Israelis read them ('12 בינואר 2025'), the same on server and browser.
import { lazily } from "@shared/lazily.ts";

const format = lazily(() => new Intl.DateTimeFormat("he-IL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }));

/** A YYYY-MM-DD date in Hebrew; civil dates are read in UTC so no zone can shift the day. */
export function hebrewDate(isoDate: string): string {
  return format().format(new Date(`${isoDate}T00:00:00Z`));
}
