// The outcomes of /payment-result (product.md §2.16): the success card (cash or card)
// with what happens next, and the failure card. After a booking the order page is
// the main button and "book another" the second; a declined card names its order,
// links to it, and offers a retry by card or cash to the representative instead.
import { useState } from "react";
import { PAYMENT_FRAME_HEIGHT_PX, STORAGE_KEYS, TERMINAL_LABELS } from "@shared/constants.ts";
import { formatDateTimeHe, formatShekels } from "@shared/format-he.ts";
import type { ResultNextSteps } from "@shared/loader-services.ts";
import { messages } from "@shared/messages/index.ts";
import { orderPagePath } from "@shared/order-view.ts";
import { telHref, whatsappHref } from "~/lib/contact-links.ts";
import { readJson } from "~/lib/browser-storage.ts";
import { ApiError, callApi } from "~/lib/api.ts";
import { usePublicConfig } from "~/lib/use-public-config.ts";
import { PhoneNumber } from "~/components/PhoneNumber.tsx";
import { PrimaryButton, PrimaryLink } from "~/components/PrimaryButton.tsx";

const m = messages.paymentResult;
const card = "mx-auto max-w-xl rounded-2xl bg-white p-6 text-center shadow-lg sm:p-8";
const secondary = "rounded-lg border border-brand-800 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50";

/** The order's number and amount, as both cards show them. */
function OrderFacts({ orderNumber, amount }: { orderNumber: number; amount: number }) {
  return (
    <dl className="mx-auto mt-6 grid max-w-xs grid-cols-2 gap-2 text-start">
      <dt className="text-slate-600">{m.orderNumber}</dt>
      <dd className="font-bold" data-testid="order-number">
        {orderNumber}
      </dd>
      <dt className="text-slate-600">{m.amountLabel}</dt>
      <dd className="font-bold" data-testid="order-amount">
        {formatShekels(amount)}
      </dd>
    </dl>
  );
}

function Step({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <li className="border-b border-slate-100 py-3 last:border-b-0" data-testid={testId}>
      <p className="font-bold text-brand-900">{title}</p>
      <p className="mt-0.5 text-slate-700">{children}</p>
    </li>
  );
}

/** Where the confirmation went: the phone message queued (its number's last digits), and the e-mail. */
function ConfirmationSent({ phone, emailHint }: { phone: ResultNextSteps["phone"]; emailHint: string }) {
  const email = <bdi dir="ltr">{emailHint}</bdi>;
  if (phone.channel === "email") {
    return (
      <>
        {m.byEmail} {email}. {phone.reason === "chosen" ? m.emailOnly : m.noMobile}
      </>
    );
  }
  return (
    <>
      {m.sentBy[phone.channel]}
      <PhoneNumber phone={phone.ending} /> {m.alsoByEmail} {email}.
    </>
  );
}

/** What happens next (product.md §2.16): the handover, the representative's call, cash, the confirmation. */
function NextSteps({ next, method, amount, emailHint }: { next: ResultNextSteps; method: "cash" | "card"; amount: number; emailHint: string }) {
  return (
    <section aria-labelledby="next-steps-title" className="mt-6 rounded-xl bg-brand-50 px-4 py-2 text-start" data-testid="next-steps">
      <h2 id="next-steps-title" className="pt-2 text-lg font-bold text-brand-900">
        {m.nextTitle}
      </h2>
      <ol>
        <Step title={m.handoverTitle} testId="next-handover">
          {m.handover(formatDateTimeHe(new Date(next.handover.at)), TERMINAL_LABELS[next.handover.terminal])}
        </Step>
        <Step title={m.callTitle} testId="next-call">
          {m.call}
        </Step>
        {method === "cash" && (
          <Step title={m.paymentTitle} testId="next-payment">
            {m.cashPayment(formatShekels(amount))}
          </Step>
        )}
        <Step title={m.confirmationTitle} testId="next-confirmation">
          <ConfirmationSent phone={next.phone} emailHint={emailHint} />
        </Step>
      </ol>
    </section>
  );
}

export function SuccessCard({
  method,
  orderNumber,
  amount,
  emailHint,
  next,
  orderHref,
}: {
  method: "cash" | "card";
  orderNumber: number;
  amount: number;
  emailHint: string;
  next: ResultNextSteps;
  /** The private order page (product.md §12): view, change or cancel. */
  orderHref: string;
}) {
  return (
    <section className={card} aria-labelledby="result-title">
      <p className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700" aria-hidden="true">
        ✓
      </p>
      <h1 id="result-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {method === "cash" ? m.cashTitle : m.cardTitle}
      </h1>
      <OrderFacts orderNumber={orderNumber} amount={amount} />
      <NextSteps next={next} method={method} amount={amount} emailHint={emailHint} />
      <div className="mt-8 flex flex-col items-stretch gap-3 sm:items-center">
        <PrimaryLink to={orderHref} size="wide" className="text-center sm:min-w-64" data-testid="manage-order-link">
          {m.toOrder}
        </PrimaryLink>
        <p className="text-sm text-slate-600">{m.toOrderNote}</p>
        <a href="/booking" className={`${secondary} mt-2 text-center sm:min-w-64`}>
          {messages.booking.bookAnother}
        </a>
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

/** A declined card's booking, as the server named it (docs/decisions/025): null for a return that did not verify. */
interface FailedOrder extends PendingBooking {
  amount: number;
  /** Whether it may still go to cash (the server's view: unpaid, not cancelled, not begun). */
  cashInstead: boolean;
}

/** A fresh key per press: a retried request is one switch, never two (product.md §7.4). */
function newIdempotencyKey(): string {
  return `cash-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function FailureCard({ detail, order }: { detail: string | null; order: FailedOrder | null }) {
  const config = usePublicConfig();
  const [busy, setBusy] = useState<"retry" | "cash" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [frameUrl, setFrameUrl] = useState<string | null>(null);

  async function retry() {
    setError(null);
    const target = pendingBooking() ?? order;
    if (!target) return setError(m.noBookingData);
    setBusy("retry");
    // The booking page's requests, shared with it and loaded on the click (docs/decisions/022).
    const payment = await import("~/components/booking/booking-requests.ts")
      .then(({ requestPaymentUrl }) => requestPaymentUrl(target.orderNumber, target.token))
      .catch(() => ({ url: null, message: undefined }));
    setBusy(null);
    if (payment.url) setFrameUrl(payment.url);
    else setError(payment.message ?? m.retryFailed);
  }

  /** Cash to the representative instead: the server switches the booking, then its cash result page shows what happens next. */
  async function payCash() {
    if (!order) return;
    setError(null);
    setBusy("cash");
    try {
      const paid = await callApi(
        "orderPayCash",
        { params: { orderNumber: order.orderNumber }, query: { t: order.token } },
        { headers: { "idempotency-key": newIdempotencyKey() }, failureMessage: m.payCashFailed },
      );
      // The button stays busy until the page is left: a second press cannot run meanwhile.
      window.location.assign(paid.result_url);
    } catch (failure) {
      setBusy(null);
      setError(failure instanceof ApiError ? failure.message : m.payCashFailed);
    }
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
          {m.backHome}
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
      <p className="mt-4 text-slate-700">{order ? m.failedWithOrder : m.failedBody}</p>
      {detail && (
        <p className="mt-3 font-medium text-red-800" data-testid="provider-error">
          {m.providerError(detail)}
        </p>
      )}
      {order && (
        <>
          <OrderFacts orderNumber={order.orderNumber} amount={order.amount} />
          <p className="mt-3">
            <a href={orderPagePath(order.orderNumber, order.token)} className="font-semibold text-brand-800 underline underline-offset-4" data-testid="manage-order-link">
              {m.toOrder}
            </a>
          </p>
        </>
      )}
      <div role="alert" className="empty:hidden">
        {error && <p className="mt-4 font-medium text-red-700">{error}</p>}
      </div>
      <div className="mt-6 flex flex-col items-stretch gap-3 sm:items-center">
        <PrimaryButton onClick={() => void retry()} disabled={busy !== null} className="sm:min-w-64">
          {busy === "retry" ? m.retrying : m.retry}
        </PrimaryButton>
        {order?.cashInstead && (
          <>
            <button type="button" onClick={() => void payCash()} disabled={busy !== null} className={`${secondary} disabled:opacity-60 sm:min-w-64`} data-testid="pay-cash">
              {busy === "cash" ? m.payCashBusy : m.payCash}
            </button>
            <p className="text-sm text-slate-600">{m.payCashNote(formatShekels(order.amount))}</p>
          </>
        )}
      </div>
      {config && (
        <div className="mt-6 flex flex-wrap justify-center gap-3 text-sm">
          <a href={telHref(config.phone)} className={secondary}>
            התקשרו: <PhoneNumber phone={config.phone} />
          </a>
          <a href={whatsappHref(config.whatsappNumber)} target="_blank" rel="noopener noreferrer" className={secondary}>
            וואטסאפ
          </a>
        </div>
      )}
    </section>
  );
}
