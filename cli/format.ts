// How values read in the CLI's text output. Times are always Israel's, in the
// same "YYYY-MM-DD HH:mm" form the commands accept, so what is shown can be typed
// back. JSON output keeps ISO 8601 instants instead.
import { toLocalParts } from "@shared/jerusalem-time.ts";
import { weekdayNames } from "./labels.ts";

export function localDateTime(instant: Date): string {
  const parts = toLocalParts(instant);
  return `${parts.date} ${parts.time}`;
}

export function localDay(instant: Date): string {
  return toLocalParts(instant).date;
}

export function weekdayName(instant: Date): string {
  return weekdayNames[toLocalParts(instant).weekday]!;
}

/** Whole shekels with thousands separators: ₪1,250. */
export function money(shekels: number): string {
  return `₪${shekels.toLocaleString("en-US")}`;
}

/** Stored phones are national digits; shown the way Israelis write them. */
export function phone(digits: string): string {
  if (/^0[57]\d{8}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  if (/^0\d{8}$/.test(digits)) return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  return digits;
}

/** Israeli plates: 12-345-67 (7 digits), 123-45-678 (8 digits). */
export function licence(digits: string): string {
  if (/^\d{7}$/.test(digits)) return `${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5)}`;
  if (/^\d{8}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  return digits;
}

/** A validity edge set by date shows as the date alone; any other instant in full. */
export function validityEdge(instant: Date | null, edge: "start" | "end"): string {
  if (!instant) return "—";
  const { date, time } = toLocalParts(instant);
  const atEdge = edge === "start" ? time === "00:00" && instant.getUTCSeconds() === 0 : time === "23:59" && instant.getUTCSeconds() === 59;
  return atEdge ? date : `${date} ${time}`;
}
