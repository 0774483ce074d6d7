// Showing a form's errors the way the page orders them, whether they come from
// the browser's check (validate-draft.ts) or from the API's 422.

/** Fields in the order they appear on the page: the first error is scrolled to. */
const FIELD_ORDER = [
  "full_name",
  "phone",
  "email",
  "company_name",
  "company_number",
  "message_channel",
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

export function firstErrorField(errors: Record<string, string>): string | undefined {
  return FIELD_ORDER.find((field) => errors[field]) ?? Object.keys(errors)[0];
}

export function scrollToField(field: string): void {
  const container = document.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!container) return;
  container.scrollIntoView({ behavior: "smooth", block: "center" });
  container.querySelector<HTMLElement>("input, select, textarea, button")?.focus({ preventScroll: true });
}
