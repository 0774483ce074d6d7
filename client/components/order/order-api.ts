// The order page's calls to /api/bookings/:orderNumber/… with the order's token.
// Every answer is JSON: the order, a quote, or the API's Hebrew error shape.
import type { OrderView } from "../../../shared/order-view.ts";

export interface ApiError {
  message: string;
  fields: Record<string, string>;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export interface ChangeQuote {
  days: number;
  parking: number;
  extras: { id: string; price: number }[];
  extras_total: number;
  discount: number;
  total: number;
  old_total: number;
  difference: number;
  amount_due: number;
  refund_due: number;
}

const NETWORK_ERROR = "אין כרגע חיבור לשרת. בדקו את החיבור לאינטרנט ונסו שוב.";

/** A fresh key per user action: a retried request is then one change, never two. */
export function newIdempotencyKey(): string {
  return `order-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

async function post<T>(orderNumber: number, token: string, action: string, body: unknown, key?: string): Promise<ApiResult<T>> {
  try {
    const res = await fetch(`/api/bookings/${orderNumber}/${action}?t=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
      body: JSON.stringify(body),
    });
    const json = await res.json().catch(() => null);
    if (res.ok) return { ok: true, data: json as T };
    return { ok: false, error: { message: json?.error?.message ?? NETWORK_ERROR, fields: json?.error?.fields ?? {} } };
  } catch {
    return { ok: false, error: { message: NETWORK_ERROR, fields: {} } };
  }
}

export const orderApi = {
  quote: (orderNumber: number, token: string, patch: Record<string, unknown>) => post<ChangeQuote>(orderNumber, token, "quote-change", patch),
  change: (orderNumber: number, token: string, patch: Record<string, unknown>, key: string) =>
    post<OrderView & { payment_url?: string }>(orderNumber, token, "change", patch, key),
  cancel: (orderNumber: number, token: string, key: string) => post<OrderView & { fee: number }>(orderNumber, token, "cancel", {}, key),
  payDifference: (orderNumber: number, token: string) => post<{ payment_url: string }>(orderNumber, token, "pay-difference", {}),
  resend: (orderNumber: number, token: string) => post<{ message: string }>(orderNumber, token, "resend-confirmation", {}),
};
