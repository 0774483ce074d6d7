import { BASE_DAYS, BASE_PRICES, EXTRA_DAY_PRICE, PARKING_TYPE_LABELS, type ExtraId, type ParkingType } from "@shared/constants.ts";
import { formatShekels as shekels } from "@shared/format-he.ts";
import { labels, messages } from "@shared/messages/index.ts";
import type { Quote } from "@shared/pricing.ts";
import { CALCULATOR } from "~/content/calculator.ts";
import { PrimaryLink } from "~/components/PrimaryButton.tsx";

/** The price from the shared rules, line by line, and the way on to booking. */
export function PriceBreakdown({ type, quote }: { type: ParkingType; quote: Quote }) {
  const extraDays = Math.max(0, quote.days - BASE_DAYS);
  return (
    <section aria-labelledby="breakdown-title" className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
      <h2 id="breakdown-title" className="text-xl font-bold text-brand-900">
        {CALCULATOR.breakdownTitle}
      </h2>
      <dl className="mt-4 divide-y divide-slate-200 text-slate-800" aria-live="polite" aria-atomic="true">
        <div className="flex items-start justify-between gap-4 py-3">
          <dt>
            <span className="font-semibold">{messages.booking.baseLine(PARKING_TYPE_LABELS[type], quote.days)}</span>
            <span className="block text-sm text-slate-600">{CALCULATOR.upTo(BASE_DAYS, BASE_PRICES[type])}</span>
            {extraDays > 0 && <span className="block text-sm text-slate-600">{CALCULATOR.extraDaysLine(extraDays, EXTRA_DAY_PRICE)}</span>}
          </dt>
          <dd className="font-semibold">{shekels(quote.parking)}</dd>
        </div>
        {quote.extras.map((extra) => (
          <div key={extra.id} className="flex items-center justify-between gap-4 py-3">
            <dt>{labels.extras[extra.id as ExtraId]}</dt>
            <dd className="font-semibold">{shekels(extra.price)}</dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-4 py-4 text-xl font-bold text-brand-900">
          <dt>{CALCULATOR.totalLabel}</dt>
          <dd data-testid="calculator-total">{shekels(quote.total)}</dd>
        </div>
      </dl>
      <PrimaryLink to={`/Booking?type=${type}#booking-form`} className="mt-4 flex min-h-12 w-full items-center justify-center text-center shadow">
        {`להזמנת ${PARKING_TYPE_LABELS[type]}`}
      </PrimaryLink>
      <p className="mt-4 text-sm leading-6 text-slate-600">{CALCULATOR.note}</p>
      {quote.extras.some((extra) => extra.id === "fuel" || extra.id === "charge") && (
        <p className="mt-2 text-sm leading-6 text-slate-600">{CALCULATOR.fuelNote}</p>
      )}
    </section>
  );
}
