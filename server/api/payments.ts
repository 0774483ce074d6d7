// POST /api/create-payment { orderNumber, token } → { success, paymentUrl }: a new
// hosted payment page for an unpaid card booking (the booking page and the retry
// on the result page). GET /api/payment-webhook: the verified, idempotent return
// handler, for a return that lands inside the payment frame.
import { Router } from "express";
import { z } from "zod";
import { stringThen } from "../../shared/field-schemas.ts";
import { messages } from "../../shared/messages.ts";
import { flatQuery } from "../payments/provider.ts";
import type { Services } from "../services/index.ts";
import { parseOrThrow } from "./http-errors.ts";

const createBody = z.object(
  {
    orderNumber: z.coerce.number({ error: messages.api.badRequest }).int().positive().max(2_000_000_000),
    token: stringThen(messages.api.badRequest, z.string().max(64)),
  },
  { error: messages.api.badRequest },
);

export function paymentRoutes(services: Services): Router {
  const router = Router();

  router.post("/create-payment", async (req, res) => {
    const body = parseOrThrow(createBody, req.body);
    // Refusals (404 unknown order, 409 paid or cancelled, 502 the provider failing) are answered by apiErrorHandler.
    const paymentUrl = await services.payments.createPayment(body.orderNumber, body.token);
    res.json({ success: true, paymentUrl });
  });

  router.get("/payment-webhook", async (req, res) => {
    const outcome = await services.payments.handleReturn(flatQuery(req.query as Record<string, unknown>));
    res.json({ outcome: outcome.kind, orderNumber: outcome.orderNumber });
  });

  return router;
}
