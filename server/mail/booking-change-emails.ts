// The e-mails of a change or a cancellation (issue 15): the customer's, with the
// calendar events updated (same UIDs, a higher SEQUENCE) or cancelled
// (METHOD:CANCEL), and the business's, with what changed and the money.
import { BRAND_NAME } from "../../shared/brand.ts";
import type { FieldChanges } from "../../shared/booking-changes.ts";
import { EXTRAS, PARKING_TYPE_LABELS, TERMINAL_LABELS, type ParkingType, type Terminal } from "../../shared/constants.ts";
import { formatShekels } from "../../shared/format-he.ts";
import { manageMessages } from "../../shared/manage-messages.ts";
import type { PublicConfig } from "../../shared/public-config.ts";
import type { Booking } from "../db/generated/client.ts";
import type { OutboxEmail } from "../services/outbox.ts";
import { bookingCalendarEvents, html, rows, text } from "./booking-emails.ts";
import { buildIcs } from "./ics.ts";

const m = manageMessages.email;

function shown(field: string, value: string | string[]): string {
  if (Array.isArray(value)) {
    const names = value.map((id) => EXTRAS.find((extra) => extra.id === id)?.label ?? id);
    return names.length ? names.join(", ") : "ללא";
  }
  if (field.endsWith("_terminal")) return TERMINAL_LABELS[value as Terminal] ?? value;
  if (field === "parking_type") return PARKING_TYPE_LABELS[value as ParkingType] ?? value;
  return value;
}

/** One line per changed field: 'שעת נחיתה: 22:30 ← 23:00'. */
export function changeLines(changes: FieldChanges): string[] {
  return Object.entries(changes).map(([field, change]) => {
    const label = manageMessages.fieldLabels[field as keyof typeof manageMessages.fieldLabels] ?? field;
    return `${label}: ${shown(field, change!.from)} ← ${shown(field, change!.to)}`;
  });
}

function moneyLines(booking: Booking, amountDue: number): string[] {
  return [
    ...(amountDue > 0 ? [m.dueLine(formatShekels(amountDue))] : []),
    ...(booking.refundDue > 0 ? [m.refundLine(formatShekels(booking.refundDue))] : []),
  ];
}

export interface ChangeMail {
  booking: Booking;
  config: PublicConfig;
  now: Date;
  manageUrl: string;
  actor: string;
  /** Counts the booking's events: each update outranks the last in the calendar. */
  sequence: number;
  eventId: number;
}

export function changeEmails(mail: ChangeMail & { changes: FieldChanges; oldTotal: number; amountDue: number }): OutboxEmail[] {
  const { booking, config } = mail;
  const lines = changeLines(mail.changes);
  const money = moneyLines(booking, mail.amountDue);
  const title = m.changedTitle(booking.orderNumber);
  const customerIntro = [`שלום ${booking.firstName},`, m.changedIntro, ...lines];
  const outro = [...money, m.manageLine(mail.manageUrl), `לשאלות: ${config.phone} | ${config.email}`];
  const table = rows(booking).filter(([label]) => label !== "מקור");
  const ics = buildIcs(bookingCalendarEvents(booking, config), mail.now, BRAND_NAME, { sequence: mail.sequence });
  const businessTitle = m.businessChanged(booking.orderNumber, m.who[mail.actor] ?? mail.actor);
  const businessIntro = [...lines, `סה״כ קודם: ${formatShekels(mail.oldTotal)}, סה״כ חדש: ${formatShekels(booking.totalPrice)}`, ...money];
  return [
    {
      kind: "customer_change",
      to: booking.email,
      subject: `${title} – ${BRAND_NAME}`,
      text: text(title, customerIntro, table, outro),
      html: html(title, customerIntro, table, outro),
      attachments: [{ filename: `valet-${booking.orderNumber}.ics`, content: ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
      dedupeKey: `customer-change:${mail.eventId}`,
      bookingId: booking.id,
    },
    {
      kind: "business_change",
      to: config.email,
      subject: businessTitle,
      text: text(businessTitle, businessIntro, rows(booking), []),
      html: html(businessTitle, businessIntro, rows(booking), []),
      dedupeKey: `business-change:${mail.eventId}`,
      bookingId: booking.id,
    },
  ];
}

export function cancellationEmails(mail: ChangeMail & { fee: number; refund: number; forced: boolean }): OutboxEmail[] {
  const { booking, config } = mail;
  const title = m.cancelledTitle(booking.orderNumber);
  const money = [m.feeLine(formatShekels(mail.fee)), ...(mail.refund > 0 ? [m.refundLine(formatShekels(mail.refund))] : [])];
  const customerIntro = [`שלום ${booking.firstName},`, m.cancelledIntro, ...money];
  const outro = [`לשאלות: ${config.phone} | ${config.email}`];
  const table = rows(booking).filter(([label]) => label !== "מקור");
  const ics = buildIcs(bookingCalendarEvents(booking, config), mail.now, BRAND_NAME, { method: "CANCEL", sequence: mail.sequence });
  const who = m.who[mail.actor] ?? mail.actor;
  const businessTitle = m.businessCancelled(booking.orderNumber, mail.forced ? `${who}, מחוץ לתנאי הביטול` : who);
  return [
    {
      kind: "customer_cancellation",
      to: booking.email,
      subject: `${title} – ${BRAND_NAME}`,
      text: text(title, customerIntro, table, outro),
      html: html(title, customerIntro, table, outro),
      attachments: [{ filename: `valet-${booking.orderNumber}-cancel.ics`, content: ics, contentType: "text/calendar; charset=utf-8; method=CANCEL" }],
      dedupeKey: `customer-cancellation:${booking.orderNumber}`,
      bookingId: booking.id,
    },
    {
      kind: "business_cancellation",
      to: config.email,
      subject: businessTitle,
      text: text(businessTitle, money, rows(booking), []),
      html: html(businessTitle, money, rows(booking), []),
      dedupeKey: `business-cancellation:${booking.orderNumber}`,
      bookingId: booking.id,
    },
  ];
}

/** The business's note when a difference is paid by card after a change. */
export function differencePaidEmail(booking: Booking, config: PublicConfig, amount: number, transactionId: string | null, afterCancellation = false): OutboxEmail {
  const title = afterCancellation ? m.paidAfterCancellationTitle(booking.orderNumber) : m.differencePaidTitle(booking.orderNumber);
  const intro = [
    `סכום: ${formatShekels(amount)}. מזהה עסקה: ${transactionId ?? "—"}.`,
    ...(afterCancellation ? ["ההזמנה בוטלה לפני התשלום: כל הסכום נרשם להחזר (valet bookings refunds)."] : []),
  ];
  return {
    kind: "business_difference_paid",
    to: config.email,
    subject: title,
    text: text(title, intro, rows(booking), []),
    html: html(title, intro, rows(booking), []),
    dedupeKey: `difference-paid:${booking.orderNumber}:${transactionId ?? amount}`,
    bookingId: booking.id,
  };
}
