// Pages whose address is private (product.md §6.3, §12; docs/SECURITY.md): the order page
// (/order/N?t=TOKEN), the payment result (/payment-result, whose cash and card
// returns carry the token and the traveller's names), the sandbox payment page
// (/pay/sandbox/?first=…&last=…) and the sandbox's test tax documents
// (/documents/ID?t=TOKEN, docs/decisions/036: they name a traveller and an order). No
// other site may learn such an address from a Referer (Referrer-Policy: no-referrer
// overrides the site-wide policy for these pages only), no search engine may index
// it, and no cache may keep it.
// The crew's pages too (product.md §15: /crew, and /crew/sign-in/TOKEN, whose
// address is a one-time sign-in link; docs/decisions/028), with one difference:
// their forms post to the site's own API without script, and under no-referrer a
// browser sends such a post with `Origin: null`, which the API's Origin check
// refuses. `same-origin` keeps the address from every other site just the same
// and lets the site's own requests say where they come from.
// A private page is one visitor's: it is never kept as a shared document either
// (server/pages.ts).
import type { NextFunction, Request, Response } from "express";

const PRIVATE_PAGE = /^\/(order|payment-result|pay\/sandbox|documents|crew)(\/|$)/i;
const CREW_PAGE = /^\/crew(\/|$)/i;

/** Whether a path is one of the private pages above. */
export function isPrivatePage(path: string): boolean {
  return PRIVATE_PAGE.test(path);
}

export function privatePages(req: Request, res: Response, next: NextFunction): void {
  if (isPrivatePage(req.path)) {
    res.setHeader("Referrer-Policy", CREW_PAGE.test(req.path) ? "same-origin" : "no-referrer");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Cache-Control", "private, no-store");
  }
  next();
}
