// The sections of the booking form (product.md §2): personal details, vehicle,
// take-off, landing, extra services, terms and payment method.
import {
  EXTRAS,
  TERMINALS,
  TERMINAL_LABELS,
  TRANSMISSIONS,
  TRANSMISSION_LABELS,
  type ExtraId,
  type PaymentMethod,
  type Terminal,
  type Transmission,
} from "@shared/constants.ts";
import { formatShekels } from "@shared/format-he.ts";
import { bookingCopy } from "~/content/booking.ts";
import { MessageChannelChoice } from "~/components/MessageChannelChoice.tsx";
import type { BookingDraft } from "./booking-draft.ts";
import { DatePicker } from "./DatePicker.tsx";
import { Field, FormSection, SelectField, TextField } from "./fields.tsx";
import type { AvailabilityDay } from "./use-availability.ts";

export interface SectionProps {
  draft: BookingDraft;
  update: <K extends keyof BookingDraft>(field: K, value: BookingDraft[K]) => void;
  errors: Record<string, string>;
}

const f = bookingCopy.fields;
const terminalOptions = TERMINALS.map((value) => ({ value, label: TERMINAL_LABELS[value] }));
const timeOption = (value: string) => ({ value, label: value });

export function PersonalSection({ draft, update, errors }: SectionProps) {
  return (
    <FormSection title={bookingCopy.sections.personal}>
      <TextField id="full_name" label={f.fullName} value={draft.full_name} onValue={(v) => update("full_name", v)} error={errors.full_name} required autoComplete="name" />
      <TextField id="phone" label={f.phone} value={draft.phone} onValue={(v) => update("phone", v)} error={errors.phone} required type="tel" autoComplete="tel" dir="ltr" inputMode="tel" />
      <TextField id="email" label={f.email} value={draft.email} onValue={(v) => update("email", v)} error={errors.email} required type="email" autoComplete="email" dir="ltr" />
      <div className="flex items-end">
        <label className="flex items-center gap-2 pb-3 text-sm font-medium text-slate-800">
          <input type="checkbox" className="h-5 w-5" checked={draft.company_invoice} onChange={(e) => update("company_invoice", e.target.checked)} />
          {f.companyInvoice}
        </label>
      </div>
      {draft.company_invoice && (
        <>
          <TextField id="company_name" label={f.companyName} value={draft.company_name} onValue={(v) => update("company_name", v)} error={errors.company_name} required autoComplete="organization" maxLength={100} />
          <TextField id="company_number" label={f.companyNumber} value={draft.company_number} onValue={(v) => update("company_number", v.replace(/\D/g, "").slice(0, 9))} error={errors.company_number} required inputMode="numeric" dir="ltr" />
        </>
      )}
      {/* With the phone and the e-mail it chooses between, on a row of its own. */}
      <MessageChannelChoice
        name="message_channel"
        value={draft.message_channel}
        onChange={(channel) => update("message_channel", channel)}
        error={errors.message_channel}
        className="sm:col-span-2"
      />
    </FormSection>
  );
}

export function VehicleSection({ draft, update, errors }: SectionProps) {
  return (
    <FormSection title={bookingCopy.sections.vehicle}>
      <TextField id="car_manufacturer" label={f.carManufacturer} value={draft.car_manufacturer} onValue={(v) => update("car_manufacturer", v)} error={errors.car_manufacturer} />
      <TextField id="car_model" label={f.carModel} value={draft.car_model} onValue={(v) => update("car_model", v)} error={errors.car_model} required />
      <SelectField
        id="transmission"
        label={f.transmission}
        value={draft.transmission}
        onValue={(v) => update("transmission", v as Transmission | "")}
        options={TRANSMISSIONS.map((value) => ({ value, label: TRANSMISSION_LABELS[value] }))}
        placeholder={f.choose}
        error={errors.transmission}
      />
      <TextField id="license_number" label={f.licenseNumber} value={draft.license_number} onValue={(v) => update("license_number", v)} error={errors.license_number} hint={bookingCopy.hints.licenseNumber} required inputMode="numeric" dir="ltr" />
      <TextField id="car_code" label={f.carCode} value={draft.car_code} onValue={(v) => update("car_code", v)} error={errors.car_code} dir="ltr" />
      <p className="self-end pb-2 text-sm font-medium text-slate-700 sm:col-span-2">{bookingCopy.notForGimel}</p>
    </FormSection>
  );
}

interface ScheduleSectionProps extends SectionProps {
  days: Map<string, AvailabilityDay>;
  today: string;
  lastDate: string;
  times: readonly string[];
  noTimesOnDate: boolean;
  isDateDisabled?: (date: string) => boolean;
}

const LEGS = {
  departure: { date: "departure_date", time: "departure_time", dateLabel: f.departureDate, timeLabel: f.departureTime, hint: bookingCopy.hints.departureTime },
  arrival: { date: "arrival_date", time: "arrival_time", dateLabel: f.arrivalDate, timeLabel: f.arrivalTime, hint: bookingCopy.hints.arrivalTime },
} as const;

/** A leg's date in the calendar, then its time from the times the rules leave open. */
function DateAndTime({ leg, min, draft, update, errors, days, lastDate, times, noTimesOnDate, isDateDisabled }: ScheduleSectionProps & { leg: keyof typeof LEGS; min: string }) {
  const { date, time, dateLabel, timeLabel, hint } = LEGS[leg];
  return (
    <>
      <Field id={date} label={dateLabel} error={errors[date]} required>
        {(describedBy) => (
          <DatePicker id={date} label={f.chooseDate} value={draft[date]} min={min} max={lastDate} days={days} isDisabled={isDateDisabled} onChange={(d) => update(date, d)} invalid={Boolean(errors[date])} describedBy={describedBy} />
        )}
      </Field>
      <SelectField
        id={time}
        label={timeLabel}
        value={draft[time]}
        onValue={(v) => update(time, v)}
        options={times.map(timeOption)}
        placeholder={f.chooseTime}
        error={errors[time] ?? (noTimesOnDate ? bookingCopy.hints.noTimes : undefined)}
        hint={hint}
        required
        disabled={!draft[date]}
        dir="ltr"
      />
    </>
  );
}

export function DepartureSection(props: ScheduleSectionProps) {
  const { draft, update, errors, today } = props;
  return (
    <FormSection title={bookingCopy.sections.departure}>
      <SelectField id="departure_terminal" label={f.departureTerminal} value={draft.departure_terminal} onValue={(v) => update("departure_terminal", v as Terminal | "")} options={terminalOptions} placeholder={f.choose} error={errors.departure_terminal} required />
      <DateAndTime leg="departure" min={today} {...props} />
    </FormSection>
  );
}

export function ArrivalSection(props: ScheduleSectionProps) {
  const { draft, update, errors, today } = props;
  return (
    <FormSection title={bookingCopy.sections.arrival}>
      <SelectField id="arrival_terminal" label={f.arrivalTerminal} value={draft.arrival_terminal} onValue={(v) => update("arrival_terminal", v as Terminal | "")} options={terminalOptions} placeholder={f.choose} error={errors.arrival_terminal} required />
      <TextField id="flight_number" label={f.flightNumber} value={draft.flight_number} onValue={(v) => update("flight_number", v.toUpperCase())} error={errors.flight_number} required dir="ltr" autoComplete="off" />
      {/* The return is never before the take-off day. */}
      <DateAndTime leg="arrival" min={draft.departure_date || today} {...props} />
    </FormSection>
  );
}

export function ExtrasSection({ draft, update }: SectionProps) {
  function toggle(id: ExtraId, on: boolean) {
    const set = new Set(draft.additional_services);
    if (on) set.add(id);
    else set.delete(id);
    update("additional_services", EXTRAS.map((extra) => extra.id).filter((extraId) => set.has(extraId)));
  }
  return (
    <FormSection title={bookingCopy.sections.extras}>
      {EXTRAS.map((extra) => (
        <label key={extra.id} className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3" data-field={`extra-${extra.id}`}>
          <span className="flex items-center gap-2">
            <input type="checkbox" className="h-5 w-5" checked={draft.additional_services.includes(extra.id)} onChange={(e) => toggle(extra.id, e.target.checked)} />
            {extra.label}
          </span>
          <span className="font-semibold text-brand-800">{formatShekels(extra.price)}</span>
        </label>
      ))}
    </FormSection>
  );
}

export function TermsAndPayment({ draft, update, errors, onOpenTerms }: SectionProps & { onOpenTerms: () => void }) {
  const methods: { value: PaymentMethod; label: string; hint: string }[] = [
    { value: "card", label: bookingCopy.payment.card, hint: bookingCopy.payment.cardHint },
    { value: "cash", label: bookingCopy.payment.cash, hint: bookingCopy.payment.cashHint },
  ];
  return (
    <>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-field="terms_accepted">
        <label className="flex items-start gap-2 text-slate-800">
          <input type="checkbox" className="mt-1 h-5 w-5" checked={draft.terms_accepted} onChange={(e) => update("terms_accepted", e.target.checked)} aria-invalid={errors.terms_accepted ? true : undefined} aria-describedby={errors.terms_accepted ? "terms_accepted-error" : undefined} />
          <span>
            {bookingCopy.terms.accept}{" "}
            <button type="button" onClick={onOpenTerms} className="font-semibold text-brand-800 underline">
              {bookingCopy.terms.link}
            </button>
          </span>
        </label>
        {errors.terms_accepted && (
          <p id="terms_accepted-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
            {errors.terms_accepted}
          </p>
        )}
      </div>
      <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-field="payment_method">
        <legend className="px-2 text-lg font-semibold text-brand-900">{bookingCopy.sections.payment}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {methods.map((method) => (
            <label key={method.value} className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 ${draft.payment_method === method.value ? "border-brand-800 bg-brand-50" : "border-slate-200"}`}>
              <input type="radio" name="payment_method" value={method.value} checked={draft.payment_method === method.value} onChange={() => update("payment_method", method.value)} className="mt-1 h-5 w-5" />
              <span>
                <span className="block font-semibold">{method.label}</span>
                <span className="block text-sm text-slate-600">{method.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
