// The service day on the crew's phones (product.md §17, docs/decisions/029), for a
// signed-in representative only (401 crew_session_required otherwise):
//   GET  /api/crew/manifest?date=YYYY-MM-DD            the day's and the next day's pickups and returns
//                                                       (yesterday, today or tomorrow only: 422 on date otherwise)
//   POST /api/crew/bookings/:orderNumber/pickup        { odometer_km, fuel_eighths | battery_percent, keys, damage_notes?, cash_collected? }
//   POST /api/crew/bookings/:orderNumber/parked        { bay, key_hook }
//   POST /api/crew/bookings/:orderNumber/returning
//   POST /api/crew/bookings/:orderNumber/return        { odometer_km, fuel_eighths | battery_percent, cash_collected? }
//   POST /api/crew/bookings/:orderNumber/no-show
// Each move answers the booking's service day after it. A pickup or a no-show is taken
// only for a booking whose planned pickup is yesterday, today or tomorrow in Israel (409
// outside_crew_days), a no-show only from the planned pickup time on (409
// before_pickup_time; docs/decisions/037). A move out of order is 409
// out_of_order with the Hebrew reason; the same move again changes nothing (200,
// `changed: false`), but with other details is 409 already_recorded. An
// Idempotency-Key makes a retry answer the first move (Idempotent-Replayed: true).
// Writes are Origin-checked (/api) and rate-limited (rate-limits.ts).
import { Router, type Request, type Response } from "express";
import { apiContract, orderNumberParam, type ApiReply } from "@shared/api/contract.ts";
import { localDate } from "@shared/jerusalem-time.ts";
import type { CrewActionService } from "@server/services/crew-actions.ts";
import type { Services } from "@server/services/index.ts";
import { requireCrew, type CrewLocals } from "./crew-auth.ts";
import { parseOrThrow } from "./http-errors.ts";
import { idempotencyKey } from "./request-meta.ts";

type CrewMove = "crewPickup" | "crewParked" | "crewReturning" | "crewReturn" | "crewNoShow";

/** Each endpoint and the service's action behind it. */
const MOVES: ReadonlyArray<[CrewMove, keyof CrewActionService]> = [
  ["crewPickup", "pickup"],
  ["crewParked", "parked"],
  ["crewReturning", "returning"],
  ["crewReturn", "returned"],
  ["crewNoShow", "noShow"],
];

export function crewBookingRoutes(services: Services): Router {
  const router = Router();
  const crewOnly = requireCrew(services);

  router.get(apiContract.crewManifest.path, crewOnly, async (req, res) => {
    const query = parseOrThrow(apiContract.crewManifest.query, req.query);
    const manifest = await services.crewManifest.forDay(query.date ?? localDate(services.now()));
    res.json(manifest satisfies ApiReply<"crewManifest">);
  });

  for (const [endpoint, action] of MOVES) {
    router.post(apiContract[endpoint].path, crewOnly, async (req: Request, res: Response) => {
      const orderNumber = parseOrThrow(orderNumberParam, req.params.orderNumber);
      const { crew } = res.locals as CrewLocals;
      // The service parses the body: its refusals are 422 with a Hebrew message per field.
      const result = await services.crewActions[action](orderNumber, req.body, crew, idempotencyKey(req));
      if (result.replay) res.set("Idempotent-Replayed", "true");
      res.json(result.state satisfies ApiReply<CrewMove>);
    });
  }

  return router;
}
