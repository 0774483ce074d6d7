// The two e-mails a booking produces: the business's notification with every
// detail (product.md §3 labels), and the customer's confirmation with an .ics file of
// the pickup and the return. Plain text first; a simple right-to-left HTML copy.
import { BRAND_NAME } from "../../shared/brand.ts";
import {
  EXTRAS,
  PAYMENT_METHOD_LABELS,
  TERMINAL_LABELS,
  TRANSMISSION_LABELS,
  parkingTypeLabel,
  type ExtraId,
  type Terminal,
  type Transmission,
} from "../../shared/constants.ts";
import { formatDateTimeHe, formatShekels } from "../../shared/format-he.ts";
import type { Booking } from "../db/generated/client.ts";
import type { PublicConfig } from "../../shared/public-config.ts";
import type { OutboxEmail } from "../services/outbox.ts";
import { buildIcs, type CalendarEvent } from "./ics.ts";
import { escapeHtml } from "../html-escape.ts";
import { manageMessages } from "../../shared/manage-messages.ts";

function extrasText(ids: readonly string[]): string {
  const names = ids.map((id) => EXTRAS.find((extra) => extra.id === (id as ExtraId))?.label ?? id);
  return names.length ? names.join(", ") : "ללא";
}

function paymentText(booking: Booking): string {
  if (booking.paymentMethod === "cash") return "מזומן – התשלום לנציג";
  return booking.paymentStatus === "completed" ? "כרטיס אשראי – שולם" : `כרטיס אשראי – ${booking.paymentStatus}`;
}

export function rows(booking: Booking): [string, string][] {
  const terminal = (value: string) => TERMINAL_LABELS[value as Terminal] ?? value;
  return [
    ["מספר הזמנה", String(booking.orderNumber)],
    ["שם", `${booking.firstName} ${booking.lastName}`.trim()],
    ["טלפון", booking.phone],
    ["אימייל", booking.email],
    ...(booking.companyInvoice ? ([["חשבונית לחברה, ח.פ.", booking.companyNumber ?? ""]] as [string, string][]) : []),
    ["רכב", [booking.carManufacturer, booking.carModel].filter(Boolean).join(" ")],
    ["מספר רישוי", booking.licenseNumber],
    ...(booking.transmission ? ([["תיבת הילוכים", TRANSMISSION_LABELS[booking.transmission as Transmission]]] as [string, string][]) : []),
    ...(booking.carCode ? ([["קוד רכב", booking.carCode]] as [string, string][]) : []),
    ["סוג חניה", parkingTypeLabel(booking.parkingType)],
    ["איסוף הרכב (המראה)", `${formatDateTimeHe(booking.departureAt)}, ${terminal(booking.departureTerminal)}`],
    ["החזרת הרכב (נחיתה)", `${formatDateTimeHe(booking.arrivalAt)}, ${terminal(booking.arrivalTerminal)}`],
    ["מספר טיסה", booking.flightNumber],
    ["מספר ימים", String(booking.days)],
    ["חניה", formatShekels(booking.parkingPrice)],
    ["שירותים נוספים", extrasText(booking.additionalServices)],
    ...(booking.discountAmount > 0
      ? ([[`הנחת קופון (${booking.couponCode ?? ""})`, `-${formatShekels(booking.discountAmount)}`]] as [string, string][])
      : []),
    ["סה״כ לתשלום", formatShekels(booking.totalPrice)],
    ["אמצעי תשלום", paymentText(booking)],
    ...(booking.source ? ([["מקור", booking.source]] as [string, string][]) : []),
  ];
}

export function html(title: string, intro: string[], table: [string, string][], outro: string[]): string {
  const cells = table
    .map(([label, value]) => `<tr><th style="text-align:right;padding:4px 8px;background:#eff6ff">${escapeHtml(label)}</th><td style="padding:4px 8px">${escapeHtml(value)}</td></tr>`)
    .join("");
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");
  return `<!doctype html><html lang="he" dir="rtl"><body style="font-family:Arial,sans-serif;direction:rtl;text-align:right"><h1 style="color:#1e40af;font-size:20px">${escapeHtml(title)}</h1>${paragraphs(intro)}<table style="border-collapse:collapse">${cells}</table>${paragraphs(outro)}</body></html>`;
}

export function text(title: string, intro: string[], table: [string, string][], outro: string[]): string {
  return [title, "", ...intro, "", ...table.map(([label, value]) => `${label}: ${value}`), "", ...outro].join("\n");
}

export function businessNotification(booking: Booking, config: PublicConfig): OutboxEmail {
  const method = PAYMENT_METHOD_LABELS[booking.paymentMethod];
  const title = `הזמנה חדשה #${booking.orderNumber} – ${method}`;
  const table = rows(booking);
  const intro = [`התקבלה הזמנה חדשה באתר. ${booking.paymentMethod === "cash" ? "התשלום במזומן לנציג." : ""}`.trim()];
  return {
    kind: "business_notification",
    to: config.email,
    subject: `${title} – ${booking.firstName} ${booking.lastName}`.trim(),
    text: text(title, intro, table, []),
    html: html(title, intro, table, []),
    dedupeKey: `business-notification:${booking.orderNumber}`,
    bookingId: booking.id,
  };
}

/** The pickup and the return as calendar events; the same UIDs in every update, so a calendar replaces them. */
export function bookingCalendarEvents(booking: Booking, config: PublicConfig): CalendarEvent[] {
  const terminal = (value: string) => TERMINAL_LABELS[value as Terminal] ?? value;
  return [
    {
      uid: `pickup-${booking.orderNumber}@valet-parking`,
      start: booking.departureAt,
      minutes: 30,
      summary: `מסירת הרכב לנציג – הזמנה ${booking.orderNumber}`,
      description: `נציג ${BRAND_NAME} יתקשר כשעה לפני. טלפון: ${config.phone}`,
      location: `נתב״ג, ${terminal(booking.departureTerminal)}`,
    },
    {
      uid: `return-${booking.orderNumber}@valet-parking`,
      start: booking.arrivalAt,
      minutes: 30,
      summary: `החזרת הרכב – הזמנה ${booking.orderNumber}`,
      description: `אחרי הנחיתה התקשרו לתיאום ההחזרה: ${config.phone}`,
      location: `נתב״ג, ${terminal(booking.arrivalTerminal)}`,
    },
  ];
}

/** `manageUrl`: the private order page (issue 15), where the customer can view, change or cancel. */
export function customerConfirmation(booking: Booking, config: PublicConfig, now: Date, manageUrl?: string): OutboxEmail {
  const title = `אישור הזמנה #${booking.orderNumber}`;
  const intro = [
    `שלום ${booking.firstName},`,
    `תודה שהזמנתם חניה עם ${BRAND_NAME}. אלה פרטי ההזמנה:`,
  ];
  const table = rows(booking).filter(([label]) => label !== "מקור");
  const outro = [
    "כשעה לפני ההגעה לטרמינל נציג יתקשר אליכם לתיאום מסירת הרכב.",
    "אחרי הנחיתה התקשרו אלינו ונתאם את החזרת הרכב באותו מקום.",
    ...(manageUrl ? [manageMessages.email.manageLine(manageUrl)] : []),
    `לשאלות ולשינויים: ${config.phone} | ${config.email}`,
  ];
  const ics = buildIcs(bookingCalendarEvents(booking, config), now, BRAND_NAME);
  return {
    kind: "customer_confirmation",
    to: booking.email,
    subject: `${title} – ${BRAND_NAME}`,
    text: text(title, intro, table, outro),
    html: html(title, intro, table, outro),
    attachments: [{ filename: `valet-${booking.orderNumber}.ics`, content: ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
    dedupeKey: `customer-confirmation:${booking.orderNumber}`,
    bookingId: booking.id,
  };
}
