import { bookingSchema, type BookingForm } from "./booking-schema.ts";
import { checkSchedule, type ScheduleContext } from "./schedule-rules.ts";
import { fieldErrors } from "./zod-errors.ts";

// One call that gives a booking form every error at once: field formats from the
// schema and the scheduling rules, which need `now` and the site configuration.

export type BookingValidation =
  | { ok: true; data: BookingForm }
  | { ok: false; errors: Record<string, string> };

export function validateBooking(body: unknown, ctx: ScheduleContext): BookingValidation {
  const parsed = bookingSchema.safeParse(body);
  const raw = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const schedule = checkSchedule(
    {
      departure_date: trimmed(raw.departure_date),
      departure_time: trimmed(raw.departure_time),
      arrival_date: trimmed(raw.arrival_date),
      arrival_time: trimmed(raw.arrival_time),
    },
    ctx,
  );
  if (parsed.success && schedule.ok) return { ok: true, data: parsed.data };

  // Format messages win over rule messages for the same field: fix the format first.
  const errors: Record<string, string> = {
    ...schedule.errors,
    ...(parsed.success ? {} : fieldErrors(parsed.error)),
  };
  // The form shows one full-name field; name errors are reported under both keys.
  if (errors.first_name && !errors.full_name) errors.full_name = errors.first_name;
  return { ok: false, errors };
}

function trimmed(value: unknown): unknown {
  return typeof value === "string" ? value.trim() : value;
}
