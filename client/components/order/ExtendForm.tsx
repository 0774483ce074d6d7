// Extend my stay (product.md §12): once the car is with us, the traveller moves
// the return later, picking the date in the booking page's calendar; the new price
// is shown beside the old before they confirm. The server judges it as a change of
// the return (server/services/booking-changes/change-rules.ts): until the planned
// return, never earlier (that stays by phone); a card booking then pays the difference.
import { useId, useState } from "react";
import { CALENDAR_DAYS_AHEAD } from "@shared/constants.ts";
import { extendMessages } from "@shared/messages/extend.ts";
import { addDays } from "@shared/jerusalem-time.ts";
import type { OrderView } from "@shared/order-view.ts";
import type { PackedCalendar } from "@shared/packed-calendar.ts";
import { lastBookableDates, type StayBounds } from "@shared/stay-bounds.ts";
import { TIME_SLOTS } from "@shared/time-slots.ts";
import { DatePicker } from "~/components/booking/DatePicker.tsx";
import { useAvailability } from "~/components/booking/use-availability.ts";
import { PrimaryButton } from "~/components/PrimaryButton.tsx";
import { QuotePanel } from "./QuotePanel.tsx";
import { FieldError, FormError, inputClass as input } from "./form-parts.tsx";
import { orderApi } from "./order-api.ts";
import { useQuotedChange } from "./use-quoted-change.ts";


interface ExtendFormProps {
  order: OrderView;
  token: string;
  calendar: PackedCalendar;
  /** The booking's bounds (docs/decisions/038); the defaults when unknown. */
  bounds: StayBounds | null;
  onExtended: (order: OrderView, paymentUrl: string | null) => void;
}

export function ExtendForm({ order, token, calendar, bounds, onExtended }: ExtendFormProps) {
  const formId = useId();
  const fieldId = (name: string) => `${formId}-${name}`;
  const { days } = useAvailability(calendar);
  // Later only: the calendar opens at the planned return's day.
  // Later only, up to the longest stay from the take-off day (docs/decisions/038) and the calendar's end.
  const calendarEnd = addDays(calendar.from || order.arrival.date, CALENDAR_DAYS_AHEAD) ?? order.arrival.date;
  const longest = lastBookableDates(order.arrival.date, order.departure.date, bounds ?? {}).arrival ?? calendarEnd;
  // A booking made before the bound, already longer, offers its own return day and no later.
  const lastDate = longest < order.arrival.date ? order.arrival.date : longest < calendarEnd ? longest : calendarEnd;
  const [values, setValues] = useState({ arrival_date: order.arrival.date, arrival_time: order.arrival.time });
  const { quote, setQuote, error, busy, checkPrice, confirm } = useQuotedChange({
    quote: () => orderApi.quoteExtend(order.order_number, token, values),
    apply: (key) => orderApi.extend(order.order_number, token, values, key),
    onApplied: (extended) => onExtended(extended, extended.payment_url ?? null),
  });
  const errorOf = (name: string) => error?.fields[name];

  function set(name: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setQuote(null);
  }

  const dateError = errorOf("arrival_date");
  const timeError = errorOf("arrival_time");
  return (
    <section aria-labelledby={fieldId("title")} className="rounded-2xl bg-white p-5 shadow sm:p-6" data-testid="extend-form">
      <h2 id={fieldId("title")} className="text-xl font-bold text-brand-900">
        {extendMessages.title}
      </h2>
      <p className="mt-2 text-slate-700">{extendMessages.lead}</p>
      <form onSubmit={checkPrice} noValidate className="mt-4 space-y-5">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-bold text-brand-900">מועד ההחזרה החדש</legend>
          <div>
            <label htmlFor={fieldId("arrival_date")} className="font-medium">
              תאריך
            </label>
            <div className="mt-1">
              <DatePicker
                id={fieldId("arrival_date")}
                label="תאריך"
                value={values.arrival_date}
                min={order.arrival.date}
                max={lastDate}
                days={days}
                onChange={(value) => set("arrival_date", value)}
                invalid={Boolean(dateError)}
                describedBy={dateError ? fieldId("arrival_date-error") : undefined}
              />
            </div>
            <FieldError id={fieldId("arrival_date-error")} message={dateError} />
          </div>
          <div>
            <label htmlFor={fieldId("arrival_time")} className="font-medium">
              שעה
            </label>
            <select
              id={fieldId("arrival_time")}
              className={input}
              value={values.arrival_time}
              onChange={(e) => set("arrival_time", e.target.value)}
              {...(timeError ? { "aria-invalid": true, "aria-describedby": fieldId("arrival_time-error") } : {})}
            >
              {TIME_SLOTS.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
            <FieldError id={fieldId("arrival_time-error")} message={timeError} />
          </div>
        </fieldset>
        {/* A refused date or time is said under its field; only the rest here. */}
        <FormError error={dateError || timeError ? null : error} testId="extend-error" />
        {!quote && (
          <PrimaryButton type="submit" disabled={busy}>
            {busy ? "בודק…" : "בדיקת המחיר"}
          </PrimaryButton>
        )}
      </form>
      {quote && (
        <QuotePanel
          quote={quote}
          paymentMethod={order.payment_method}
          busy={busy}
          confirmLabel={extendMessages.submit}
          backLabel="חזרה לבחירה"
          onConfirm={confirm}
          onBack={() => setQuote(null)}
          testId="extend-quote"
        />
      )}
    </section>
  );
}
