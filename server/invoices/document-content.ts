// What a tax document says (docs/decisions/036), written when the payment or refund is
// recorded and kept with the queued document, so it tells what was paid for then,
// whatever the booking becomes later. Prices are gross (VAT included); lines add up
// to the amount, or the document is one line for the amount.
import { messages } from "@shared/messages/index.ts";
import { EXTRAS, PARKING_TYPE_LABELS } from "@shared/constants.ts";
import type { Booking } from "@server/db/generated/client.ts";
import type { DocumentClient, DocumentLine } from "./provider.ts";

export function clientOf(booking: Booking): DocumentClient {
  const company = booking.companyInvoice && booking.companyNumber ? { companyName: booking.companyName, companyNumber: booking.companyNumber } : null;
  return {
    name: `${booking.firstName} ${booking.lastName}`.trim(),
    email: booking.email,
    companyName: company?.companyName ?? null,
    companyNumber: company?.companyNumber ?? null,
  };
}

const order = (booking: Booking) => `הזמנה #${booking.orderNumber}`;

/** The booking itself: the parking by type and days, each extra, the coupon's discount. */
function bookingLines(booking: Booking): DocumentLine[] {
  const extras = EXTRAS.filter((extra) => booking.additionalServices.includes(extra.id));
  const lines: DocumentLine[] = [
    { description: `${PARKING_TYPE_LABELS[booking.parkingType]}, ${messages.booking.days(booking.days)} (${order(booking)})`, quantity: 1, unitPrice: booking.parkingPrice },
    ...extras.map((extra) => ({ description: `שירות נוסף: ${extra.label}`, quantity: 1, unitPrice: extra.price })),
  ];
  if (booking.discountAmount > 0) {
    lines.push({ description: booking.couponCode ? `הנחת קופון ${booking.couponCode}` : "הנחה", quantity: 1, unitPrice: -booking.discountAmount });
  }
  return lines;
}

const sum = (lines: readonly DocumentLine[]) => lines.reduce((total, line) => total + line.quantity * line.unitPrice, 0);

/**
 * The lines of a payment of `amount` for the booking: its own lines when the payment
 * is the whole price, otherwise one line saying what the payment is on account of.
 */
export function paymentLines(booking: Booking, amount: number, onAccountOf: string): DocumentLine[] {
  const lines = bookingLines(booking);
  return sum(lines) === amount ? lines : [{ description: `${onAccountOf} (${order(booking)})`, quantity: 1, unitPrice: amount }];
}

/** A credit note's one line: the money given back and why. */
export function refundLines(booking: Booking, amount: number): DocumentLine[] {
  const why = booking.cancelledAt ? "החזר בגין ביטול" : "החזר בגין שינוי";
  return [{ description: `${why} (${order(booking)})`, quantity: 1, unitPrice: amount }];
}
