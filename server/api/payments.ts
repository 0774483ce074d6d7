// POST /api/create-payment { orderNumber, token } → { success, paymentUrl }: a new
// hosted payment page for an unpaid card booking (the booking page and the retry
// on the result page). GET /api/payment-webhook: the verified, idempotent return
// handler, for a return that lands inside the payment frame.
import { Router } from "express";
import { apiContract, type ApiReply } from "@shared/api/contract.ts";
import { flatQuery } from "@server/payments/provider.ts";
import type { Services } from "@server/services/index.ts";
import { parseOrThrow } from "./http-errors.ts";

export function paymentRoutes(services: Services): Router {
  const router = Router();

  router.post(apiContract.createPayment.path, async (req, res) => {
    const body = parseOrThrow(apiContract.createPayment.body, req.body);
    // Refusals (404 unknown order, 409 paid or cancelled, 502 the provider failing) are answered by apiErrorHandler.
    const paymentUrl = await services.payments.createPayment(body.orderNumber, body.token);
    res.json({ success: true, paymentUrl } satisfies ApiReply<"createPayment">);
  });

  router.get(apiContract.paymentWebhook.path, async (req, res) => {
    const outcome = await services.payments.handleReturn(flatQuery(req.query as Record<string, unknown>));
    res.json({ outcome: outcome.kind, orderNumber: outcome.orderNumber } satisfies ApiReply<"paymentWebhook">);
  });

  return router;
}
