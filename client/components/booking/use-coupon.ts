// The coupon's states (product.md §4): idle → checking → applied or error; an applied
// coupon can be removed. The server checks the code again when the booking is made.
import { useCallback, useState } from "react";
import { messages } from "@shared/messages/index.ts";
import { normalizeCouponCode } from "@shared/coupon-rules.ts";
import { loadRequests } from "./booking-later.ts";
import type { CheckOutcome } from "./booking-requests.ts";

export type CouponState =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "applied"; code: string; amount: number }
  | { status: "error"; message: string };

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
      const answer = await loadRequests()
        .then(({ checkCoupon }) => checkCoupon(code))
        .catch(() => ({ outcome: "failed" as const, message: messages.coupon.checkFailed }));
      if (answer.outcome === "applied") {
        setState({ status: "applied", code: answer.code, amount: answer.amount });
        onApplied(messages.coupon.applied);
      } else {
        setState({ status: "error", message: answer.message });
      }
      return answer.outcome;
    },
    [onApplied],
  );

  const remove = useCallback(() => setState({ status: "idle" }), []);
  /** The server refused the code at booking time (e.g. its last use was taken). */
  const refuse = useCallback((message: string) => setState({ status: "error", message }), []);

  return { state, apply, remove, refuse };
}
