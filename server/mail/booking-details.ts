// A booking's details as the e-mails list them (product.md §3 labels): the same
// rows in every e-mail about the booking, in the HTML table and the text part.
import {
  EXTRAS,
  TERMINAL_LABELS,
  TRANSMISSION_LABELS,
  parkingTypeLabel,
  type ExtraId,
  type Terminal,
  type Transmission,
} from "@shared/constants.ts";
import { formatDateTimeHe, formatShekels } from "@shared/format-he.ts";
import type { Booking } from "@server/db/generated/client.ts";
import type { DetailRow } from "./templates/email-content.ts";

const TOTAL_LABEL = "סה״כ לתשלום";
/** The business's own line (where the order came from); left out of the customer's copy. */
const SOURCE_LABEL = "מקור";

export function extrasText(ids: readonly string[]): string {
  const names = ids.map((id) => EXTRAS.find((extra) => extra.id === (id as ExtraId))?.label ?? id);
  return names.length ? names.join(", ") : "ללא";
}

export function terminalText(value: string): string {
  return TERMINAL_LABELS[value as Terminal] ?? value;
}

function paymentText(booking: Booking): string {
  if (booking.paymentMethod === "cash") return "מזומן – התשלום לנציג";
  return booking.paymentStatus === "completed" ? "כרטיס אשראי – שולם" : `כרטיס אשראי – ${booking.paymentStatus}`;
}

/**
 * '-30 ₪' that stays '-30 ₪' in a right-to-left line: without the left-to-right
 * mark the minus sign takes the line's direction and shows after the number.
 */
function negativeShekels(amount: number): string {
  return `\u200e-${formatShekels(amount)}`;
}

const row = (label: string, value: string, strong = false): DetailRow => ({ label, value, ...(strong ? { strong } : {}) });

/** Every detail, as the business reads it. */
export function bookingRows(booking: Booking): DetailRow[] {
  const rows: (DetailRow | null)[] = [
    row("מספר הזמנה", String(booking.orderNumber)),
    row("שם", `${booking.firstName} ${booking.lastName}`.trim()),
    row("טלפון", booking.phone),
    row("אימייל", booking.email),
    booking.companyInvoice && booking.companyName ? row("חשבונית לחברה, שם החברה", booking.companyName) : null,
    booking.companyInvoice ? row("חשבונית לחברה, ח.פ.", booking.companyNumber ?? "") : null,
    row("רכב", [booking.carManufacturer, booking.carModel].filter(Boolean).join(" ")),
    row("מספר רישוי", booking.licenseNumber),
    booking.transmission ? row("תיבת הילוכים", TRANSMISSION_LABELS[booking.transmission as Transmission]) : null,
    booking.carCode ? row("קוד רכב", booking.carCode) : null,
    row("סוג חניה", parkingTypeLabel(booking.parkingType)),
    row("איסוף הרכב (המראה)", `${formatDateTimeHe(booking.departureAt)}, ${terminalText(booking.departureTerminal)}`),
    row("החזרת הרכב (נחיתה)", `${formatDateTimeHe(booking.arrivalAt)}, ${terminalText(booking.arrivalTerminal)}`),
    row("מספר טיסה", booking.flightNumber),
    row("מספר ימים", String(booking.days)),
    row("חניה", formatShekels(booking.parkingPrice)),
    row("שירותים נוספים", extrasText(booking.additionalServices)),
    booking.discountAmount > 0 ? row(`הנחת קופון (${booking.couponCode ?? ""})`, negativeShekels(booking.discountAmount)) : null,
    row(TOTAL_LABEL, formatShekels(booking.totalPrice), true),
    row("אמצעי תשלום", paymentText(booking)),
    booking.source ? row(SOURCE_LABEL, booking.source) : null,
  ];
  return rows.filter((item) => item !== null);
}

/** The customer's copy: the business's bookkeeping lines left out. */
export function customerBookingRows(booking: Booking): DetailRow[] {
  return bookingRows(booking).filter((item) => item.label !== SOURCE_LABEL);
}
