// The return follows the flight (docs/decisions/034): one poll reads the airport's
// board once for every near return, finds each booking's arrival and records what
// it says. A flight the board does not list is "not tracked", which blocks nothing:
// the crew keeps to the time the traveller gave. A board that cannot be read
// changes nothing stored and is thrown to the caller, who tries again later.
import { parseFlightNumber } from "@shared/flight-numbers.ts";
import { flightViewOf, type FlightView } from "@shared/flight-view.ts";
import { toLocalParts } from "@shared/jerusalem-time.ts";
import type { Prisma } from "@server/db/database.ts";
import type { Booking } from "@server/db/generated/client.ts";
import type { Logger } from "@server/logger.ts";
import { findArrival, flightStatus, type FlightSource } from "./board.ts";
import { applySighting, type FlightEventKind, type OnLanded, type Sighting } from "./flight-observation.ts";
import { dateWindow, nearWindow, trackedReturns } from "./tracked-returns.ts";

export interface FlightPollReport {
  /** Returns looked at. */
  checked: number;
  /** Of them, those whose shown status or times changed (or were seen for the first time). */
  updated: number;
  notTracked: number;
  events: { orderNumber: number; kind: FlightEventKind }[];
}

/** A return of a date as `valet flights` lists it. */
export interface FlightReturn {
  orderNumber: number;
  /** As the traveller typed it. */
  flightNumber: string;
  arrivalAt: Date;
  serviceStatus: Booking["serviceStatus"];
  flight: FlightView;
  /** Null before the first poll that looked at it. */
  checkedAt: Date | null;
}

export function createFlightTracking(deps: { prisma: Prisma; source: FlightSource; onLanded: OnLanded; logger: Logger; now: () => Date }) {
  const { prisma, logger } = deps;

  /** The returns of `date` (Israel), or by default those from 12 hours ago to 24 hours ahead. */
  async function poll(options: { date?: string } = {}): Promise<FlightPollReport> {
    const now = deps.now();
    const bookings = await prisma.booking.findMany({
      where: trackedReturns(options.date ? dateWindow(options.date) : nearWindow(now)),
      select: { id: true, orderNumber: true, flightNumber: true, arrivalAt: true },
      orderBy: { arrivalAt: "asc" },
    });
    const wanted = bookings.map((booking) => ({ booking, flight: parseFlightNumber(booking.flightNumber), returnDate: toLocalParts(booking.arrivalAt).date }));
    const flights = wanted.flatMap((entry) => (entry.flight ? [entry.flight] : []));
    // One question for every airline; a failure throws here, before anything is written.
    const records = flights.length > 0 ? await deps.source.arrivalsFor(flights) : [];
    const sightings: (Sighting & { orderNumber: number })[] = wanted.map(({ booking, flight, returnDate }) => {
      const record = flight ? findArrival(records, flight, returnDate) : null;
      return {
        bookingId: booking.id,
        orderNumber: booking.orderNumber,
        flightNumber: flight ? `${flight.airline}${flight.number}` : booking.flightNumber.trim().toUpperCase(),
        returnDate,
        plannedAt: booking.arrivalAt,
        seen: record ? flightStatus(record) : null,
      };
    });
    const report: FlightPollReport = { checked: sightings.length, updated: 0, notTracked: 0, events: [] };
    for (const sighting of sightings) {
      const applied = await prisma.$transaction((tx) => applySighting(tx, sighting, now, deps.onLanded));
      if (applied.changed) report.updated++;
      if (applied.status === "not_tracked") report.notTracked++;
      for (const kind of applied.events) report.events.push({ orderNumber: sighting.orderNumber, kind });
      if (applied.events.length > 0) logger.info({ bookingId: sighting.bookingId, status: applied.status, events: applied.events }, "return flight changed");
    }
    return report;
  }

  return {
    poll,

    /** How many returns a poll now would look at: none means the poller can rest. */
    dueCount(): Promise<number> {
      return prisma.booking.count({ where: trackedReturns(nearWindow(deps.now())) });
    },

    /** The returns of an Israel date that are not cancelled, with their flights as last seen. */
    async returnsOn(date: string): Promise<FlightReturn[]> {
      const bookings = await prisma.booking.findMany({
        where: { cancelledAt: null, paymentStatus: { not: "failed" }, arrivalAt: dateWindow(date) },
        include: { flight: true },
        orderBy: [{ arrivalAt: "asc" }, { orderNumber: "asc" }],
      });
      return bookings.map((booking) => ({
        orderNumber: booking.orderNumber,
        flightNumber: booking.flightNumber,
        arrivalAt: booking.arrivalAt,
        serviceStatus: booking.serviceStatus,
        flight: flightViewOf(booking.flight),
        checkedAt: booking.flight?.checkedAt ?? null,
      }));
    },
  };
}

export type FlightTracking = ReturnType<typeof createFlightTracking>;
