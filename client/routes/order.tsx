// /order/:orderNumber?t=TOKEN (issue 15): the traveller's own booking, without
// an account: view it, change it until the cutoff, cancel it by the law's terms,
// pay a difference, reach the representative. The token is the order's access
// token (an HMAC); a wrong one and an unknown order are the same 404. The server
// sends Referrer-Policy: no-referrer, noindex and no-store for these pages
// (server/middleware/private-order-pages.ts).
import { useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/order";
import { appContext } from "../../shared/app-context.ts";
import { BRAND_NAME } from "../../shared/brand.ts";
import { manageMessages } from "../../shared/manage-messages.ts";
import type { OrderView } from "../../shared/order-view.ts";
import { PageIntro } from "../components/PageIntro.tsx";
import { CancelPanel } from "../components/order/CancelPanel.tsx";
import { ChangeForm } from "../components/order/ChangeForm.tsx";
import { OrderActions } from "../components/order/OrderActions.tsx";
import { OrderDetails } from "../components/order/OrderDetails.tsx";
import { orderApi } from "../components/order/order-api.ts";
import { telHref } from "../lib/contact-links.ts";
import { pageMeta } from "../lib/seo.ts";
import { PrimaryButton } from "../components/PrimaryButton.tsx";

const MAX_ORDER_NUMBER = 2_000_000_000;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const orderNumber = Number(params.orderNumber);
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const valid = Number.isSafeInteger(orderNumber) && orderNumber > 0 && orderNumber <= MAX_ORDER_NUMBER && token.length > 0 && token.length <= 64;
  const order = valid ? await services.orderView(orderNumber, token) : null;
  // The same answer for a wrong token and a missing order: nothing to learn.
  if (!order) return data({ order: null, token: "" }, { status: 404 });
  return { order, token };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(
    matches,
    {
      title: loaderData?.order ? `${manageMessages.title(loaderData.order.order_number)} | ${BRAND_NAME}` : `ההזמנה לא נמצאה | ${BRAND_NAME}`,
      description: "צפייה בהזמנה, שינוי וביטול.",
      path: null,
    },
    { noindex: true },
  ),
  { name: "referrer", content: "no-referrer" },
];

function PayDue({ order, token }: { order: OrderView; token: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function pay() {
    setBusy(true);
    const result = await orderApi.payDifference(order.order_number, token);
    if (result.ok) window.location.assign(result.data.payment_url);
    else {
      setBusy(false);
      setError(result.error.message);
    }
  }
  return (
    <div className="rounded-2xl border border-amber-300 bg-amber-50 p-5" data-testid="pay-due">
      <p className="font-semibold text-amber-950">יתרה לתשלום בכרטיס אשראי: {order.amount_due} ₪</p>
      <PrimaryButton className="mt-3 inline-flex" onClick={pay} disabled={busy}>
        {busy ? "מעביר לתשלום…" : "לתשלום מאובטח"}
      </PrimaryButton>
      <div role="status" aria-live="polite">
        {error && <p className="mt-2 font-medium text-red-900">{error}</p>}
      </div>
    </div>
  );
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const [order, setOrder] = useState<OrderView | null>(loaderData.order);
  const [notice, setNotice] = useState<string | null>(null);
  const token = loaderData.token;

  if (!order) {
    return (
      <PageIntro
        title="ההזמנה לא נמצאה"
        lead="לא מצאנו הזמנה לפי הקישור הזה. בדקו שהעתקתם את הקישור המלא מהאימייל, או התקשרו אלינו ונשמח לעזור."
        actions={[{ to: "/", label: "לדף הבית" }, { to: "/contact", label: "ליצירת קשר" }]}
      />
    );
  }

  const cancelled = order.status === "cancelled";
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-3xl space-y-6">
        <header>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{manageMessages.title(order.order_number)}</h1>
          <p className="mt-2 text-slate-700">שלום {order.first_name}, כאן אפשר לראות את ההזמנה, לשנות אותה או לבטל אותה.</p>
        </header>
        <div role="status" aria-live="polite">
          {notice && (
            <p className="rounded-xl bg-green-50 p-4 font-medium text-green-900" data-testid="order-notice">
              {notice}
            </p>
          )}
        </div>
        {!cancelled && order.payment_method === "card" && order.amount_due > 0 && <PayDue order={order} token={token} />}
        <OrderDetails order={order} />
        {!cancelled &&
          (order.can_change ? (
            <ChangeForm
              key={`${order.total}-${order.departure.date}-${order.departure.time}-${order.arrival.date}-${order.arrival.time}-${order.flight_number}`}
              order={order}
              token={token}
              onChanged={(next, paymentUrl) => {
                setOrder(next);
                setNotice(paymentUrl ? "ההזמנה עודכנה. נותרה יתרה לתשלום." : "ההזמנה עודכנה ונשלח אליכם אימייל עם הפרטים החדשים.");
              }}
            />
          ) : (
            <section className="rounded-2xl bg-white p-5 shadow sm:p-6" data-testid="change-closed">
              <h2 className="text-xl font-bold text-brand-900">שינוי ההזמנה</h2>
              <p className="mt-2 text-slate-700">
                {manageMessages.changeClosed("").replace(/:\s*$/, ":")}{" "}
                <a href={telHref(order.business_phone)} className="font-semibold text-brand-800 underline" dir="ltr">
                  {order.business_phone}
                </a>
              </p>
            </section>
          ))}
        {!cancelled && (
          <CancelPanel
            order={order}
            token={token}
            onCancelled={(next) => {
              setOrder(next);
              setNotice("ההזמנה בוטלה. שלחנו אליכם אימייל עם פרטי הביטול.");
            }}
          />
        )}
        <OrderActions order={order} token={token} />
      </div>
    </div>
  );
}
