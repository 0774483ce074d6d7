// A booking's return flight as the traveller, the crew and the API see it
// (docs/decisions/034): the board's last word, or "not tracked" when the board has
// no such arrival. The API's `flight` field is flightViewSchema
// (shared/api/service-responses.ts); flightLine() is the Hebrew sentence the order
// page and the crew page show. No zod here: the crew page's first load takes this
// module (docs/decisions/022).
import type { FlightView } from "./api/service-responses.ts";
import { toLocalParts } from "./jerusalem-time.ts";

export type { FlightView };

export const FLIGHT_STATUSES = ["scheduled", "delayed", "landed", "cancelled", "not_tracked"] as const;
export type FlightStatusName = (typeof FLIGHT_STATUSES)[number];

export const NOT_TRACKED: FlightView = { status: "not_tracked", scheduled_at: null, estimated_at: null, landed_at: null, terminal: null };

/** The stored row (flight_statuses) as the view; no row is "not tracked". */
export function flightViewOf(
  row: { status: FlightStatusName; scheduledAt: Date | null; estimatedAt: Date | null; landedAt: Date | null; terminal: number | null } | null,
): FlightView {
  if (!row) return NOT_TRACKED;
  return {
    status: row.status,
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    estimated_at: row.estimatedAt?.toISOString() ?? null,
    landed_at: row.landedAt?.toISOString() ?? null,
    terminal: row.terminal,
  };
}

/** Minutes the expected landing is after (+) or before (−) the schedule; 0 when either is unknown. */
function minutesLate(view: FlightView): number {
  if (!view.scheduled_at || !view.estimated_at) return 0;
  return Math.round((Date.parse(view.estimated_at) - Date.parse(view.scheduled_at)) / 60_000);
}

/** '40 דקות', 'שעה', 'שעתיים ו-5 דקות': a span of minutes as said in Hebrew. */
export function durationHe(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourPart = hours === 0 ? "" : hours === 1 ? "שעה" : hours === 2 ? "שעתיים" : `${hours} שעות`;
  const minutePart = rest === 0 ? "" : rest === 1 ? "דקה" : `${rest} דקות`;
  if (!hourPart) return minutePart || "0 דקות";
  // "and" is a prefix: 'שעה ודקה', but before a digit 'שעה ו-5 דקות'.
  if (!minutePart) return hourPart;
  return rest === 1 ? `${hourPart} ו${minutePart}` : `${hourPart} ו-${minutePart}`;
}

/** Israel's 'HH:mm', with the date ('5.12') when the landing is on another day than `onDate`. */
function timeOn(iso: string, onDate: string | null): string {
  const local = toLocalParts(new Date(iso));
  if (onDate === null || local.date === onDate) return local.time;
  const [, month, day] = local.date.split("-");
  return `${local.time} (${Number(day)}.${Number(month)})`;
}

// Less than this off the schedule is "on time": the board's own minutes wander.
const ON_TIME_MINUTES = 5;

/**
 * The Hebrew sentence for a return flight, e.g. 'הטיסה צפויה לנחות ב-18:45, באיחור של 40 דקות'.
 * `returnDate` ('YYYY-MM-DD', Israel) adds the date to a landing on another day.
 * `today` ('YYYY-MM-DD', Israel): before the return's day a flight the board does not
 * list yet is not "not found" (the board lists a day's flights on the day): it will be followed.
 */
export function flightLine(view: FlightView, returnDate: string | null = null, today: string | null = null): string {
  switch (view.status) {
    case "landed":
      return view.landed_at ? `הטיסה נחתה ב-${timeOn(view.landed_at, returnDate)}` : "הטיסה נחתה";
    case "cancelled":
      return "הטיסה מסומנת כמבוטלת בלוח הטיסות של נתב״ג. נציג יתאם איתכם את החזרת הרכב.";
    case "not_tracked":
      if (today !== null && returnDate !== null && today < returnDate) return "נעקוב אחרי הטיסה בלוח הטיסות של נתב״ג ביום החזרה, ונעדכן כאן אם היא מקדימה או מאחרת.";
      return "הטיסה לא נמצאה בלוח הטיסות של נתב״ג, ולכן איננו עוקבים אחריה. הרכב יוחזר לפי השעה שמסרתם.";
    default: {
      const expected = view.estimated_at ?? view.scheduled_at;
      if (!expected) return "הטיסה מופיעה בלוח הטיסות, עדיין בלי שעת נחיתה";
      const late = minutesLate(view);
      const at = `הטיסה צפויה לנחות ב-${timeOn(expected, returnDate)}`;
      if (late >= ON_TIME_MINUTES) return `${at}, באיחור של ${durationHe(late)}`;
      if (late <= -ON_TIME_MINUTES) return `${at}, ${durationHe(-late)} לפני הזמן`;
      return `${at}, בזמן`;
    }
  }
}
