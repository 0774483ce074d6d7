// The stored booking as the booking API's fields, and the money it holds: what a
// change is merged onto, judged by and settled against (product.md §12). Pure: no database.
import type { BookingMoney, ChangeableValues } from "@shared/booking-changes.ts";
import { CHANGEABLE_FIELDS, repriceChange } from "@shared/booking-changes.ts";
import type { ExtraId, ParkingType } from "@shared/constants.ts";
import { toLocalParts } from "@shared/jerusalem-time.ts";
import { messages } from "@shared/messages/index.ts";
import type { OrderStatus } from "@shared/order-view.ts";
import type { Quote } from "@shared/pricing.ts";
import type { Booking } from "@server/db/generated/client.ts";

export function moneyOf(booking: Booking): BookingMoney {
  // Cash counts once a representative has taken it: a cash booking's payment_amount is
  // the cash collected so far (docs/decisions/029); a card's, what the provider took.
  const cashTaken = booking.paymentAmount ?? 0;
  const cardTaken = booking.paymentStatus === "completed" ? (booking.paymentAmount ?? booking.totalPrice) : 0;
  const paid = booking.paymentMethod === "cash" ? cashTaken : cardTaken;
  return { total: booking.totalPrice, paid, refundDue: booking.refundDue, refunded: booking.refundedAmount };
}

/**
 * The changed stay `after` priced for this booking: with the amount of the coupon it
 * redeemed, as it was then, whatever the operator did to the coupon since
 * (docs/decisions/027). The coupon is not checked or used again.
 */
export function repriceBooking(booking: Booking, after: ChangeableValues): Quote {
  return repriceChange({
    type: after.parking_type as ParkingType,
    departureDate: after.departure_date,
    arrivalDate: after.arrival_date,
    extras: after.additional_services as ExtraId[],
    couponAmount: booking.couponAmount,
  });
}

/** The booking's price columns as a change stores them. */
export function priceColumns(priced: Quote): Pick<Booking, "days" | "parkingPrice" | "extrasPrice" | "discountAmount" | "totalPrice"> {
  return { days: priced.days, parkingPrice: priced.parking, extrasPrice: priced.extrasTotal, discountAmount: priced.discount, totalPrice: priced.total };
}

export function statusOf(booking: Booking): OrderStatus {
  if (booking.cancelledAt) return "cancelled";
  // Cash to the representative until it covers the order (docs/decisions/029).
  if (booking.paymentMethod === "cash" && booking.paymentStatus !== "completed") return "cash";
  return booking.paymentStatus === "completed" ? "paid" : booking.paymentStatus;
}

export function valuesOf(booking: Booking): ChangeableValues {
  const departure = toLocalParts(booking.departureAt);
  const arrival = toLocalParts(booking.arrivalAt);
  return {
    departure_date: departure.date,
    departure_time: departure.time,
    arrival_date: arrival.date,
    arrival_time: arrival.time,
    departure_terminal: booking.departureTerminal,
    arrival_terminal: booking.arrivalTerminal,
    flight_number: booking.flightNumber,
    parking_type: booking.parkingType,
    additional_services: [...booking.additionalServices],
    phone: booking.phone,
    car_model: booking.carModel,
    license_number: booking.licenseNumber,
  };
}

/** The whole booking body as the booking API takes it: stored values with the changed fields over them. */
export function mergedBody(booking: Booking, patch: Record<string, unknown>): Record<string, unknown> {
  const changed = Object.fromEntries(CHANGEABLE_FIELDS.filter((field) => Object.hasOwn(patch, field)).map((field) => [field, patch[field]]));
  return {
    first_name: booking.firstName,
    last_name: booking.lastName,
    // The company's name and number are not changeable and were judged when booked; a
    // booking from before the name was asked (or the check digit checked) must still
    // change, so they are not judged again.
    company_invoice: false,
    email: booking.email,
    car_manufacturer: booking.carManufacturer ?? undefined,
    transmission: booking.transmission ?? undefined,
    car_code: booking.carCode ?? undefined,
    terms_accepted: true,
    payment_method: booking.paymentMethod,
    ...valuesOf(booking),
    ...changed,
  };
}

const DEPARTURE_FIELDS = new Set(["departure_date", "departure_time"]);
const ARRIVAL_FIELDS = new Set(["arrival_date", "arrival_time"]);
const ORDER_MESSAGES = new Set<string>([messages.schedule.arrivalDateBeforeDeparture, messages.schedule.arrivalNotAfterDeparture]);

/**
 * The rules judge what the change makes: a moment the customer did not move was
 * accepted when booked and is not judged again (a pickup 10 hours away does not
 * fail the 8-hour rule because the landing time moved), except that the return
 * must still come after the pickup.
 */
export function errorsOfChange(errors: Record<string, string>, before: ChangeableValues, after: Record<string, unknown>): Record<string, string> {
  const moved = (fields: Set<string>) => [...fields].some((field) => after[field] !== before[field as keyof ChangeableValues]);
  const departureMoved = moved(DEPARTURE_FIELDS);
  const arrivalMoved = moved(ARRIVAL_FIELDS);
  return Object.fromEntries(
    Object.entries(errors).filter(([field, message]) => {
      if (DEPARTURE_FIELDS.has(field)) return departureMoved;
      if (ARRIVAL_FIELDS.has(field)) return arrivalMoved || ORDER_MESSAGES.has(message);
      return true;
    }),
  );
}
