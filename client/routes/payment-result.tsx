// /payment-result (product.md §4): the outcome of a card payment or a cash booking.
// Everything shown comes from the server: a card return is verified with the
// provider and applied before this page renders; a cash order is read with its
// access token. The query's own CCode or Amount are never believed.
import { useEffect } from "react";
import type { Route } from "./+types/payment-result";
import { appContext } from "../../shared/app-context.ts";
import { CASH_NOTIFY_ATTEMPTS, CASH_NOTIFY_INTERVAL_MS, STORAGE_KEYS } from "../../shared/constants.ts";
import { messages } from "../../shared/messages.ts";
import { orderNumberFromInfo } from "../../shared/result-url.ts";
import { orderPagePath } from "../../shared/order-view.ts";
import { PageIntro } from "../components/PageIntro.tsx";
import { FailureCard, SuccessCard } from "../components/payment/ResultCards.tsx";
import { once } from "../components/payment/once.ts";
import { PAGES } from "../content/pages.ts";
import { callApi } from "../lib/api.ts";
import { removeItem } from "../lib/browser-storage.ts";
import { trackAdsConversion, trackPurchase } from "../lib/analytics.ts";
import { pageMeta } from "../lib/seo.ts";

// Kept out of search engines: it describes one visitor's order (product.md §2).
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.paymentResult, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  if (query.mode === "cash") {
    const orderNumber = orderNumberFromInfo(query.Info);
    const order = orderNumber && query.t ? await services.orderResult(orderNumber, query.t) : null;
    return order ? ({ kind: "cash", order, token: query.t! } as const) : ({ kind: "missing" } as const);
  }
  if (query.CCode !== undefined || query.Sign !== undefined) {
    const outcome = await services.paymentReturn(query);
    if (outcome.kind === "completed") {
      const order = await services.orderResult(outcome.orderNumber, outcome.token);
      return { kind: "card-completed", outcome, emailHint: order?.emailHint ?? null } as const;
    }
    return { kind: "card-failed", outcome } as const;
  }
  return { kind: "missing" } as const;
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

export default function PaymentResultPage({ loaderData }: Route.ComponentProps) {
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
    if (loaderData.kind === "cash") {
      const { orderNumber, total } = loaderData.order;
      finishOrder(orderNumber, "cash", total);
      once(`cash-notify:${orderNumber}`, () => void notifyCash(orderNumber));
    }
    if (loaderData.kind === "card-completed") finishOrder(loaderData.outcome.orderNumber, "card", loaderData.outcome.amount);
  }, [loaderData]);

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      {loaderData.kind === "cash" && (
        <SuccessCard
          method="cash"
          orderNumber={loaderData.order.orderNumber}
          amount={loaderData.order.total}
          emailHint={loaderData.order.emailHint}
          orderHref={orderPagePath(loaderData.order.orderNumber, loaderData.token)}
        />
      )}
      {loaderData.kind === "card-completed" && (
        <SuccessCard
          method="card"
          orderNumber={loaderData.outcome.orderNumber}
          amount={loaderData.outcome.amount}
          emailHint={loaderData.emailHint}
          orderHref={orderPagePath(loaderData.outcome.orderNumber, loaderData.outcome.token)}
        />
      )}
      {loaderData.kind === "card-failed" && (
        <FailureCard
          detail={loaderData.outcome.kind === "failed" ? loaderData.outcome.errorMessage : messages.payment.notVerified}
          order={
            loaderData.outcome.kind === "failed" && loaderData.outcome.orderNumber && loaderData.outcome.token
              ? { orderNumber: loaderData.outcome.orderNumber, token: loaderData.outcome.token }
              : null
          }
        />
      )}
      {loaderData.kind === "missing" && (
        <PageIntro
          title="תוצאת התשלום"
          lead="לא נמצאה הזמנה להצגה. אם ביצעתם הזמנה ואינכם בטוחים שהתקבלה, התקשרו אלינו ונבדוק."
          actions={[{ to: "/", label: "לדף הבית" }, { to: "/booking", label: "להזמנת חניה" }]}
        />
      )}
    </div>
  );
}
