// Queues a tax document in the transaction of the payment or refund it documents
// (docs/decisions/036): a card payment, a paid difference, cash collected, a refund
// paid back. The row's trigger adds its job, which issues it through the invoicing
// provider (document-issuing.ts, docs/decisions/042). Its payment_ref is unique, so
// recording the same payment twice (a replayed return, a retried request) queues one
// document; the job never issues one reference twice either. Queueing never blocks the payment: it is one
// insert, and a provider that fails leaves the document queued or failed, not the payment.
import type { DbClient } from "@server/db/database.ts";
import type { Booking, Prisma as PrismaTypes } from "@server/db/generated/client.ts";
import type { Logger } from "@server/logger.ts";
import { clientOf, paymentLines, refundLines } from "./document-content.ts";

export interface PaymentDocumented {
  /** Our reference of the payment: card:<transaction>, difference:<event>, cash:<collection>. */
  reference: string;
  amount: number;
  method: "card" | "cash";
  at: Date;
  /** The single line's wording when the payment is not the whole booking. */
  onAccountOf: string;
}

/** A card payment's reference: the provider's transaction, or (none given) the booking's first payment. */
export function cardReference(verified: { transactionId: string | null }, booking: Pick<Booking, "id">): string {
  return verified.transactionId ? `card:${verified.transactionId}` : `card:booking-${booking.id}`;
}

export function createTaxDocumentQueue(deps: { logger?: Logger }) {
  async function insert(tx: DbClient, data: PrismaTypes.TaxDocumentUncheckedCreateInput): Promise<void> {
    const { count } = await tx.taxDocument.createMany({ data: [data], skipDuplicates: true });
    if (count === 0) return;
    deps.logger?.info({ bookingId: data.bookingId, kind: data.kind, reference: data.paymentRef }, "tax document queued");
  }

  return {
    /** An invoice-receipt for money received. */
    async payment(tx: DbClient, booking: Booking, paid: PaymentDocumented): Promise<void> {
      if (paid.amount <= 0) return;
      await insert(tx, {
        bookingId: booking.id,
        kind: "invoice_receipt",
        paymentRef: paid.reference,
        amount: paid.amount,
        paymentMethod: paid.method,
        paidAt: paid.at,
        client: { ...clientOf(booking) },
        lines: paymentLines(booking, paid.amount, paid.onAccountOf) as unknown as PrismaTypes.InputJsonValue,
      });
    },

    /**
     * A credit note for money paid back, correcting the booking's latest invoice-receipt
     * (a retained cancellation fee needs none: it stays documented as income).
     */
    async refund(tx: DbClient, booking: Booking, refunded: { reference: string; amount: number; at: Date }): Promise<void> {
      if (refunded.amount <= 0) return;
      const corrected = await tx.taxDocument.findFirst({ where: { bookingId: booking.id, kind: "invoice_receipt" }, orderBy: { id: "desc" } });
      await insert(tx, {
        bookingId: booking.id,
        kind: "credit_note",
        paymentRef: refunded.reference,
        amount: refunded.amount,
        paymentMethod: booking.paymentMethod,
        paidAt: refunded.at,
        client: { ...clientOf(booking) },
        lines: refundLines(booking, refunded.amount) as unknown as PrismaTypes.InputJsonValue,
        creditOfId: corrected?.id ?? null,
      });
    },
  };
}

export type TaxDocumentQueue = ReturnType<typeof createTaxDocumentQueue>;
