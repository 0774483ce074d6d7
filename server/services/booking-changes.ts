// Manage my booking (product.md §12, docs/decisions/017): the private order view, a
// change re-checked by the same rules as a new booking and re-priced on the
// server, the law's cancellation, refunds owed, and an event row for each.
// Every write locks the booking's row first (SELECT … FOR UPDATE), so a change
// and a cancellation of one booking never interleave: the second sees the first.
import { bookingSchema } from "@shared/booking-schema.ts";
import { validateBooking } from "@shared/booking-validation.ts";
import { fieldErrors } from "@shared/zod-errors.ts";
import {
  cancellationTerms,
  changeWindow,
  diffValues,
  netPaid,
  settleChange,
  type ChangeableValues,
  type FieldChanges,
  type Settlement,
} from "@shared/booking-changes.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import { extendMessages } from "@shared/extend-messages.ts";
import { manageMessages } from "@shared/manage-messages.ts";
import { cancelRefusal, changeRefusal, WITH_US } from "@shared/service-status.ts";
import { messages } from "@shared/messages.ts";
import { orderPageUrl, type OrderView } from "@shared/order-view.ts";
import type { Quote } from "@shared/pricing.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import type { ParkingType, Terminal } from "@shared/constants.ts";
import type { Prisma } from "@server/db/database.ts";
import { isUniqueViolation } from "@server/db/errors.ts";
import { type Prisma as PrismaNamespace, type Booking } from "@server/db/generated/client.ts";
import type { Logger } from "@server/logger.ts";
import { customerConfirmation } from "@server/mail/booking-emails.ts";
import { cancellationEmails, changeEmails } from "@server/mail/booking-change-emails.ts";
import type { PaymentProvider } from "@server/payments/provider.ts";
import { Conflict, InvalidInput, NotFound } from "./domain-errors.ts";
import { idempotentRequest, requestFingerprint, type IdempotentRequest } from "./idempotency.ts";
import { moveServiceStatus } from "./service-transitions.ts";
import { adminMessages } from "./admin/admin-messages.ts";
import { fullDatesErrors, type CapacityService } from "./capacity.ts";
import type { OrderTokens } from "./order-tokens.ts";
import { lockBooking, replayedBooking } from "./booking-row.ts";
import type { OutboxService } from "./outbox.ts";
import type { TravellerMessages } from "@server/messages/traveller-messages.ts";
import type { TaxDocumentQueue } from "@server/invoices/tax-document-queue.ts";
import type { SchedulingService } from "./scheduling.ts";
import type { SiteConfigService } from "./site-config.ts";
import { errorsOfChange, mergedBody, moneyOf, priceColumns, repriceBooking, valuesOf } from "./booking-change-values.ts";
import { buildOrderView } from "./order-view-builder.ts";
import { documentsOf } from "./tax-document-views.ts";

type Actor = "customer" | "operator";

export interface WriteOptions {
  actor: Actor;
  /** The operator overrides the cutoff or the cancellation window (recorded). */
  force?: boolean;
  /** The client's Idempotency-Key, as sent: scoped to the endpoint and the order, and bound to the request (idempotency.ts). */
  idempotencyKey?: string;
}

export interface ChangeQuote {
  booking: Booking;
  changes: FieldChanges;
  priced: Quote;
  settlement: Settlement;
}

/**
 * A change from the change form, or an extension of the stay (product.md §12, §17): a
 * change of the return to a later moment, open from the pickup until the planned
 * return instead of until the cutoff before the departure. Both are judged, priced,
 * saved and e-mailed the same way.
 */
type ChangeKind = "change" | "extend";

/** What an extension may name: the return's date and time. */
const EXTEND_FIELDS = ["arrival_date", "arrival_time"] as const;

const TRANSACTION_OPTIONS = { maxWait: 20_000, timeout: 20_000 };
/** One re-sent confirmation per order per this many minutes; more asks are answered but not sent. */
const RESEND_BUCKET_MINUTES = 10;
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

export { moneyOf };

export function createBookingChangeService(deps: {
  prisma: Prisma;
  scheduling: SchedulingService;
  capacity: CapacityService;
  site: SiteConfigService;
  outbox: OutboxService;
  messages: TravellerMessages;
  documents: TaxDocumentQueue;
  tokens: OrderTokens;
  provider: PaymentProvider;
  publicConfig: PublicConfig;
  logger: Logger;
  now: () => Date;
}) {
  const { prisma, logger } = deps;

  async function find(orderNumber: number): Promise<Booking> {
    const booking = await prisma.booking.findUnique({ where: { orderNumber } });
    if (!booking) throw new NotFound("order_not_found", messages.api.orderNotFound, { orderNumber });
    return booking;
  }


  async function manageUrl(orderNumber: number): Promise<string> {
    return orderPageUrl(deps.publicConfig.baseUrl, orderNumber, await deps.tokens.sign(orderNumber));
  }

  const replayOf = (request: IdempotentRequest | undefined, orderNumber: number) => replayedBooking(prisma, request, orderNumber);

  function isKeyClash(error: unknown): boolean {
    return isUniqueViolation(error, "idempotency_key");
  }

  /**
   * The change judged and priced, not saved. `ctx` settings are read before any
   * transaction, which stays short and on its own connection; the full dates are
   * counted by the caller: under the dates' locks when saving.
   */
  async function judge(booking: Booking, patch: Record<string, unknown>, full: ReadonlySet<string> | null): Promise<ChangeQuote> {
    const before = valuesOf(booking);
    const body = mergedBody(booking, patch);
    const dates = [body.departure_date, body.arrival_date].map((value) => (typeof value === "string" ? value : "")).sort();
    const ctx = await deps.scheduling.contextFor(dates[0]!, dates[1]!, booking.id, { capacity: full === null });
    const verdict = validateBooking(body, full === null ? ctx : { ...ctx, isDateFull: full });
    const errors = verdict.ok ? {} : errorsOfChange(verdict.errors, before, body);
    if (Object.keys(errors).length > 0) throw new InvalidInput(errors);
    // Only rule errors on an unmoved moment were dropped: the formats must still parse.
    const parsed = verdict.ok ? { success: true as const, data: verdict.data } : bookingSchema.safeParse(body);
    if (!parsed.success) throw new InvalidInput(fieldErrors(parsed.error));
    const form = parsed;
    const after: ChangeableValues = {
      departure_date: form.data.departure_date,
      departure_time: form.data.departure_time,
      arrival_date: form.data.arrival_date,
      arrival_time: form.data.arrival_time,
      departure_terminal: form.data.departure_terminal,
      arrival_terminal: form.data.arrival_terminal,
      flight_number: form.data.flight_number,
      parking_type: form.data.parking_type,
      additional_services: [...new Set(form.data.additional_services)],
      phone: form.data.phone,
      car_model: form.data.car_model,
      license_number: form.data.license_number,
    };
    const changes = diffValues(before, after);
    if (Object.keys(changes).length === 0) throw new InvalidInput({ _form: manageMessages.nothingChanged });
    ensureServiceAllows(booking, Object.keys(changes));
    const priced = repriceBooking(booking, after);
    return { booking, changes, priced, settlement: settleChange(moneyOf(booking), priced.total) };
  }

  /** Once the car is with us only the return may change, and after the service nothing (docs/decisions/029). */
  function ensureServiceAllows(booking: Booking, fields: readonly string[]): void {
    const refusal = changeRefusal(booking.serviceStatus, fields);
    if (refusal) throw new Conflict(refusal.code, refusal.message);
  }

  function ensureChangeable(booking: Booking, cutoffHours: number, options: WriteOptions): boolean {
    if (booking.cancelledAt) throw new Conflict("cancelled", manageMessages.cancelled);
    ensureServiceAllows(booking, []);
    const window = changeWindow({ departureAt: booking.departureAt, cutoffHours, now: deps.now(), cancelled: false });
    if (!window.allowed && !(options.actor === "operator" && options.force)) {
      throw new Conflict("change_closed", manageMessages.changeClosed(deps.publicConfig.phone));
    }
    return !window.allowed;
  }

  /** An extension: only while the car is with us, and only until the planned return. */
  function ensureExtendable(booking: Booking): void {
    if (booking.cancelledAt) throw new Conflict("cancelled", manageMessages.cancelled);
    ensureServiceAllows(booking, EXTEND_FIELDS);
    if (!WITH_US.includes(booking.serviceStatus)) throw new Conflict("not_picked_up", extendMessages.beforePickup);
    if (deps.now() >= booking.arrivalAt) throw new Conflict("extend_closed", extendMessages.closed(deps.publicConfig.phone));
  }

  /** Whether the write is allowed now; true when the operator forced it past the cutoff (recorded). */
  function ensureAllowed(kind: ChangeKind, booking: Booking, cutoffHours: number, options: WriteOptions): boolean {
    if (kind === "change") return ensureChangeable(booking, cutoffHours, options);
    ensureExtendable(booking);
    return false;
  }

  /** An extension names the return's date and time and nothing else, and moves the return later. */
  function extendPatch(patch: Record<string, unknown>): Record<string, unknown> {
    const other = Object.keys(patch).find((field) => !(EXTEND_FIELDS as readonly string[]).includes(field));
    if (other) throw new InvalidInput({ [other]: extendMessages.returnTimeOnly });
    return patch;
  }

  function ensureLater(booking: Booking, quote: ChangeQuote): void {
    const after = { ...valuesOf(booking), ...Object.fromEntries(Object.entries(quote.changes).map(([field, change]) => [field, change!.to])) } as ChangeableValues;
    const arrival = toInstant(after.arrival_date, after.arrival_time);
    if (!arrival || arrival <= booking.arrivalAt) throw new InvalidInput({ arrival_date: extendMessages.earlierByPhone(deps.publicConfig.phone) });
  }

  /** judge(), and for an extension the return moved later. */
  async function judgeKind(kind: ChangeKind, booking: Booking, patch: Record<string, unknown>): Promise<ChangeQuote> {
    const quote = await judge(booking, patch, null);
    if (kind === "extend") ensureLater(booking, quote);
    return quote;
  }

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

  async function view(booking: Booking): Promise<OrderView> {
    // The flight and the documents are read afresh with every view (the flight poll and
    // the issuing jobs change them between two reloads of the page); none waits for another.
    const [config, flight, documents, differences] = await Promise.all([
      deps.site.siteConfig(),
      prisma.flightStatusRow.findUnique({ where: { bookingId: booking.id } }),
      documentsOf(prisma, { tokens: deps.tokens, baseUrl: deps.publicConfig.baseUrl }, booking.id),
      // Differences the card paid after changes (difference-payments.ts's outcomes), for the page's payment lines.
      prisma.paymentAttempt.aggregate({ where: { bookingId: booking.id, kind: "return", outcome: { in: ["difference_paid", "overpaid"] } }, _sum: { amount: true } }),
    ]);
    return buildOrderView(booking, flight, documents, {
      now: deps.now(),
      cutoffHours: config.changeCutoffHours,
      businessPhone: deps.publicConfig.phone,
      differencesPaid: differences._sum.amount ?? 0,
    });
  }
  return {
    find,
    view,

    /** The order for the holder of its token; null for a wrong token or an unknown order alike. */
    async forToken(orderNumber: number, token: unknown): Promise<Booking | null> {
      if (!(await deps.tokens.verify(orderNumber, token))) return null;
      return prisma.booking.findUnique({ where: { orderNumber } });
    },

    /** What the change would cost, without saving it (the capacity counted as of now). */
    quote: (orderNumber: number, patch: Record<string, unknown>, options: WriteOptions) => quoteOf("change", orderNumber, patch, options),

    /** What moving the return later would cost, without saving it. */
    quoteExtend: async (orderNumber: number, patch: Record<string, unknown>, options: WriteOptions) => quoteOf("extend", orderNumber, extendPatch(patch), options),

    change: (orderNumber: number, patch: Record<string, unknown>, options: WriteOptions) => write("change", orderNumber, patch, options),

    /** Moves the return later while the car is with us (product.md §12); an earlier return stays by phone. */
    extend: async (orderNumber: number, patch: Record<string, unknown>, options: WriteOptions) => write("extend", orderNumber, extendPatch(patch), options),

    /**
     * Cancels by the law's terms (the fee kept, the rest owed back), or, for the
     * operator with `force`, outside them: then nothing is refunded unless a fee
     * is given, and the rest of what was paid is owed back.
     */
    async cancel(orderNumber: number, options: WriteOptions & { fee?: number }): Promise<{ booking: Booking; fee: number; refund: number; replay: boolean }> {
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
    },

    /** The confirmation again, at most once per order every few minutes (more asks change nothing). */
    async resendConfirmation(orderNumber: number): Promise<void> {
      const booking = await find(orderNumber);
      if (booking.cancelledAt) throw new Conflict("cancelled", manageMessages.resendCancelled);
      const now = deps.now();
      const mail = customerConfirmation(booking, deps.publicConfig, now, await manageUrl(orderNumber));
      const bucket = Math.floor(now.getTime() / (RESEND_BUCKET_MINUTES * 60_000));
      await deps.outbox.enqueue({ ...mail, kind: "customer_confirmation_resend", dedupeKey: `customer-resend:${orderNumber}:${bucket}` });
    },

    /** A hosted payment page for the difference a change left on a paid card booking. */
    async differencePaymentUrl(booking: Booking): Promise<string | null> {
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
    },

    // ---- The operator's side (valet bookings …) ----

    refunds(): Promise<Booking[]> {
      return prisma.booking.findMany({ where: { refundDue: { gt: 0 } }, orderBy: [{ updatedAt: "asc" }, { orderNumber: "asc" }] });
    },

    async markRefunded(orderNumber: number, reference: string | undefined): Promise<{ booking: Booking; amount: number }> {
      const current = await find(orderNumber);
      return prisma.$transaction(async (tx) => {
        const booking = await lockBooking(tx, current.id);
        const amount = booking.refundDue;
        if (amount === 0) throw new Conflict("nothing_owed", adminMessages.nothingOwed(orderNumber), { orderNumber });
        const updated = await tx.booking.update({
          where: { id: booking.id },
          data: { refundDue: 0, refundedAmount: booking.refundedAmount + amount, refundedAt: deps.now(), refundReference: reference ?? null },
        });
        const event = await tx.bookingEvent.create({ data: { bookingId: booking.id, kind: "refunded", actor: "operator", refund: amount, note: reference ?? null } });
        await deps.documents.refund(tx, updated, { reference: `refund:${event.id}`, amount, at: event.createdAt });
        return { booking: updated, amount };
      }, TRANSACTION_OPTIONS);
    },

    /**
     * A booking's event rows, oldest first: its changes, cancellation, refunds and paid
     * differences (product.md §12) and its service day. The one reader of them: the
     * order page's calendar file and the CLI's `bookings show` both call it.
     */
    async events(orderNumber: number) {
      const booking = await find(orderNumber);
      return prisma.bookingEvent.findMany({ where: { bookingId: booking.id }, orderBy: { id: "asc" } });
    },
  };
}

export type BookingChangeService = ReturnType<typeof createBookingChangeService>;
