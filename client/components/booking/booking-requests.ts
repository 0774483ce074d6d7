// Everything the booking page asks of the server, with the analytics that go with
// it: the coupon check, the booking itself and the card path's hosted payment page.
// A traveller's action starts each, so the module (with the API client and its
// contract check) is not in the page's first load (docs/decisions/022): the hooks import it
// on use, and booking-later.ts fetches it once the traveller starts on the form.
import { messages } from "@shared/messages/index.ts";
import type { ApiResponse } from "@shared/api/contract.ts";
import { ApiError, callApi } from "~/lib/api.ts";
import { readAttribution } from "~/lib/attribution.ts";
import { trackAddPaymentInfo, trackBeginCheckout } from "~/lib/analytics.ts";
import { toRequestBody, type BookingDraft } from "./booking-draft.ts";

/** POST /api/bookings's answer (shared/api/contract.ts). */
export type CreatedOrder = ApiResponse<"bookingCreate">;

export type CheckOutcome = "applied" | "refused" | "failed";
export type CouponAnswer = { outcome: "applied"; code: string; amount: number } | { outcome: "refused" | "failed"; message: string };

/** GET /api/coupons/check: applied, refused with the server's words, or failed (worth a retry). */
export async function checkCoupon(code: string): Promise<CouponAnswer> {
  try {
    const verdict = await callApi("couponCheck", { query: { code } });
    return verdict.valid ? { outcome: "applied", code: verdict.code, amount: verdict.amount } : { outcome: "refused", message: verdict.message };
  } catch (error) {
    // A refused request (too many tries, a malformed code) has the server's words.
    if (error instanceof ApiError && error.fromServer) return { outcome: "refused", message: error.fields.code ?? error.message };
    return { outcome: "failed", message: messages.coupon.checkFailed };
  }
}

export type BookingAnswer = { order: CreatedOrder } | { fields: Record<string, string> } | { message: string };

/** POST /api/bookings with the draft; a retried submit sends the same Idempotency-Key. */
export async function createBooking(draft: BookingDraft, couponCode: string | null, source: string | null, idempotencyKey: string): Promise<BookingAnswer> {
  try {
    const order = await callApi(
      "bookingCreate",
      { body: { ...toRequestBody(draft, couponCode, source), attribution: readAttribution() ?? undefined } },
      { headers: { "idempotency-key": idempotencyKey }, failureMessage: messages.booking.submitFailed },
    );
    trackBeginCheckout(order.total);
    return { order };
  } catch (error) {
    // A key already used with other details (a lost answer, then an edited form) has no field to mark: say it.
    if (error instanceof ApiError && error.status === 422 && error.code !== "idempotency_key_reused") return { fields: error.fields };
    // The server's own words (too many tries, unavailable), else ours; no connection says so.
    return { message: error instanceof ApiError && error.fromServer ? error.message : messages.booking.submitFailed };
  }
}

/** The hosted payment page, or why there is none: the server's Hebrew message when it gave one
 *  (too many requests, already paid), else none and the caller shows its own. */
export type PaymentUrlResult = { url: string | null; message?: string };

/** Asks the server for a hosted payment page. */
export async function requestPaymentUrl(orderNumber: number, token: string): Promise<PaymentUrlResult> {
  try {
    const { paymentUrl } = await callApi("createPayment", { body: { orderNumber, token } });
    return { url: paymentUrl };
  } catch (error) {
    return { url: null, message: error instanceof ApiError && error.fromServer ? error.message : undefined };
  }
}

/** The card path's hosted page for a new order, with its analytics record. */
export async function paymentPageFor(order: CreatedOrder): Promise<PaymentUrlResult> {
  const result = await requestPaymentUrl(order.order_number, order.token);
  if (result.url) trackAddPaymentInfo(order.total);
  return result;
}
