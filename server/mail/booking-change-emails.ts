// The e-mails of a change or a cancellation (product.md §12): the customer's, with the
// calendar events updated (same UIDs, a higher SEQUENCE) or cancelled
// (METHOD:CANCEL), and the business's, with what changed and the money.
import { BRAND_NAME } from "@shared/brand.ts";
import type { FieldChanges } from "@shared/booking-changes.ts";
import { PARKING_TYPE_LABELS, type ParkingType } from "@shared/constants.ts";
import { formatShekels } from "@shared/format-he.ts";
import { manageMessages } from "@shared/messages/manage.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import type { Booking } from "@server/db/generated/client.ts";
import { bookingRows, customerBookingRows, extrasText, terminalText } from "./booking-details.ts";
import { bookingCalendarEvents, contactLine, orderLinkBlock, type BuiltEmail } from "./booking-emails.ts";
import { buildIcs } from "./ics.ts";
import { renderEmail } from "./render-email.tsx";
import { paragraph, paragraphs, type ChangeRow, type EmailBlock } from "./templates/email-content.ts";

const m = manageMessages.email;

function shown(field: string, value: string | string[]): string {
  if (Array.isArray(value)) return extrasText(value);
  if (field.endsWith("_terminal")) return terminalText(value);
  if (field === "parking_type") return PARKING_TYPE_LABELS[value as ParkingType] ?? value;
  return value;
}

/** One row per changed field: 'שעת נחיתה', '22:30' → '23:00'. */
function changeRows(changes: FieldChanges): ChangeRow[] {
  return Object.entries(changes).map(([field, change]) => ({
    label: manageMessages.fieldLabels[field as keyof typeof manageMessages.fieldLabels] ?? field,
    from: shown(field, change!.from),
    to: shown(field, change!.to),
  }));
}

function moneyLines(booking: Booking, amountDue: number): string[] {
  return [
    ...(amountDue > 0 ? [m.dueLine(formatShekels(amountDue))] : []),
    ...(booking.refundDue > 0 ? [m.refundLine(formatShekels(booking.refundDue))] : []),
  ];
}

/** Money lines stand out: they are what the reader must act on or wait for. */
const moneyBlocks = (lines: readonly string[]): EmailBlock[] => lines.map((line) => paragraph(line, true));

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

export function changeEmails(mail: ChangeMail & { changes: FieldChanges; oldTotal: number; amountDue: number }): BuiltEmail[] {
  const { booking, config } = mail;
  const changes: EmailBlock = { kind: "changes", rows: changeRows(mail.changes) };
  const money = moneyLines(booking, mail.amountDue);
  const title = m.changedTitle(booking.orderNumber);
  const ics = buildIcs(bookingCalendarEvents(booking, config), mail.now, BRAND_NAME, { sequence: mail.sequence });
  const businessTitle = m.businessChanged(booking.orderNumber, m.who[mail.actor] ?? mail.actor);
  const totals = `סה״כ קודם: ${formatShekels(mail.oldTotal)}, סה״כ חדש: ${formatShekels(booking.totalPrice)}`;
  return [
    {
      kind: "customer_change",
      to: booking.email,
      subject: `${title} – ${BRAND_NAME}`,
      ...renderEmail({
        title,
        blocks: [
          ...paragraphs([`שלום ${booking.firstName},`, m.changedIntro]),
          changes,
          { kind: "details", rows: customerBookingRows(booking) },
          ...moneyBlocks(money),
          orderLinkBlock(mail.manageUrl),
          contactLine(config),
        ],
      }),
      attachments: [{ filename: `valet-${booking.orderNumber}.ics`, content: ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
      dedupeKey: `customer-change:${mail.eventId}`,
      bookingId: booking.id,
    },
    {
      kind: "business_change",
      to: config.email,
      subject: businessTitle,
      ...renderEmail({
        title: businessTitle,
        blocks: [changes, paragraph(totals), ...moneyBlocks(money), { kind: "details", rows: bookingRows(booking) }],
      }),
      dedupeKey: `business-change:${mail.eventId}`,
      bookingId: booking.id,
    },
  ];
}

export function cancellationEmails(mail: ChangeMail & { fee: number; refund: number; forced: boolean }): BuiltEmail[] {
  const { booking, config } = mail;
  const title = m.cancelledTitle(booking.orderNumber);
  const money = [m.feeLine(formatShekels(mail.fee)), ...(mail.refund > 0 ? [m.refundLine(formatShekels(mail.refund))] : [])];
  const ics = buildIcs(bookingCalendarEvents(booking, config), mail.now, BRAND_NAME, { method: "CANCEL", sequence: mail.sequence });
  const who = m.who[mail.actor] ?? mail.actor;
  const businessTitle = m.businessCancelled(booking.orderNumber, mail.forced ? `${who}, מחוץ לתנאי הביטול` : who);
  return [
    {
      kind: "customer_cancellation",
      to: booking.email,
      subject: `${title} – ${BRAND_NAME}`,
      ...renderEmail({
        title,
        blocks: [
          ...paragraphs([`שלום ${booking.firstName},`, m.cancelledIntro]),
          ...moneyBlocks(money),
          { kind: "details", rows: customerBookingRows(booking) },
          contactLine(config),
        ],
      }),
      attachments: [{ filename: `valet-${booking.orderNumber}-cancel.ics`, content: ics, contentType: "text/calendar; charset=utf-8; method=CANCEL" }],
      dedupeKey: `customer-cancellation:${booking.orderNumber}`,
      bookingId: booking.id,
    },
    {
      kind: "business_cancellation",
      to: config.email,
      subject: businessTitle,
      ...renderEmail({ title: businessTitle, blocks: [...moneyBlocks(money), { kind: "details", rows: bookingRows(booking) }] }),
      dedupeKey: `business-cancellation:${booking.orderNumber}`,
      bookingId: booking.id,
    },
  ];
}

/** The business's note when a difference is paid by card after a change. */
export function differencePaidEmail(booking: Booking, config: PublicConfig, amount: number, transactionId: string | null, afterCancellation = false, excess = 0): BuiltEmail {
  const title = afterCancellation ? m.paidAfterCancellationTitle(booking.orderNumber) : m.differencePaidTitle(booking.orderNumber);
  const intro = [
    `סכום: ${formatShekels(amount)}. מזהה עסקה: ${transactionId ?? "—"}.`,
    ...(afterCancellation ? ["ההזמנה בוטלה לפני התשלום: כל הסכום נרשם להחזר (valet bookings refunds)."] : []),
    // A page opened for an earlier difference, or paid twice (docs/decisions/038).
    ...(excess > 0 ? [`שולם יותר מהיתרה לתשלום: ${formatShekels(excess)} נרשמו להחזר ללקוח (valet bookings refunds).`] : []),
  ];
  return {
    kind: "business_difference_paid",
    to: config.email,
    subject: title,
    ...renderEmail({ title, blocks: [...paragraphs(intro), { kind: "details", rows: bookingRows(booking) }] }),
    dedupeKey: `difference-paid:${booking.orderNumber}:${transactionId ?? amount}`,
    bookingId: booking.id,
  };
}
