// The traveller's own booking (product.md §2.17, §12), as an
// application the browser hydrates on its own (docs/decisions/023): view it,
// change it until the cutoff, cancel it by the law's terms, pay a difference,
// reach the representative. The route (client/routes/order.tsx) reads it on the
// server with the address's token.
import { useState } from "react";
import { manageMessages } from "@shared/messages/manage.ts";
import type { OrderView } from "@shared/order-view.ts";
import type { PackedCalendar } from "@shared/packed-calendar.ts";
import type { StayBounds } from "@shared/stay-bounds.ts";
import type { ServiceView } from "@shared/service-view.ts";
import { extendMessages } from "@shared/messages/extend.ts";
import { PageIntro } from "~/components/PageIntro.tsx";
import { PrimaryButton } from "~/components/PrimaryButton.tsx";
import { CancelPanel } from "~/components/order/CancelPanel.tsx";
import { ChangeSection } from "~/components/order/ChangeSection.tsx";
import { OrderActions } from "~/components/order/OrderActions.tsx";
import { OrderDetails } from "~/components/order/OrderDetails.tsx";
import { OrderDocuments } from "~/components/order/OrderDocuments.tsx";
import { MessageChannelPanel } from "~/components/order/MessageChannelPanel.tsx";
import { Confirmation, NoCancelNote, type Notice } from "~/components/order/OrderNotices.tsx";
import { OrderStatusCard } from "~/components/order/OrderStatusCard.tsx";
import { ServiceTimeline } from "~/components/order/ServiceTimeline.tsx";
import { ExtendForm } from "~/components/order/ExtendForm.tsx";
import { orderApi } from "~/components/order/order-api.ts";

export interface OrderApplicationProps {
  /** null: no such order for this token (the page says so, with a 404). */
  order: OrderView | null;
  /** The change form's calendar (empty with no order). */
  calendar: PackedCalendar;
  /** The car's day (product.md §17); null with no order. */
  service: ServiceView | null;
  /** The booking's bounds for the change and extend calendars (docs/decisions/038); null with no order. */
  bounds: StayBounds | null;
  /** Israel's date by the server's clock (empty with no order). */
  today: string;
  token: string;
}

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

export function OrderApplication({ order: initialOrder, calendar, service, bounds, today, token }: OrderApplicationProps) {
  const [order, setOrder] = useState<OrderView | null>(initialOrder);
  const [notice, setNotice] = useState<Notice | null>(null);

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
  const status = service?.service_status ?? "booked";
  // Moving the return later, only while the car is parked with us: not once it is on its way back.
  const canExtend = !cancelled && (status === "picked_up" || status === "parked");
  const confirm = (text: string) => setNotice({ text, at: Date.now() });
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-3xl space-y-6">
        <header>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{manageMessages.title(order.order_number)}</h1>
          <p className="mt-2 text-slate-700">שלום {order.first_name}, כאן אפשר לראות איפה הרכב ומה הלאה, לשנות את ההזמנה או לבטל אותה.</p>
        </header>
        <Confirmation notice={notice} />
        <OrderStatusCard order={order} service={service} today={today} />
        {!cancelled && order.payment_method === "card" && order.amount_due > 0 && <PayDue order={order} token={token} />}
        <OrderDetails order={order} />
        {/* The history of the car's day, below what matters now. */}
        {service && service.timeline.length > 1 && <ServiceTimeline service={service} />}
        {order.documents.length > 0 && <OrderDocuments documents={order.documents} />}
        {canExtend && (
          <ExtendForm
            key={`${order.total}-${order.arrival.date}-${order.arrival.time}`}
            order={order}
            token={token}
            calendar={calendar}
            bounds={bounds}
            onExtended={(next, paymentUrl) => {
              setOrder(next);
              confirm(paymentUrl ? extendMessages.doneWithPayment : extendMessages.done);
            }}
          />
        )}
        {!cancelled && status === "booked" && (
          <ChangeSection
            order={order}
            token={token}
            calendar={calendar}
            bounds={bounds}
            onChanged={(next, paymentUrl) => {
              setOrder(next);
              confirm(paymentUrl ? "ההזמנה עודכנה. נותרה יתרה לתשלום." : "ההזמנה עודכנה ונשלח אליכם אימייל עם הפרטים החדשים.");
            }}
          />
        )}
        {!cancelled && status === "booked" && (
          <CancelPanel
            order={order}
            token={token}
            onCancelled={(next) => {
              setOrder(next);
              confirm("ההזמנה בוטלה. שלחנו אליכם אימייל עם פרטי הביטול.");
            }}
          />
        )}
        {!cancelled && (status === "picked_up" || status === "parked" || status === "returning") && <NoCancelNote order={order} />}
        {!cancelled && status !== "returned" && status !== "no_show" && (
          <MessageChannelPanel
            key={order.message_channel}
            order={order}
            token={token}
            onChanged={(next) => {
              setOrder(next);
              confirm("העדפת העדכונים נשמרה.");
            }}
          />
        )}
        <OrderActions order={order} token={token} />
      </div>
    </div>
  );
}
