import { messages } from "./messages/index.ts";

// The address of the result page after a cash booking, with the parameters the
// spec names (mode, Info, Amount, Fild1, Fild2) plus the order's access token t.
// The page shows what the server has stored, never these values as such.
export function cashResultUrl(booking: { orderNumber: number; totalPrice: number; firstName: string; lastName: string }, token: string): string {
  const query = new URLSearchParams({
    mode: "cash",
    Info: messages.paymentResult.orderInfo(booking.orderNumber),
    Amount: String(booking.totalPrice),
    Fild1: booking.firstName,
    Fild2: booking.lastName,
    t: token,
  });
  return `/payment-result?${query.toString()}`;
}

/** The order number inside the provider's Info text ('מספר הזמנה: 1001'). */
export function orderNumberFromInfo(info: unknown): number | null {
  if (typeof info !== "string") return null;
  const match = info.match(/(\d{1,10})\s*$/) ?? info.match(/(\d{1,10})/);
  const value = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
