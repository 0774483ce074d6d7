// The private order page (/order/:orderNumber?t=TOKEN, issue 15) carries the
// order's access token in its address. No other site may learn it from a
// Referer (Referrer-Policy: no-referrer overrides the site-wide policy for these
// pages only), no search engine may index it, and no cache may keep it.
import type { NextFunction, Request, Response } from "express";

const ORDER_PAGE = /^\/order(\/|$)/i;

export function privateOrderPages(req: Request, res: Response, next: NextFunction): void {
  if (ORDER_PAGE.test(req.path)) {
    res.setHeader("Referrer-Policy", "no-referrer");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Cache-Control", "private, no-store");
  }
  next();
}
