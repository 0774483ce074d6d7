import { useState } from "react";
import {
  BASE_DAYS,
  BASE_PRICES,
  DEFAULT_STAY_DAYS,
  EXTRAS,
  EXTRA_DAY_PRICE,
  PARKING_TYPES,
  PARKING_TYPE_LABELS,
  type ExtraId,
  type ParkingType,
} from "@shared/constants.ts";
import { formatShekels } from "@shared/format-he.ts";
import { calculatorDays, quote } from "@shared/pricing.ts";
import { CALCULATOR } from "~/content/calculator.ts";
import { ToastRegion, useToasts } from "~/components/Toasts.tsx";
import { DaysStepper } from "./DaysStepper.tsx";
import { PriceBreakdown } from "./PriceBreakdown.tsx";

const OPTION =
  "flex cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-200 bg-white p-4 transition-colors hover:border-brand-600 has-checked:border-brand-800 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700";

/** product.md §2 /calculator: type (default open), days (default 5), extras, live breakdown. */
export function ParkingCalculator({ maxStayDays }: { maxStayDays: number }) {
  const [type, setType] = useState<ParkingType>("open");
  const [daysText, setDaysText] = useState(String(DEFAULT_STAY_DAYS));
  const [extras, setExtras] = useState<ExtraId[]>([]);
  const { toasts, showToast } = useToasts();

  // No longer than the site books (docs/decisions/038).
  const days = Math.min(maxStayDays, calculatorDays(daysText));
  const price = quote({ type, days, extras });

  /** On leaving the field, what was typed becomes the number actually priced. */
  function commitDays() {
    const normalized = String(days);
    if (daysText !== normalized) {
      setDaysText(normalized);
      showToast(calculatorDays(daysText) > maxStayDays ? CALCULATOR.toastLongest(maxStayDays) : CALCULATOR.toastCorrected(days));
    }
  }

  function step(delta: number) {
    if (days + delta < 1) {
      setDaysText("1");
      showToast(CALCULATOR.toastMinimum);
      return;
    }
    if (days + delta > maxStayDays) {
      showToast(CALCULATOR.toastLongest(maxStayDays));
      return;
    }
    setDaysText(String(calculatorDays(days + delta)));
  }

  function toggleExtra(id: ExtraId, checked: boolean) {
    setExtras((current) => (checked ? [...current, id] : current.filter((extra) => extra !== id)));
  }

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
      <form className="grid gap-8 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-8" onSubmit={(event) => event.preventDefault()}>
        <fieldset>
          <legend className="text-lg font-semibold text-slate-900">{CALCULATOR.typeLegend}</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {PARKING_TYPES.map((option) => (
              <label key={option} className={OPTION}>
                <input
                  type="radio"
                  name="type"
                  value={option}
                  checked={type === option}
                  onChange={() => setType(option)}
                  className="mt-1 size-5 accent-brand-800"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{PARKING_TYPE_LABELS[option]}</span>
                  <span className="block text-sm text-slate-700">{CALCULATOR.upTo(BASE_DAYS, BASE_PRICES[option])}</span>
                  <span className="block text-sm text-slate-700">{CALCULATOR.perExtraDay(EXTRA_DAY_PRICE)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <DaysStepper value={daysText} onChange={setDaysText} onCommit={commitDays} onStep={step} />
        {/* Phones show the breakdown below the form; this keeps the total in sight. */}
        <p aria-hidden="true" className="flex items-center justify-between rounded-xl bg-white px-4 py-3 font-bold text-brand-900 ring-1 ring-slate-200 lg:hidden">
          <span>{CALCULATOR.totalLabel}</span>
          <span>{formatShekels(price.total)}</span>
        </p>

        <fieldset>
          <legend className="text-lg font-semibold text-slate-900">{CALCULATOR.extrasLegend}</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {EXTRAS.map((extra) => (
              <label key={extra.id} className={OPTION}>
                <input
                  type="checkbox"
                  name="extras"
                  value={extra.id}
                  checked={extras.includes(extra.id)}
                  onChange={(event) => toggleExtra(extra.id, event.target.checked)}
                  className="mt-1 size-5 accent-brand-800"
                />
                <span className="flex flex-1 flex-wrap justify-between gap-x-3">
                  <span className="font-semibold text-slate-900">{extra.label}</span>
                  <span className="text-slate-700">{`${extra.price} ₪`}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </form>

      <div className="lg:sticky lg:top-24">
        <PriceBreakdown type={type} quote={price} />
      </div>
      <ToastRegion toasts={toasts} />
    </div>
  );
}
