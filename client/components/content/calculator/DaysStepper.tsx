import { CALCULATOR } from "~/content/calculator.ts";
import { Icon } from "~/components/content/Icon.tsx";

const BUTTON =
  "flex size-12 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-brand-800 hover:bg-brand-50";

/** The days field with minus and plus; the text stays free so any input can be corrected. */
export function DaysStepper(props: {
  value: string;
  onChange: (value: string) => void;
  onCommit: () => void;
  onStep: (delta: number) => void;
}) {
  return (
    <div>
      <label htmlFor="calculator-days" className="block text-lg font-semibold text-slate-900">
        {CALCULATOR.daysLabel}
      </label>
      <p id="calculator-days-hint" className="mt-1 text-sm text-slate-600">
        {CALCULATOR.daysHint}
      </p>
      <div className="mt-3 flex items-center gap-2">
        <button type="button" className={BUTTON} onClick={() => props.onStep(-1)} aria-label={CALCULATOR.decrease} aria-controls="calculator-days">
          <Icon name="minus" />
        </button>
        <input
          id="calculator-days"
          name="days"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onCommit}
          onKeyDown={(event) => {
            if (event.key === "Enter") props.onCommit();
          }}
          aria-describedby="calculator-days-hint"
          className="h-12 w-24 rounded-lg border border-slate-300 text-center text-xl font-bold text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
        />
        <button type="button" className={BUTTON} onClick={() => props.onStep(1)} aria-label={CALCULATOR.increase} aria-controls="calculator-days">
          <Icon name="plus" />
        </button>
      </div>
    </div>
  );
}
