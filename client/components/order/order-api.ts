// The order page's calls to /api/bookings/:orderNumber/… with the order's token,
// through the API client (shared/api/contract.ts): the order, a quote, or an
// ApiError with the server's Hebrew message and field errors.
import type { ApiResponse } from "@shared/api/contract.ts";
import type { MessageChannel } from "@shared/constants.ts";
import { ApiError, callApi } from "~/lib/api.ts";

export { ApiError };

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export type ChangeQuote = ApiResponse<"orderQuoteChange">;

/** A fresh key per user action: a retried request is then one change, never two. */
export function newIdempotencyKey(): string {
  return `order-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The call's answer, or its failure as a value (the order page shows both in place). */
async function settle<T>(call: Promise<T>): Promise<ApiResult<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error };
    throw error;
  }
}

const order = (orderNumber: number, token: string) => ({ params: { orderNumber }, query: { t: token } });
const keyed = (key: string) => ({ headers: { "idempotency-key": key } });

export const orderApi = {
  quote: (orderNumber: number, token: string, patch: Record<string, unknown>) =>
    settle(callApi("orderQuoteChange", { ...order(orderNumber, token), body: patch })),
  change: (orderNumber: number, token: string, patch: Record<string, unknown>, key: string) =>
    settle(callApi("orderChange", { ...order(orderNumber, token), body: patch }, keyed(key))),
  /** Extend my stay (product.md §12): the later return, priced, then saved. */
  quoteExtend: (orderNumber: number, token: string, body: { arrival_date: string; arrival_time: string }) =>
    settle(callApi("orderQuoteExtend", { ...order(orderNumber, token), body })),
  extend: (orderNumber: number, token: string, body: { arrival_date: string; arrival_time: string }, key: string) =>
    settle(callApi("orderExtend", { ...order(orderNumber, token), body }, keyed(key))),
  cancel: (orderNumber: number, token: string, key: string) => settle(callApi("orderCancel", { ...order(orderNumber, token), body: {} }, keyed(key))),
  payDifference: (orderNumber: number, token: string) => settle(callApi("orderPayDifference", order(orderNumber, token))),
  resend: (orderNumber: number, token: string) => settle(callApi("orderResend", order(orderNumber, token))),
  /** Where the service messages go (docs/decisions/033); answers the order. */
  messageChannel: (orderNumber: number, token: string, channel: MessageChannel) =>
    settle(callApi("orderMessageChannel", { ...order(orderNumber, token), body: { message_channel: channel } })),
};
