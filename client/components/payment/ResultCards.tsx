// The two outcomes of /payment-result (product.md §4): the success card (cash or card)
// and the failure card with a retry that opens a new payment in a frame.
import { useState } from "react";
import { PAYMENT_FRAME_HEIGHT_PX, STORAGE_KEYS } from "@shared/constants.ts";
import { formatShekels } from "@shared/format-he.ts";
import { messages } from "@shared/messages.ts";
import { telHref, whatsappHref } from "~/lib/contact-links.ts";
import { readJson } from "~/lib/browser-storage.ts";
import { usePublicConfig } from "~/lib/use-public-config.ts";
import { PrimaryButton, PrimaryLink } from "~/components/PrimaryButton.tsx";

const m = messages.paymentResult;
const card = "mx-auto max-w-xl rounded-2xl bg-white p-6 text-center shadow-lg sm:p-8";
const secondary = "rounded-lg border border-brand-800 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50";

export function SuccessCard({
  method,
  orderNumber,
  amount,
  emailHint,
  orderHref,
}: {
  method: "cash" | "card";
  orderNumber: number;
  amount: number;
  emailHint: string | null;
  /** The private order page (product.md §12): view, change or cancel. */
  orderHref?: string | null;
}) {
  return (
    <section className={card} aria-labelledby="result-title">
      <p className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700" aria-hidden="true">
        ✓
      </p>
      <h1 id="result-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {method === "cash" ? m.cashTitle : m.cardTitle}
      </h1>
      <dl className="mx-auto mt-6 grid max-w-xs grid-cols-2 gap-2 text-start">
        <dt className="text-slate-600">מספר הזמנה</dt>
        <dd className="font-bold" data-testid="order-number">
          {orderNumber}
        </dd>
        <dt className="text-slate-600">סכום</dt>
        <dd className="font-bold" data-testid="order-amount">
          {formatShekels(amount)}
        </dd>
      </dl>
      {method === "cash" && <p className="mt-4 font-medium">{m.cashMethod}</p>}
      <p className="mt-4 text-slate-700">
        {m.detailsSentByEmail}
        {emailHint && (
          <>
            {" "}
            (<span dir="ltr">{emailHint}</span>)
          </>
        )}
      </p>
      {orderHref && (
        <p className="mt-4">
          <a href={orderHref} className="font-semibold text-brand-800 underline underline-offset-4" data-testid="manage-order-link">
            לצפייה בהזמנה, לשינוי או לביטול
          </a>
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/" className={secondary}>
          חזרה לדף הבית
        </a>
        <PrimaryLink to="/Booking">{messages.booking.bookAnother}</PrimaryLink>
      </div>
    </section>
  );
}

interface PendingBooking {
  orderNumber: number;
  token: string;
}

function pendingBooking(): PendingBooking | null {
  const stored = readJson("session", STORAGE_KEYS.pendingBooking) as Partial<PendingBooking> | null;
  return stored && typeof stored.orderNumber === "number" && typeof stored.token === "string" ? (stored as PendingBooking) : null;
}

export function FailureCard({ detail, order }: { detail: string | null; order: PendingBooking | null }) {
  const config = usePublicConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [frameUrl, setFrameUrl] = useState<string | null>(null);

  async function retry() {
    setError(null);
    const target = pendingBooking() ?? order;
    if (!target) return setError(m.noBookingData);
    setBusy(true);
    // The booking page's requests, shared with it and loaded on the click (docs/decisions/022).
    const payment = await import("~/components/booking/booking-requests.ts")
      .then(({ requestPaymentUrl }) => requestPaymentUrl(target.orderNumber, target.token))
      .catch(() => ({ url: null, message: undefined }));
    setBusy(false);
    if (payment.url) setFrameUrl(payment.url);
    else setError(payment.message ?? m.retryFailed);
  }

  if (frameUrl) {
    return (
      <section className="mx-auto max-w-3xl space-y-4 px-4" aria-labelledby="pay-title">
        <h1 id="pay-title" className="text-2xl font-bold text-brand-900">
          {m.payTitle}
        </h1>
        <p className="text-slate-700">{m.payBody}</p>
        <iframe src={frameUrl} title={messages.payment.frameTitle} style={{ height: PAYMENT_FRAME_HEIGHT_PX }} className="w-full rounded-xl border border-slate-200" allow="payment" />
        <a href="/" className={secondary}>
          חזרה לדף הבית
        </a>
      </section>
    );
  }

  return (
    <section className={card} aria-labelledby="result-title">
      <p className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-red-100 text-3xl text-red-700" aria-hidden="true">
        !
      </p>
      <h1 id="result-title" className="text-2xl font-bold text-red-800 sm:text-3xl">
        {m.failedTitle}
      </h1>
      <p className="mt-4 text-slate-700">{m.failedBody}</p>
      {detail && (
        <p className="mt-3 font-medium text-red-800" data-testid="provider-error">
          {m.providerError(detail)}
        </p>
      )}
      {config && (
        <div className="mt-6 flex flex-wrap justify-center gap-3 text-sm">
          <a href={telHref(config.phone)} className={secondary}>
            התקשרו: <span dir="ltr">{config.phone}</span>
          </a>
          <a href={whatsappHref(config.whatsappNumber)} target="_blank" rel="noopener noreferrer" className={secondary}>
            וואטסאפ
          </a>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-4 font-medium text-red-700">
          {error}
        </p>
      )}
      <PrimaryButton onClick={retry} disabled={busy} className="mt-6">
        {busy ? m.retrying : m.retry}
      </PrimaryButton>
    </section>
  );
}
