// /api: JSON in, JSON out. Bodies are size-capped and parsed strictly; every
// route validates with the zod schemas of shared/. Unknown paths answer a JSON
// 404 and failures the JSON error shape of http-errors.ts, never HTML or a stack.
import express, { Router, type NextFunction, type Request, type Response } from "express";
import type { Services } from "@server/services/index.ts";
import type { Config } from "@server/config.ts";
import { apiErrorHandler, apiNotFound, HttpError } from "./http-errors.ts";
import { messages } from "@shared/messages/index.ts";
import { API_ENDPOINTS } from "@shared/api/endpoints.ts";
import { availabilityRoutes } from "./availability.ts";
import { bookingRoutes } from "./bookings.ts";
import { bookingManageRoutes } from "./booking-manage.ts";
import { couponRoutes } from "./coupons.ts";
import { paymentRoutes } from "./payments.ts";
import { quoteRoutes } from "./quote.ts";
import { scheduleCheckRoutes } from "./schedule-check.ts";
import { contactRoutes } from "./contact.ts";
import { trackVisitRoutes } from "./track-visit.ts";
import { crewSignInRoutes } from "./crew-sign-in.ts";
import { crewBookingRoutes } from "./crew-bookings.ts";
import { handoverPhotoRoutes } from "./handover-photos.ts";
import { messageStatusRoutes } from "./message-status.ts";
import type { RateLimiters } from "./rate-limits.ts";

export interface ApiDeps {
  services: Services;
  config: Config;
  /** The per-IP limits (rate-limits.ts), built once by the app: the order read's budget is the token pages' too. None without. */
  limiters?: RateLimiters["api"];
}

export function createApiRouter({ services, config, limiters = [] }: ApiDeps): Router {
  const router = Router();
  // Limits first: a refused request costs no parsing and no database.
  for (const { method, path, handler } of limiters) {
    if (method === "GET") router.get(path, handler);
    else router.post(path, handler);
  }
  // Photos before the JSON-only rule: an upload's body is an image, read there with its own limit (docs/decisions/030).
  router.use(handoverPhotoRoutes(services));
  // Twilio's callback is a form with its own field limit, verified by signature (docs/decisions/033).
  router.use(messageStatusRoutes(services));
  router.use(jsonBodiesOnly);
  router.use(express.json({ limit: "32kb", strict: true }));
  // Only the contact form gets past jsonBodiesOnly with a form body (posted without script).
  router.use(express.urlencoded({ extended: false, limit: "32kb", parameterLimit: 20 }));
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.use(quoteRoutes(services));
  router.use(availabilityRoutes(services));
  router.use(scheduleCheckRoutes(services));
  router.use(contactRoutes(services, config));
  router.use(bookingRoutes(services));
  router.use(bookingManageRoutes(services, config));
  router.use(couponRoutes(services));
  router.use(paymentRoutes(services));
  router.use(trackVisitRoutes(services));
  router.use(crewSignInRoutes(services));
  router.use(crewBookingRoutes(services));
  router.use(apiNotFound);
  router.use(apiErrorHandler);
  return router;
}

/**
 * Only the analytics beacon (navigator.sendBeacon sends text/plain) may post anything
 * but JSON, and the crew's sign-out, which reads no body (docs/decisions/028).
 */
const NON_JSON_BODIES = new Set<string>([API_ENDPOINTS.trackVisit.path, API_ENDPOINTS.crewSignOut.path]);

/**
 * The contact forms also work without script: a plain form post (contact-form-post.ts);
 * so does the crew sign-in page's one button (crew-sign-in.ts).
 */
const FORM_BODIES = new Set<string>([API_ENDPOINTS.contact.path, API_ENDPOINTS.crewSignIn.path]);

/** A body in any other format would be silently ignored; say so with a 415 instead. */
function jsonBodiesOnly(req: Request, _res: Response, next: NextFunction) {
  if (!["POST", "PUT", "PATCH"].includes(req.method) || NON_JSON_BODIES.has(req.path)) return next();
  if (FORM_BODIES.has(req.path) && req.is("application/x-www-form-urlencoded")) return next();
  // req.is answers null when there is no body at all, false for a body of another type.
  // An empty body ignores nothing: a browser's fetch that posts none (the order page's
  // "pay the difference") still sends Content-Length: 0 and no type.
  const empty = req.headers["content-length"] === "0" && req.headers["transfer-encoding"] === undefined;
  if (!empty && req.is("application/json") === false) {
    return next(new HttpError(415, "unsupported_media_type", messages.api.jsonOnly));
  }
  next();
}
