// How a booking reads in the CLI: one JSON shape for list and show, the table
// row, and the full record.
import {
  PAYMENT_METHOD_LABELS,
  TERMINAL_LABELS,
  TRANSMISSION_LABELS,
  isExtraId,
  parkingTypeLabel,
} from "@shared/constants.ts";
import { labels } from "@shared/messages/index.ts";
import type { Booking } from "@server/db/generated/client.ts";
import { licence, localDateTime, money, phone } from "./format.ts";
import { bookingFieldLabels, headers, paymentStatusLabels, yesNo } from "./labels.ts";
import { renderFields, type Column, type TableOptions } from "./table.ts";

export function extraLabels(ids: readonly string[]): string {
  return ids.map((id) => (isExtraId(id) ? labels.extras[id] : id)).join(", ");
}

export function carText(booking: Pick<Booking, "carManufacturer" | "carModel">): string {
  return [booking.carManufacturer, booking.carModel].filter(Boolean).join(" ");
}

export function fullName(booking: Pick<Booking, "firstName" | "lastName">): string {
  return `${booking.firstName} ${booking.lastName}`.trim();
}

/** The --json shape of a booking (stable: fields are picked, not spread). */
export function bookingJson(b: Booking) {
  return {
    orderNumber: b.orderNumber,
    createdAt: b.createdAt,
    firstName: b.firstName,
    lastName: b.lastName,
    phone: b.phone,
    email: b.email,
    companyInvoice: b.companyInvoice,
    companyNumber: b.companyNumber,
    carManufacturer: b.carManufacturer,
    carModel: b.carModel,
    transmission: b.transmission,
    licenseNumber: b.licenseNumber,
    carCode: b.carCode,
    departureTerminal: b.departureTerminal,
    departureAt: b.departureAt,
    arrivalTerminal: b.arrivalTerminal,
    arrivalAt: b.arrivalAt,
    flightNumber: b.flightNumber,
    parkingType: b.parkingType,
    additionalServices: b.additionalServices,
    days: b.days,
    parkingPrice: b.parkingPrice,
    extrasPrice: b.extrasPrice,
    discountAmount: b.discountAmount,
    couponCode: b.couponCode,
    totalPrice: b.totalPrice,
    paymentMethod: b.paymentMethod,
    paymentStatus: b.paymentStatus,
    paymentDate: b.paymentDate,
    paymentAmount: b.paymentAmount,
    paymentId: b.paymentId,
    source: b.source,
    cancelledAt: b.cancelledAt,
    refundDue: b.refundDue,
  };
}

export const bookingColumns: Column<Booking>[] = [
  { header: headers.order, value: (b) => b.orderNumber, align: "end" },
  { header: headers.pickup, value: (b) => localDateTime(b.departureAt) },
  { header: headers.return, value: (b) => localDateTime(b.arrivalAt) },
  { header: headers.name, value: fullName },
  { header: headers.phone, value: (b) => phone(b.phone) },
  { header: headers.parking, value: (b) => parkingTypeLabel(b.parkingType) },
  { header: headers.method, value: (b) => PAYMENT_METHOD_LABELS[b.paymentMethod] },
  // A cancelled booking says so whatever its payment did (product.md §12).
  { header: headers.status, value: (b) => (b.cancelledAt ? "בוטלה" : paymentStatusLabels[b.paymentStatus]) },
  { header: headers.total, value: (b) => money(b.totalPrice), align: "end" },
];

export function bookingRecord(b: Booking, options: TableOptions): string {
  const L = bookingFieldLabels;
  const fields: [string, string | number][] = [
    [L.orderNumber, b.orderNumber],
    [L.createdAt, localDateTime(b.createdAt)],
    [L.name, fullName(b)],
    [L.phone, phone(b.phone)],
    [L.email, b.email],
  ];
  if (b.companyInvoice) fields.push([L.company, b.companyNumber ?? yesNo(true)]);
  fields.push([L.car, carText(b)]);
  if (b.transmission) fields.push([L.transmission, TRANSMISSION_LABELS[b.transmission]]);
  fields.push([L.licence, licence(b.licenseNumber)]);
  if (b.carCode) fields.push([L.carCode, b.carCode]);
  fields.push(
    [L.pickup, `${localDateTime(b.departureAt)} · ${TERMINAL_LABELS[b.departureTerminal]}`],
    [L.return, `${localDateTime(b.arrivalAt)} · ${TERMINAL_LABELS[b.arrivalTerminal]}`],
    [L.flight, b.flightNumber],
    [L.parking, parkingTypeLabel(b.parkingType)],
    [L.days, b.days],
    [L.extras, extraLabels(b.additionalServices) || "—"],
    [L.price, `${money(b.parkingPrice)} + ${money(b.extrasPrice)}`],
  );
  if (b.couponCode) fields.push([L.coupon, `${b.couponCode} (−${money(b.discountAmount)})`]);
  fields.push(
    [L.total, money(b.totalPrice)],
    [L.method, PAYMENT_METHOD_LABELS[b.paymentMethod]],
    [L.status, paymentStatusLabels[b.paymentStatus]],
  );
  if (b.paymentDate) fields.push([L.paymentDate, localDateTime(b.paymentDate)]);
  if (b.paymentId) fields.push([L.paymentId, b.paymentId]);
  if (b.source) fields.push([L.source, b.source]);
  return renderFields(fields, options);
}
