// Serves the reading pages (documents, shared/page-kinds.ts) from rendered bytes:
// rendered once per path and settings state, compressed once, validated with an
// ETag, and sent with a CSP that allows their inline scripts by hash
// (docs/decisions/014). Anything that cannot be cached (a redirect, a cookie, an
// error) goes on to the ordinary page handler.
import type { NextFunction, Request, Response } from "express";
import { pageKindOf } from "@shared/page-kinds.ts";
import { isPrivatePage } from "@server/middleware/private-pages.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";
import { DocumentCache, isShareableHtml, packDocument, type RenderedDocument } from "./rendered-documents.ts";

export const SPECULATION_RULES_PATH = "/speculation-rules.json";

export interface DocumentOptions {
  /** Renders a page (React Router's fetch handler with a nonce-less context). */
  render: (request: globalThis.Request, requestId: string) => Promise<globalThis.Response>;
  /** The site's public origin: the rendered request's URL (canonical links read it). */
  baseUrl: string;
  /** The policy for given inline-script hashes; null in development (no CSP). */
  cspFor: ((hashes: string[]) => string) | null;
  /** The settings version (server/db/change-feed.ts); null: nothing may be cached. */
  version: () => number | null;
  /** The shell's state now (pop-up, banner), which a document's HTML shows. */
  shellState: () => Promise<unknown>;
  cache?: DocumentCache;
}

const CACHEABLE_STATUS = new Set([200, 404]);

/** A path Express cannot decode is answered by the page-error handler (a plain 400). */
function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === bare;
  });
}

function send(req: Request, res: Response, document: RenderedDocument): void {
  res.setHeader("Content-Type", document.contentType);
  res.setHeader("ETag", document.etag);
  // Always revalidate: a settings change must show on the next request; an
  // unchanged page costs a 304.
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", "Accept-Encoding");
  if (document.csp) res.setHeader("Content-Security-Policy", document.csp);
  // The booking page opens at once from any document (Chromium's Speculation Rules).
  res.setHeader("Speculation-Rules", `"${SPECULATION_RULES_PATH}"`);
  if (matchesEtag(req.get("if-none-match"), document.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  const body = encoding === "br" ? document.br : encoding === "gzip" ? document.gzip : document.identity;
  if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  res.status(document.status);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

export function serveDocuments(options: DocumentOptions) {
  const cache = options.cache ?? new DocumentCache();

  async function render(req: Request): Promise<RenderedDocument | null> {
    // The query never changes a document (attribution is read in the browser).
    const url = new URL(req.path, options.baseUrl);
    const response = await options.render(
      new Request(url, { headers: { accept: "text/html", "user-agent": req.get("user-agent") ?? "" } }),
      String(req.id ?? ""),
    );
    if (!(await isShareableHtml(response, CACHEABLE_STATUS))) return null;
    const html = Buffer.from(await response.arrayBuffer());
    return packDocument(html, response.status, response.headers.get("content-type")!, options.cspFor?.(inlineScriptHashes(html.toString("utf8"))) ?? null);
  }

  return async function documentHandler(req: Request, res: Response, next: NextFunction) {
    if ((req.method !== "GET" && req.method !== "HEAD") || pageKindOf(req.path) !== "document" || !decodable(req.path)) return next();
    // A private page (the crew's) depends on the visitor's cookie: rendered for each request.
    if (isPrivatePage(req.path)) return next();
    try {
      const version = options.version();
      let document: RenderedDocument | null;
      if (version === null) {
        document = await render(req);
      } else {
        const key = `${version}\n${JSON.stringify(await options.shellState())}\n${req.path}`;
        document = await cache.get(key, () => render(req));
      }
      if (!document) return next();
      send(req, res, document);
    } catch (error) {
      next(error);
    }
  };
}

/** Prerender the booking page when a visitor points at or presses a link to it. */
export const SPECULATION_RULES = {
  prerender: [
    {
      where: { or: [{ href_matches: "/booking" }, { href_matches: "/booking?*" }] },
      eagerness: "moderate",
    },
  ],
};
