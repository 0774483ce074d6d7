// /api: JSON in, JSON out. Bodies are size-capped and parsed strictly; every
// route validates with the zod schemas of shared/. Unknown paths answer a JSON
// 404 and failures the JSON error shape of http-errors.ts, never HTML or a stack.
import express, { Router } from "express";
import type { Services } from "../services/index.ts";
import type { Config } from "../config.ts";
import { apiErrorHandler, apiNotFound } from "./http-errors.ts";
import { availabilityRoutes } from "./availability.ts";
import { bookingRoutes } from "./bookings.ts";
import { couponRoutes } from "./coupons.ts";
import { paymentRoutes } from "./payments.ts";
import { quoteRoutes } from "./quote.ts";
import { scheduleCheckRoutes } from "./schedule-check.ts";
import { contactRoutes } from "./contact.ts";
import { trackVisitRoutes } from "./track-visit.ts";

export interface ApiDeps {
  services: Services;
  config: Config;
}

export function createApiRouter({ services }: ApiDeps): Router {
  const router = Router();
  router.use(express.json({ limit: "32kb", strict: true }));
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.use(quoteRoutes(services));
  router.use(availabilityRoutes(services));
  router.use(scheduleCheckRoutes(services));
  router.use(contactRoutes(services));
  router.use(bookingRoutes(services));
  router.use(couponRoutes(services));
  router.use(paymentRoutes(services));
  router.use(trackVisitRoutes(services));
  router.use(apiNotFound);
  router.use(apiErrorHandler);
  return router;
}
