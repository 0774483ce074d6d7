// POST /api/track-visit (product.md §7). Browsers send it with navigator.sendBeacon,
// which posts the JSON as text/plain, or with fetch as application/json; both are
// accepted. The body is size-capped and validated, each address is rate-limited,
// and the visitor id comes from the ap_vid cookie (or the body when cookies are off).
import express, { Router, type Request } from "express";
import type { Services } from "@server/services/index.ts";
import { HttpError, parseOrThrow } from "./http-errors.ts";
import { cookie, isPlainObject } from "./request-meta.ts";
import { messages } from "@shared/messages/index.ts";
import { STORAGE_KEYS } from "@shared/constants.ts";
import { TRACK_VISIT_MAX_BODY_BYTES, VISITOR_ID_PATTERN } from "@shared/track-visit-schema.ts";
import { apiContract } from "@shared/api/contract.ts";

function tooLarge(): HttpError {
  return new HttpError(413, "too_large", messages.api.payloadTooLarge);
}

/** The body as an object, whichever way it came; text is parsed here, never eval'd. */
function bodyObject(req: Request): Record<string, unknown> {
  const declared = Number(req.get("content-length") ?? 0);
  if (declared > TRACK_VISIT_MAX_BODY_BYTES) throw tooLarge();
  let body: unknown = req.body;
  if (typeof body === "string") {
    try {
      body = JSON.parse(body);
    } catch {
      throw new HttpError(400, "malformed_json", messages.api.malformedJson);
    }
  }
  if (!isPlainObject(body)) throw new HttpError(400, "invalid_request", messages.api.badRequest);
  return body;
}

function visitorIdOf(req: Request, fromBody: string | null | undefined): string | null {
  const fromCookie = cookie(req, STORAGE_KEYS.visitorId);
  if (fromCookie && VISITOR_ID_PATTERN.test(fromCookie)) return fromCookie;
  return fromBody ?? null;
}

export function trackVisitRoutes(services: Services): Router {
  const router = Router();

  router.post(
    apiContract.trackVisit.path,
    // The API router already parsed JSON; a beacon's text/plain is read here.
    express.text({ type: "text/plain", limit: TRACK_VISIT_MAX_BODY_BYTES }),
    async (req, res) => {
      const visit = parseOrThrow(apiContract.trackVisit.body, bodyObject(req));
      await services.visits.record({
        path: visit.path,
        referrer: visit.referer || visit.referrer || null,
        action: visit.action ?? null,
        metadata: visit.metadata ?? null,
        visitorId: visitorIdOf(req, visit.visitorId),
      });
      res.status(204).end();
    },
  );
  return router;
}
