// Change the booking: the same fields and rules as booking, the dates picked in
// the booking page's calendar (holidays, full and closed days), the new price
// shown beside the old before the traveller confirms; the server re-checks and
// re-prices everything (product.md §12, §17).
import { useId, useState } from "react";
import { CALENDAR_DAYS_AHEAD, EXTRAS, PARKING_TYPES, TERMINALS, TERMINAL_LABELS } from "@shared/constants.ts";
import { formatShekels } from "@shared/format-he.ts";
import { addDays, localDate } from "@shared/jerusalem-time.ts";
import type { OrderView } from "@shared/order-view.ts";
import type { PackedCalendar } from "@shared/packed-calendar.ts";
import { lastBookableDates, type StayBounds } from "@shared/stay-bounds.ts";
import { TIME_SLOTS } from "@shared/time-slots.ts";
import { DatePicker } from "~/components/booking/DatePicker.tsx";
import { useAvailability } from "~/components/booking/use-availability.ts";
import { orderApi } from "./order-api.ts";
import { useQuotedChange } from "./use-quoted-change.ts";
import { isoText, parkingLabel } from "./order-format.ts";
import { PrimaryButton } from "~/components/PrimaryButton.tsx";
import { QuotePanel } from "./QuotePanel.tsx";
import { FieldError, FormError, inputClass as input } from "./form-parts.tsx";

type Values = {
  departure_date: string;
  departure_time: string;
  departure_terminal: string;
  arrival_date: string;
  arrival_time: string;
  arrival_terminal: string;
  flight_number: string;
  parking_type: string;
  additional_services: string[];
  phone: string;
  car_model: string;
  license_number: string;
};

function valuesOf(order: OrderView): Values {
  return {
    departure_date: order.departure.date,
    departure_time: order.departure.time,
    departure_terminal: order.departure.terminal,
    arrival_date: order.arrival.date,
    arrival_time: order.arrival.time,
    arrival_terminal: order.arrival.terminal,
    flight_number: order.flight_number,
    parking_type: order.parking_type,
    additional_services: order.extras.map((extra) => extra.id),
    phone: order.phone,
    car_model: order.car_model,
    license_number: order.license_number,
  };
}

/** Only what the traveller changed is sent. */
function patchOf(before: Values, after: Values): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof Values)[]) {
    const same = Array.isArray(after[key]) ? [...after[key]].sort().join() === [...(before[key] as string[])].sort().join() : after[key] === before[key];
    if (!same) patch[key] = after[key];
  }
  return patch;
}


interface ChangeFormProps {
  order: OrderView;
  token: string;
  /** The booking page's calendar from today, the booking's own places not counted (client/routes/order.tsx). */
  calendar: PackedCalendar;
  /** The booking's bounds (docs/decisions/038); the defaults when unknown. */
  bounds: StayBounds | null;
  onChanged: (order: OrderView, paymentUrl: string | null) => void;
  /** Closes the form without a change (ChangeSection opens it from a button). */
  onClose?: () => void;
}

export function ChangeForm({ order, token, calendar, bounds, onChanged, onClose }: ChangeFormProps) {
  const formId = useId();
  const { days } = useAvailability(calendar);
  // The calendar starts today (Israel), as the server counted it; without one (its
  // read failed before any worked), today by this clock.
  const today = calendar.from || localDate(new Date());
  const calendarEnd = addDays(today, CALENDAR_DAYS_AHEAD) ?? today;
  const [values, setValues] = useState<Values>(() => valuesOf(order));
  // No date beyond the booking's bounds, nor beyond the calendar (docs/decisions/038).
  const last = lastBookableDates(today, values.departure_date || null, bounds ?? {});
  const lastDates = {
    departure_date: last.departure < calendarEnd ? last.departure : calendarEnd,
    arrival_date: last.arrival && last.arrival < calendarEnd ? last.arrival : calendarEnd,
  };
  const { quote, setQuote, error, busy, checkPrice, confirm } = useQuotedChange({
    quote: () => orderApi.quote(order.order_number, token, patchOf(valuesOf(order), values)),
    apply: (key) => orderApi.change(order.order_number, token, patchOf(valuesOf(order), values), key),
    onApplied: (changed) => onChanged(changed, changed.payment_url ?? null),
  });
  const fieldId = (name: string) => `${formId}-${name}`;
  const errorOf = (name: string) => error?.fields[name];
  const described = (name: string) => (errorOf(name) ? { "aria-describedby": fieldId(`${name}-error`), "aria-invalid": true } : {});

  function set<K extends keyof Values>(name: K, value: Values[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setQuote(null);
  }

  const text = (name: keyof Values, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div>
      <label htmlFor={fieldId(name)} className="font-medium">
        {label}
      </label>
      <input id={fieldId(name)} className={input} value={values[name] as string} onChange={(e) => set(name, e.target.value)} {...described(name)} {...extra} />
      <FieldError id={fieldId(`${name}-error`)} message={errorOf(name)} />
    </div>
  );

  // The booking page's calendar; the return is never before the take-off day.
  const date = (name: "departure_date" | "arrival_date", min: string) => (
    <div>
      <label htmlFor={fieldId(name)} className="font-medium">
        תאריך
      </label>
      <div className="mt-1">
        <DatePicker
          id={fieldId(name)}
          label="תאריך"
          value={values[name]}
          min={min}
          max={lastDates[name]}
          days={days}
          onChange={(value) => set(name, value)}
          invalid={Boolean(errorOf(name))}
          describedBy={errorOf(name) ? fieldId(`${name}-error`) : undefined}
        />
      </div>
      <FieldError id={fieldId(`${name}-error`)} message={errorOf(name)} />
    </div>
  );

  const select = (name: keyof Values, label: string, options: readonly { value: string; label: string }[]) => (
    <div>
      <label htmlFor={fieldId(name)} className="font-medium">
        {label}
      </label>
      <select id={fieldId(name)} className={input} value={values[name] as string} onChange={(e) => set(name, e.target.value)} {...described(name)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={fieldId(`${name}-error`)} message={errorOf(name)} />
    </div>
  );

  const times = TIME_SLOTS.map((time) => ({ value: time, label: time }));
  const terminals = TERMINALS.map((terminal) => ({ value: terminal, label: TERMINAL_LABELS[terminal] }));

  return (
    <section aria-labelledby={fieldId("title")} className="rounded-2xl bg-white p-5 shadow sm:p-6">
      <h2 id={fieldId("title")} className="text-xl font-bold text-brand-900">
        שינוי ההזמנה
      </h2>
      <p className="mt-2 text-slate-700">אפשר לשנות את ההזמנה באתר עד {isoText(order.change_deadline)}. המחיר מחושב מחדש לפי המחירון{order.coupon_code ? ", והנחת הקופון שלכם חלה גם על המחיר החדש" : ""}.</p>
      <form onSubmit={checkPrice} noValidate className="mt-4 space-y-5">
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 font-bold text-brand-900">מסירת הרכב (המראה)</legend>
          {date("departure_date", today)}
          {select("departure_time", "שעה", times)}
          {select("departure_terminal", "טרמינל", terminals)}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 font-bold text-brand-900">החזרת הרכב (נחיתה)</legend>
          {date("arrival_date", values.departure_date || today)}
          {select("arrival_time", "שעה", times)}
          {select("arrival_terminal", "טרמינל", terminals)}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("flight_number", "מספר טיסה", { dir: "ltr", autoComplete: "off" })}
          {select(
            "parking_type",
            "סוג חניה",
            PARKING_TYPES.map((type) => ({ value: type, label: parkingLabel(type) })),
          )}
          {text("phone", "טלפון", { type: "tel", dir: "ltr", autoComplete: "tel" })}
          {text("car_model", "דגם הרכב")}
          {text("license_number", "מספר רישוי", { dir: "ltr", inputMode: "numeric" })}
        </div>
        <fieldset>
          <legend className="mb-2 font-bold text-brand-900">שירותים נוספים</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {EXTRAS.map((extra) => (
              <label key={extra.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={values.additional_services.includes(extra.id)}
                  onChange={(e) =>
                    set("additional_services", e.target.checked ? [...values.additional_services, extra.id] : values.additional_services.filter((id) => id !== extra.id))
                  }
                />
                {extra.label} ({formatShekels(extra.price)})
              </label>
            ))}
          </div>
          <FieldError id={fieldId("additional_services-error")} message={errorOf("additional_services")} />
        </fieldset>
        <FormError error={error} testId="change-error" />
        {!quote && (
          <div className="flex flex-wrap items-center gap-3">
            <PrimaryButton type="submit" disabled={busy}>
              {busy ? "בודק…" : "בדיקת המחיר החדש"}
            </PrimaryButton>
            {onClose && (
              <button type="button" onClick={onClose} className="min-h-11 rounded-lg px-4 font-semibold text-brand-800 underline">
                סגירה בלי שינוי
              </button>
            )}
          </div>
        )}
      </form>
      {quote && (
        <QuotePanel
          quote={quote}
          paymentMethod={order.payment_method}
          busy={busy}
          confirmLabel={"אישור השינוי"}
          backLabel="חזרה לעריכה"
          onConfirm={confirm}
          onBack={() => setQuote(null)}
          testId="change-quote"
        />
      )}
    </section>
  );
}
