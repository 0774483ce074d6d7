// /payment-result (product.md §4): the outcome of a card payment or a cash
// booking, as an application the browser hydrates on its own (docs/decisions/023).
// Everything shown comes from the server (client/routes/payment-result.tsx).
import { useEffect } from "react";
import { CASH_NOTIFY_ATTEMPTS, CASH_NOTIFY_INTERVAL_MS, STORAGE_KEYS } from "../../shared/constants.ts";
import type { OrderResult, PaymentOutcome } from "../../shared/loader-services.ts";
import { messages } from "../../shared/messages.ts";
import { orderPagePath } from "../../shared/order-view.ts";
import { PageIntro } from "../components/PageIntro.tsx";
import { FailureCard, SuccessCard } from "../components/payment/ResultCards.tsx";
import { once } from "../components/payment/once.ts";
import { callApi } from "../lib/api.ts";
import { removeItem } from "../lib/browser-storage.ts";
import { trackAdsConversion, trackPurchase } from "../lib/analytics.ts";

/** What the server found for the address's query. */
export type PaymentResultView =
  | { kind: "cash"; order: OrderResult; token: string }
  | { kind: "card-completed"; outcome: Extract<PaymentOutcome, { kind: "completed" }>; emailHint: string | null }
  | { kind: "card-failed"; outcome: Exclude<PaymentOutcome, { kind: "completed" }> }
  | { kind: "missing" };

export interface PaymentResultApplicationProps {
  result: PaymentResultView;
}

async function notifyCash(orderNumber: number) {
  for (let attempt = 1; attempt <= CASH_NOTIFY_ATTEMPTS; attempt++) {
    try {
      await callApi("notifyCashBooking", { body: { orderNumber } });
      return;
    } catch {
      // Retried below; the server already queued it with the booking.
    }
    await new Promise((resolve) => setTimeout(resolve, CASH_NOTIFY_INTERVAL_MS));
  }
}

function finishOrder(orderNumber: number, method: "cash" | "card", amount: number) {
  once(`purchase:${orderNumber}:${method}`, () => {
    trackPurchase({ orderNumber, value: amount, paymentMethod: method });
    trackAdsConversion({ orderNumber, value: amount, paymentMethod: method });
  });
  once(`done:${orderNumber}`, () => {
    removeItem("local", STORAGE_KEYS.bookingDraft);
    removeItem("session", STORAGE_KEYS.pendingBooking);
  });
}

export function PaymentResultApplication({ result }: PaymentResultApplicationProps) {
  useEffect(() => {
    // The provider may return inside the payment frame: show the result on the whole page.
    if (window.top && window.top !== window.self) {
      try {
        window.top.location.href = window.location.href;
      } catch {
        // A foreign parent: stay in the frame.
      }
      return;
    }
    if (result.kind === "cash") {
      const { orderNumber, total } = result.order;
      finishOrder(orderNumber, "cash", total);
      once(`cash-notify:${orderNumber}`, () => void notifyCash(orderNumber));
    }
    if (result.kind === "card-completed") finishOrder(result.outcome.orderNumber, "card", result.outcome.amount);
  }, [result]);

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      {result.kind === "cash" && (
        <SuccessCard
          method="cash"
          orderNumber={result.order.orderNumber}
          amount={result.order.total}
          emailHint={result.order.emailHint}
          orderHref={orderPagePath(result.order.orderNumber, result.token)}
        />
      )}
      {result.kind === "card-completed" && (
        <SuccessCard
          method="card"
          orderNumber={result.outcome.orderNumber}
          amount={result.outcome.amount}
          emailHint={result.emailHint}
          orderHref={orderPagePath(result.outcome.orderNumber, result.outcome.token)}
        />
      )}
      {result.kind === "card-failed" && (
        <FailureCard
          detail={result.outcome.kind === "failed" ? result.outcome.errorMessage : messages.payment.notVerified}
          order={
            result.outcome.kind === "failed" && result.outcome.orderNumber && result.outcome.token
              ? { orderNumber: result.outcome.orderNumber, token: result.outcome.token }
              : null
          }
        />
      )}
      {result.kind === "missing" && (
        <PageIntro
          title="תוצאת התשלום"
          lead="לא נמצאה הזמנה להצגה. אם ביצעתם הזמנה ואינכם בטוחים שהתקבלה, התקשרו אלינו ונבדוק."
          actions={[{ to: "/", label: "לדף הבית" }, { to: "/booking", label: "להזמנת חניה" }]}
        />
      )}
    </div>
  );
}
