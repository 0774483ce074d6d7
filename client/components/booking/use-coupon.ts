// The coupon's states (product.md §4): idle → checking → applied or error; an applied
// coupon can be removed. The server checks the code again when the booking is made.
import { useCallback, useState } from "react";
import { messages } from "@shared/messages.ts";
import { normalizeCouponCode } from "@shared/coupon-rules.ts";
import { ApiError, callApi } from "../../lib/api.ts";

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
        const verdict = await callApi("couponCheck", { query: { code } });
        if (verdict.valid) {
          setState({ status: "applied", code: verdict.code, amount: verdict.amount });
          onApplied(messages.coupon.applied);
          return "applied";
        }
        setState({ status: "error", message: verdict.message });
        return "refused";
      } catch (error) {
        // A refused request (too many tries, a malformed code) has the server's words.
        if (error instanceof ApiError && error.fromServer) {
          setState({ status: "error", message: error.fields.code ?? error.message });
          return "refused";
        }
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
