// Two steps every write to an existing booking takes (the booking-changes/ modules,
// cash-instead.ts): lock its row for the transaction, and find the booking an earlier
// request with the same Idempotency-Key wrote (docs/decisions/026).
import type { DbClient } from "@server/db/database.ts";
import type { Booking } from "@server/db/generated/client.ts";
import { ensureSameRequest, type IdempotentRequest } from "./idempotency.ts";

/** Locks the row for the rest of the transaction and reads it afresh. */
export async function lockBooking(tx: DbClient, id: number): Promise<Booking> {
  await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${id} FOR UPDATE`;
  return tx.booking.findUniqueOrThrow({ where: { id } });
}

/**
 * The booking an earlier request with this key wrote, if it was the same request
 * (another body is refused). The key is scoped to this order, so its event is this
 * order's; the check says so again rather than trust it.
 */
export async function replayedBooking(db: DbClient, request: IdempotentRequest | undefined, orderNumber: number): Promise<Booking | null> {
  if (!request) return null;
  const event = await db.bookingEvent.findUnique({ where: { idempotencyKey: request.key }, include: { booking: true } });
  if (!event || event.booking.orderNumber !== orderNumber) return null;
  ensureSameRequest(event, request);
  return event.booking;
}
