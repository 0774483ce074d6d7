// A paid card booking changed to a higher total pays the difference through the
// provider's hosted page (product.md §12, docs/decisions/017). Its return goes through
// the same verified path as a first payment (services/payments.ts); this applies
// it once, keyed by the provider's transaction id, and a return of the first
// payment (its transaction id) is recognised as already done.
//
// Money the provider took is always recorded (docs/decisions/038): a page opened for
// one difference and paid after a second change, or paid twice, may bring more than
// is due; the amount beyond what is due becomes a refund due (valet bookings
// refunds), and the business is told. A return without a transaction id cannot be
// told from its replay, so it is applied only while exactly its amount is due.
import type { PublicConfig } from "@shared/public-config.ts";
import type { Prisma } from "@server/db/database.ts";
import type { Booking } from "@server/db/generated/client.ts";
import { differencePaidEmail } from "@server/mail/booking-change-emails.ts";
import type { VerifiedReturn } from "@server/payments/provider.ts";
import type { OutboxService } from "@server/outbox/outbox.ts";
import { cardReference, type TaxDocumentQueue } from "@server/invoices/tax-document-queue.ts";
import { amountDue } from "@shared/booking-changes.ts";
import { moneyOf } from "./booking-change-values.ts";

interface DifferenceDeps {
  prisma: Prisma;
  outbox: OutboxService;
  publicConfig: PublicConfig;
  documents: TaxDocumentQueue;
}

export type DifferenceOutcome = "difference_paid" | "overpaid" | "paid_after_cancellation" | "already_completed" | null;

/**
 * A payment page opened before the booking was cancelled can still be paid. The
 * money is recorded as received and, all of it, as owed back; no confirmation is
 * sent, and the business is told. Once only: the update needs the booking unpaid.
 */
async function paidAfterCancellation(
  deps: DifferenceDeps,
  booking: Booking,
  verified: VerifiedReturn & { amount: number },
): Promise<DifferenceOutcome> {
  return deps.prisma.$transaction(async (tx) => {
    const paid = await tx.$executeRaw`
      UPDATE bookings SET payment_status = 'completed', payment_amount = ${verified.amount}, payment_id = ${verified.transactionId},
        payment_date = now(), refund_due = refund_due + ${verified.amount}, updated_at = now()
      WHERE id = ${booking.id} AND payment_status <> 'completed' AND cancelled_at IS NOT NULL`;
    if (paid === 0) return "already_completed";
    await tx.bookingEvent.create({
      data: { bookingId: booking.id, kind: "paid_after_cancellation", actor: "provider", refund: verified.amount, note: verified.transactionId },
    });
    const updated = await tx.booking.findUniqueOrThrow({ where: { id: booking.id } });
    await deps.outbox.enqueue(differencePaidEmail(updated, deps.publicConfig, verified.amount, verified.transactionId, true), tx);
    // Money received is income, documented; its refund gets a credit note when it is paid back.
    await deps.documents.payment(tx, updated, { reference: cardReference(verified, updated), amount: verified.amount, method: "card", at: updated.paymentDate ?? new Date(), onAccountOf: "תשלום בכרטיס אשראי" });
    return "paid_after_cancellation" as const;
  });
}

/** Null when the return is not about a difference (the first payment's own path applies). */
export async function applyDifferenceReturn(
  deps: DifferenceDeps,
  booking: Booking,
  verified: VerifiedReturn,
): Promise<DifferenceOutcome> {
  if (!verified.genuine || !verified.approved || verified.amount === null) return null;
  if (booking.cancelledAt && booking.paymentStatus !== "completed") return paidAfterCancellation(deps, booking, { ...verified, amount: verified.amount });
  if (booking.paymentStatus !== "completed") return null;
  if (verified.transactionId !== null && verified.transactionId === booking.paymentId) return "already_completed";
  const amount = verified.amount;
  if (!Number.isInteger(amount) || amount <= 0) return null;
  const key = verified.transactionId ? `difference:${booking.orderNumber}:${verified.transactionId}` : null;
  if (key && (await deps.prisma.bookingEvent.findUnique({ where: { idempotencyKey: key } }))) return "already_completed";
  return deps.prisma.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${booking.id} FOR UPDATE`;
      // A concurrent return of the same payment waited on the lock: it finds the first one's event.
      if (key && (await tx.bookingEvent.findUnique({ where: { idempotencyKey: key } }))) return "already_completed";
      const locked = await tx.booking.findUniqueOrThrow({ where: { id: booking.id } });
      if (locked.paymentStatus !== "completed") return null;
      // What is due now, after every change since the page was opened; a cancelled booking owes nothing.
      const due = locked.cancelledAt ? 0 : amountDue(moneyOf(locked));
      if (!key && amount !== due) return null;
      const excess = Math.max(0, amount - due);
      await tx.$executeRaw`
        UPDATE bookings SET payment_amount = payment_amount + ${amount}, refund_due = refund_due + ${excess}, updated_at = now()
        WHERE id = ${booking.id}`;
      const event = await tx.bookingEvent.create({
        data: { bookingId: booking.id, kind: "difference_paid", actor: "provider", priceDifference: 0, refund: excess > 0 ? excess : null, note: verified.transactionId, idempotencyKey: key },
      });
      const paid = await tx.booking.findUniqueOrThrow({ where: { id: booking.id } });
      await deps.outbox.enqueue(differencePaidEmail(paid, deps.publicConfig, amount, verified.transactionId, false, excess), tx);
      await deps.documents.payment(tx, paid, {
        reference: verified.transactionId ? `card:${verified.transactionId}` : `difference:${event.id}`,
        amount,
        method: "card",
        at: event.createdAt,
        onAccountOf: "תשלום הפרש בעקבות שינוי בהזמנה",
      });
      return excess > 0 ? ("overpaid" as const) : ("difference_paid" as const);
    },
    { maxWait: 20_000, timeout: 20_000 },
  );
}
