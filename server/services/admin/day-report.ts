// The operator's day (product.md §17, docs/decisions/029): `valet reports day`.
// Per representative, the handovers done, the cash that was due at them and the
// cash taken; the returns that drove more than the terms allow; the travellers
// who never came; and the cars still with us whose return time has passed.
// Read-only. Days are Israel's.
import { dayBounds } from "@shared/jerusalem-time.ts";
import { isOverKmLimit, kmDriven, WITH_US, type ServiceStatus } from "@shared/service-status.ts";
import type { Prisma } from "@server/db/database.ts";
import type { Booking } from "@server/db/generated/client.ts";
import { parkedPlaceOf, type ParkedPlace } from "@server/services/parked-place.ts";

export interface RepresentativeDay {
  /** null: the office (cash the operator recorded without a representative). */
  crewMemberId: number | null;
  name: string | null;
  pickups: number;
  returns: number;
  /** Cash that was due at this representative's handovers, before each collection. */
  cashExpected: number;
  cashCollected: number;
}

type BookingFacts = Pick<Booking, "orderNumber" | "firstName" | "lastName" | "phone" | "licenseNumber" | "carManufacturer" | "carModel">;

export interface OverKmReturn extends BookingFacts {
  kmDriven: number;
  returnedAt: Date;
  returnedBy: string | null;
}

export interface NoShow extends BookingFacts {
  departureAt: Date;
  terminal: Booking["departureTerminal"];
  markedBy: string | null;
}

export interface OverdueCar extends BookingFacts {
  arrivalAt: Date;
  serviceStatus: ServiceStatus;
  parking: ParkedPlace | null;
}

/** A tax document the invoicing service has not issued (docs/decisions/036). */
export interface FailedDocument {
  id: number;
  orderNumber: number;
  kind: "invoice_receipt" | "credit_note";
  amount: number;
  createdAt: Date;
  lastError: string | null;
}

interface DayDocuments {
  /** Issued during the day, by kind: how many and their total. */
  invoiceReceipts: { count: number; total: number };
  creditNotes: { count: number; total: number };
  /** Failed and still failed now, queued by the end of the day. */
  failed: FailedDocument[];
}

export interface DayReport {
  date: string;
  representatives: RepresentativeDay[];
  totals: { pickups: number; returns: number; cashExpected: number; cashCollected: number };
  /** The terms' limit the km driven were judged by (SERVICE_TERMS.maxDrivingKm). */
  overKmLimit: OverKmReturn[];
  noShows: NoShow[];
  /** As of the report: return time before now (or before the day's end, for a past day). */
  overdue: OverdueCar[];
  documents: DayDocuments;
}

const FACTS = { orderNumber: true, firstName: true, lastName: true, phone: true, licenseNumber: true, carManufacturer: true, carModel: true } as const;

function cashDueOf(details: unknown): number {
  const due = (details as { cash_due?: unknown } | null)?.cash_due;
  return typeof due === "number" ? due : 0;
}

export function createDayReport(prisma: Prisma, now: () => Date) {
  return {
    async forDay(date: string): Promise<DayReport> {
      const bounds = dayBounds(date)!;
      const day = { gte: bounds.start, lt: bounds.end };
      const handovers = await prisma.serviceEvent.findMany({
        // A handover the operator undid is not counted (docs/decisions/037): the crew records it again.
        where: { at: day, toStatus: { in: ["picked_up", "returned"] }, undoneAt: null },
        select: { toStatus: true, crewMemberId: true, details: true },
      });
      const collections = await prisma.cashCollection.findMany({ where: { at: day }, select: { crewMemberId: true, amount: true } });

      const rows = new Map<number | null, RepresentativeDay>();
      const rowOf = (crewMemberId: number | null) => {
        let row = rows.get(crewMemberId);
        if (!row) rows.set(crewMemberId, (row = { crewMemberId, name: null, pickups: 0, returns: 0, cashExpected: 0, cashCollected: 0 }));
        return row;
      };
      for (const event of handovers) {
        const row = rowOf(event.crewMemberId);
        if (event.toStatus === "picked_up") row.pickups++;
        else row.returns++;
        row.cashExpected += cashDueOf(event.details);
      }
      for (const cash of collections) rowOf(cash.crewMemberId).cashCollected += cash.amount;

      const returnsToday = await prisma.handover.findMany({
        where: { stage: "return", recordedAt: day },
        select: { bookingId: true, odometerKm: true, recordedAt: true, recordedBy: { select: { name: true } }, booking: { select: FACTS } },
      });
      const pickupsOfThem = await prisma.handover.findMany({
        where: { stage: "pickup", bookingId: { in: returnsToday.map((record) => record.bookingId) } },
        select: { bookingId: true, odometerKm: true },
      });
      const outKm = new Map(pickupsOfThem.map((record) => [record.bookingId, record.odometerKm]));
      const overKmLimit: OverKmReturn[] = [];
      for (const record of returnsToday) {
        const km = kmDriven(outKm.get(record.bookingId), record.odometerKm);
        if (km !== null && isOverKmLimit(km)) {
          overKmLimit.push({ ...record.booking, kmDriven: km, returnedAt: record.recordedAt, returnedBy: record.recordedBy?.name ?? null });
        }
      }

      const noShowBookings = await prisma.booking.findMany({
        where: { serviceStatus: "no_show", departureAt: day },
        orderBy: [{ departureAt: "asc" }, { orderNumber: "asc" }],
        select: { ...FACTS, departureAt: true, departureTerminal: true, serviceEvents: { where: { toStatus: "no_show", undoneAt: null }, select: { crewMember: { select: { name: true } } } } },
      });
      const noShows = noShowBookings.map(({ serviceEvents, departureTerminal, ...booking }) => ({
        ...booking,
        terminal: departureTerminal,
        markedBy: serviceEvents[0]?.crewMember?.name ?? null,
      }));

      // A past day: cars whose return was due by its end; today or later: by now.
      const cutoff = new Date(Math.min(now().getTime(), bounds.end.getTime()));
      const overdueBookings = await prisma.booking.findMany({
        where: { serviceStatus: { in: [...WITH_US] }, arrivalAt: { lt: cutoff } },
        orderBy: [{ arrivalAt: "asc" }, { orderNumber: "asc" }],
        select: { ...FACTS, arrivalAt: true, serviceStatus: true, serviceEvents: { where: { toStatus: "parked", undoneAt: null }, orderBy: { id: "desc" }, take: 1, select: { details: true } } },
      });
      const overdue = overdueBookings.map(({ serviceEvents, ...booking }) => ({ ...booking, parking: parkedPlaceOf(serviceEvents[0]?.details) }));

      const issued = await prisma.taxDocument.groupBy({ by: ["kind"], where: { status: "issued", issuedAt: day }, _count: { _all: true }, _sum: { amount: true } });
      const issuedOf = (kind: "invoice_receipt" | "credit_note") => {
        const group = issued.find((row) => row.kind === kind);
        return { count: group?._count._all ?? 0, total: group?._sum.amount ?? 0 };
      };
      const failedDocuments = await prisma.taxDocument.findMany({
        where: { status: "failed", createdAt: { lt: bounds.end } },
        orderBy: { id: "asc" },
        select: { id: true, kind: true, amount: true, createdAt: true, lastError: true, booking: { select: { orderNumber: true } } },
      });
      const documents: DayDocuments = {
        invoiceReceipts: issuedOf("invoice_receipt"),
        creditNotes: issuedOf("credit_note"),
        failed: failedDocuments.map(({ booking, ...document }) => ({ ...document, orderNumber: booking.orderNumber })),
      };

      const ids = [...rows.keys()].filter((id): id is number => id !== null);
      const members = await prisma.crewMember.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
      for (const member of members) rows.get(member.id)!.name = member.name;
      // By name, the office last.
      const representatives = [...rows.values()].sort((a, b) =>
        a.crewMemberId === null ? 1 : b.crewMemberId === null ? -1 : (a.name ?? "").localeCompare(b.name ?? "", "he") || a.crewMemberId - b.crewMemberId,
      );
      const sum = (pick: (row: RepresentativeDay) => number) => representatives.reduce((total, row) => total + pick(row), 0);
      return {
        date,
        representatives,
        totals: { pickups: sum((r) => r.pickups), returns: sum((r) => r.returns), cashExpected: sum((r) => r.cashExpected), cashCollected: sum((r) => r.cashCollected) },
        overKmLimit,
        noShows,
        overdue,
        documents,
      };
    },
  };
}
