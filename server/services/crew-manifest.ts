// The crew's manifest (product.md §17, docs/decisions/029): a day's and the next day's
// pickups and returns in time order, with what a representative needs at the
// curb: flight, terminal, car, the traveller's name and phone, the extras to do,
// the cash to collect and the cash taken so far, the service status and where a
// parked car is. A car still with us whose return time has passed comes first,
// marked overdue: a flight may
// land a day late, and its return must still be on someone's list. Only the crew's
// days are answered (yesterday, today and tomorrow in Israel, docs/decisions/037):
// another date is 422 on `date`, and tomorrow's manifest is tomorrow alone.
import { crewDays, isCrewDay } from "@shared/crew-window.ts";
import { addDays, dayBounds, toLocalParts } from "@shared/jerusalem-time.ts";
import { serviceMessages } from "@shared/messages/service.ts";
import { WITH_US, type ServiceStatus } from "@shared/service-status.ts";
import type { Prisma } from "@server/db/database.ts";
import type { Booking, FlightStatusRow } from "@server/db/generated/client.ts";
import { flightViewOf, type FlightView } from "@shared/flight-view.ts";
import { cashDue } from "./cash.ts";
import { InvalidInput } from "./domain-errors.ts";
import { parkedPlaceOf, type ParkedPlace } from "./parked-place.ts";

export interface CrewManifestEntry {
  kind: "pickup" | "return";
  /** ISO instant, and the same as Israel's date and time. */
  at: string;
  date: string;
  time: string;
  /** A return whose time passed before the manifest's first day, the car still with us. */
  overdue: boolean;
  order_number: number;
  flight_number: string;
  terminal: Booking["departureTerminal"];
  car: { manufacturer: string | null; model: string; plate: string };
  traveller: { name: string; phone: string };
  extras: string[];
  payment_method: Booking["paymentMethod"];
  /** Shekels to collect in cash now; 0 when nothing is due in cash. */
  cash_to_collect: number;
  /** Shekels taken in cash for the booking so far (every handover and the office's), as the crew's answers' `cash.collected`. */
  cash_collected: number;
  /** A card booking whose payment never completed: the traveller has not paid. */
  unpaid_card: boolean;
  service_status: ServiceStatus;
  parking: ParkedPlace | null;
  /** A return's flight on the airport's board (docs/decisions/034); null for a pickup. */
  flight: FlightView | null;
}

export interface CrewManifest {
  date: string;
  /** The first and the last Israel date the manifest covers (the same date for tomorrow's). */
  days: [string, string];
  entries: CrewManifestEntry[];
}

/** How many days from `date` the manifest covers: the crew plans today and tomorrow. */
const DAYS_SHOWN = 2;

interface EntryExtras {
  overdue: boolean;
  parking: ParkedPlace | null;
  cashCollected: number;
}

function entryOf(booking: Booking & { flight: FlightStatusRow | null }, kind: CrewManifestEntry["kind"], { overdue, parking, cashCollected }: EntryExtras): CrewManifestEntry {
  const at = kind === "pickup" ? booking.departureAt : booking.arrivalAt;
  const local = toLocalParts(at);
  return {
    kind,
    at: at.toISOString(),
    date: local.date,
    time: local.time,
    overdue,
    order_number: booking.orderNumber,
    flight_number: booking.flightNumber,
    terminal: kind === "pickup" ? booking.departureTerminal : booking.arrivalTerminal,
    car: { manufacturer: booking.carManufacturer, model: booking.carModel, plate: booking.licenseNumber },
    traveller: { name: `${booking.firstName} ${booking.lastName}`.trim(), phone: booking.phone },
    extras: [...booking.additionalServices],
    payment_method: booking.paymentMethod,
    cash_to_collect: cashDue(booking),
    cash_collected: cashCollected,
    unpaid_card: booking.paymentMethod === "card" && booking.paymentStatus === "pending",
    service_status: booking.serviceStatus,
    parking,
    flight: kind === "return" ? flightViewOf(booking.flight) : null,
  };
}

export function createCrewManifest(deps: { prisma: Prisma; now: () => Date }) {
  const { prisma } = deps;
  return {
    /** `date` is an Israel date (YYYY-MM-DD), well-formed; one outside the crew's days is refused. */
    async forDay(date: string): Promise<CrewManifest> {
      const allowed = crewDays(deps.now());
      if (!isCrewDay(date, allowed)) throw new InvalidInput({ date: serviceMessages.fields.crewDays });
      const next = addDays(date, DAYS_SHOWN - 1)!;
      const last = next > allowed.last ? allowed.last : next;
      const window = { gte: dayBounds(date)!.start, lt: dayBounds(last)!.end };
      // Failed payments are not served and cancelled bookings are not coming (as in `valet bookings manifest`).
      const bookings = await prisma.booking.findMany({
        where: {
          paymentStatus: { not: "failed" },
          cancelledAt: null,
          OR: [{ departureAt: window }, { arrivalAt: window }, { serviceStatus: { in: [...WITH_US] }, arrivalAt: { lt: window.gte } }],
        },
        include: { flight: true },
      });
      const parkedEvents = await prisma.serviceEvent.findMany({
        where: { bookingId: { in: bookings.map((booking) => booking.id) }, toStatus: "parked", undoneAt: null },
        orderBy: { id: "asc" },
        select: { bookingId: true, details: true },
      });
      const places = new Map(parkedEvents.map((event) => [event.bookingId, parkedPlaceOf(event.details)]));
      const cash = await prisma.cashCollection.groupBy({ by: ["bookingId"], where: { bookingId: { in: bookings.map((booking) => booking.id) } }, _sum: { amount: true } });
      const collected = new Map(cash.map((row) => [row.bookingId, row._sum.amount ?? 0]));
      const inWindow = (at: Date) => at >= window.gte && at < window.lt;
      const entries: CrewManifestEntry[] = [];
      for (const booking of bookings) {
        const known = { parking: places.get(booking.id) ?? null, cashCollected: collected.get(booking.id) ?? 0 };
        if (inWindow(booking.departureAt)) entries.push(entryOf(booking, "pickup", { ...known, overdue: false }));
        // A traveller who never came has nothing to collect at the return.
        if (booking.serviceStatus === "no_show") continue;
        if (inWindow(booking.arrivalAt)) entries.push(entryOf(booking, "return", { ...known, overdue: false }));
        else if (booking.arrivalAt < window.gte && WITH_US.includes(booking.serviceStatus)) entries.push(entryOf(booking, "return", { ...known, overdue: true }));
      }
      // ISO instants of one format sort as text.
      entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0) || (a.kind === b.kind ? 0 : a.kind === "pickup" ? -1 : 1) || a.order_number - b.order_number);
      return { date, days: [date, last], entries };
    },
  };
}
