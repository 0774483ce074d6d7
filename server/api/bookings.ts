// POST /api/bookings: create a booking (201), or replay the first one for a
// repeated Idempotency-Key with the same body (200; the same key with another body
// is a 422, services/idempotency.ts). Field and rule errors answer 422 with Hebrew
// messages per field; a body that is not a JSON object answers 400.
// GET /api/bookings/:orderNumber?t=TOKEN: what the result page needs, only to the
// holder of the order's token. POST /api/notify-cash-booking: the result page's
// retry of the business notification, which is never sent twice.
import { Router, type Request } from "express";
import { apiContract, orderNumberParam, type ApiReply } from "@shared/api/contract.ts";
import { messages } from "@shared/messages/index.ts";
import { cashResultUrl } from "@shared/result-url.ts";
import { VISITOR_ID_PATTERN } from "@shared/track-visit-schema.ts";
import type { Booking } from "@server/db/generated/client.ts";
import { maskEmail } from "@server/services/bookings.ts";
import type { Services } from "@server/services/index.ts";
import { HttpError, parseOrThrow } from "./http-errors.ts";
import { cookie, idempotencyKey, isPlainObject } from "./request-meta.ts";

/** The ap_vid cookie, or the body's visitor_id when cookies are off; only a well-formed id is kept. */
function visitorId(req: Request): string | undefined {
  for (const candidate of [cookie(req, "ap_vid"), req.body.visitor_id]) {
    if (typeof candidate === "string" && VISITOR_ID_PATTERN.test(candidate)) return candidate;
  }
  return undefined;
}

/** The booking as the create answer states it (its token and next address aside): the contract's fields. */
type BookingOutcome = Pick<ApiReply<"bookingCreate">, "order_number" | "total" | "payment_method" | "payment_status">;

function bookingOutcome(booking: Booking): BookingOutcome {
  return {
    order_number: booking.orderNumber,
    total: booking.totalPrice,
    payment_method: booking.paymentMethod,
    payment_status: booking.paymentStatus,
  };
}

/** The result page's summary in the read answer: the create answer's outcome and what the page shows besides. */
function bookingSummary(booking: Booking): BookingOutcome & Pick<ApiReply<"bookingRead">, "first_name" | "payment_amount" | "email_hint"> {
  return {
    ...bookingOutcome(booking),
    first_name: booking.firstName,
    payment_amount: booking.paymentAmount,
    email_hint: maskEmail(booking.email),
  };
}

export function bookingRoutes(services: Services): Router {
  const router = Router();

  router.post(apiContract.bookingCreate.path, async (req, res) => {
    if (!isPlainObject(req.body)) throw new HttpError(400, "invalid_request", messages.api.badRequest);
    const key = idempotencyKey(req);
    // A refusal (InvalidInput: 422 with the field messages) is answered by apiErrorHandler.
    const { booking, replay } = await services.bookings.create(req.body, {
      idempotencyKey: key,
      attribution: req.body.attribution,
      visitorId: visitorId(req),
    });
    const token = await services.orderTokens.sign(booking.orderNumber);
    if (replay) res.set("Idempotent-Replayed", "true");
    res.status(replay ? 200 : 201).json({
      ...bookingOutcome(booking),
      token,
      ...(booking.paymentMethod === "cash" ? { result_url: cashResultUrl(booking, token) } : {}),
    } satisfies ApiReply<"bookingCreate">);
  });

  router.get(apiContract.bookingRead.path, async (req, res) => {
    const orderNumber = parseOrThrow(orderNumberParam, req.params.orderNumber);
    const allowed = await services.orderTokens.verify(orderNumber, req.query.t);
    const booking = allowed ? await services.bookings.findByOrderNumber(orderNumber) : null;
    // The same answer for a wrong token and a missing order: nothing to learn.
    if (!booking) throw new HttpError(404, "not_found", messages.api.orderNotFound);
    // The result page's fields, the order page's (product.md §12): status, can_change, cancellation, amount_due…,
    // and the service day's (product.md §17): service_status, timeline, handover.
    res.json({
      ...(await services.bookingChanges.view(booking)),
      ...bookingSummary(booking),
      ...(await services.serviceView(booking, String(req.query.t))),
    } satisfies ApiReply<"bookingRead">);
  });

  router.post(apiContract.notifyCashBooking.path, async (req, res) => {
    const body = parseOrThrow(apiContract.notifyCashBooking.body, req.body);
    // Only the holder of the order's token learns anything: without it every order
    // number, cash, card or none, gets the same 404 (product.md §6.3; docs/SECURITY.md).
    const allowed = await services.orderTokens.verify(body.orderNumber, body.token);
    const booking = allowed ? await services.bookings.findByOrderNumber(body.orderNumber) : null;
    if (!booking || booking.paymentMethod !== "cash") throw new HttpError(404, "not_found", messages.api.orderNotFound);
    await services.bookings.ensureCashNotification(booking);
    res.json({ ok: true } satisfies ApiReply<"notifyCashBooking">);
  });

  return router;
}
