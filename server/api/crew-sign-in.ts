// The crew's sign-in (product.md §15, docs/decisions/028):
//   POST /api/crew/sign-in { token }  uses a one-time link and sets the crew cookie
//   POST /api/crew/sign-out           ends the session and clears the cookie
//   GET  /api/crew/session            who is signed in (401 without a session)
// The sign-in page's button is a plain form post here (no script needed, and a
// link preview, which only GETs, never uses the link): a form post is answered
// 303 to /crew, or back to the link's page, which then says the link is no longer
// valid. A JSON request is answered in JSON. Both are Origin-checked and
// rate-limited like every write under /api (server/api/rate-limits.ts).
import { Router } from "express";
import { apiContract, type ApiReply } from "@shared/api/contract.ts";
import { CREW_PAGE_PATH, crewSignInPath } from "@shared/crew-access.ts";
import type { Services } from "@server/services/index.ts";
import { DomainError } from "@server/services/domain-errors.ts";
import { isCrewToken } from "@server/services/crew-access/tokens.ts";
import { isFormPost } from "./contact-form-post.ts";
import { requireCrew, type CrewLocals } from "./crew-auth.ts";
import { HttpError, parseOrThrow } from "./http-errors.ts";

/** Where a signed-out representative lands: the site's home page (there is no crew page without a session). */
const AFTER_SIGN_OUT = "/";

export function crewSignInRoutes(services: Services): Router {
  const router = Router();

  router.post(apiContract.crewSignIn.path, async (req, res) => {
    const formPost = isFormPost(req);
    try {
      const { token } = parseOrThrow(apiContract.crewSignIn.body, req.body);
      const { crew, cookies } = await services.crew.signIn(token, req.get("cookie") ?? null);
      res.append("Set-Cookie", cookies);
      if (formPost) return res.redirect(303, CREW_PAGE_PATH);
      res.json({ crew } satisfies ApiReply<"crewSignIn">);
    } catch (error) {
      // A refused button press goes back to the link's page, which explains (a
      // malformed token to the site's not-found page). A database outage stays the API's 503.
      const refused = (error instanceof HttpError && error.status < 500) || (error instanceof DomainError && error.kind !== "unavailable");
      if (!formPost || !refused) throw error;
      const token: unknown = req.body?.token;
      res.redirect(303, isCrewToken(token) ? crewSignInPath(token) : crewSignInPath(""));
    }
  });

  router.post(apiContract.crewSignOut.path, async (req, res) => {
    // Signing out of nothing is not an error: the cookie is cleared either way.
    res.append("Set-Cookie", await services.crew.signOut(req.get("cookie") ?? null));
    if (isFormPost(req)) return res.redirect(303, AFTER_SIGN_OUT);
    res.status(204).end();
  });

  router.get(apiContract.crewSession.path, requireCrew(services), (_req, res) => {
    res.json({ crew: (res.locals as CrewLocals).crew } satisfies ApiReply<"crewSession">);
  });

  return router;
}
