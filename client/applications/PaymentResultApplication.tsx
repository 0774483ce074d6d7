// /payment-result (product.md §4): the outcome of a card payment or a cash
// booking, as an application the browser hydrates on its own (docs/decisions/023).
// Everything shown comes from the server (client/routes/payment-result.tsx,
// docs/decisions/025): the island's props name only what the server settled. The
// site's phone bar is not shown here (client/components/chrome/FloatingTools.tsx): the
// traveller has just booked, and the cards' own buttons lead on.
import { useEffect } from "react";
import { CASH_NOTIFY_ATTEMPTS, CASH_NOTIFY_INTERVAL_MS, STORAGE_KEYS } from "@shared/constants.ts";
import type { PaymentResultView } from "@shared/loader-services.ts";
import { messages } from "@shared/messages/index.ts";
import { orderPagePath } from "@shared/order-view.ts";
import { PageIntro } from "~/components/PageIntro.tsx";
import { FailureCard, SuccessCard } from "~/components/payment/ResultCards.tsx";
import { once } from "~/components/payment/once.ts";
import { callApi } from "~/lib/api.ts";
import { removeItem } from "~/lib/browser-storage.ts";
import { trackAdsConversion, trackPurchase } from "~/lib/analytics.ts";

export interface PaymentResultApplicationProps {
  result: PaymentResultView;
}

async function notifyCash(orderNumber: number, token: string) {
  for (let attempt = 1; attempt <= CASH_NOTIFY_ATTEMPTS; attempt++) {
    try {
      await callApi("notifyCashBooking", { body: { orderNumber, token } });
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

function TestPaymentNote() {
  return (
    <p role="note" className="mx-auto mb-4 max-w-xl rounded-xl border border-amber-500 bg-amber-50 px-4 py-3 text-center font-semibold text-amber-900">
      {messages.paymentResult.testPayment}
    </p>
  );
}

export function PaymentResultApplication({ result }: PaymentResultApplicationProps) {
  useEffect(() => {
    // The provider may return inside the payment frame: show the result on the whole
    // page. The server already settled it, and the address is clean: the top page
    // loads the same result from the cookie.
    if (window.top && window.top !== window.self) {
      try {
        window.top.location.href = window.location.href;
      } catch {
        // A foreign parent: stay in the frame.
      }
      return;
    }
    if (result.kind === "cash") {
      finishOrder(result.orderNumber, "cash", result.amount);
      once(`cash-notify:${result.orderNumber}`, () => void notifyCash(result.orderNumber, result.token));
    }
    if (result.kind === "card-completed") finishOrder(result.orderNumber, "card", result.amount);
  }, [result]);

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      {(result.kind === "card-completed" || result.kind === "card-failed") && result.testPayment && <TestPaymentNote />}
      {(result.kind === "cash" || result.kind === "card-completed") && (
        <SuccessCard
          method={result.kind === "cash" ? "cash" : "card"}
          orderNumber={result.orderNumber}
          amount={result.amount}
          emailHint={result.emailHint}
          next={result.next}
          orderHref={orderPagePath(result.orderNumber, result.token)}
        />
      )}
      {result.kind === "card-failed" && (
        <FailureCard detail={result.errorMessage} order={{ ...result.retry, amount: result.amount, cashInstead: result.cashInstead }} />
      )}
      {result.kind === "unverified" && <FailureCard detail={messages.payment.notVerified} order={null} />}
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
