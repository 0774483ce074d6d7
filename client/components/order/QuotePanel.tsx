// The priced proposal a change or an extension shows before it is saved: the old
// and new totals, what is then due (to the representative in cash, or by card) or
// paid back, and the confirm and back buttons. One panel, so a change and an
// extension always read alike.
import { formatShekels } from "@shared/format-he.ts";
import type { OrderView } from "@shared/order-view.ts";
import { PrimaryButton } from "~/components/PrimaryButton.tsx";
import type { ChangeQuote } from "./order-api.ts";

const secondary = "rounded-lg border border-brand-800 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60";

export function QuotePanel(props: {
  quote: ChangeQuote;
  paymentMethod: OrderView["payment_method"];
  busy: boolean;
  confirmLabel: string;
  backLabel: string;
  onConfirm: () => void;
  onBack: () => void;
  testId: string;
}) {
  const { quote, busy } = props;
  return (
    <div className="mt-5 rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid={props.testId} aria-live="polite">
      <p className="text-lg">
        מחיר קודם: <span className="font-bold">{formatShekels(quote.old_total)}</span>
        {" · "}
        מחיר חדש: <span className="font-bold" data-testid="quote-total">{formatShekels(quote.total)}</span>
      </p>
      {quote.amount_due > 0 && (
        <p className="mt-1">{props.paymentMethod === "cash" ? `לתשלום לנציג: ${formatShekels(quote.amount_due)}` : `יתרה לתשלום בכרטיס: ${formatShekels(quote.amount_due)}`}</p>
      )}
      {quote.refund_due > 0 && <p className="mt-1">יוחזרו לכם: {formatShekels(quote.refund_due)}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        <PrimaryButton onClick={props.onConfirm} disabled={busy}>
          {busy ? "שומר…" : props.confirmLabel}
        </PrimaryButton>
        <button type="button" className={secondary} onClick={props.onBack} disabled={busy}>
          {props.backLabel}
        </button>
      </div>
    </div>
  );
}
