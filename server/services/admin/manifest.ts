// The day's manifest the representatives work from: every pickup (departure) and
// return (arrival) on one local Israeli date, in time order, with what to collect.
// Failed payments are not bookings anyone serves. Cash is collected until what was
// taken covers the total; a card booking still pending is flagged, so the
// representative knows the customer has not paid. Each row says where the car is
// in the service and how much cash was taken (docs/decisions/029).
import { toLocalParts } from "@shared/jerusalem-time.ts";
import { flightViewOf, type FlightView } from "@shared/flight-view.ts";
import type { Booking, FlightStatusRow } from "@server/db/generated/client.ts";
import { cashDue } from "@server/services/cash.ts";

export type ManifestKind = "pickup" | "return";

export interface ManifestEntry {
  kind: ManifestKind;
  at: Date;
  /** 'HH:mm' in Israel. */
  localTime: string;
  orderNumber: number;
  terminal: Booking["departureTerminal"];
  flightNumber: string;
  firstName: string;
  lastName: string;
  phone: string;
  carManufacturer: string | null;
  carModel: string;
  licenseNumber: string;
  parkingType: Booking["parkingType"];
  extras: string[];
  paymentMethod: Booking["paymentMethod"];
  paymentStatus: Booking["paymentStatus"];
  totalPrice: number;
  /** Shekels the representative collects in cash; 0 when nothing is due in cash. */
  cashToCollect: number;
  /** A card booking whose payment never completed. */
  unpaidCard: boolean;
  /** Where the car is in the service (docs/decisions/029). */
  serviceStatus: Booking["serviceStatus"];
  /** Shekels of cash taken for the booking so far. */
  cashCollected: number;
  /** A return's flight on the airport's board (docs/decisions/034); null for a pickup. */
  flight: FlightView | null;
}

export interface Manifest {
  date: string;
  entries: ManifestEntry[];
  totals: {
    pickups: number;
    returns: number;
    /** Each booking counted once, even when both its legs fall on the date. */
    cashToCollect: number;
    unpaidCards: number;
  };
}

/** Cash taken so far per booking id (cash_collections), for the "collected" column. */
export type CashCollected = ReadonlyMap<number, number>;

/** A booking with its return flight's row, if the poller has written one. */
type ManifestBooking = Booking & { flight?: FlightStatusRow | null };

function entry(booking: ManifestBooking, kind: ManifestKind, collected: CashCollected): ManifestEntry {
  const at = kind === "pickup" ? booking.departureAt : booking.arrivalAt;
  return {
    kind,
    at,
    localTime: toLocalParts(at).time,
    orderNumber: booking.orderNumber,
    terminal: kind === "pickup" ? booking.departureTerminal : booking.arrivalTerminal,
    flightNumber: booking.flightNumber,
    firstName: booking.firstName,
    lastName: booking.lastName,
    phone: booking.phone,
    carManufacturer: booking.carManufacturer,
    carModel: booking.carModel,
    licenseNumber: booking.licenseNumber,
    parkingType: booking.parkingType,
    extras: [...booking.additionalServices],
    paymentMethod: booking.paymentMethod,
    paymentStatus: booking.paymentStatus,
    totalPrice: booking.totalPrice,
    // What is still due: the total less the cash already taken (docs/decisions/029).
    cashToCollect: cashDue(booking),
    unpaidCard: booking.paymentMethod === "card" && booking.paymentStatus === "pending",
    serviceStatus: booking.serviceStatus,
    cashCollected: collected.get(booking.id) ?? 0,
    flight: kind === "return" ? flightViewOf(booking.flight ?? null) : null,
  };
}

/** Pure: the manifest of `date` from the bookings that may touch it. */
export function buildManifest(date: string, bookings: readonly ManifestBooking[], collected: CashCollected = new Map()): Manifest {
  const served = bookings.filter((booking) => booking.paymentStatus !== "failed");
  const entries: ManifestEntry[] = [];
  for (const booking of served) {
    if (toLocalParts(booking.departureAt).date === date) entries.push(entry(booking, "pickup", collected));
    // A traveller who never came has no car to return.
    if (booking.serviceStatus !== "no_show" && toLocalParts(booking.arrivalAt).date === date) entries.push(entry(booking, "return", collected));
  }
  entries.sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() ||
      (a.kind === b.kind ? 0 : a.kind === "pickup" ? -1 : 1) ||
      a.orderNumber - b.orderNumber,
  );
  const cashByOrder = new Map(entries.map((e) => [e.orderNumber, e.cashToCollect]));
  const unpaid = new Set(entries.filter((e) => e.unpaidCard).map((e) => e.orderNumber));
  return {
    date,
    entries,
    totals: {
      pickups: entries.filter((e) => e.kind === "pickup").length,
      returns: entries.filter((e) => e.kind === "return").length,
      cashToCollect: [...cashByOrder.values()].reduce((sum, amount) => sum + amount, 0),
      unpaidCards: unpaid.size,
    },
  };
}
