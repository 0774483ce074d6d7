// The browser's check before sending: the shared booking schema (required fields
// and formats, the same messages as the API) plus the times the form offers. The
// scheduling rules themselves are applied by the server, which answers 422 with
// the field's message; the form shows both kinds the same way.
//
// The schema brings zod, the largest library the page uses; BookingScreen loads
// this module after the page is interactive, so it is not first-load JavaScript.
import "~/lib/zod-jitless.ts"; // first: before booking-schema builds its schemas
import { bookingSchema } from "@shared/booking-schema.ts";
import { messages } from "@shared/messages/index.ts";
import { fieldErrors } from "@shared/zod-errors.ts";
import { toRequestBody, type BookingDraft } from "./booking-draft.ts";
import { toFormErrors } from "./form-errors.ts";

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
