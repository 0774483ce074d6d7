// The private order page's view of a booking (shared/order-view.ts), with what
// the rules say now: can it change, the law's cancellation terms, what is due,
// and what the flight board last said of the return flight.
import { cancellationTerms, changeWindow, netPaid, repriceChange } from "@shared/booking-changes.ts";
import type { ExtraId, Terminal } from "@shared/constants.ts";
import { flightViewOf } from "@shared/flight-view.ts";
import { toLocalParts } from "@shared/jerusalem-time.ts";
import type { OrderView } from "@shared/order-view.ts";
import type { Booking, FlightStatusRow } from "@server/db/generated/client.ts";
import { moneyOf, statusOf } from "./booking-change-values.ts";
import { maskEmail } from "./bookings.ts";

/**
 * What was received, each line by its real method: a cash booking's cash, a card
 * booking's first payment and the differences paid by card after changes.
 */
function paymentLines(booking: Booking, paid: number, differencesPaid: number): OrderView["payments"] {
  const lines: OrderView["payments"] =
    booking.paymentMethod === "cash"
      ? [{ method: "cash", amount: paid }]
      : [
          { method: "card", amount: Math.max(0, paid - differencesPaid) },
          { method: "card_difference", amount: Math.min(paid, differencesPaid) },
        ];
  return lines.filter((line) => line.amount > 0);
}

/**
 * `flight`: the booking's flight_statuses row, null when the board has none (shown as not tracked).
 * `documents`: its tax documents, as tax-document-views.ts lists them.
 * `differencesPaid`: the differences its card paid after changes (payment returns applied as such).
 */
export function buildOrderView(
  booking: Booking,
  flight: FlightStatusRow | null,
  documents: OrderView["documents"],
  at: { now: Date; cutoffHours: number; businessPhone: string; differencesPaid?: number },
): OrderView {
  const now = at.now;
  const cancelled = booking.cancelledAt !== null;
  // Nothing is collected for a car that never came (the terms' lateness clause, product.md §17).
  const nothingDue = cancelled || booking.serviceStatus === "no_show";
  const money = moneyOf(booking);
  const window = changeWindow({ departureAt: booking.departureAt, cutoffHours: at.cutoffHours, now, cancelled });
  const terms = cancellationTerms({ money, createdAt: booking.createdAt, departureAt: booking.departureAt, now, cancelled });
  const departure = toLocalParts(booking.departureAt);
  const arrival = toLocalParts(booking.arrivalAt);
  const priced = repriceChange({
    type: booking.parkingType,
    departureDate: departure.date,
    arrivalDate: arrival.date,
    extras: booking.additionalServices as ExtraId[],
    couponAmount: 0,
  });
  return {
    order_number: booking.orderNumber,
    status: statusOf(booking),
    first_name: booking.firstName,
    last_name: booking.lastName,
    email_hint: maskEmail(booking.email),
    phone: booking.phone,
    parking_type: booking.parkingType,
    departure: { date: departure.date, time: departure.time, terminal: booking.departureTerminal as Terminal },
    arrival: { date: arrival.date, time: arrival.time, terminal: booking.arrivalTerminal as Terminal },
    flight_number: booking.flightNumber,
    flight: flightViewOf(flight),
    message_channel: booking.messageChannel,
    car_manufacturer: booking.carManufacturer,
    car_model: booking.carModel,
    license_number: booking.licenseNumber,
    days: booking.days,
    parking: booking.parkingPrice,
    extras: priced.extras,
    extras_total: booking.extrasPrice,
    coupon_code: booking.couponCode,
    discount: booking.discountAmount,
    total: booking.totalPrice,
    payment_method: booking.paymentMethod,
    payment_status: booking.paymentStatus,
    paid: money.paid,
    payments: paymentLines(booking, money.paid, at.differencesPaid ?? 0),
    amount_due: nothingDue ? 0 : Math.max(0, booking.totalPrice - netPaid(money)),
    refund_due: booking.refundDue,
    refunded: booking.refundedAmount,
    cancelled_at: booking.cancelledAt?.toISOString() ?? null,
    cancellation_fee: booking.cancellationFee,
    can_change: window.allowed,
    change_deadline: window.deadline.toISOString(),
    cancellation: { allowed: terms.allowed, reason: terms.reason, fee: terms.fee, refund: terms.refund, deadline: terms.deadline.toISOString() },
    business_phone: at.businessPhone,
    documents,
  };
}
