// GET /api/coupons/check?code=CODE: whether a coupon can be applied now, for the
// booking form's 'activate coupon' button. The booking itself checks again.
import { Router } from "express";
import { z } from "zod";
import { evaluateCoupon } from "../../shared/coupon-rules.ts";
import { stringThen } from "../../shared/field-schemas.ts";
import { messages } from "../../shared/messages.ts";
import type { Services } from "../services/index.ts";
import { parseOrThrow } from "./http-errors.ts";

const query = z.object(
  { code: stringThen(messages.coupon.empty, z.string().trim().min(1, { error: messages.coupon.empty }).max(40, { error: messages.coupon.invalid })) },
  { error: messages.api.badRequest },
);

export function couponRoutes(services: Services): Router {
  const router = Router();
  router.get("/coupons/check", async (req, res) => {
    const { code } = parseOrThrow(query, req.query);
    const found = await services.coupons.findByCode(code);
    const verdict = evaluateCoupon(found, { now: services.now(), code });
    res.json(verdict.ok ? { valid: true, code: verdict.code, amount: verdict.amount } : { valid: false, message: verdict.message });
  });
  return router;
}
