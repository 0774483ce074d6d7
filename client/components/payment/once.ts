// Once-only guards in sessionStorage (product.md §4): the purchase event per order and
// method, the cash notification per order, the draft clean-up per order.
import { readItem, writeItem } from "~/lib/browser-storage.ts";

export function once(key: string, action: () => void): void {
  const guard = `ap_once:${key}`;
  if (readItem("session", guard)) return;
  writeItem("session", guard, "1");
  action();
}
