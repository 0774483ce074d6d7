// POST /api/schedule/check { departure_date, departure_time, arrival_date, arrival_time }
// → { ok, errors: { field: message } }: exactly the check the booking API applies.
// Malformed input is a 400; a well-formed moment that the rules refuse is ok:false.
import { Router } from "express";
import { scheduleCheckSchema } from "../../shared/query-schemas.ts";
import type { Services } from "../services/index.ts";
import { parseOrThrow } from "./http-errors.ts";

export function scheduleCheckRoutes(services: Services): Router {
  const router = Router();
  router.post("/schedule/check", async (req, res) => {
    const body = parseOrThrow(scheduleCheckSchema, req.body);
    const result = await services.scheduling.check(body);
    res.json({ ok: result.ok, errors: result.errors });
  });
  return router;
}
