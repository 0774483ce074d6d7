// One poll's sighting of one booking's return flight, written to flight_statuses
// with the booking events it causes (docs/decisions/034). Two processes may apply
// the same sighting at once (a lease that ran out, `valet flights poll` beside the
// server): the row is locked before it is compared, so the second one finds the
// first one's result and adds no event of its own.
import type { FlightStatusName } from "@shared/flight-view.ts";
import type { FlightStatusRow, Prisma as PrismaTypes } from "@server/db/generated/client.ts";
import type { FlightStatus } from "./board.ts";

type Tx = PrismaTypes.TransactionClient;

/** Called in the transaction that records a landing (queues the traveller's "your flight landed"). */
export type OnLanded = (tx: Tx, bookingId: number) => Promise<void>;

export type FlightEventKind = "flight_time_changed" | "flight_landed" | "flight_cancelled";

/** No person made these events: the airport's board did. */
const FLIGHT_EVENT_ACTOR = "system";

// The board's minutes wander; a move of more than half an hour changes the crew's plan.
const TIME_CHANGE_MS = 30 * 60_000;

export interface Sighting {
  bookingId: number;
  /** Normalised (LY315), or the booking's own text when it is not a flight number. */
  flightNumber: string;
  /** 'YYYY-MM-DD', Israel: the booking's return date. */
  returnDate: string;
  /** The return time the booking planned: the landing known before the board's first word. */
  plannedAt: Date;
  /** The board's row, or null: not on the board (or no flight number to look for). */
  seen: FlightStatus | null;
}

export interface AppliedSighting {
  status: FlightStatusName;
  /** Something the traveller or the crew is shown changed (or the row is new). */
  changed: boolean;
  events: FlightEventKind[];
}

type Shown = Pick<FlightStatusRow, "status" | "scheduledAt" | "estimatedAt" | "landedAt" | "terminal">;

function shownOf(seen: FlightStatus | null): Shown {
  if (!seen) return { status: "not_tracked", scheduledAt: null, estimatedAt: null, landedAt: null, terminal: null };
  const at = (iso: string | null) => (iso === null ? null : new Date(iso));
  return { status: seen.status, scheduledAt: at(seen.scheduledAt), estimatedAt: at(seen.estimatedAt), landedAt: at(seen.landedAt), terminal: seen.terminal };
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

function sameShown(a: Shown, b: Shown): boolean {
  return (
    a.status === b.status &&
    sameTime(a.scheduledAt, b.scheduledAt) &&
    sameTime(a.estimatedAt, b.estimatedAt) &&
    sameTime(a.landedAt, b.landedAt) &&
    a.terminal === b.terminal
  );
}

/** A DATE column's value as 'YYYY-MM-DD' (Prisma reads it as UTC midnight). */
const dateColumn = (date: string) => new Date(`${date}T00:00:00.000Z`);
const dateOfColumn = (value: Date) => value.toISOString().slice(0, 10);

interface NewEvent {
  kind: FlightEventKind;
  changes?: { from: string; to: string };
}

/** `prior`: the stored row of this same flight and date, or null on its first sighting. */
function eventsFor(prior: Shown | null, next: Shown, plannedAt: Date): NewEvent[] {
  const events: NewEvent[] = [];
  if (next.status === "scheduled" || next.status === "delayed") {
    const known = prior?.estimatedAt ?? prior?.scheduledAt ?? plannedAt;
    const expected = next.estimatedAt ?? next.scheduledAt;
    if (expected && Math.abs(expected.getTime() - known.getTime()) > TIME_CHANGE_MS) {
      events.push({ kind: "flight_time_changed", changes: { from: known.toISOString(), to: expected.toISOString() } });
    }
  }
  if (next.status === "landed" && prior?.status !== "landed") events.push({ kind: "flight_landed" });
  if (next.status === "cancelled" && prior?.status !== "cancelled") events.push({ kind: "flight_cancelled" });
  return events;
}

async function lockedRow(tx: Tx, sighting: Sighting, shown: Shown, now: Date): Promise<FlightStatusRow | null> {
  const inserted = await tx.flightStatusRow.createMany({
    data: [{ bookingId: sighting.bookingId, flightNumber: sighting.flightNumber, returnDate: dateColumn(sighting.returnDate), ...shown, checkedAt: now, changedAt: now }],
    skipDuplicates: true,
  });
  if (inserted.count === 1) return null;
  // Waits for another poll's transaction on this row, then reads what it committed.
  await tx.$queryRaw`SELECT booking_id FROM flight_statuses WHERE booking_id = ${sighting.bookingId} FOR UPDATE`;
  return tx.flightStatusRow.findUniqueOrThrow({ where: { bookingId: sighting.bookingId } });
}

export async function applySighting(tx: Tx, sighting: Sighting, now: Date, onLanded: OnLanded): Promise<AppliedSighting> {
  const next = shownOf(sighting.seen);
  const stored = await lockedRow(tx, sighting, next, now);
  // A row of another flight or date (the booking was changed since) says nothing about this one.
  const prior = stored && stored.flightNumber === sighting.flightNumber && dateOfColumn(stored.returnDate) === sighting.returnDate ? stored : null;
  const where = { bookingId: sighting.bookingId };
  // Boards drop a flight some hours after it lands: its last word stays.
  if (!sighting.seen && prior && prior.status !== "not_tracked") {
    await tx.flightStatusRow.update({ where, data: { checkedAt: now } });
    return { status: prior.status, changed: false, events: [] };
  }
  const events = eventsFor(prior, next, sighting.plannedAt);
  const changed = !stored || !prior || !sameShown(stored, next);
  if (stored) {
    await tx.flightStatusRow.update({
      where,
      data: { ...next, flightNumber: sighting.flightNumber, returnDate: dateColumn(sighting.returnDate), checkedAt: now, ...(changed ? { changedAt: now } : {}) },
    });
  }
  for (const event of events) {
    await tx.bookingEvent.create({
      data: { bookingId: sighting.bookingId, kind: event.kind, actor: FLIGHT_EVENT_ACTOR, changes: event.changes, note: sighting.flightNumber },
    });
  }
  if (events.some((event) => event.kind === "flight_landed")) await onLanded(tx, sighting.bookingId);
  return { status: next.status, changed, events: events.map((event) => event.kind) };
}
