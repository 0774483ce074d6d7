// Pay the representative in cash instead (product.md §2.16): a card booking whose
// payment is pending or was declined becomes a cash booking, as if it had been booked
// so. It is judged as a booking is: the stay's moments by today's scheduling rules
// (the same check the booking API applies, shared/schedule-rules.ts), and its places
// counted again under the dates' locks (capacity.ts): a declined card holds no place
// in the daily counts (the trigger of migration 20261123180000), so going back to
// pending takes them again, and a full date refuses. Then, in one transaction with
// the row locked: the method and status, a booking_events row, and the cash booking's
// messages (the business's notification, the traveller's confirmation, their SMS or
// WhatsApp), each once by its dedupe key. A paid, cancelled, begun or cash booking is
// refused with a Hebrew reason (409).
import { manageMessages } from "@shared/messages/manage.ts";
import { messages } from "@shared/messages/index.ts";
import { checkSchedule } from "@shared/schedule-rules.ts";
import { orderPageUrl } from "@shared/order-view.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import type { Prisma } from "@server/db/database.ts";
import { isUniqueViolation } from "@server/db/errors.ts";
import type { Booking } from "@server/db/generated/client.ts";
import type { Logger } from "@server/logger.ts";
import { businessNotification, customerConfirmation } from "@server/mail/booking-emails.ts";
import type { TravellerMessages } from "@server/messages/traveller-messages.ts";
import { valuesOf } from "./booking-change-values.ts";
import type { CapacityService } from "./capacity.ts";
import { Conflict, NotFound } from "./domain-errors.ts";
import { idempotentRequest, type IdempotentRequest } from "./idempotency.ts";
import type { OrderTokens } from "@server/order-links/order-tokens.ts";
import { lockBooking, replayedBooking } from "./booking-row.ts";
import type { OutboxService } from "@server/outbox/outbox.ts";
import type { SchedulingService } from "./scheduling.ts";
import type { SiteConfigService } from "./site-config.ts";

const refused = messages.paymentResult.payCashRefused;
const TRANSACTION_OPTIONS = { maxWait: 20_000, timeout: 20_000 };
/** The booking_events kind, which `valet bookings show` lists. */
const PAID_IN_CASH_INSTEAD = "payment_method_changed";

/** Why this booking may not go to cash now, or null. */
function refusal(booking: Booking): Conflict | null {
  if (booking.cancelledAt) return new Conflict("cancelled", refused.cancelled);
  if (booking.paymentMethod === "cash") return new Conflict("already_cash", refused.cash);
  if (booking.paymentStatus === "completed") return new Conflict("already_paid", refused.paid);
  if (booking.serviceStatus !== "booked") return new Conflict("service_started", refused.started);
  return null;
}

export function createCashInstead(deps: {
  prisma: Prisma;
  scheduling: SchedulingService;
  capacity: CapacityService;
  site: SiteConfigService;
  outbox: OutboxService;
  messages: TravellerMessages;
  tokens: OrderTokens;
  publicConfig: PublicConfig;
  logger: Logger;
  now: () => Date;
}) {
  const { prisma, logger } = deps;

  const replayOf = (request: IdempotentRequest | undefined, orderNumber: number) => replayedBooking(prisma, request, orderNumber);

  /** Today's scheduling rules on the booking's own moments: a refusal names none of them, it asks for a call. */
  async function ensureBookable(booking: Booking): Promise<void> {
    const stay = valuesOf(booking);
    // The capacity is counted under the dates' locks below, without this booking.
    const ctx = await deps.scheduling.contextFor(stay.departure_date, stay.arrival_date, booking.id, { capacity: false });
    const verdict = checkSchedule(stay, ctx);
    if (!verdict.ok) throw new Conflict("not_bookable", refused.notBookable, { reason: Object.values(verdict.errors)[0] ?? "" });
  }


  return {
    /** The card booking `orderNumber` as a cash booking; safe to repeat with its Idempotency-Key. */
    async switchToCash(orderNumber: number, options: { idempotencyKey?: string } = {}): Promise<{ booking: Booking; replay: boolean }> {
      const request = idempotentRequest({ endpoint: "orderPayCash", orderNumber }, options.idempotencyKey, {});
      const earlier = await replayOf(request, orderNumber);
      if (earlier) return { booking: earlier, replay: true };
      const current = await prisma.booking.findUnique({ where: { orderNumber } });
      if (!current) throw new NotFound("order_not_found", messages.api.orderNotFound, { orderNumber });
      const early = refusal(current);
      if (early) throw early;
      // Read before the transaction, which stays short and on its own connection: the
      // rules' settings and blocked periods, the capacity, the key the links are signed with.
      await ensureBookable(current);
      const { dailyCapacity } = await deps.site.siteConfig();
      const manageUrl = orderPageUrl(deps.publicConfig.baseUrl, orderNumber, await deps.tokens.sign(orderNumber));
      const stay = valuesOf(current);
      try {
        const booking = await prisma.$transaction(async (tx) => {
          const locked = await lockBooking(tx, current.id);
          const late = refusal(locked);
          if (late) throw late;
          // Its moments changed since they were judged: judge again from the page.
          const moved = locked.departureAt.getTime() !== current.departureAt.getTime() || locked.arrivalAt.getTime() !== current.arrivalAt.getTime();
          if (moved) throw new Conflict("changed_meanwhile", manageMessages.changedMeanwhile);
          const full = await deps.capacity.lockAndFindFull(tx, {
            capacity: dailyCapacity,
            from: stay.departure_date,
            to: stay.arrival_date,
            excludeBookingId: locked.id,
          });
          if (full.size > 0) throw new Conflict("dates_full", refused.full, { dates: [...full].join(",") });
          const now = deps.now();
          // Pending again, as every cash booking is until the cash covers it (docs/decisions/029):
          // a declined card's place in the daily counts is taken back by the trigger.
          const updated = await tx.booking.update({
            where: { id: locked.id },
            data: { paymentMethod: "cash", paymentStatus: "pending", paymentDate: null },
          });
          await tx.bookingEvent.create({
            data: {
              bookingId: locked.id,
              kind: PAID_IN_CASH_INSTEAD,
              actor: "customer",
              changes: { payment_method: { from: "card", to: "cash" } },
              oldTotal: locked.totalPrice,
              newTotal: locked.totalPrice,
              note: `card ${locked.paymentStatus}`,
              idempotencyKey: request?.key ?? null,
              idempotencyFingerprint: request?.fingerprint ?? null,
            },
          });
          // What a cash booking queues with its insert (bookings.ts), with the same once-only keys.
          await deps.outbox.enqueue(businessNotification(updated, deps.publicConfig), tx);
          await deps.outbox.enqueue(customerConfirmation(updated, deps.publicConfig, now, manageUrl), tx);
          for (const message of await deps.messages.confirmed(updated, String(updated.id), tx)) await deps.outbox.enqueue(message, tx);
          return updated;
        }, TRANSACTION_OPTIONS);
        logger.info({ orderNumber, from: current.paymentStatus }, "card booking switched to cash");
        return { booking, replay: false };
      } catch (error) {
        // Two requests with one key raced: the other one won; answer with its booking if it was the same request.
        if (request && isUniqueViolation(error, "idempotency_key")) {
          const winner = await replayOf(request, orderNumber);
          if (winner) return { booking: winner, replay: true };
        }
        throw error;
      }
    },
  };
}
