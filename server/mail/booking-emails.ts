// The two e-mails a booking produces: the business's notification with every
// detail (product.md §3 labels), and the customer's confirmation with an .ics file of
// the pickup and the return. Each is an EmailContent rendered to HTML (React) and
// plain text (render-email.tsx).
import { BRAND_NAME } from "@shared/brand.ts";
import { PAYMENT_METHOD_LABELS } from "@shared/constants.ts";
import { manageMessages } from "@shared/messages/manage.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import type { Booking } from "@server/db/generated/client.ts";
import type { OutboxEmail } from "@server/outbox/outbox-message.ts";
import { bookingRows, customerBookingRows, terminalText } from "./booking-details.ts";
import { buildIcs, type CalendarEvent } from "./ics.ts";
import { renderEmail } from "./render-email.tsx";
import { paragraph, paragraphs, type EmailBlock } from "./templates/email-content.ts";

/** An e-mail with both parts (the outbox's `html` is optional only for hand-made test rows). */
export type BuiltEmail = OutboxEmail & { html: string };

/** The order page as the customer's e-mails link it. */
export function orderLinkBlock(url: string): EmailBlock {
  return { kind: "action", label: manageMessages.email.manageLinkLabel, url };
}

export function contactLine(config: PublicConfig, lead = "לשאלות"): EmailBlock {
  return paragraph(`${lead}: ${config.phone} | ${config.email}`);
}

export function businessNotification(booking: Booking, config: PublicConfig): BuiltEmail {
  const method = PAYMENT_METHOD_LABELS[booking.paymentMethod];
  const title = `הזמנה חדשה #${booking.orderNumber} – ${method}`;
  const intro = `התקבלה הזמנה חדשה באתר. ${booking.paymentMethod === "cash" ? "התשלום במזומן לנציג." : ""}`.trim();
  return {
    kind: "business_notification",
    to: config.email,
    subject: `${title} – ${booking.firstName} ${booking.lastName}`.trim(),
    ...renderEmail({ title, blocks: [paragraph(intro), { kind: "details", rows: bookingRows(booking) }] }),
    dedupeKey: `business-notification:${booking.orderNumber}`,
    bookingId: booking.id,
  };
}

/** The pickup and the return as calendar events; the same UIDs in every update, so a calendar replaces them. */
export function bookingCalendarEvents(booking: Booking, config: PublicConfig): CalendarEvent[] {
  return [
    {
      uid: `pickup-${booking.orderNumber}@valet-parking`,
      start: booking.departureAt,
      minutes: 30,
      summary: `מסירת הרכב לנציג – הזמנה ${booking.orderNumber}`,
      description: `נציג ${BRAND_NAME} יתקשר כשעה לפני. טלפון: ${config.phone}`,
      location: `נתב״ג, ${terminalText(booking.departureTerminal)}`,
    },
    {
      uid: `return-${booking.orderNumber}@valet-parking`,
      start: booking.arrivalAt,
      minutes: 30,
      summary: `החזרת הרכב – הזמנה ${booking.orderNumber}`,
      description: `אחרי הנחיתה התקשרו לתיאום ההחזרה: ${config.phone}`,
      location: `נתב״ג, ${terminalText(booking.arrivalTerminal)}`,
    },
  ];
}

/** `manageUrl`: the private order page (product.md §12), where the customer can view, change or cancel. */
export function customerConfirmation(booking: Booking, config: PublicConfig, now: Date, manageUrl?: string): BuiltEmail {
  const title = `אישור הזמנה #${booking.orderNumber}`;
  const blocks: EmailBlock[] = [
    ...paragraphs([`שלום ${booking.firstName},`, `תודה שהזמנתם חניה עם ${BRAND_NAME}. אלה פרטי ההזמנה:`]),
    { kind: "details", rows: customerBookingRows(booking) },
    ...paragraphs(["כשעה לפני ההגעה לטרמינל נציג יתקשר אליכם לתיאום מסירת הרכב.", "אחרי הנחיתה התקשרו אלינו ונתאם את החזרת הרכב באותו מקום."]),
    ...(manageUrl ? [orderLinkBlock(manageUrl)] : []),
    contactLine(config, "לשאלות ולשינויים"),
  ];
  const ics = buildIcs(bookingCalendarEvents(booking, config), now, BRAND_NAME);
  return {
    kind: "customer_confirmation",
    to: booking.email,
    subject: `${title} – ${BRAND_NAME}`,
    ...renderEmail({ title, blocks }),
    attachments: [{ filename: `valet-${booking.orderNumber}.ics`, content: ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
    dedupeKey: `customer-confirmation:${booking.orderNumber}`,
    bookingId: booking.id,
  };
}
