// The card path after the booking is stored (product.md §2, §4): a hosted payment page
// from /api/create-payment, shown in the secure-payment panel on a #payment
// history entry. Browser back closes it (the hash goes away); closing replaces
// the entry. The pending booking is kept in sessionStorage for a retry.
import { useCallback, useState } from "react";
import { STORAGE_KEYS } from "@shared/constants.ts";
import { moveAddress, useHash } from "~/lib/address.ts";
import { writeJson } from "~/lib/browser-storage.ts";
import type { BookingDraft } from "./booking-draft.ts";
import { loadRequests } from "./booking-later.ts";
import type { CreatedOrder, PaymentUrlResult } from "./booking-requests.ts";

export interface PaymentPanelState {
  url: string;
  order: CreatedOrder;
}

export function useCardPayment() {
  const hash = useHash();
  const [state, setState] = useState<PaymentPanelState | null>(null);

  const open = useCallback(
    async (order: CreatedOrder, draft: BookingDraft): Promise<PaymentUrlResult> => {
      const result = await loadRequests()
        .then(({ paymentPageFor }) => paymentPageFor(order))
        // Offline for the moment: the caller says the payment page could not be made.
        .catch((): PaymentUrlResult => ({ url: null }));
      if (!result.url) return result;
      const url = result.url;
      writeJson("session", STORAGE_KEYS.pendingBooking, { orderNumber: order.order_number, token: order.token, total: order.total, firstName: draft.full_name.split(" ")[0] ?? "" });
      setState({ url, order });
      moveAddress({ search: window.location.search, hash: "#payment" });
      window.scrollTo({ top: 0 });
      return result;
    },
    [],
  );

  const close = useCallback(() => {
    moveAddress({ search: window.location.search, hash: "" }, { replace: true });
    setState(null);
    setTimeout(() => document.getElementById("booking-form")?.scrollIntoView({ block: "start" }), 100);
  }, []);

  // Back (or any navigation that drops #payment) closes the panel.
  const panel = state && hash === "#payment" ? state : null;
  return { panel, open, close };
}
