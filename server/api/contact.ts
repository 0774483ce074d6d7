// POST /api/contact { name, phone, email, message?, source? }
// Stores the inquiry and queues an e-mail to the business. Rate-limited per IP
// (rate-limits.ts): the form is public and each request writes a row and an e-mail.
// The same fields posted by a form without script get a browser's answer
// (contact-form-post.ts).
import { Router } from "express";
import { apiContract, type ApiReply } from "@shared/api/contract.ts";
import type { Config } from "@server/config.ts";
import type { Services } from "@server/services/index.ts";
import { answerProblem, answerSent, isFormPost } from "./contact-form-post.ts";
import { HttpError, parseOrThrow } from "./http-errors.ts";

export function contactRoutes(services: Services, config: Config): Router {
  const router = Router();
  // A form post is sent back only to a page of this address (contact-form-post.ts).
  const siteOrigin = new URL(config.PUBLIC_BASE_URL).origin;
  router.post(apiContract.contact.path, async (req, res) => {
    const formPost = isFormPost(req);
    try {
      const inquiry = parseOrThrow(apiContract.contact.body, req.body);
      await services.contact.submit(inquiry);
      if (formPost) return answerSent(req, res, inquiry.source, siteOrigin);
      res.status(201).json({ ok: true } satisfies ApiReply<"contact">);
    } catch (error) {
      if (formPost && error instanceof HttpError && error.status < 500) return answerProblem(req, res, error, siteOrigin);
      throw error;
    }
  });
  return router;
}
