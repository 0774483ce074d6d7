// Manage my booking (product.md §12, docs/decisions/017), for the holder of the order's token (?t=):
//   POST /api/bookings/:orderNumber/quote-change  the changed fields → new price, amount_due, refund_due; nothing saved
//   POST /api/bookings/:orderNumber/change        saves it: 200 + the order (payment_url when a card booking owes a difference)
//   POST /api/bookings/:orderNumber/quote-extend  { arrival_date, arrival_time } later, once the car is with us: priced, nothing saved
//   POST /api/bookings/:orderNumber/extend        saves it, answered as a change (product.md §12)
//   POST /api/bookings/:orderNumber/cancel        by the law's terms: 200 status "cancelled", fee, refund_due
//   POST /api/bookings/:orderNumber/pay-difference  a new hosted page for what is due
//   POST /api/bookings/:orderNumber/pay-cash      an unpaid card booking goes to cash: 200 + the order and the cash result page's address
//   POST /api/bookings/:orderNumber/resend-confirmation
//   POST /api/bookings/:orderNumber/message-channel  { message_channel } where the service messages go: 200 + the order
//   GET  /api/bookings/:orderNumber/calendar.ics  the pickup and the return (cancelled: METHOD:CANCEL)
// A wrong token and an unknown order answer the same 404. Field errors are 422 in
// the booking API's shape; "not now" (cutoff, cancelled, outside the terms) is 409
// with a Hebrew reason. An Idempotency-Key makes a change or a cancel safe to repeat:
// it is this order's and this action's only, and the same key with another body is
// a 422 (services/idempotency.ts).
import { Router, type Request } from "express";
import { apiContract, orderNumberParam, type ApiReply } from "@shared/api/contract.ts";
import { manageMessages } from "@shared/messages/manage.ts";
import { messages } from "@shared/messages/index.ts";
import type { Booking } from "@server/db/generated/client.ts";
import type { ChangeQuote, WriteOptions } from "@server/services/booking-changes/service.ts";
import { Conflict, NotFound } from "@server/services/domain-errors.ts";
import type { Services } from "@server/services/index.ts";
import { HttpError, parseOrThrow } from "./http-errors.ts";
import { idempotencyKey, isPlainObject } from "./request-meta.ts";
import { BRAND_NAME } from "@shared/brand.ts";
import { publicConfig, type Config } from "@server/config.ts";
import { bookingCalendarEvents } from "@server/mail/booking-emails.ts";
import { buildIcs } from "@server/mail/ics.ts";
import { cashResultUrl } from "@shared/result-url.ts";

export function bookingManageRoutes(services: Services, config: Config): Router {
  const router = Router();
  const manage = services.bookingChanges;

  /** The order named by the path, only for the holder of its token. */
  async function orderOf(req: Request): Promise<Booking> {
    const orderNumber = parseOrThrow(orderNumberParam, req.params.orderNumber);
    const booking = await manage.forToken(orderNumber, req.query.t);
    // The same answer for a wrong token and a missing order: nothing to learn.
    if (!booking) throw new HttpError(404, "not_found", messages.api.orderNotFound);
    return booking;
  }

  function patchOf(req: Request): Record<string, unknown> {
    if (!isPlainObject(req.body)) throw new HttpError(400, "invalid_request", messages.api.badRequest);
    return req.body;
  }

  const customer = (req: Request): WriteOptions => ({ actor: "customer", idempotencyKey: idempotencyKey(req) });

  /** Where to pay what a change left due: the difference on a paid card, the whole on an unpaid one. */
  async function paymentUrl(booking: Booking): Promise<string | null> {
    if (booking.paymentMethod !== "card" || booking.cancelledAt) return null;
    if (booking.paymentStatus === "completed") return manage.differencePaymentUrl(booking);
    try {
      return await services.payments.createPayment(booking.orderNumber, await services.orderTokens.sign(booking.orderNumber));
    } catch (error) {
      // Paid or cancelled meanwhile: nothing to pay here.
      if (error instanceof NotFound || error instanceof Conflict) return null;
      throw error;
    }
  }

  /** A change's or an extension's price, as the form shows it before saving. */
  function quoteReply(booking: Booking, { priced, settlement, changes }: ChangeQuote): ApiReply<"orderQuoteChange"> {
    return {
      changes,
      days: priced.days,
      parking: priced.parking,
      extras: priced.extras,
      extras_total: priced.extrasTotal,
      discount: priced.discount,
      total: priced.total,
      old_total: booking.totalPrice,
      difference: settlement.difference,
      amount_due: settlement.amountDue,
      refund_due: settlement.refundDue,
    };
  }

  /** The order after a change or an extension, with where to pay what it left due. */
  async function changedReply(result: { booking: Booking; changes: ApiReply<"orderChange">["changes"] }): Promise<ApiReply<"orderChange">> {
    const view = await manage.view(result.booking);
    const url = view.amount_due > 0 ? await paymentUrl(result.booking) : null;
    return { ...view, changes: result.changes, ...(url ? { payment_url: url } : {}) };
  }

  // The service's refusals (422 field errors, 404, 409 with a Hebrew reason) are answered by apiErrorHandler.
  router.post(apiContract.orderQuoteChange.path, async (req, res) => {
    const booking = await orderOf(req);
    res.json(quoteReply(booking, await manage.quote(booking.orderNumber, patchOf(req), customer(req))));
  });

  router.post(apiContract.orderChange.path, async (req, res) => {
    const booking = await orderOf(req);
    const result = await manage.change(booking.orderNumber, patchOf(req), customer(req));
    if (result.replay) res.set("Idempotent-Replayed", "true");
    res.json(await changedReply(result));
  });

  // Extend my stay: the same judging, pricing and payment as a change of the return (product.md §12).
  router.post(apiContract.orderQuoteExtend.path, async (req, res) => {
    const booking = await orderOf(req);
    res.json(quoteReply(booking, await manage.quoteExtend(booking.orderNumber, patchOf(req), customer(req))));
  });

  router.post(apiContract.orderExtend.path, async (req, res) => {
    const booking = await orderOf(req);
    const result = await manage.extend(booking.orderNumber, patchOf(req), customer(req));
    if (result.replay) res.set("Idempotent-Replayed", "true");
    res.json(await changedReply(result));
  });

  router.post(apiContract.orderCancel.path, async (req, res) => {
    const booking = await orderOf(req);
    const result = await manage.cancel(booking.orderNumber, customer(req));
    if (result.replay) res.set("Idempotent-Replayed", "true");
    const view = await manage.view(result.booking);
    res.json({ ...view, status: "cancelled", fee: result.fee, refund_due: result.booking.refundDue } satisfies ApiReply<"orderCancel">);
  });

  // Cash to the representative instead of a card that was declined or not paid (product.md §2.16).
  router.post(apiContract.orderPayCash.path, async (req, res) => {
    const booking = await orderOf(req);
    const result = await services.cashInstead.switchToCash(booking.orderNumber, { idempotencyKey: idempotencyKey(req) });
    if (result.replay) res.set("Idempotent-Replayed", "true");
    const token = await services.orderTokens.sign(result.booking.orderNumber);
    res.json({ ...(await manage.view(result.booking)), result_url: cashResultUrl(result.booking, token) } satisfies ApiReply<"orderPayCash">);
  });

  router.post(apiContract.orderPayDifference.path, async (req, res) => {
    const booking = await orderOf(req);
    const url = await paymentUrl(booking);
    if (!url) throw new HttpError(409, "nothing_due", manageMessages.nothingToPay);
    res.json({ payment_url: url } satisfies ApiReply<"orderPayDifference">);
  });

  // The pickup and the return for the traveller's calendar; a cancelled order's file cancels them.
  router.get(apiContract.orderCalendar.path, async (req, res) => {
    const booking = await orderOf(req);
    const cancelled = booking.cancelledAt !== null;
    const sequence = await services.bookingChanges.events(booking.orderNumber).then((events) => events.length);
    const ics = buildIcs(bookingCalendarEvents(booking, publicConfig(config)), services.now(), BRAND_NAME, { method: cancelled ? "CANCEL" : "PUBLISH", sequence });
    res
      .type(`text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "PUBLISH"}`)
      .set("Content-Disposition", `attachment; filename="valet-${booking.orderNumber}.ics"`)
      .send(ics);
  });

  router.post(apiContract.orderResend.path, async (req, res) => {
    const booking = await orderOf(req);
    await manage.resendConfirmation(booking.orderNumber);
    res.json({ ok: true, message: manageMessages.resendSent } satisfies ApiReply<"orderResend">);
  });

  // The token first: a guessed order learns nothing, whatever its body (400 only to the token's holder).
  router.post(apiContract.orderMessageChannel.path, async (req, res) => {
    const booking = await orderOf(req);
    const { message_channel: channel } = parseOrThrow(apiContract.orderMessageChannel.body, req.body);
    const updated = await services.messageChannel.change(booking.id, channel);
    res.json((await manage.view(updated)) satisfies ApiReply<"orderMessageChannel">);
  });

  return router;
}
