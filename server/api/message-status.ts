// POST /api/messages/status: Twilio's delivery-status callback (docs/decisions/033).
// Its body is a form with Twilio's fields, parsed here with a limit of its own (it
// may carry more fields than the site's forms) and verified before anything is read
// (server/messages/delivery-status.ts). A forged or unsigned call gets 403; a
// genuine one 204, whether or not it changed anything, so Twilio does not retry it.
import express, { Router } from "express";
import { API_ENDPOINTS } from "@shared/api/endpoints.ts";
import { messages } from "@shared/messages/index.ts";
import type { Services } from "@server/services/index.ts";
import { HttpError } from "./http-errors.ts";

export function messageStatusRoutes(services: Services): Router {
  const router = Router();
  router.post(
    API_ENDPOINTS.messageStatus.path,
    express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 100 }),
    async (req, res) => {
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries((req.body ?? {}) as Record<string, unknown>)) {
        if (typeof value === "string") params[name] = value;
      }
      const outcome = await services.deliveryStatus.apply(params, req.get("x-twilio-signature"));
      if (outcome === "forbidden") throw new HttpError(403, "forbidden", messages.api.forbidden);
      res.status(204).end();
    },
  );
  return router;
}
