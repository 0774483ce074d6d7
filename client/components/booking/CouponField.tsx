import { bookingCopy } from "~/content/booking.ts";
import type { CouponState } from "./use-coupon.ts";

interface Props {
  hasCoupon: boolean;
  input: string;
  state: CouponState;
  onHasCoupon: (value: boolean) => void;
  onInput: (value: string) => void;
  onApply: () => void;
  onRemove: () => void;
}

export function CouponField({ hasCoupon, input, state, onHasCoupon, onInput, onApply, onRemove }: Props) {
  const copy = bookingCopy.coupon;
  return (
    <div className="sm:col-span-2" data-field="coupon_code">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" checked={hasCoupon} onChange={(event) => onHasCoupon(event.target.checked)} className="h-5 w-5" />
        {copy.haveCoupon}
      </label>
      {hasCoupon && state.status === "applied" && (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-green-50 p-3 text-green-900">
          <span className="font-medium">{copy.appliedLine(state.code, state.amount)}</span>
          <button type="button" onClick={onRemove} className="text-sm font-medium underline">
            {copy.remove}
          </button>
        </div>
      )}
      {hasCoupon && state.status !== "applied" && (
        <div className="mt-3">
          <label htmlFor="coupon_code" className="mb-1 block text-sm font-medium text-slate-800">
            {copy.codeLabel}
          </label>
          <div className="flex gap-2">
            <input
              id="coupon_code"
              name="coupon_code"
              value={input}
              onChange={(event) => onInput(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  onApply();
                }
              }}
              autoComplete="off"
              dir="ltr"
              aria-invalid={state.status === "error" || undefined}
              aria-describedby={state.status === "error" ? "coupon_code-error" : undefined}
              className={`w-full rounded-lg border px-3 py-2.5 uppercase ${state.status === "error" ? "border-red-600" : "border-slate-300"}`}
            />
            <button
              type="button"
              onClick={onApply}
              disabled={state.status === "checking"}
              className="shrink-0 rounded-lg bg-slate-800 px-4 py-2.5 font-semibold text-white hover:bg-slate-900 disabled:opacity-60"
            >
              {state.status === "checking" ? copy.checking : copy.activate}
            </button>
          </div>
          {state.status === "error" && (
            <p id="coupon_code-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {state.message}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
