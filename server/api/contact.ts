// POST /api/contact { name, phone, email, message?, source? }
// Stores the inquiry and queues an e-mail to the business. Rate-limited per IP:
// the form is public and each request writes a row and an e-mail.
import { Router, type Request, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import { contactSchema } from "../../shared/contact-schema.ts";
import { messages } from "../../shared/messages.ts";
import type { Services } from "../services/index.ts";
import { HttpError, parseOrThrow, sendError } from "./http-errors.ts";

/** A person fixing a typo sends a few requests a minute; a script sends many. */
export const CONTACT_RATE_LIMIT = { windowMs: 60_000, limit: 5 } as const;

export function contactRoutes(services: Services): Router {
  const router = Router();
  // One limiter per router, so each app (and each test's app) counts on its own.
  const limiter = rateLimit({
    ...CONTACT_RATE_LIMIT,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler(_req: Request, res: Response) {
      sendError(res, new HttpError(429, "too_many_requests", messages.api.tooManyRequests));
    },
  });

  router.post("/contact", limiter, async (req, res) => {
    const inquiry = parseOrThrow(contactSchema, req.body);
    await services.contact.submit(inquiry);
    res.status(201).json({ ok: true });
  });
  return router;
}
