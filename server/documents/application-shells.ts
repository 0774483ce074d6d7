// The booking and calculator pages are applications (they hydrate, with a CSP
// nonce per response), but what they render depends only on their address, the
// operator's settings, the shell's state, today's date and (the booking page) the
// calendar's full dates, much as a document's does. They are rendered once for a
// nonce that exists only inside this process, and each response gets the bytes
// with that placeholder replaced by its own fresh nonce (docs/decisions/014). Visitors' text in the address (?coupon=…) is
// HTML-escaped by React, so it can never place the placeholder in a tag.
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { DocumentCache, isShareableHtml } from "./rendered-documents.ts";

const OK_ONLY = new Set([200]);
import { nonceOf } from "@server/middleware/security-headers.ts";

export interface ApplicationShellOptions {
  /** Renders a page with the given CSP nonce (React Router's fetch handler). */
  render: (request: globalThis.Request, requestId: string, nonce: string) => Promise<globalThis.Response>;
  baseUrl: string;
  /** Which applications are cached: their HTML must depend on nothing else. */
  paths: RegExp;
  version: () => number | null;
  /** Everything besides the settings that changes what the page at `path` shows (the shell's state, the day, …). */
  state: (path: string) => Promise<unknown>;
  cache?: DocumentCache<CachedShell>;
}

export interface CachedShell {
  contentType: string;
  /** The page split at every occurrence of the placeholder nonce. */
  parts: string[];
}

export function serveApplicationShells(options: ApplicationShellOptions) {
  const cache = options.cache ?? new DocumentCache<CachedShell>(200);
  const placeholder = randomBytes(24).toString("base64url");

  async function render(req: Request): Promise<CachedShell | null> {
    const url = new URL(req.originalUrl, options.baseUrl);
    // A browser's request: the page as a browser gets it (streamed parts inlined in order).
    const response = await options.render(
      new Request(url, { headers: { accept: "text/html", "user-agent": "Mozilla/5.0 (render cache)" } }),
      String(req.id ?? ""),
      placeholder,
    );
    if (!(await isShareableHtml(response, OK_ONLY))) return null;
    return { contentType: response.headers.get("content-type")!, parts: (await response.text()).split(placeholder) };
  }

  return async function applicationShellHandler(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" || !options.paths.test(req.path)) return next();
    const version = options.version();
    if (version === null) return next();
    try {
      const key = `${version}\n${JSON.stringify(await options.state(req.path))}\n${req.originalUrl}`;
      const shell = await cache.get(key, () => render(req));
      if (!shell) return next();
      res.status(200);
      res.setHeader("Content-Type", shell.contentType);
      res.end(shell.parts.join(nonceOf(res)));
    } catch (error) {
      next(error);
    }
  };
}
