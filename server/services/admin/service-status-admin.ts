// The operator's correction of a wrong service move (docs/decisions/037):
// `valet bookings status <order> [--set <status> --reason "…"]`. A crew phone may have
// marked a no-show by mistake (or a lost phone on purpose), a pickup on the wrong card,
// a return with a mistyped odometer; the traveller then cannot cancel or change, and
// the crew cannot record the move again. The operator may set the status the booking
// had before its latest move still standing, and only that: one step back at a time,
// each with its reason, recorded as an operator event in booking_events (kind
// `service_status_set`). The moves themselves are service-transitions.ts's.
import { messages } from "@shared/messages/index.ts";
import type { ServiceActor, ServiceStatus } from "@shared/service-status.ts";
import type { DbClient, Prisma } from "@server/db/database.ts";
import type { Booking, Handover, Prisma as PrismaTypes, ServiceEvent } from "@server/db/generated/client.ts";
import { InvalidInput, NotFound } from "@server/services/domain-errors.ts";
import { latestUndoableMove, undoLatestMove } from "@server/services/service-transitions.ts";
import { adminMessages } from "./admin-messages.ts";

export const MAX_STATUS_REASON = 500;

/** A move as the operator reads it: what it did, when, and who pressed. */
interface MoveRecord {
  from: ServiceStatus;
  to: ServiceStatus;
  at: Date;
  actor: ServiceActor;
  /** The representative's name; null for the operator and the traveller. */
  by: string | null;
}

interface ServiceStatusView {
  booking: Booking;
  status: ServiceStatus;
  /** The latest move still standing, when it may be undone; null otherwise. */
  latest: MoveRecord | null;
  /** What `--set` may take now (the status before `latest`); null when nothing may be undone. */
  canSet: ServiceStatus | null;
}

/** A handover record removed with its move, as kept in the operator's event. */
interface RemovedHandover {
  stage: Handover["stage"];
  odometer_km: number;
  fuel_eighths: number | null;
  battery_percent: number | null;
  keys: number | null;
  damage_notes: string | null;
  recorded_by: number | null;
  recorded_at: string;
}

interface ServiceStatusSet {
  booking: Booking;
  from: ServiceStatus;
  to: ServiceStatus;
  reason: string;
  undone: MoveRecord;
  handover: RemovedHandover | null;
}

function removedHandover(record: Handover | null): RemovedHandover | null {
  if (!record) return null;
  return {
    stage: record.stage,
    odometer_km: record.odometerKm,
    fuel_eighths: record.fuelEighths,
    battery_percent: record.batteryPercent,
    keys: record.keys,
    damage_notes: record.damageNotes,
    recorded_by: record.recordedById,
    recorded_at: record.recordedAt.toISOString(),
  };
}

/** The reason as stored: trimmed, required, at most MAX_STATUS_REASON characters (the CLI's reader refuses the same earlier). */
function reasonOf(raw: string): string {
  const reason = raw.trim();
  if (!reason) throw new InvalidInput({ reason: adminMessages.reasonRequired }, { code: "invalid_value", subject: { reason: "must not be empty" } });
  if (reason.length > MAX_STATUS_REASON) {
    throw new InvalidInput({ reason: adminMessages.reasonTooLong(MAX_STATUS_REASON) }, { code: "too_long", subject: { max: MAX_STATUS_REASON } });
  }
  return reason;
}

async function recordOf(db: DbClient, event: ServiceEvent): Promise<MoveRecord> {
  const member = event.crewMemberId === null ? null : await db.crewMember.findUnique({ where: { id: event.crewMemberId }, select: { name: true } });
  return { from: event.fromStatus, to: event.toStatus, at: event.at, actor: event.actor, by: member?.name ?? null };
}

export function createServiceStatusAdmin(prisma: Prisma, now: () => Date) {
  async function bookingOf(orderNumber: number): Promise<Booking> {
    const booking = await prisma.booking.findUnique({ where: { orderNumber } });
    if (!booking) throw new NotFound("order_not_found", messages.api.orderNotFound, { orderNumber });
    return booking;
  }

  return {
    /** The booking's service status, its latest move that may be undone, and what `--set` may take. */
    async view(orderNumber: number): Promise<ServiceStatusView> {
      const booking = await bookingOf(orderNumber);
      const latest = await latestUndoableMove(prisma, booking.id, booking.serviceStatus);
      return { booking, status: booking.serviceStatus, latest: latest && (await recordOf(prisma, latest)), canSet: latest?.fromStatus ?? null };
    },

    /**
     * Sets the booking back to `to`, the status before its latest move still standing
     * (any other is 409 `status_not_undoable`), with the operator's event and reason.
     */
    async set(orderNumber: number, to: ServiceStatus, rawReason: string): Promise<ServiceStatusSet> {
      const reason = reasonOf(rawReason);
      const current = await bookingOf(orderNumber);
      const at = now();
      return prisma.$transaction(async (tx) => {
        const outcome = await undoLatestMove(tx, { bookingId: current.id, orderNumber, to, at });
        const handover = removedHandover(outcome.handover);
        const changes: Record<string, PrismaTypes.InputJsonValue> = { service_status: { from: outcome.from, to: outcome.to } };
        // What the crew had recorded at the move, kept with the correction (the record itself is gone).
        if (handover) changes[`${handover.stage}_record`] = { from: { ...handover }, to: null };
        await tx.bookingEvent.create({ data: { bookingId: current.id, kind: "service_status_set", actor: "operator", changes, note: reason } });
        const booking = await tx.booking.findUniqueOrThrow({ where: { id: current.id } });
        return { booking, from: outcome.from, to: outcome.to, reason, undone: await recordOf(tx, outcome.undone), handover };
      });
    },
  };
}

