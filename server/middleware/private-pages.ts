// Pages whose address is private (issue 15; issue 22, item 3): the order page
// (/order/N?t=TOKEN), the payment result (/payment-result, whose cash and card
// returns carry the token and the traveller's names) and the sandbox payment page
// (/pay/sandbox/?first=…&last=…). No other site may learn such an address from a
// Referer (Referrer-Policy: no-referrer overrides the site-wide policy for these
// pages only), no search engine may index it, and no cache may keep it.
import type { NextFunction, Request, Response } from "express";

const PRIVATE_PAGE = /^\/(order|payment-result|pay\/sandbox)(\/|$)/i;

export function privatePages(req: Request, res: Response, next: NextFunction): void {
  if (PRIVATE_PAGE.test(req.path)) {
    res.setHeader("Referrer-Policy", "no-referrer");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Cache-Control", "private, no-store");
  }
  next();
}
