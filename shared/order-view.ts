// What the private order page and GET /api/bookings/:orderNumber show of one
// booking (product.md §12): built on the server from the stored row, never from the
// browser.
// The shape is the contract's orderViewSchema (shared/api/response-schemas.ts); the
// types here are inferred from it, type-only, so a page that imports them loads no zod.
import type { z } from "zod";
import type { orderViewSchema } from "./api/response-schemas.ts";

export type OrderView = z.infer<typeof orderViewSchema>;
export type OrderStatus = OrderView["status"];
export type OrderLeg = OrderView["departure"];

/** The path of the private order page; the token is the order's access token. */
export function orderPagePath(orderNumber: number, token: string): string {
  return `/order/${orderNumber}?t=${encodeURIComponent(token)}`;
}

/** The absolute link e-mails carry. */
export function orderPageUrl(baseUrl: string, orderNumber: number, token: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${orderPagePath(orderNumber, token)}`;
}
