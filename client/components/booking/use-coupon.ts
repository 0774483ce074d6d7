// The coupon's states (product.md §4): idle → checking → applied or error; an applied
// coupon can be removed. The server checks the code again when the booking is made.
import { useCallback, useState } from "react";
import { messages } from "../../../shared/messages.ts";
import { normalizeCouponCode } from "../../../shared/coupon-rules.ts";

export type CouponState =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "applied"; code: string; amount: number }
  | { status: "error"; message: string };

export type CheckOutcome = "applied" | "refused" | "failed";

export function useCoupon(onApplied: (text: string) => void) {
  const [state, setState] = useState<CouponState>({ status: "idle" });

  const apply = useCallback(
    async (input: string): Promise<CheckOutcome> => {
      const code = normalizeCouponCode(input);
      if (!code) {
        setState({ status: "error", message: messages.coupon.empty });
        return "refused";
      }
      setState({ status: "checking" });
      try {
        const res = await fetch(`/api/coupons/check?code=${encodeURIComponent(code)}`);
        const body = (await res.json()) as {
          valid?: boolean;
          code?: string;
          amount?: number;
          message?: string;
          error?: { message?: string; fields?: Record<string, string> };
        };
        if (res.ok && body.valid && body.code && typeof body.amount === "number") {
          setState({ status: "applied", code: body.code, amount: body.amount });
          onApplied(messages.coupon.applied);
          return "applied";
        }
        // A refused code has its own message; a refused request (too many tries) the server's.
        setState({ status: "error", message: body.message ?? body.error?.fields?.code ?? body.error?.message ?? messages.coupon.invalid });
        return "refused";
      } catch {
        setState({ status: "error", message: messages.coupon.checkFailed });
        return "failed";
      }
    },
    [onApplied],
  );

  const remove = useCallback(() => setState({ status: "idle" }), []);
  /** The server refused the code at booking time (e.g. its last use was taken). */
  const refuse = useCallback((message: string) => setState({ status: "error", message }), []);

  return { state, apply, remove, refuse };
}
