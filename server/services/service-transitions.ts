// The one way a booking's service status moves (docs/decisions/029): a conditional
// UPDATE (… WHERE service_status = the status it was judged from) and the event
// row, in the caller's transaction. Two phones pressing at once make one move: the
// second update waits for the first's row lock, then matches nothing, reads the
// new status and finds its own move already done. The one way back is the operator's
// undo of the latest move (undoLatestMove, docs/decisions/037).
import { manageMessages } from "@shared/messages/manage.ts";
import { messages } from "@shared/messages/index.ts";
import { judgeMove, type ServiceActor, type ServiceStatus } from "@shared/service-status.ts";
import { serviceMessages } from "@shared/messages/service.ts";
import type { Handover, Prisma as PrismaTypes, ServiceEvent } from "@server/db/generated/client.ts";
import { Conflict, NotFound } from "./domain-errors.ts";
import type { IdempotentRequest } from "./idempotency.ts";
import type { DbClient } from "@server/db/database.ts";

export interface ServiceMove {
  bookingId: number;
  to: ServiceStatus;
  actor: ServiceActor;
  /** The representative who pressed; null for the operator and the traveller. */
  crewMemberId: number | null;
  at: Date;
  details?: PrismaTypes.InputJsonValue;
  /**
   * What was asked, as idempotency.ts fingerprints it, and the client's scoped key
   * if it sent one. Stored on the event even without a key: the same move asked
   * again with other details is a correction, not a repeat, and is refused.
   */
  request: IdempotentRequest | { key: null; fingerprint: string };
}

export type MoveOutcome =
  | { moved: true; from: ServiceStatus; event: ServiceEvent }
  /** Done before, with the same details: nothing changed. */
  | { moved: false };

async function currentStatus(tx: DbClient, bookingId: number): Promise<ServiceStatus> {
  const [row] = await tx.$queryRaw<{ status: ServiceStatus }[]>`SELECT service_status::text AS status FROM bookings WHERE id = ${bookingId}`;
  if (!row) throw new NotFound("order_not_found", messages.api.orderNotFound);
  return row.status;
}

/** A repeat of a move already made: harmless when it asks what the first asked. */
async function ensureSameRepeat(tx: DbClient, move: ServiceMove): Promise<void> {
  const earlier = await tx.serviceEvent.findFirst({ where: { bookingId: move.bookingId, toStatus: move.to, undoneAt: null }, orderBy: { id: "desc" } });
  // A status set without an event (a cancellation before migration 20261127031000) has nothing to compare.
  if (earlier && earlier.idempotencyFingerprint !== null && earlier.idempotencyFingerprint !== move.request.fingerprint) {
    throw new Conflict("already_recorded", serviceMessages.alreadyRecorded(move.to), { status: move.to });
  }
}

/**
 * Moves the booking to `move.to` if its status allows it now; a repeat of a move
 * already made changes nothing; a move out of order is a Conflict with the Hebrew
 * reason. Must run inside a transaction (the update and the event stand together).
 */
export async function moveServiceStatus(tx: DbClient, move: ServiceMove): Promise<MoveOutcome> {
  let from = await currentStatus(tx, move.bookingId);
  // A second round only when another request moved the booking between the read and the update.
  for (let round = 0; round < 2; round++) {
    const verdict = judgeMove(from, move.to);
    if (verdict.kind === "refused") throw new Conflict("out_of_order", verdict.reason, { from, to: move.to });
    if (verdict.kind === "repeat") {
      await ensureSameRepeat(tx, move);
      return { moved: false };
    }
    const updated = await tx.$executeRaw`UPDATE bookings SET service_status = ${move.to}::service_status, updated_at = ${move.at}
      WHERE id = ${move.bookingId} AND service_status = ${from}::service_status`;
    if (updated === 1) {
      const event = await tx.serviceEvent.create({
        data: {
          bookingId: move.bookingId,
          fromStatus: from,
          toStatus: move.to,
          actor: move.actor,
          crewMemberId: move.crewMemberId,
          at: move.at,
          details: move.details,
          idempotencyKey: move.request.key,
          idempotencyFingerprint: move.request.fingerprint,
        },
      });
      return { moved: true, from, event };
    }
    from = await currentStatus(tx, move.bookingId);
  }
  // Moved twice under this request's feet: let whoever pressed look again.
  throw new Conflict("changed_meanwhile", manageMessages.changedMeanwhile);
}

// ---- The operator's undo of a wrong move (docs/decisions/037) ----

/**
 * The move `valet bookings status --set` may take back: the latest move still standing,
 * when it made the booking's current status. None for a booking still `booked` (nothing
 * to take back) nor for a cancelled one (a cancellation moved money and sent e-mails:
 * it is not undone).
 */
export async function latestUndoableMove(db: DbClient, bookingId: number, status: ServiceStatus): Promise<ServiceEvent | null> {
  if (status === "booked" || status === "cancelled") return null;
  const latest = await db.serviceEvent.findFirst({ where: { bookingId, undoneAt: null }, orderBy: { id: "desc" } });
  return latest?.toStatus === status ? latest : null;
}

export interface UndoneMove {
  from: ServiceStatus;
  to: ServiceStatus;
  /** The event of the move taken back, now marked undone. */
  undone: ServiceEvent;
  /** The handover record the move made (a pickup, a return), now removed: the caller keeps a copy. */
  handover: Handover | null;
}

/**
 * Sets the booking back to the status it had before its latest move still standing,
 * and only that (`to` must name it: a Conflict otherwise, with the Hebrew reason).
 * The move's event stays, marked undone; its handover record goes, so the crew can
 * record it again (one per stage). Cash taken, photos and e-mails sent stay as they
 * are. Under the booking's row lock: a crew move pressed meanwhile waits, then finds
 * the status moved back. Must run inside a transaction.
 */
export async function undoLatestMove(tx: DbClient, input: { bookingId: number; orderNumber: number; to: ServiceStatus; at: Date }): Promise<UndoneMove> {
  const [row] = await tx.$queryRaw<{ status: ServiceStatus }[]>`SELECT service_status::text AS status FROM bookings WHERE id = ${input.bookingId} FOR UPDATE`;
  if (!row) throw new NotFound("order_not_found", messages.api.orderNotFound);
  const from = row.status;
  const latest = await latestUndoableMove(tx, input.bookingId, from);
  const allowed = latest?.fromStatus ?? null;
  if (!latest || input.to !== allowed) {
    throw new Conflict("status_not_undoable", serviceMessages.undoRefused(from, allowed), { orderNumber: input.orderNumber, status: from, asked: input.to, allowed: allowed ?? "" });
  }
  await tx.$executeRaw`UPDATE bookings SET service_status = ${input.to}::service_status, updated_at = ${input.at} WHERE id = ${input.bookingId}`;
  await tx.serviceEvent.update({ where: { id: latest.id }, data: { undoneAt: input.at } });
  const stage = latest.toStatus === "picked_up" ? "pickup" : latest.toStatus === "returned" ? "return" : null;
  const handover = stage ? await tx.handover.findUnique({ where: { bookingId_stage: { bookingId: input.bookingId, stage } } }) : null;
  if (handover) await tx.handover.delete({ where: { id: handover.id } });
  return { from, to: input.to, undone: latest, handover };
}
