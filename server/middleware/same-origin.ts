// State-changing API calls must come from this site's own pages. A browser sends
// Origin with every POST; one from another site is refused (a forged form or
// script elsewhere cannot book, pay or write in a visitor's name). Requests with
// no Origin (server-to-server, the CLI, tests) are not browser cross-site calls.
import type { NextFunction, Request, Response } from "express";
import { messages } from "@shared/messages/index.ts";
import { HttpError, sendError } from "@server/api/http-errors.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export function sameOriginWrites(publicBaseUrl: string) {
  const publicOrigin = new URL(publicBaseUrl).origin;
  return function checkOrigin(req: Request, res: Response, next: NextFunction) {
    const origin = req.get("origin");
    if (SAFE.has(req.method) || !origin) return next();
    let host: string | null;
    try {
      host = new URL(origin).host;
    } catch {
      host = null;
    }
    if (origin === publicOrigin || (host !== null && host === req.get("host"))) return next();
    // A plain form post from one of our own pages sent with Referrer-Policy: no-referrer
    // (/order, /payment-result) carries `Origin: null`; Sec-Fetch-Site, which no page
    // can set, tells whether it came from this site.
    if (origin === "null" && req.get("sec-fetch-site") === "same-origin") return next();
    sendError(res, new HttpError(403, "cross_site", messages.api.badRequest));
  };
}
