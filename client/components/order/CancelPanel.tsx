// Cancel: the law's terms computed for this order (fee, refund, until when),
// shown before the traveller confirms; outside them, what the terms say and the
// phone (docs/decisions/006).
import { useState } from "react";
import { CANCELLATION_RULE } from "@shared/constants.ts";
import { formatShekels } from "@shared/format-he.ts";
import { manageMessages } from "@shared/messages/manage.ts";
import type { OrderView } from "@shared/order-view.ts";
import { telHref } from "~/lib/contact-links.ts";
import { newIdempotencyKey, orderApi } from "./order-api.ts";
import { isoText } from "./order-format.ts";
import { PhoneNumber } from "~/components/PhoneNumber.tsx";

const danger = "rounded-lg bg-red-800 px-5 py-3 font-semibold text-white hover:bg-red-900 disabled:opacity-60";
const secondary = "rounded-lg border border-brand-800 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50";

export function CancelPanel({ order, token, onCancelled }: { order: OrderView; token: string; onCancelled: (order: OrderView) => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(newIdempotencyKey);
  const terms = order.cancellation;

  async function cancel() {
    setBusy(true);
    setError(null);
    const result = await orderApi.cancel(order.order_number, token, key);
    setBusy(false);
    if (result.ok) onCancelled(result.data);
    else setError(result.error.message);
  }

  return (
    <section aria-labelledby="cancel-title" className="rounded-2xl bg-white p-5 shadow sm:p-6">
      <h2 id="cancel-title" className="text-xl font-bold text-brand-900">
        ביטול ההזמנה
      </h2>
      {terms.allowed ? (
        <div data-testid="cancel-terms">
          <p className="mt-2 text-slate-700">
            לפי התקנון אפשר לבטל עד {isoText(terms.deadline)}. דמי הביטול הם {CANCELLATION_RULE.feePercent}% ממחיר ההזמנה או {CANCELLATION_RULE.feeCap} ₪, הנמוך מביניהם, ולא
            יותר ממה ששולם.
          </p>
          <dl className="mt-3 grid max-w-sm grid-cols-2 gap-2">
            <dt className="text-slate-600">דמי ביטול</dt>
            <dd className="font-bold" data-testid="cancel-fee">
              {formatShekels(terms.fee)}
            </dd>
            <dt className="text-slate-600">סכום להחזר</dt>
            <dd className="font-bold" data-testid="cancel-refund">
              {formatShekels(terms.refund)}
            </dd>
          </dl>
          {terms.refund > 0 && <p className="mt-2 text-slate-700">ההחזר יבוצע לאמצעי התשלום בתוך {CANCELLATION_RULE.refundBusinessDays} ימי עסקים.</p>}
          {!asking ? (
            <button type="button" className={`${danger} mt-4`} onClick={() => setAsking(true)}>
              לביטול ההזמנה
            </button>
          ) : (
            <div className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4" role="alertdialog" aria-labelledby="cancel-confirm-text">
              <p id="cancel-confirm-text" className="font-medium text-red-900">
                לבטל את הזמנה מספר {order.order_number}? לא ניתן לבטל את הביטול.
              </p>
              <div className="mt-3 flex flex-wrap gap-3">
                <button type="button" className={danger} onClick={cancel} disabled={busy}>
                  {busy ? "מבטל…" : "כן, לבטל את ההזמנה"}
                </button>
                <button type="button" className={secondary} onClick={() => setAsking(false)} disabled={busy}>
                  לא, להשאיר
                </button>
              </div>
            </div>
          )}
        </div>
      ) : (
        <p className="mt-2 text-slate-700" data-testid="cancel-refused">
          {manageMessages.cancelRefused[(terms.reason as keyof typeof manageMessages.cancelRefused) ?? "started"]}{" "}
          <a href={telHref(order.business_phone)} className="font-semibold text-brand-800 underline">
            <PhoneNumber phone={order.business_phone} />
          </a>
        </p>
      )}
      <div role="status" aria-live="polite">
        {error && <p className="mt-3 rounded-lg bg-red-50 p-3 font-medium text-red-900">{error}</p>}
      </div>
    </section>
  );
}
