// The secure-payment panel (product.md §2): the order summary with 'edit order' above
// the provider's page in a frame 800 px high, fitted to the window, at least
// 320 px. The site header and the type cards are out of the way meanwhile.
import { useEffect, useRef, useState } from "react";
import { PAYMENT_FRAME_HEIGHT_PX, PAYMENT_FRAME_MIN_HEIGHT_PX } from "@shared/constants.ts";
import { messages } from "@shared/messages/index.ts";
import type { BookingDraft } from "./booking-draft.ts";
import { OrderSummary } from "./OrderSummary.tsx";
import type { PaymentPanelState } from "./use-card-payment.ts";

function fittedHeight(frame: HTMLElement | null): number {
  const top = frame?.getBoundingClientRect().top ?? 0;
  return Math.max(PAYMENT_FRAME_MIN_HEIGHT_PX, Math.min(PAYMENT_FRAME_HEIGHT_PX, window.innerHeight - Math.max(0, top) - 16));
}

export function SecurePaymentPanel({
  panel,
  draft,
  coupon,
  onClose,
}: {
  panel: PaymentPanelState;
  draft: BookingDraft;
  coupon: { code: string; amount: number } | null;
  onClose: () => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(PAYMENT_FRAME_HEIGHT_PX);

  useEffect(() => {
    const header = document.querySelector<HTMLElement>("body > header, header[data-site-header]");
    const wasHidden = header?.hidden ?? false;
    if (header) header.hidden = true;
    const fit = () => setHeight(fittedHeight(frameRef.current));
    fit();
    window.addEventListener("resize", fit);
    return () => {
      window.removeEventListener("resize", fit);
      if (header) header.hidden = wasHidden;
    };
  }, []);

  return (
    <section aria-labelledby="payment-title" className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <div className="flex items-center justify-between gap-3">
        <h1 id="payment-title" className="text-2xl font-bold text-brand-900">
          {messages.payment.secureTitle}
        </h1>
        <button type="button" onClick={onClose} className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50" aria-label={messages.payment.closePanel}>
          ✕
        </button>
      </div>
      <OrderSummary draft={draft} coupon={coupon} />
      <button type="button" onClick={onClose} className="font-semibold text-brand-800 underline">
        {messages.booking.editOrder}
      </button>
      <iframe
        ref={frameRef}
        src={panel.url}
        title={messages.payment.frameTitle}
        style={{ height }}
        className="w-full rounded-xl border border-slate-200 bg-white"
        allow="payment"
      />
    </section>
  );
}
