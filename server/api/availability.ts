// GET /api/availability?from=YYYY-MM-DD&to=YYYY-MM-DD (at most 400 days): what the
// booking calendar needs per date: weekday, holiday label, whether the day is
// closed or full, the open time ranges and the blocked periods touching it.
import { Router } from "express";
import { daysBetween } from "@shared/jerusalem-time.ts";
import { messages } from "@shared/messages/index.ts";
import { apiContract, type ApiReply } from "@shared/api/contract.ts";
import type { Services } from "@server/services/index.ts";
import { MAX_AVAILABILITY_RANGE_DAYS } from "@server/services/scheduling.ts";
import { availabilityDays } from "@server/services/availability-days.ts";
import { HttpError, parseOrThrow } from "./http-errors.ts";

export function availabilityRoutes(services: Services): Router {
  const router = Router();
  router.get(apiContract.availability.path, async (req, res) => {
    const { from, to } = parseOrThrow(apiContract.availability.query, req.query);
    if ((daysBetween(from, to) ?? Infinity) >= MAX_AVAILABILITY_RANGE_DAYS) {
      throw new HttpError(400, "invalid_request", messages.api.badRequest, { to: messages.invalid.rangeTooLong });
    }
    const days = await services.scheduling.availability(from, to);
    // Calendars re-ask often; a short shared cache keeps it cheap yet fresh.
    res.set("Cache-Control", "public, max-age=30");
    res.json({
      from,
      to,
      days: availabilityDays(days),
    } satisfies ApiReply<"availability">);
  });
  return router;
}
