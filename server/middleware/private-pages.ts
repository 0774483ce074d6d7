// The headers of a private address (shared/site-pages.ts, privacyOf: the order page,
// the payment result, the sandbox payment page, the sandbox's test tax documents and
// the crew's pages; product.md §6.3, §12; docs/SECURITY.md): no other site may learn
// it from a Referer (Referrer-Policy overrides the site-wide policy for these pages
// only), no search engine may index it, and no cache may keep it. A private page is
// one visitor's: it is never kept as a shared document either (server/pages.ts).
import type { NextFunction, Request, Response } from "express";
import { privacyOf } from "@shared/site-pages.ts";

export function privatePages(req: Request, res: Response, next: NextFunction): void {
  const policy = privacyOf(req.path);
  if (policy) {
    res.setHeader("Referrer-Policy", policy);
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Cache-Control", "private, no-store");
  }
  next();
}
