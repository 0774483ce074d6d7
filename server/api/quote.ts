// GET /api/quote?type=open&departure=2026-07-01&arrival=2026-07-07&extras=car_wash,fuel&coupon=CODE
// The price of a stay from the shared rules. An unusable coupon does not fail the
// quote: the total comes without the discount, with coupon_error saying why.
import { Router } from "express";
import { CURRENCY } from "@shared/constants.ts";
import { apiContract, type ApiReply } from "@shared/api/contract.ts";
import type { Services } from "@server/services/index.ts";
import { stayBoundErrors } from "@shared/stay-bounds.ts";
import { InvalidInput } from "@server/services/domain-errors.ts";
import { parseOrThrow } from "./http-errors.ts";

export function quoteRoutes(services: Services): Router {
  const router = Router();
  router.get(apiContract.quote.path, async (req, res) => {
    const query = parseOrThrow(apiContract.quote.query, req.query);
    // The booking's bounds (docs/decisions/038): the calculator prices no stay the form would refuse.
    const beyond = stayBoundErrors(query.departure, query.arrival, await services.scheduling.bounds());
    if (beyond.departure || beyond.arrival) {
      throw new InvalidInput({ ...(beyond.departure ? { departure: beyond.departure } : {}), ...(beyond.arrival ? { arrival: beyond.arrival } : {}) });
    }
    const priced = await services.pricing.price({
      type: query.type,
      departureDate: query.departure,
      arrivalDate: query.arrival,
      extras: query.extras,
      couponCode: query.coupon,
    });
    res.json({
      type: query.type,
      days: priced.days,
      parking: priced.parking,
      extras: priced.extras,
      extras_total: priced.extrasTotal,
      discount: priced.discount,
      coupon_code: priced.couponCode,
      ...(priced.couponError ? { coupon_error: priced.couponError } : {}),
      total: priced.total,
      currency: CURRENCY,
    } satisfies ApiReply<"quote">);
  });
  return router;
}
