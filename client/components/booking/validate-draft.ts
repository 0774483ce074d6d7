// The browser's check before sending: the shared booking schema (required fields
// and formats, the same messages as the API) plus the times the form offers. The
// scheduling rules themselves are applied by the server, which answers 422 with
// the field's message; the form shows both kinds the same way.
import { bookingSchema } from "../../../shared/booking-schema.ts";
import { messages } from "../../../shared/messages.ts";
import { fieldErrors } from "../../../shared/zod-errors.ts";
import { toRequestBody, type BookingDraft } from "./booking-draft.ts";

/** Fields in the order they appear on the page: the first error is scrolled to. */
export const FIELD_ORDER = [
  "full_name",
  "phone",
  "email",
  "company_number",
  "car_manufacturer",
  "car_model",
  "transmission",
  "license_number",
  "car_code",
  "departure_terminal",
  "departure_date",
  "departure_time",
  "arrival_terminal",
  "flight_number",
  "arrival_date",
  "arrival_time",
  "additional_services",
  "coupon_code",
  "terms_accepted",
  "payment_method",
] as const;

/** The API names the name fields first_name/last_name; the form has one full name. */
export function toFormErrors(errors: Record<string, string>): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const key = field === "first_name" || field === "last_name" ? "full_name" : field;
    mapped[key] ??= message;
  }
  return mapped;
}

export function validateDraft(
  draft: BookingDraft,
  offered: { departure: readonly string[]; arrival: readonly string[] },
): Record<string, string> {
  const result = bookingSchema.safeParse(toRequestBody(draft, null, null));
  const errors = result.success ? {} : toFormErrors(fieldErrors(result.error));
  delete errors.parking_type; // shown above the form, by the type cards
  if (!errors.departure_time && draft.departure_time && !offered.departure.includes(draft.departure_time)) {
    errors.departure_time = messages.schedule.unavailable;
  }
  if (!errors.arrival_time && draft.arrival_time && !offered.arrival.includes(draft.arrival_time)) {
    errors.arrival_time = messages.schedule.unavailable;
  }
  return errors;
}

export function firstErrorField(errors: Record<string, string>): string | undefined {
  return FIELD_ORDER.find((field) => errors[field]) ?? Object.keys(errors)[0];
}

export function scrollToField(field: string): void {
  const container = document.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!container) return;
  container.scrollIntoView({ behavior: "smooth", block: "center" });
  container.querySelector<HTMLElement>("input, select, textarea, button")?.focus({ preventScroll: true });
}
