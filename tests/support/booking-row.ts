// A booking row as the database returns it, for tests that build e-mails or views
// without a database: a covered-parking order with two extras and a coupon,
// priced by the real quote().
import type { Booking } from "@server/db/generated/client.ts";
import { NEW_BOOKING_STATE } from "@server/services/booking-write.ts";
import type { ExtraId } from "@shared/constants.ts";
import { quote } from "@shared/pricing.ts";

export function bookingRow(overrides: Partial<Booking> = {}): Booking {
  const extras: ExtraId[] = ["car_wash", "fuel"];
  const price = quote({ type: "covered", days: 8, extras, couponAmount: 30 });
  const paymentMethod = overrides.paymentMethod ?? "cash";
  return {
    id: 1,
    orderNumber: 1042,
    firstName: "דנה",
    lastName: "כהן",
    companyInvoice: false,
    companyNumber: null,
    companyName: null,
    phone: "050-1234567",
    email: "dana@example.com",
    carManufacturer: "טויוטה",
    carModel: "קורולה",
    transmission: "automatic",
    licenseNumber: "1234567",
    carCode: null,
    departureTerminal: "terminal_3",
    // 08:00 and 22:30 in Israel (UTC+2 in December).
    departureAt: new Date("2026-12-01T06:00:00Z"),
    arrivalTerminal: "terminal_1",
    arrivalAt: new Date("2026-12-08T20:30:00Z"),
    flightNumber: "LY316",
    parkingType: "covered",
    additionalServices: extras,
    termsAccepted: true,
    paymentMethod,
    days: price.days,
    parkingPrice: price.parking,
    extrasPrice: price.extrasTotal,
    discountAmount: price.discount,
    couponAmount: 30,
    totalPrice: price.total,
    couponCode: "HOLIDAY30",
    couponId: 1,
    ...NEW_BOOKING_STATE,
    paymentStatus: paymentMethod === "card" ? "completed" : "pending",
    paymentAmount: paymentMethod === "card" ? price.total : null,
    source: null,
    attribution: null,
    visitorId: null,
    idempotencyKey: null,
    createdAt: new Date("2026-11-23T10:00:00Z"),
    updatedAt: new Date("2026-11-23T10:00:00Z"),
    ...overrides,
  } as Booking;
}
