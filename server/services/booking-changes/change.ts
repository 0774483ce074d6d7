// Changing a booking (product.md §12, §17, docs/decisions/017): the quote of a change
// or an extension, the save with its event row and its e-mails, and the hosted payment
// page for the difference a change left on a paid card booking. Whether the booking
// may change, and what the change costs, are judged by change-rules.ts.
import { netPaid, type ChangeableValues, type FieldChanges } from "@shared/booking-changes.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import { manageMessages } from "@shared/messages/manage.ts";
import { messages } from "@shared/messages/index.ts";
import type { ParkingType, Terminal } from "@shared/constants.ts";
import { type Prisma as PrismaNamespace, type Booking } from "@server/db/generated/client.ts";
import { changeEmails } from "@server/mail/booking-change-emails.ts";
import { Conflict, InvalidInput } from "@server/services/domain-errors.ts";
import { idempotentRequest } from "@server/services/idempotency.ts";
import { fullDatesErrors } from "@server/services/capacity.ts";
import { lockBooking } from "@server/services/booking-row.ts";
import { moneyOf, priceColumns, valuesOf } from "@server/services/booking-change-values.ts";
import { createChangeRules, type ChangeKind, type ChangeQuote } from "./change-rules.ts";
import { isKeyClash, TRANSACTION_OPTIONS, type BookingChangeDeps, type BookingLookup, type WriteOptions } from "./lookup.ts";

export function createChanges(deps: BookingChangeDeps, lookup: BookingLookup) {
  const { prisma, logger } = deps;
  const { find, manageUrl, replayOf } = lookup;
  const { judgeKind, ensureAllowed, extendPatch } = createChangeRules(deps);

  async function quoteOf(kind: ChangeKind, orderNumber: number, patch: Record<string, unknown>, options: WriteOptions): Promise<ChangeQuote> {
    const booking = await find(orderNumber);
    ensureAllowed(kind, booking, (await deps.site.siteConfig()).changeCutoffHours, options);
    return judgeKind(kind, booking, patch);
  }

  /** A change or an extension, saved with its event and its e-mails (docs/decisions/017). */
  async function write(kind: ChangeKind, orderNumber: number, patch: Record<string, unknown>, options: WriteOptions): Promise<{ booking: Booking; changes: FieldChanges; replay: boolean }> {
    const request = idempotentRequest({ endpoint: kind === "extend" ? "orderExtend" : "orderChange", orderNumber }, options.idempotencyKey, patch);
    const earlier = await replayOf(request, orderNumber);
    if (earlier) return { booking: earlier, changes: {}, replay: true };
    const current = await find(orderNumber);
    const config = await deps.site.siteConfig();
    ensureAllowed(kind, current, config.changeCutoffHours, options);
    // Judged once outside (settings, blocked periods: the transaction stays short and
    // needs no second connection), then the capacity is counted again under the
    // dates' locks, without this booking.
    const draft = await judgeKind(kind, current, patch);
    await deps.tokens.secret();
    try {
      const result = await prisma.$transaction(async (tx) => {
        const booking = await lockBooking(tx, current.id);
        const forced = ensureAllowed(kind, booking, config.changeCutoffHours, options);
        // Changed by another request since it was judged: judge again from the page.
        if (booking.updatedAt.getTime() !== current.updatedAt.getTime()) {
          throw new Conflict("changed_meanwhile", manageMessages.changedMeanwhile);
        }
        const quote = draft;
        const stay = { departure_date: String(quote.changes.departure_date?.to ?? valuesOf(booking).departure_date), arrival_date: String(quote.changes.arrival_date?.to ?? valuesOf(booking).arrival_date) };
        // New dates take places, counted under the dates' locks without this booking;
        // the same dates keep the places the booking already holds.
        if (quote.changes.departure_date || quote.changes.arrival_date) {
          const fullDates = await deps.capacity.lockAndFindFull(tx, {
            capacity: config.dailyCapacity,
            from: stay.departure_date,
            to: stay.arrival_date,
            excludeBookingId: booking.id,
          });
          if (fullDates.size > 0) throw new InvalidInput(fullDatesErrors(fullDates, stay));
        }
        const after = { ...valuesOf(booking), ...Object.fromEntries(Object.entries(quote.changes).map(([field, change]) => [field, change!.to])) } as ChangeableValues;
        const updated = await tx.booking.update({
          where: { id: booking.id },
          data: {
            departureAt: toInstant(after.departure_date, after.departure_time)!,
            arrivalAt: toInstant(after.arrival_date, after.arrival_time)!,
            departureTerminal: after.departure_terminal as Terminal,
            arrivalTerminal: after.arrival_terminal as Terminal,
            flightNumber: after.flight_number,
            parkingType: after.parking_type as ParkingType,
            additionalServices: quote.priced.extras.map((extra) => extra.id),
            phone: after.phone,
            carModel: after.car_model,
            licenseNumber: after.license_number,
            ...priceColumns(quote.priced),
            refundDue: quote.settlement.refundDue,
          },
        });
        const event = await tx.bookingEvent.create({
          data: {
            bookingId: booking.id,
            kind: "changed",
            actor: options.actor,
            forced,
            changes: quote.changes as PrismaNamespace.InputJsonValue,
            oldTotal: booking.totalPrice,
            newTotal: updated.totalPrice,
            priceDifference: updated.totalPrice - booking.totalPrice,
            refund: updated.refundDue - booking.refundDue > 0 ? updated.refundDue - booking.refundDue : null,
            idempotencyKey: request?.key ?? null,
            idempotencyFingerprint: request?.fingerprint ?? null,
          },
        });
        const sequence = await tx.bookingEvent.count({ where: { bookingId: booking.id } });
        const mails = changeEmails({
          booking: updated,
          config: deps.publicConfig,
          now: deps.now(),
          manageUrl: await manageUrl(updated.orderNumber),
          actor: options.actor,
          sequence,
          eventId: event.id,
          changes: quote.changes,
          oldTotal: booking.totalPrice,
          amountDue: quote.settlement.amountDue,
        });
        for (const mail of mails) await deps.outbox.enqueue(mail, tx);
        for (const message of await deps.messages.confirmed(updated, `change:${event.id}`, tx)) await deps.outbox.enqueue(message, tx);
        return { booking: updated, changes: quote.changes };
      }, TRANSACTION_OPTIONS);
      logger.info({ orderNumber, kind, actor: options.actor, total: result.booking.totalPrice, fields: Object.keys(result.changes) }, "booking changed");
      return { ...result, replay: false };
    } catch (error) {
      if (request && isKeyClash(error)) {
        const winner = await replayOf(request, orderNumber);
        if (winner) return { booking: winner, changes: {}, replay: true };
      }
      throw error;
    }
  }

  /** A hosted payment page for the difference a change left on a paid card booking. */
  async function differencePaymentUrl(booking: Booking): Promise<string | null> {
    const due = Math.max(0, booking.totalPrice - netPaid(moneyOf(booking)));
    if (booking.cancelledAt || booking.paymentMethod !== "card" || booking.paymentStatus !== "completed" || due === 0) return null;
    const url = await deps.provider.createPaymentUrl({
      orderNumber: booking.orderNumber,
      amount: due,
      firstName: booking.firstName,
      lastName: booking.lastName,
      email: booking.email,
      phone: booking.phone,
      description: messages.paymentResult.orderInfo(booking.orderNumber),
    });
    await prisma.paymentAttempt.create({
      data: { bookingId: booking.id, orderNumber: booking.orderNumber, provider: deps.provider.name, kind: "create_difference", amount: due },
    });
    return url;
  }

  return {
    /** What the change would cost, without saving it (the capacity counted as of now). */
    quote: (orderNumber: number, patch: Record<string, unknown>, options: WriteOptions) => quoteOf("change", orderNumber, patch, options),

    /** What moving the return later would cost, without saving it. */
    quoteExtend: async (orderNumber: number, patch: Record<string, unknown>, options: WriteOptions) => quoteOf("extend", orderNumber, extendPatch(patch), options),

    change: (orderNumber: number, patch: Record<string, unknown>, options: WriteOptions) => write("change", orderNumber, patch, options),

    /** Moves the return later while the car is with us (product.md §12); an earlier return stays by phone. */
    extend: async (orderNumber: number, patch: Record<string, unknown>, options: WriteOptions) => write("extend", orderNumber, extendPatch(patch), options),

    differencePaymentUrl,
  };
}
