// The gate of every crew endpoint (docs/decisions/028). A representative has no
// account: a one-time link from `valet crew add` became a session cookie, and
// that cookie is checked against the database on every request, with the
// member's revocation, so `valet crew revoke` takes effect at the next request
// in every process (nothing about a session is cached in a process).
import type { RequestHandler } from "express";
import type { Services } from "@server/services/index.ts";
import type { SignedInCrewMember } from "@shared/crew-access.ts";
import { crewMessages } from "@shared/messages/crew.ts";
import { HttpError } from "./http-errors.ts";

/** The locals of a request that passed requireCrew: who is signed in. */
export interface CrewLocals {
  crew: SignedInCrewMember;
}

/**
 * 401 `crew_session_required` without a valid crew session; otherwise
 * `res.locals.crew = { id, name }` and on to the route.
 */
export function requireCrew(services: Services): RequestHandler {
  return async (req, res, next) => {
    try {
      const crew = await services.crew.sessionFor(req.get("cookie") ?? null);
      if (!crew) return next(new HttpError(401, "crew_session_required", crewMessages.sessionRequired));
      (res.locals as Partial<CrewLocals>).crew = crew;
      next();
    } catch (error) {
      next(error);
    }
  };
}
