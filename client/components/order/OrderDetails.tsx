// The booking as the operator sees it: status, stay, car, extras, prices, what
// was paid and what is due.
import { formatShekels } from "@shared/format-he.ts";
import { manageMessages } from "@shared/messages/manage.ts";
import { messages } from "@shared/messages/index.ts";
import type { OrderView } from "@shared/order-view.ts";
import { PhoneNumber } from "~/components/PhoneNumber.tsx";
import { extraLabel, legText, parkingLabel } from "./order-format.ts";

const statusStyle: Record<OrderView["status"], string> = {
  paid: "bg-green-100 text-green-900",
  cash: "bg-brand-50 text-brand-900",
  pending: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-900",
  cancelled: "bg-slate-200 text-slate-900",
};

const PAYMENT_LINE_LABELS: Record<OrderView["payments"][number]["method"], string> = {
  card: "שולם בכרטיס אשראי",
  card_difference: "הפרש ששולם בכרטיס אשראי",
  cash: "שולם במזומן לנציג",
};

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-slate-100 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function OrderDetails({ order }: { order: OrderView }) {
  return (
    <section aria-labelledby="order-details-title" className="rounded-2xl bg-white p-5 shadow sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-details-title" className="text-xl font-bold text-brand-900">
          פרטי ההזמנה
        </h2>
        <p className={`rounded-full px-3 py-1 text-sm font-semibold ${statusStyle[order.status]}`} data-testid="order-status">
          {manageMessages.status[order.status]}
        </p>
      </div>
      <dl className="mt-4">
        <Row label="שם">{`${order.first_name} ${order.last_name}`.trim()}</Row>
        <Row label="טלפון">
          <PhoneNumber phone={order.phone} />
        </Row>
        <Row label="סוג חניה">{parkingLabel(order.parking_type)}</Row>
        <Row label="מסירת הרכב (המראה)" testId="order-departure">
          {legText(order.departure)}
        </Row>
        <Row label="החזרת הרכב (נחיתה)" testId="order-arrival">
          {legText(order.arrival)}
        </Row>
        <Row label="מספר טיסה">
          <span dir="ltr">{order.flight_number}</span>
        </Row>
        <Row label="רכב">{[order.car_manufacturer, order.car_model].filter(Boolean).join(" ")}</Row>
        <Row label="מספר רישוי">
          <span dir="ltr">{order.license_number}</span>
        </Row>
        <Row label="שירותים נוספים">{order.extras.length ? order.extras.map((extra) => extraLabel(extra.id)).join(", ") : "ללא"}</Row>
      </dl>
      <h3 className="mt-6 text-lg font-bold text-brand-900">מחיר</h3>
      <dl className="mt-2">
        <Row label={`חניה – ${messages.booking.days(order.days)}`}>{formatShekels(order.parking)}</Row>
        {order.extras.map((extra) => (
          <Row key={extra.id} label={extraLabel(extra.id)}>
            {formatShekels(extra.price)}
          </Row>
        ))}
        {order.discount > 0 && <Row label={`הנחת קופון (${order.coupon_code ?? ""})`}>{`‎-${formatShekels(order.discount)}`}</Row>}
        <Row label="סה״כ" testId="order-total">
          {formatShekels(order.total)}
        </Row>
        {/* Each payment by its real method (product.md §12): the card, a difference paid by card, cash to the representative. */}
        {order.payments.map((payment) => (
          <Row key={payment.method} label={PAYMENT_LINE_LABELS[payment.method]} testId={`order-paid-${payment.method}`}>
            {formatShekels(payment.amount)}
          </Row>
        ))}
        {order.amount_due > 0 && (
          <Row label={order.payment_method === "cash" ? "לתשלום במזומן לנציג" : "יתרה לתשלום בכרטיס אשראי"} testId="order-amount-due">
            {formatShekels(order.amount_due)}
          </Row>
        )}
        {order.cancellation_fee !== null && <Row label="דמי ביטול">{formatShekels(order.cancellation_fee)}</Row>}
        {order.refund_due > 0 && (
          <Row label="סכום להחזר" testId="order-refund-due">
            {formatShekels(order.refund_due)}
          </Row>
        )}
        {order.refunded > 0 && <Row label="הוחזר">{formatShekels(order.refunded)}</Row>}
      </dl>
    </section>
  );
}
