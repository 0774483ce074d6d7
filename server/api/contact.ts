// POST /api/contact { name, phone, email, message?, source? }
// Stores the inquiry and queues an e-mail to the business. Rate-limited per IP
// (rate-limits.ts): the form is public and each request writes a row and an e-mail.
import { Router } from "express";
import { contactSchema } from "../../shared/contact-schema.ts";
import type { Services } from "../services/index.ts";
import { parseOrThrow } from "./http-errors.ts";

export function contactRoutes(services: Services): Router {
  const router = Router();
  router.post("/contact", async (req, res) => {
    const inquiry = parseOrThrow(contactSchema, req.body);
    await services.contact.submit(inquiry);
    res.status(201).json({ ok: true });
  });
  return router;
}
