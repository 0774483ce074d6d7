// GET /api/coupons/check?code=CODE: whether a coupon can be applied now, for the
// booking form's 'activate coupon' button. The booking itself checks again.
import { Router } from "express";
import { apiContract, type ApiReply } from "@shared/api/contract.ts";
import { evaluateCoupon } from "@shared/coupon-rules.ts";
import type { Services } from "@server/services/index.ts";
import { parseOrThrow } from "./http-errors.ts";

export function couponRoutes(services: Services): Router {
  const router = Router();
  router.get(apiContract.couponCheck.path, async (req, res) => {
    const { code } = parseOrThrow(apiContract.couponCheck.query, req.query);
    const found = await services.coupons.findByCode(code);
    const verdict = evaluateCoupon(found, { now: services.now(), code });
    const answer: ApiReply<"couponCheck"> = verdict.ok ? { valid: true, code: verdict.code, amount: verdict.amount } : { valid: false, message: verdict.message };
    res.json(answer);
  });
  return router;
}
