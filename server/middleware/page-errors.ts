// The last error handler, for everything outside /api (which has its own JSON one):
// an address Express cannot decode (/blog/%ZZ), or a failure before React Router
// answers. Express's default handler would show the error's stack whenever
// NODE_ENV is not "production"; this one never does, in any mode.
import type { NextFunction, Request, Response } from "express";
import { messages } from "@shared/messages/index.ts";

/** A bare page in Hebrew for an answer React Router does not render (the texts are the site's own, not escaped). */
export function errorPage(title: string, text?: string): string {
  const paragraph = text ? `<p>${text}</p>` : "";
  return `<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1>${paragraph}<p><a href="/">${messages.paymentResult.backHome}</a></p></main></body></html>`;
}

export function pageErrorHandler(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const declared = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
  const status = typeof declared === "number" && declared >= 400 && declared < 500 ? declared : 500;
  if (status === 500) req.log?.error({ err: error }, "page request failed");
  else req.log?.warn({ status, reason: (error as Error)?.message }, "page request refused");
  res.status(status).type("html").send(errorPage(status === 500 ? messages.api.serverError : messages.api.badRequest));
}
