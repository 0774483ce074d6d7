// Reaching the business about this order, its calendar file, and the
// confirmation e-mail once more.
import { useState } from "react";
import { apiUrl } from "@shared/api/endpoints.ts";
import { manageMessages } from "@shared/messages/manage.ts";
import type { OrderView } from "@shared/order-view.ts";
import { telHref, whatsappHref } from "~/lib/contact-links.ts";
import { usePublicConfig } from "~/lib/use-public-config.ts";
import { orderApi } from "./order-api.ts";
import { PhoneNumber } from "~/components/PhoneNumber.tsx";

const secondary = "inline-flex items-center justify-center rounded-lg border border-brand-800 px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60";

export function OrderActions({ order, token }: { order: OrderView; token: string }) {
  const config = usePublicConfig();
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    const result = await orderApi.resend(order.order_number, token);
    setBusy(false);
    setNote(result.ok ? result.data.message : result.error.message);
  }

  return (
    <section aria-labelledby="order-actions-title" className="rounded-2xl bg-white p-5 shadow sm:p-6">
      <h2 id="order-actions-title" className="text-xl font-bold text-brand-900">
        נציג, יומן ואישור
      </h2>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <a href={telHref(order.business_phone)} className={secondary}>
          חיוג לנציג: <PhoneNumber phone={order.business_phone} className="ms-1" />
        </a>
        {config && (
          <a href={whatsappHref(config.whatsappNumber, manageMessages.whatsappText(order.order_number))} target="_blank" rel="noopener noreferrer" className={secondary}>
            הודעה בוואטסאפ (נפתח בחלון חדש)
          </a>
        )}
        {order.status !== "cancelled" && (
          <>
            <a href={apiUrl("orderCalendar", { orderNumber: order.order_number }, { t: token })} className={secondary} download>
              הוספה ליומן (קובץ ‎.ics)
            </a>
            <button type="button" className={secondary} onClick={resend} disabled={busy}>
              שליחת האישור שוב לאימייל
            </button>
          </>
        )}
      </div>
      <div role="status" aria-live="polite">
        {note && <p className="mt-3 font-medium text-slate-800">{note} (<span dir="ltr">{order.email_hint}</span>)</p>}
      </div>
    </section>
  );
}
