// The live order summary (product.md §2): customer, vehicle, flight details and the
// payment lines. The same shared price rules the server applies; the server's
// figure is the one charged.
import { EXTRAS, PARKING_TYPE_LABELS, TERMINAL_LABELS, type Terminal } from "@shared/constants.ts";
import { formatIsoDateHe, formatShekels } from "@shared/format-he.ts";
import { messages } from "@shared/messages/index.ts";
import { quote } from "@shared/pricing.ts";
import { stayDays } from "@shared/stay-days.ts";
import { bookingCopy } from "~/content/booking.ts";
import type { BookingDraft } from "./booking-draft.ts";

function priceOf(draft: BookingDraft, couponAmount: number) {
  if (!draft.parking_type || !draft.departure_date || !draft.arrival_date) return null;
  const days = stayDays(draft.departure_date, draft.arrival_date);
  return quote({ type: draft.parking_type, days, extras: draft.additional_services, couponAmount });
}

function terminal(value: Terminal | "") {
  return value ? TERMINAL_LABELS[value] : "—";
}

export function OrderSummary({ draft, coupon }: { draft: BookingDraft; coupon: { code: string; amount: number } | null }) {
  const copy = bookingCopy.summary;
  const price = priceOf(draft, coupon?.amount ?? 0);
  const rows: [string, string][] = [
    [copy.name, draft.full_name || "—"],
    [copy.phone, draft.phone || "—"],
    [copy.car, [draft.car_manufacturer, draft.car_model].filter(Boolean).join(" ") || "—"],
    [copy.licence, draft.license_number || "—"],
    [copy.outbound, draft.departure_date ? `${terminal(draft.departure_terminal)}, ${formatIsoDateHe(draft.departure_date)} ${draft.departure_time}` : "—"],
    [copy.inbound, draft.arrival_date ? `${terminal(draft.arrival_terminal)}, ${formatIsoDateHe(draft.arrival_date)} ${draft.arrival_time}` : "—"],
    [copy.flight, draft.flight_number || "—"],
  ];
  return (
    <section aria-labelledby="summary-title" className="rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-6" aria-live="polite">
      <h2 id="summary-title" className="mb-3 text-lg font-semibold text-brand-900">
        {bookingCopy.sections.summary}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <hr className="my-3 border-brand-100" />
      {price ? (
        <dl className="space-y-1 text-sm" data-testid="price-lines">
          <div className="flex justify-between gap-4">
            <dt>{messages.booking.baseLine(PARKING_TYPE_LABELS[draft.parking_type as "open" | "covered"], price.days)}</dt>
            <dd>{formatShekels(price.parking)}</dd>
          </div>
          {price.extras.map((extra) => (
            <div key={extra.id} className="flex justify-between gap-4">
              <dt>{EXTRAS.find((item) => item.id === extra.id)?.label}</dt>
              <dd>{formatShekels(extra.price)}</dd>
            </div>
          ))}
          {price.discount > 0 && coupon && (
            <div className="flex justify-between gap-4 text-green-800">
              <dt>{messages.booking.couponLine(coupon.code)}</dt>
              <dd>-{formatShekels(price.discount)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-brand-100 pt-2 text-base font-bold text-brand-900">
            <dt>{copy.total}</dt>
            <dd data-testid="summary-total">{formatShekels(price.total)}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-slate-700">{copy.missingDates}</p>
      )}
    </section>
  );
}
