// A coupon handed to the booking page by ?coupon= or by the holiday pop-up
// (sessionStorage ap_coupon_to_apply) is applied on arrival; a failed check is
// retried at 200 and 800 ms (product.md §4, §9).
import { useEffect, useRef } from "react";
import { COUPON_AUTO_APPLY_RETRIES_MS, STORAGE_KEYS } from "@shared/constants.ts";
import { readItem, removeItem } from "~/lib/browser-storage.ts";
import type { CheckOutcome } from "./booking-requests.ts";

export function useCouponHandOff(
  codeFromUrl: string | null,
  ready: boolean,
  start: (code: string) => void,
  apply: (code: string) => Promise<CheckOutcome>,
) {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const code = (codeFromUrl ?? readItem("session", STORAGE_KEYS.couponToApply) ?? "").trim();
    if (!code) return;
    start(code);
    const timers: ReturnType<typeof setTimeout>[] = [];
    const attempt = (retry: number) => {
      void apply(code).then((outcome) => {
        if (outcome === "applied") removeItem("session", STORAGE_KEYS.couponToApply);
        const delay = COUPON_AUTO_APPLY_RETRIES_MS[retry];
        if (outcome === "failed" && delay !== undefined) timers.push(setTimeout(() => attempt(retry + 1), delay));
      });
    };
    attempt(0);
    return () => timers.forEach(clearTimeout);
  }, [ready, codeFromUrl, start, apply]);
}
