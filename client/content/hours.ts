// Opening hours of product.md §1, as the contact page, the footer and the structured
// data show them. Friday and the end of Shabbat move with the season, so they are
// described, not given as clock times. Customer-service hours come from
// shared/constants.ts.
import { CUSTOMER_SERVICE_HOURS as DESK } from "@shared/constants.ts";
import { SERVICE_DESK } from "./promises.ts";
export interface HoursLine {
  days: string;
  hours: string;
}

export const SERVICE_HOURS: HoursLine[] = [
  { days: "ראשון עד חמישי", hours: "מסביב לשעון" },
  { days: "שישי", hours: "עד כשעתיים לפני כניסת השבת" },
  { days: "שבת", hours: "אין שירות; מתחדש כשעה אחרי צאת השבת" },
];

export const CUSTOMER_SERVICE_HOURS: HoursLine[] = [
  { days: "ראשון עד חמישי", hours: SERVICE_DESK.sundayToThursday },
  { days: "שישי", hours: SERVICE_DESK.friday },
];

/** schema.org opening hours: the spec's structured data says Sunday to Friday, around the clock. */
export const STRUCTURED_OPENING_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;

export const STRUCTURED_CUSTOMER_SERVICE = [
  { days: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"], ...DESK.sundayToThursday },
  { days: ["Friday"], ...DESK.friday },
] as const;
