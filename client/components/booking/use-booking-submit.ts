// The booking form's submission (product.md §4): the browser's check, then
// POST /api/bookings (booking-requests.ts, loaded on use) with an Idempotency-Key
// (a retried submit is one booking, never two), the server's 422 field errors
// mapped onto the form, and the way on: cash to the result page, card to the
// payment panel.
// BookingScreen renders; this hook owns the submit and the errors it shows.
import { useRef, useState, type FormEvent } from "react";
import { messages } from "@shared/messages/index.ts";
import { deleteDraft, type BookingDraft } from "./booking-draft.ts";
import type { useCardPayment } from "./use-card-payment.ts";
import { firstErrorField, scrollToField, toFormErrors } from "./form-errors.ts";
import { loadDraftCheck, loadRequests } from "./booking-later.ts";

function newKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

interface SubmitInputs {
  draft: BookingDraft;
  /** The times the form offers for the chosen dates (a chosen time must be one). */
  offered: { departure: readonly string[]; arrival: readonly string[] };
  /** The applied coupon's code, if any. */
  couponCode: string | null;
  /** The ?source= attribution tag. */
  source: string | null;
  /** The server refused the coupon at booking time (e.g. its last use was taken). */
  onCouponRefused: (message: string) => void;
  card: Pick<ReturnType<typeof useCardPayment>, "open">;
}

export function useBookingSubmit({ draft, offered, couponCode, source, onCouponRefused, card }: SubmitInputs) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [typeError, setTypeError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const idempotencyKey = useRef(newKey());

  function showServerFieldErrors(fields: Record<string, string>) {
    const fieldErrors = toFormErrors(fields);
    if (fieldErrors.coupon_code) onCouponRefused(fieldErrors.coupon_code);
    if (fieldErrors.parking_type) setTypeError(fieldErrors.parking_type);
    setErrors(fieldErrors);
    const first = firstErrorField(fieldErrors);
    if (first) scrollToField(first);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    if (!draft.parking_type) {
      setTypeError(messages.required.parkingType);
      document.getElementById("parking-type")?.scrollIntoView({ behavior: "smooth", block: "start" });
      return;
    }
    const { validateDraft } = await loadDraftCheck();
    const found = validateDraft(draft, offered);
    setErrors(found);
    const first = firstErrorField(found);
    if (first) return scrollToField(first);

    setSubmitting(true);
    // Set when the page is left for the result page: the button stays busy, so a
    // second press while the next page loads cannot book again.
    let leaving = false;
    try {
      const answer = await loadRequests()
        .then(({ createBooking }) => createBooking(draft, couponCode, source, idempotencyKey.current))
        .catch(() => ({ message: messages.booking.submitFailed }));
      if ("fields" in answer) return showServerFieldErrors(answer.fields);
      if ("message" in answer) return setFormError(answer.message);
      const { order } = answer;
      idempotencyKey.current = newKey();
      if (order.payment_method === "cash" && order.result_url) {
        deleteDraft();
        // A page load, as every navigation to another page is (docs/decisions/014).
        leaving = true;
        window.location.assign(order.result_url);
        return;
      }
      const payment = await card.open(order, draft);
      if (!payment.url) setFormError(payment.message ?? messages.booking.paymentCreateFailed);
    } catch {
      setFormError(messages.booking.submitFailed);
    } finally {
      if (!leaving) setSubmitting(false);
    }
  }

  return { submit, submitting, errors, setErrors, typeError, setTypeError, formError };
}
