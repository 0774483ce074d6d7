// The booking page's body: type cards, holiday banner, the form with its live
// summary, and the steps. Owns the form's state; the submission (product.md §4:
// idle → submitting (overlay) → cash: the result page; card: the payment panel)
// is use-booking-submit.ts.
import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { CALENDAR_DAYS_AHEAD, type ParkingType } from "@shared/constants.ts";
import { addDays, localDate } from "@shared/jerusalem-time.ts";
import type { BookingPageData } from "@shared/loader-services.ts";
import { lastBookableDates } from "@shared/stay-bounds.ts";
import { messages } from "@shared/messages/index.ts";
import { bookingCopy } from "~/content/booking.ts";
import { ToastRegion, useToasts } from "~/components/Toasts.tsx";
import { CouponField } from "./CouponField.tsx";
import { ArrivalSection, DepartureSection, ExtrasSection, PersonalSection, TermsAndPayment, VehicleSection } from "./FormSections.tsx";
import { HolidayBanner } from "./HolidayBanner.tsx";
import { ServiceStepsSummary } from "./ServiceStepsSummary.ssr.tsx";
import { OrderSummary } from "./OrderSummary.tsx";
import { ParkingTypeCards } from "./ParkingTypeCards.tsx";
import { arrivalTimes, departureTimes } from "./time-options.ts";
import { useAvailability } from "./use-availability.ts";
import { useBookingDraft } from "./use-booking-draft.ts";
import { useCoupon } from "./use-coupon.ts";
import { useCouponHandOff } from "./use-coupon-hand-off.ts";
import { useCardPayment } from "./use-card-payment.ts";
import { useBookingSubmit } from "./use-booking-submit.ts";
import { ClearFormDialog, SecurePaymentPanel, TermsDialog, loadWhatComesNext } from "./booking-later.ts";
import { ServerRendered } from "~/components/ServerRendered.tsx";

interface Props {
  settings: BookingPageData;
  typeFromUrl: ParkingType | "";
  couponFromUrl: string | null;
  source: string | null;
  onTypeChosen: (type: ParkingType) => void;
  /** The page's title block; out of the way while the payment panel is open. */
  intro: ReactNode;
}

export function BookingScreen({ settings, typeFromUrl, couponFromUrl, source, onTypeChosen, intro }: Props) {
  const { draft, update, clear, restored } = useBookingDraft(typeFromUrl);
  const availability = useAvailability(settings.availability);
  const { toasts, showToast } = useToasts();
  const coupon = useCoupon(showToast);
  const [dialog, setDialog] = useState<"terms" | "clear" | null>(null);
  const card = useCardPayment();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    // Times offered depend on "now" (the advance rule): refresh every minute.
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);

  const today = localDate(now);
  // The calendar offers no date beyond the booking's bounds (docs/decisions/038).
  const calendarEnd = addDays(today, CALENDAR_DAYS_AHEAD) ?? today;
  const last = lastBookableDates(today, draft.departure_date || null, settings);
  const lastDeparture = last.departure < calendarEnd ? last.departure : calendarEnd;
  const lastArrival = last.arrival && last.arrival < calendarEnd ? last.arrival : calendarEnd;
  const rule = { minAdvanceHours: settings.minAdvanceHours, allowSameDayWithout8h: settings.allowSameDayWithout8h };
  const departureOptions = useMemo(
    () => departureTimes(draft.departure_date, availability.days.get(draft.departure_date), rule, now),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [draft.departure_date, availability.days, settings.minAdvanceHours, settings.allowSameDayWithout8h, now],
  );
  const arrivalOptions = useMemo(
    () => arrivalTimes(draft.arrival_date, availability.days.get(draft.arrival_date), { date: draft.departure_date, time: draft.departure_time }),
    [draft.arrival_date, draft.departure_date, draft.departure_time, availability.days],
  );

  // A chosen time that the date no longer offers is cleared (product.md §5).
  useEffect(() => {
    if (!restored) return;
    if (draft.departure_time && draft.departure_date && !departureOptions.includes(draft.departure_time)) update("departure_time", "");
    if (draft.arrival_time && draft.arrival_date && !arrivalOptions.includes(draft.arrival_time)) update("arrival_time", "");
  }, [restored, departureOptions, arrivalOptions, draft, update]);

  const startCoupon = useCallback(
    (code: string) => {
      update("has_coupon", true);
      update("coupon_input", code);
    },
    [update],
  );
  useCouponHandOff(couponFromUrl, restored, startCoupon, coupon.apply);

  const applied = coupon.state.status === "applied" ? { code: coupon.state.code, amount: coupon.state.amount } : null;
  const { submit, submitting, errors, setErrors, typeError, setTypeError, formError } = useBookingSubmit({
    draft,
    offered: { departure: departureOptions, arrival: arrivalOptions },
    couponCode: applied?.code ?? null,
    source,
    onCouponRefused: coupon.refuse,
    card,
  });

  function chooseType(type: ParkingType) {
    update("parking_type", type);
    setTypeError(undefined);
    void import("~/lib/analytics.ts")
      .then((analytics) => analytics.trackSelectItem(type))
      .catch(() => {});
    onTypeChosen(type);
    document.getElementById("booking-form")?.scrollIntoView({ behavior: "smooth", block: "start" });
  }

  if (card.panel) {
    return (
      <Suspense fallback={null}>
        <SecurePaymentPanel panel={card.panel} draft={draft} coupon={applied} onClose={card.close} />
      </Suspense>
    );
  }

  const section = { draft, update, errors };
  const calendar = { ...section, days: availability.days, today };

  return (
    <>
      {intro}
      <div className="mx-auto max-w-5xl space-y-8 px-4 pb-16">
        <ParkingTypeCards value={draft.parking_type} onChoose={chooseType} error={typeError} />
        {settings.holidayBanner && <HolidayBanner banner={settings.holidayBanner} onToast={showToast} />}
        <form
          id="booking-form"
          noValidate
          onSubmit={submit}
          // What only an action of the traveller shows (the check and zod, the dialogs,
          // the payment panel) is fetched once they start on the form, so nothing
          // waits for it and the page's load never pays for it (docs/decisions/022).
          onFocus={loadWhatComesNext} className="scroll-mt-24 space-y-6" aria-describedby={formError ? "form-error" : undefined}>
          <PersonalSection {...section} />
          <VehicleSection {...section} />
          <DepartureSection
            {...calendar}
            lastDate={lastDeparture}
            times={departureOptions}
            noTimesOnDate={Boolean(draft.departure_date) && departureOptions.length === 0}
          />
          <ArrivalSection
            {...calendar}
            lastDate={lastArrival}
            times={arrivalOptions}
            noTimesOnDate={Boolean(draft.arrival_date) && arrivalOptions.length === 0}
          />
          <ExtrasSection {...section} />
          <OrderSummary draft={draft} coupon={applied} />
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <h2 className="mb-3 text-lg font-semibold text-brand-900">{bookingCopy.sections.coupon}</h2>
            <CouponField
              hasCoupon={draft.has_coupon}
              input={draft.coupon_input}
              state={coupon.state}
              onHasCoupon={(value) => update("has_coupon", value)}
              onInput={(value) => update("coupon_input", value)}
              onApply={() => void coupon.apply(draft.coupon_input)}
              onRemove={coupon.remove}
            />
          </div>
          <TermsAndPayment {...section} onOpenTerms={() => setDialog("terms")} />
          {formError && (
            <p id="form-error" role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-700">
              {formError}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" disabled={submitting} className="rounded-xl bg-brand-800 px-8 py-3.5 text-lg font-bold text-white shadow hover:bg-brand-900 disabled:opacity-60">
              {draft.payment_method === "card" ? messages.booking.submitCard : messages.booking.submitCash}
            </button>
            <button type="button" onClick={() => setDialog("clear")} className="rounded-xl border border-slate-300 px-5 py-3 font-semibold text-slate-700 hover:bg-slate-50">
              {bookingCopy.clear.button}
            </button>
          </div>
        </form>
        <ServerRendered name="booking-steps">{import.meta.env.SSR && <ServiceStepsSummary />}</ServerRendered>
        {dialog === "terms" && (
          <Suspense fallback={null}>
            <TermsDialog onClose={() => setDialog(null)} />
          </Suspense>
        )}
        {dialog === "clear" && (
          <Suspense fallback={null}>
            <ClearFormDialog
              onCancel={() => setDialog(null)}
              onConfirm={() => {
                clear();
                coupon.remove();
                setErrors({});
                setTypeError(undefined);
                setDialog(null);
              }}
            />
          </Suspense>
        )}
        {submitting && (
          <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/80" role="status" aria-live="assertive">
            <p className="rounded-xl bg-white px-6 py-4 text-lg font-semibold text-brand-900 shadow-xl">{messages.booking.creatingOrder}</p>
          </div>
        )}
        <ToastRegion toasts={toasts} />
      </div>
    </>
  );
}
