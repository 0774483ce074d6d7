// A handover's readings in the traveller's words, for the order page's timeline
// and the pickup and return e-mails (product.md §7.6, §17): the same wording in both.
import type { ServiceStatus } from "./service-status.ts";
import type { HandoverRecordView } from "./service-view.ts";

/** '12,000 ק״מ': grouped by hand like the site's prices, no Intl to load (shared/format-he.ts). */
export function kmText(km: number): string {
  return `${String(km).replace(/\B(?=(\d{3})+$)/g, ",")} ק״מ`;
}

type Gauge = Pick<HandoverRecordView, "fuel_eighths" | "battery_percent">;

/** The fuel gauge or the battery, as label and value: a record holds exactly one of the two (docs/decisions/029). */
export function gaugeReading(record: Gauge): { label: string; value: string } | null {
  if (record.fuel_eighths !== null) return { label: "דלק", value: `${record.fuel_eighths}/8 מיכל` };
  if (record.battery_percent !== null) return { label: "סוללה", value: `${record.battery_percent}%` };
  return null;
}

/** 'דלק: 5/8 מיכל' or 'סוללה: 80%'. */
export function gaugeText(record: Gauge): string | null {
  const reading = gaugeReading(record);
  return reading && `${reading.label}: ${reading.value}`;
}

/** One step of the traveller's timeline; `name` is the representative's first name when a representative made it. */
export function timelineStepText(status: ServiceStatus, name: string | null): string {
  const by = name ? ` על ידי ${name} מהצוות שלנו` : "";
  switch (status) {
    case "booked":
      return "ההזמנה התקבלה";
    case "picked_up":
      return `הרכב התקבל${by}`;
    case "parked":
      return "הרכב חונה אצלנו";
    case "returning":
      return `הרכב בדרך אליכם${by}`;
    case "returned":
      return `הרכב הוחזר אליכם${by}`;
    case "no_show":
      return "סומן שלא הגעתם למסירת הרכב";
    case "cancelled":
      return "ההזמנה בוטלה";
  }
}
