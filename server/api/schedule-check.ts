// POST /api/schedule/check { departure_date, departure_time, arrival_date, arrival_time }
// → { ok, errors: { field: message } }: exactly the check the booking API applies.
// Malformed input is a 400; a well-formed moment that the rules refuse is ok:false.
import { Router } from "express";
import { apiContract, type ApiReply } from "@shared/api/contract.ts";
import type { Services } from "@server/services/index.ts";
import { parseOrThrow } from "./http-errors.ts";

export function scheduleCheckRoutes(services: Services): Router {
  const router = Router();
  router.post(apiContract.scheduleCheck.path, async (req, res) => {
    const body = parseOrThrow(apiContract.scheduleCheck.body, req.body);
    const result = await services.scheduling.check(body);
    res.json({ ok: result.ok, errors: result.errors } satisfies ApiReply<"scheduleCheck">);
  });
  return router;
}
