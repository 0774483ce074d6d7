// Card payments: create the hosted page for a pending booking, and apply a
// verified return idempotently (product.md §4): pending|failed → completed only if not
// already completed; pending → failed unless completed; never out of completed.
// A verified amount that differs from the booking's total is not completed: it
// is recorded, shown as a failure and reported to the business. Every create and
// return is a payment_attempts row.
import type { PaymentOutcome } from "@shared/loader-services.ts";
import { isStorableText } from "@shared/field-schemas.ts";
import { messages } from "@shared/messages/index.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import type { Prisma } from "@server/db/database.ts";
import type { Booking } from "@server/db/generated/client.ts";
import type { Logger } from "@server/logger.ts";
import { businessNotification, customerConfirmation } from "@server/mail/booking-emails.ts";
import { amountMismatchEmail } from "@server/mail/payment-mismatch-email.ts";
import { readReturn, type PaymentProvider, type VerifiedReturn } from "@server/payments/provider.ts";
import type { OrderTokens } from "@server/order-links/order-tokens.ts";
import type { OutboxService } from "@server/outbox/outbox.ts";
import type { TravellerMessages } from "@server/messages/traveller-messages.ts";
import { cardReference, type TaxDocumentQueue } from "@server/invoices/tax-document-queue.ts";
import { applyDifferenceReturn } from "./difference-payments.ts";
import { orderPageUrl } from "@shared/order-view.ts";
import { manageMessages } from "@shared/messages/manage.ts";
import { Conflict, NotFound, Unavailable } from "./domain-errors.ts";

export type { PaymentOutcome };

/** Order numbers are Postgres int4; anything else in a return names no order. */
const MAX_ORDER_NUMBER = 2_147_483_647;

function orderNumberOrNull(value: number | null): number | null {
  return value !== null && Number.isSafeInteger(value) && value > 0 && value <= MAX_ORDER_NUMBER ? value : null;
}

export function createPaymentService(deps: {
  prisma: Prisma;
  provider: PaymentProvider;
  outbox: OutboxService;
  messages: TravellerMessages;
  documents: TaxDocumentQueue;
  tokens: OrderTokens;
  publicConfig: PublicConfig;
  logger: Logger;
  now: () => Date;
}) {
  const { prisma, provider, logger } = deps;

  async function record(booking: Booking | null, orderNumber: number, kind: string, detail: Partial<{ outcome: string; ccode: string; amount: number | null; providerId: string | null; data: unknown }>) {
    await prisma.paymentAttempt.create({
      data: {
        bookingId: booking?.id ?? null,
        orderNumber,
        provider: provider.name,
        kind,
        outcome: detail.outcome ?? null,
        ccode: detail.ccode ?? null,
        amount: detail.amount ?? null,
        providerId: detail.providerId ?? null,
        detail: detail.data === undefined ? undefined : (JSON.parse(JSON.stringify(detail.data)) as object),
      },
    });
  }

  /**
   * A booking switched to cash (cash-instead.ts) whose card page, still open in
   * another tab, was then paid: the money the provider took is never dropped. While no
   * cash has been taken and it is not cancelled, it goes back to card, recorded, and the
   * return completes it as a card payment. Otherwise it stays as it is (the return names
   * no card order, logged, for the office to refund by hand).
   */
  async function backToCardIfSwitched(booking: Booking): Promise<Booking> {
    if (booking.paymentMethod !== "cash") return booking;
    return prisma.$transaction(async (tx) => {
      const switched = await tx.$executeRaw`
        UPDATE bookings SET payment_method = 'card', updated_at = now()
        WHERE id = ${booking.id} AND payment_method = 'cash' AND payment_status <> 'completed' AND COALESCE(payment_amount, 0) = 0
          AND cancelled_at IS NULL
          AND EXISTS (SELECT 1 FROM booking_events WHERE booking_id = ${booking.id} AND kind = 'payment_method_changed')
          AND NOT EXISTS (SELECT 1 FROM cash_collections WHERE booking_id = ${booking.id})`;
      if (switched === 0) return booking;
      await tx.bookingEvent.create({
        data: { bookingId: booking.id, kind: "payment_method_changed", actor: "provider", changes: { payment_method: { from: "cash", to: "card" } }, oldTotal: booking.totalPrice, newTotal: booking.totalPrice, note: "card paid after the switch to cash" },
      });
      logger.warn({ orderNumber: booking.orderNumber }, "a card page was paid after the booking went to cash: back to card");
      return tx.booking.findUniqueOrThrow({ where: { id: booking.id } });
    });
  }

  async function complete(booking: Booking, verified: VerifiedReturn): Promise<boolean> {
    const now = deps.now();
    // Signed before the transaction: the key may have to be read from the database.
    const orderLink = orderPageUrl(deps.publicConfig.baseUrl, booking.orderNumber, await deps.tokens.sign(booking.orderNumber));
    const phoneMessages = await deps.messages.confirmed(booking, String(booking.id));
    return prisma.$transaction(
      async (tx) => {
        // Read-then-update in one statement: only the first return completes it.
        const changed = await tx.booking.updateMany({
          where: { id: booking.id, paymentStatus: { not: "completed" } },
          data: { paymentStatus: "completed", paymentId: verified.transactionId, paymentAmount: verified.amount, paymentDate: now },
        });
        if (changed.count === 0) return false;
        const completed = await tx.booking.findUniqueOrThrow({ where: { id: booking.id } });
        await deps.outbox.enqueue(businessNotification(completed, deps.publicConfig), tx);
        await deps.outbox.enqueue(customerConfirmation(completed, deps.publicConfig, now, orderLink), tx);
        for (const message of phoneMessages) await deps.outbox.enqueue(message, tx);
        await deps.documents.payment(tx, completed, {
          reference: cardReference(verified, completed),
          amount: completed.paymentAmount ?? completed.totalPrice,
          method: "card",
          at: now,
          onAccountOf: "תשלום בכרטיס אשראי",
        });
        return true;
      },
      { maxWait: 20_000, timeout: 20_000 },
    );
  }

  return {
    /** A hosted payment page for a card booking that is not paid yet. */
    async createPayment(orderNumber: number, token: unknown): Promise<string> {
      const booking = (await deps.tokens.verify(orderNumber, token)) ? await prisma.booking.findUnique({ where: { orderNumber } }) : null;
      if (!booking || booking.paymentMethod !== "card") throw new NotFound("order_not_found", messages.api.orderNotFound, { orderNumber });
      if (booking.paymentStatus === "completed") throw new Conflict("already_paid", messages.payment.alreadyPaid, { orderNumber });
      if (booking.cancelledAt) throw new Conflict("cancelled", manageMessages.cancelled, { orderNumber });
      let url: string;
      try {
        url = await provider.createPaymentUrl({
          orderNumber,
          amount: booking.totalPrice,
          firstName: booking.firstName,
          lastName: booking.lastName,
          email: booking.email,
          phone: booking.phone,
          description: messages.paymentResult.orderInfo(orderNumber),
        });
      } catch (error) {
        // The provider's failure, not ours: our database being away is answered as such elsewhere.
        logger.error({ err: error, orderNumber }, "payment creation failed");
        throw new Unavailable("payment_provider", messages.booking.paymentCreateFailed, { cause: error });
      }
      await record(booking, orderNumber, "create", { amount: booking.totalPrice });
      logger.info({ orderNumber, provider: provider.name }, "payment page created");
      return url;
    },

    /**
     * Verifies a return from the provider and applies it; safe to repeat. The
     * outcome carries no order token: the result page reveals the order's link
     * only for the first request of a genuine return (payment-results.ts).
     */
    async handleReturn(raw: Record<string, string>): Promise<PaymentOutcome> {
      // A parameter with a NUL is no provider's; it could not be stored in the attempt row either.
      const query = Object.fromEntries(Object.entries(raw).filter(([key, value]) => isStorableText(key) && isStorableText(value)));
      // A return without a signature or a result code is no provider's: it costs no
      // outbound VERIFY with the merchant's credentials (docs/SECURITY.md).
      const verified = query.Sign && query.CCode !== undefined ? await provider.verifyReturn(query) : readReturn(query, false);
      const orderNumber = orderNumberOrNull(verified.orderNumber);
      if (!verified.genuine) {
        // The same answer whatever the order number names (a paid card order, a cash
        // order, nothing), decided before any lookup; and a small record only.
        if (orderNumber) await record(null, orderNumber, "return", { outcome: "not_verified", ccode: verified.ccode.slice(0, 10) });
        logger.warn({ orderNumber, ccode: verified.ccode.slice(0, 10) }, "payment return failed verification");
        return { kind: "unverified", orderNumber: null };
      }
      const found = orderNumber ? await prisma.booking.findUnique({ where: { orderNumber } }) : null;
      // A card page still open when the booking went to cash, and paid after: the card paid it (decision 038).
      const booking = found && verified.approved ? await backToCardIfSwitched(found) : found;
      const base = { ccode: verified.ccode, amount: verified.amount, providerId: verified.transactionId };
      if (!orderNumber || !booking || booking.paymentMethod !== "card") {
        // Signed by the provider, yet for no card order of ours.
        if (orderNumber) await record(null, orderNumber, "return", { ...base, outcome: "unknown_order" });
        logger.error({ orderNumber }, "a genuine payment return names no card order");
        return { kind: "unverified", orderNumber: null };
      }
      // A paid booking changed to a higher total pays the difference (docs/decisions/017).
      const difference = await applyDifferenceReturn(deps, booking, verified);
      if (difference) {
        await record(booking, orderNumber, "return", { ...base, outcome: difference });
        if (difference === "difference_paid") logger.info({ orderNumber, amount: verified.amount }, "difference paid");
        if (difference === "overpaid") logger.warn({ orderNumber, amount: verified.amount }, "difference paid beyond what was due; the rest is a refund due");
        return { kind: "completed", orderNumber, amount: verified.amount ?? booking.totalPrice, firstPurchase: false };
      }
      if (verified.approved && verified.amount !== booking.totalPrice) {
        await record(booking, orderNumber, "return", { ...base, outcome: "amount_mismatch" });
        await prisma.booking.updateMany({ where: { id: booking.id, paymentStatus: "pending" }, data: { paymentStatus: "failed", paymentDate: deps.now() } });
        await deps.outbox.enqueue(amountMismatchEmail(booking, deps.publicConfig, verified.amount, verified.transactionId));
        logger.error({ orderNumber, paid: verified.amount, total: booking.totalPrice }, "payment amount mismatch");
        return { kind: "failed", orderNumber, amount: verified.amount, errorMessage: messages.payment.amountMismatch };
      }
      if (verified.approved) {
        const firstPurchase = await complete(booking, verified);
        await record(booking, orderNumber, "return", { ...base, outcome: firstPurchase ? "completed" : "already_completed" });
        if (firstPurchase) logger.info({ orderNumber, amount: verified.amount }, "payment completed");
        return { kind: "completed", orderNumber, amount: verified.amount ?? booking.totalPrice, firstPurchase };
      }
      // A genuine decline: pending → failed, never out of completed.
      const failed = await prisma.booking.updateMany({ where: { id: booking.id, paymentStatus: "pending" }, data: { paymentStatus: "failed", paymentDate: deps.now() } });
      await record(booking, orderNumber, "return", { ...base, outcome: failed.count ? "failed" : `declined_${booking.paymentStatus}` });
      if (failed.count) logger.info({ orderNumber, ccode: verified.ccode }, "payment declined");
      if (booking.paymentStatus === "completed") {
        return { kind: "completed", orderNumber, amount: booking.paymentAmount ?? booking.totalPrice, firstPurchase: false };
      }
      return { kind: "failed", orderNumber, amount: verified.amount, errorMessage: verified.errorMessage };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
