// The services' refusals (server/services/domain-errors.ts) as the CLI reports
// them, in this one place (docs/decisions/019): the exit code, the option the
// operator typed instead of the API's field name, and the operator's English
// line where the CLI has one; otherwise the Hebrew reason, as the customer reads it.
import type { ServiceError, Subject } from "@server/services/domain-errors.ts";

/** The API's field names (and `valet config`/`settings` keys, which are their own) → the option that sets them. */
const FLAGS: Readonly<Record<string, string>> = {
  // valet coupons
  amount: "--amount",
  usage_limit: "--limit",
  valid_from: "--from",
  valid_to: "--to",
  // valet blackouts
  start_at: "--from",
  end_at: "--to",
  note: "--note",
  // valet bookings cancel | change
  fee: "--fee",
  departure_date: "--departure",
  departure_time: "--departure",
  arrival_date: "--arrival",
  arrival_time: "--arrival",
  departure_terminal: "--departure-terminal",
  arrival_terminal: "--arrival-terminal",
  flight_number: "--flight",
  parking_type: "--parking",
  additional_services: "--extras",
  phone: "--phone",
  car_model: "--car-model",
  license_number: "--licence",
  // valet bookings status
  reason: "--reason",
};

export function flagOf(field: string): string {
  return FLAGS[field] ?? field;
}

type Wording = (subject: Subject) => string;

/** The operator's line for a refusal, by its code; a code not here is shown in Hebrew. */
const REFUSALS: Readonly<Record<string, Wording>> = {
  order_not_found: (s) => `no booking with order number ${s.orderNumber}`,
  coupon_not_found: (s) => `no coupon ${s.code}`,
  blackout_not_found: (s) => `no blackout period ${s.id}`,
  tax_document_not_found: (s) => `no tax document ${s.id}`,
  tax_document_not_failed: (s) => `tax document ${s.id} has not failed; nothing to retry`,
  email_not_found: (s) => `no message ${s.id} in the outbox`,
  coupon_exists: (s) => `coupon ${s.code} already exists (codes are unique regardless of case)`,
  email_already_sent: (s) => `message ${s.id} was already sent; nothing to retry`,
  email_erased: (s) => `message ${s.id} was blanked under the retention rules or an erasure; nothing left to send`,
  nothing_owed: (s) => `order ${s.orderNumber} owes no refund`,
  crew_member_not_found: (s) => `no crew member ${s.id}`,
  crew_member_revoked: (s) => `crew member ${s.id} was revoked; to let them back, add them again (valet crew add)`,
  // valet bookings status --set (docs/decisions/037)
  status_not_undoable: (s) =>
    s.status === "cancelled"
      ? `order ${s.orderNumber} was cancelled; a cancellation is not undone (book again)`
      : s.allowed
        ? `order ${s.orderNumber} is ${s.status}: --set can only take ${s.allowed}, the status before its latest move`
        : `order ${s.orderNumber} is ${s.status}: there is no move to undo`,
};

/** Why one value was refused, by the code of the rule it broke, after "<option>: ". */
const REASONS: Readonly<Record<string, Wording>> = {
  out_of_range: (s) => `must be a whole number of ${s.unit} from ${s.min} to ${s.max}${s.clearable ? ", or none" : ""}`,
  too_long: (s) => `must be at most ${s.max} characters`,
  true_or_false: () => "must be true or false",
  one_of: (s) => `must be one of ${s.values}`,
  coupon_code_format: (s) => `must be ${s.min} to ${s.max} Latin letters, digits, '-' or '_' (e.g. SUMMER50)`,
  coupon_ends_before_start: () => "the coupon would end before it starts (--to is before --from)",
  blackout_ends_before_start: () => "must be before --to",
  popup_ends_before_start: () => "the pop-up would end before it starts (holiday_popup_from)",
  banner_ends_before_start: (s) => `the banner would end (${s.to}) before it starts (${s.from})`,
  invalid_value: (s) => String(s.reason),
};

/** "field: reason; …" with each field as its option ("_form" is the input as a whole). */
function fieldLines(fields: Readonly<Record<string, string>>): string {
  return Object.entries(fields)
    .map(([field, message]) => (field === "_form" ? message : `${flagOf(field)}: ${message}`))
    .join("; ");
}

/**
 * Exit 2 for a value the operator typed out of its bounds (nothing was done);
 * exit 1 for the rest: the booking rules refusing a well-formed change
 * (`validation_failed`), nothing by that name, a clash with what is stored, or a
 * dependency away.
 */
export function cliErrorOf(error: ServiceError): { exitCode: 1 | 2; message: string } {
  if (error.kind === "invalid") {
    if (error.code === "validation_failed") return { exitCode: 1, message: `refused: ${fieldLines(error.fields)}` };
    const reason = REASONS[error.code];
    const [field, message] = Object.entries(error.fields)[0] ?? ["_form", error.message];
    return { exitCode: 2, message: reason ? `${flagOf(field)}: ${reason(error.subject)}` : fieldLines({ [field]: message }) };
  }
  return { exitCode: 1, message: REFUSALS[error.code]?.(error.subject) ?? error.message };
}
