// Cancelling a booking (product.md §12, docs/decisions/017, 029, 037): by the law's
// terms, the fee kept and the rest owed back, or by the operator outside them; the
// service status, the coupon's count, the event row and the e-mails move with it,
// in one transaction under the booking's row lock.
import { cancellationTerms, netPaid } from "@shared/booking-changes.ts";
import { manageMessages } from "@shared/messages/manage.ts";
import { cancelRefusal } from "@shared/service-status.ts";
import type { Booking } from "@server/db/generated/client.ts";
import { cancellationEmails } from "@server/mail/booking-change-emails.ts";
import { Conflict, InvalidInput } from "@server/services/domain-errors.ts";
import { idempotentRequest, requestFingerprint } from "@server/services/idempotency.ts";
import { moveServiceStatus } from "@server/services/service-transitions.ts";
import { adminMessages } from "@server/services/admin/admin-messages.ts";
import { lockBooking } from "@server/services/booking-row.ts";
import { moneyOf } from "@server/services/booking-change-values.ts";
import { isKeyClash, TRANSACTION_OPTIONS, type BookingChangeDeps, type BookingLookup, type WriteOptions } from "./lookup.ts";

/** The most an operator may name as a cancellation fee, in whole shekels (never more than was paid is kept). */
export const MAX_CANCELLATION_FEE = 100_000;

/** An operator's fee is whole shekels, none below zero: a negative one would refund more than was paid. */
function checkFee(fee: number | undefined): void {
  if (fee === undefined || (Number.isInteger(fee) && fee >= 0 && fee <= MAX_CANCELLATION_FEE)) return;
  throw new InvalidInput(
    { fee: adminMessages.wholeNumberBetween(0, MAX_CANCELLATION_FEE) },
    { code: "out_of_range", subject: { min: 0, max: MAX_CANCELLATION_FEE, unit: "shekels", clearable: false } },
  );
}

export function createCancellation(
  deps: Pick<BookingChangeDeps, "prisma" | "tokens" | "outbox" | "messages" | "publicConfig" | "logger" | "now">,
  lookup: BookingLookup,
) {
  const { prisma, logger } = deps;
  const { find, manageUrl, replayOf } = lookup;

  /**
   * Cancels by the law's terms (the fee kept, the rest owed back), or, for the
   * operator with `force`, outside them: then nothing is refunded unless a fee
   * is given, and the rest of what was paid is owed back.
   */
  async function cancel(orderNumber: number, options: WriteOptions & { fee?: number }): Promise<{ booking: Booking; fee: number; refund: number; replay: boolean }> {
    checkFee(options.fee);
    // A cancel's only input is the operator's fee (a customer's has none).
    const request = idempotentRequest({ endpoint: "orderCancel", orderNumber }, options.idempotencyKey, { fee: options.fee });
    const earlier = await replayOf(request, orderNumber);
    if (earlier) return { booking: earlier, fee: earlier.cancellationFee ?? 0, refund: earlier.refundDue, replay: true };
    const current = await find(orderNumber);
    await deps.tokens.secret();
    try {
      const result = await prisma.$transaction(async (tx) => {
        const booking = await lockBooking(tx, current.id);
        if (booking.cancelledAt) throw new Conflict("already_cancelled", manageMessages.alreadyCancelled);
        // Once the car is picked up nobody cancels, the operator neither (docs/decisions/029).
        // After a no-show the operator may, with force, so a refund can be recorded (docs/decisions/037).
        const refusal = cancelRefusal(booking.serviceStatus);
        const forcedAfterNoShow = refusal?.code === "no_show" && options.actor === "operator" && options.force === true;
        if (refusal && !forcedAfterNoShow) throw new Conflict(refusal.code, refusal.message);
        const money = moneyOf(booking);
        const now = deps.now();
        const terms = cancellationTerms({ money, createdAt: booking.createdAt, departureAt: booking.departureAt, now, cancelled: false });
        const forced = !terms.allowed || forcedAfterNoShow;
        if (forced && !(options.actor === "operator" && options.force)) {
          throw new Conflict("outside_terms", manageMessages.cancelRefused[terms.reason ?? "started"]);
        }
        const kept = netPaid(money);
        const fee = Math.min(kept, options.fee ?? (forced ? kept : terms.fee));
        const refund = kept - fee;
        // The service status moves with it, in its own event row (the row is locked: it cannot be refused now).
        await moveServiceStatus(tx, {
          bookingId: booking.id,
          to: "cancelled",
          actor: options.actor,
          crewMemberId: null,
          at: now,
          request: { key: null, fingerprint: requestFingerprint({ fee: options.fee }) },
        });
        const updated = await tx.booking.update({
          where: { id: booking.id },
          data: { cancelledAt: now, cancellationFee: fee, refundDue: booking.refundDue + refund },
        });
        // A cancelled booking does not count against its coupon's limit.
        if (booking.couponId !== null) {
          await tx.$executeRaw`UPDATE coupons SET used_count = GREATEST(used_count - 1, 0), updated_at = now() WHERE id = ${booking.couponId}`;
        }
        const event = await tx.bookingEvent.create({
          data: {
            bookingId: booking.id,
            kind: "cancelled",
            actor: options.actor,
            forced,
            oldTotal: booking.totalPrice,
            newTotal: booking.totalPrice,
            fee,
            refund,
            idempotencyKey: request?.key ?? null,
            idempotencyFingerprint: request?.fingerprint ?? null,
          },
        });
        const sequence = await tx.bookingEvent.count({ where: { bookingId: booking.id } });
        const mails = cancellationEmails({ booking: updated, config: deps.publicConfig, now, manageUrl: await manageUrl(updated.orderNumber), actor: options.actor, sequence, eventId: event.id, fee, refund, forced });
        for (const mail of mails) await deps.outbox.enqueue(mail, tx);
        for (const message of await deps.messages.cancelled(updated, { fee, refund }, tx)) await deps.outbox.enqueue(message, tx);
        return { booking: updated, fee, refund };
      }, TRANSACTION_OPTIONS);
      logger.info({ orderNumber, actor: options.actor, fee: result.fee, refund: result.refund }, "booking cancelled");
      return { ...result, replay: false };
    } catch (error) {
      if (request && isKeyClash(error)) {
        const winner = await replayOf(request, orderNumber);
        if (winner) return { booking: winner, fee: winner.cancellationFee ?? 0, refund: winner.refundDue, replay: true };
      }
      throw error;
    }
  }

  return { cancel };
}
