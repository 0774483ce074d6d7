// The traveller's e-mails at the two handovers (product.md §7.6, §17): at the pickup,
// what the representative read (odometer, fuel or battery) and how many photos
// were taken; at the return, the km driven and what was paid. Each links the
// order page, where the timeline and the photos are. Queued in the transaction
// that records the handover (server/services/handover-notices.ts).
import { BRAND_NAME } from "@shared/brand.ts";
import { formatShekels } from "@shared/format-he.ts";
import { gaugeReading, kmText } from "@shared/handover-text.ts";
import { PAYMENT_METHOD_LABELS } from "@shared/constants.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import type { Booking } from "@server/db/generated/client.ts";
import type { BuiltEmail } from "./booking-emails.ts";
import { contactLine } from "./booking-emails.ts";
import { renderEmail } from "./render-email.tsx";
import { paragraph, paragraphs, type DetailRow, type EmailBlock } from "./templates/email-content.ts";

interface HandoverReading {
  odometerKm: number;
  fuelEighths: number | null;
  batteryPercent: number | null;
}

interface HandoverMail {
  booking: Booking;
  config: PublicConfig;
  /** The order page with its token: the timeline and the photos. */
  orderUrl: string;
  reading: HandoverReading;
  /** The event row of the move: one e-mail per handover, whatever retries. */
  eventId: number;
}

function readingRows(reading: HandoverReading): DetailRow[] {
  const gauge = gaugeReading({ fuel_eighths: reading.fuelEighths, battery_percent: reading.batteryPercent });
  return [{ label: "מד קילומטרים", value: kmText(reading.odometerKm) }, ...(gauge ? [gauge] : [])];
}

const recordLink = (url: string): EmailBlock => ({ kind: "action", label: "התמונות וכל שלבי השירות בעמוד ההזמנה", url });

/** At the pickup. `photoCount`: the photos taken by the moment it was recorded; later ones show on the order page. */
export function pickupEmail(mail: HandoverMail & { photoCount: number }): BuiltEmail {
  const { booking } = mail;
  const title = `קיבלנו את הרכב – הזמנה #${booking.orderNumber}`;
  const photos =
    mail.photoCount > 0
      ? `צילמנו את הרכב במסירה: ${mail.photoCount === 1 ? "תמונה אחת" : `${mail.photoCount} תמונות`}. אפשר לראות אותן בעמוד ההזמנה.`
      : "תמונות הרכב מהמסירה יופיעו בעמוד ההזמנה.";
  return {
    kind: "customer_pickup",
    to: booking.email,
    subject: `${title} – ${BRAND_NAME}`,
    ...renderEmail({
      title,
      blocks: [
        ...paragraphs([`שלום ${booking.firstName},`, `הרכב (${booking.licenseNumber}) אצלנו. אלה הנתונים שרשמנו כשקיבלנו אותו:`]),
        { kind: "details", rows: readingRows(mail.reading) },
        paragraph(photos),
        recordLink(mail.orderUrl),
        contactLine(mail.config),
      ],
    }),
    dedupeKey: `customer-pickup:${mail.eventId}`,
    bookingId: booking.id,
  };
}

/** At the return. `kmDriven`: null when the odometers disagree (not expected: a lower return is refused). */
export function returnEmail(mail: HandoverMail & { kmDriven: number | null; paid: number; due: number }): BuiltEmail {
  const { booking } = mail;
  const title = `הרכב הוחזר – הזמנה #${booking.orderNumber}`;
  const money: DetailRow[] = [
    { label: "סה״כ להזמנה", value: formatShekels(booking.totalPrice) },
    { label: `שולם (${PAYMENT_METHOD_LABELS[booking.paymentMethod]})`, value: formatShekels(mail.paid), strong: true },
    ...(mail.due > 0 ? [{ label: "יתרה לתשלום", value: formatShekels(mail.due), strong: true }] : []),
  ];
  return {
    kind: "customer_return",
    to: booking.email,
    subject: `${title} – ${BRAND_NAME}`,
    ...renderEmail({
      title,
      blocks: [
        ...paragraphs([`שלום ${booking.firstName},`, "החזרנו לכם את הרכב. תודה שבחרתם בנו, ונשמח לראותכם שוב."]),
        {
          kind: "details",
          rows: [...readingRows(mail.reading), ...(mail.kmDriven !== null ? [{ label: "נסיעה בזמן השירות", value: kmText(mail.kmDriven) }] : []), ...money],
        },
        recordLink(mail.orderUrl),
        contactLine(mail.config),
      ],
    }),
    dedupeKey: `customer-return:${mail.eventId}`,
    bookingId: booking.id,
  };
}
