// How a booking's changes, cancellation, refunds and paid differences read in
// `valet bookings show` (product.md §12, §13): one line each, oldest first.
import type { BookingEvent } from "@server/db/generated/client.ts";
import { localDateTime, money } from "./format.ts";
import { renderTable, type Column, type TableOptions } from "./table.ts";

const kindLabels: Record<string, string> = {
  changed: "שינוי",
  cancelled: "ביטול",
  refunded: "הוחזר",
  difference_paid: "שולם הפרש",
  // The return flight on the airport's board (docs/decisions/034).
  flight_time_changed: "שעת הנחיתה השתנתה",
  flight_landed: "הטיסה נחתה",
  flight_cancelled: "הטיסה בוטלה",
  // Where the traveller's updates go (docs/decisions/033): SMS, WhatsApp or e-mail only.
  message_channel_changed: "ערוץ העדכונים שונה",
  // A declined or unpaid card booking moved to cash by the traveller (product.md §2.16).
  payment_method_changed: "עבר לתשלום במזומן",
  // The operator's undo of a wrong service move (docs/decisions/037).
  service_status_set: "תיקון מצב השירות",
};
const actorLabels: Record<string, string> = { customer: "לקוח", operator: "משרד", provider: "סליקה", system: "מערכת" };

function show(value: unknown): string {
  if (Array.isArray(value)) return value.join(",") || "—";
  // A record kept with a correction (a removed handover's readings): its filled fields.
  if (value !== null && typeof value === "object") {
    return Object.entries(value).filter(([, field]) => field !== null).map(([key, field]) => `${key} ${String(field)}`).join(", ");
  }
  return value === null ? "—" : String(value);
}

/** A flight event's note is the flight; a time change's `changes` is one {from, to} of ISO instants. */
function flightDetail(event: BookingEvent): string {
  const change = event.changes as { from?: string; to?: string } | null;
  const times = change?.from && change.to ? `${localDateTime(new Date(change.from))}→${localDateTime(new Date(change.to))}` : "";
  return [event.note ?? "", times].filter(Boolean).join("; ");
}

/** 'arrival_time 22:30→23:00; total 450→500 ₪'. */
function eventDetail(event: BookingEvent): string {
  if (event.kind.startsWith("flight_")) return flightDetail(event);
  const changes = Object.entries((event.changes ?? {}) as Record<string, { from: unknown; to: unknown }>).map(
    ([field, change]) => `${field} ${show(change.from)}→${show(change.to)}`,
  );
  const parts = [...changes];
  if (event.kind === "changed" && event.priceDifference !== 0) parts.push(`total ${event.oldTotal}→${event.newTotal} ₪`);
  if (event.fee !== null) parts.push(`fee ${money(event.fee)}`);
  if (event.refund !== null) parts.push(`refund ${money(event.refund)}`);
  if (event.note) parts.push(event.note);
  return parts.join("; ");
}

const columns: Column<BookingEvent>[] = [
  { header: "מתי", value: (e) => localDateTime(e.createdAt) },
  { header: "מה", value: (e) => kindLabels[e.kind] ?? e.kind },
  { header: "מי", value: (e) => `${actorLabels[e.actor] ?? e.actor}${e.forced ? " (בחריגה)" : ""}` },
  { header: "פרטים", value: eventDetail },
];

export function eventsTable(events: readonly BookingEvent[], options: TableOptions): string {
  return events.length ? renderTable(events, columns, options) : "";
}

export function eventJson(e: BookingEvent) {
  return { at: e.createdAt, kind: e.kind, actor: e.actor, forced: e.forced, changes: e.changes, oldTotal: e.oldTotal, newTotal: e.newTotal, priceDifference: e.priceDifference, fee: e.fee, refund: e.refund, note: e.note };
}
