import { z } from "zod";
import { PARKING_TYPES } from "./constants.ts";
import { choiceField, couponCodeField, dateField, extrasField, timeField } from "./field-schemas.ts";
import { isValidDateString } from "./jerusalem-time.ts";
import { messages } from "./messages/index.ts";

/** Compare two dates only once both have passed their own checks. */
function bothDatesValid(first: string, second: string) {
  return (payload: { value: unknown }): boolean => {
    const value = payload.value as Record<string, unknown> | null;
    if (typeof value !== "object" || value === null) return false;
    return isValidDateString(value[first]) && isValidDateString(value[second]);
  };
}

// Small request bodies and query strings of the availability and price APIs.

const notAnObject = { error: messages.api.badRequest };

/** Body of a schedule check; the rules themselves run in checkSchedule. */
export const scheduleCheckSchema = z.object(
  {
    departure_date: dateField(messages.required.departureDate),
    departure_time: timeField(messages.required.departureTime),
    arrival_date: dateField(messages.required.arrivalDate),
    arrival_time: timeField(messages.required.arrivalTime),
  },
  notAnObject,
);

/** ?type=open&departure=2026-07-01&arrival=2026-07-07&extras=car_wash,fuel&coupon=HOLIDAY30 */
export const quoteQuerySchema = z
  .object(
    {
      type: choiceField(PARKING_TYPES, messages.required.parkingType),
      departure: dateField(messages.required.departureDate),
      arrival: dateField(messages.required.arrivalDate),
      extras: extrasField,
      coupon: couponCodeField,
    },
    notAnObject,
  )
  .refine((query) => query.arrival >= query.departure, {
    path: ["arrival"],
    error: messages.schedule.arrivalDateBeforeDeparture,
    when: bothDatesValid("departure", "arrival"),
  });

/** ?from=2026-07-01&to=2026-07-31 for the availability calendar. */
export const dateRangeQuerySchema = z
  .object({ from: dateField(messages.invalid.date), to: dateField(messages.invalid.date) }, notAnObject)
  .refine((query) => query.to >= query.from, {
    path: ["to"],
    error: messages.invalid.date,
    when: bothDatesValid("from", "to"),
  });
