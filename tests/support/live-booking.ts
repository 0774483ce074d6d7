// A booking body that the server accepts against the real clock (a spawned
// server cannot be given a fixed one): the first stay at least four days ahead
// whose departure and return pass every scheduling rule (no Friday afternoon,
// Shabbat or holiday), checked with the same shared validation the server uses.
import { addDays, localDate } from "@shared/jerusalem-time.ts";
import { validateBooking } from "@shared/booking-validation.ts";
import { bookingBody } from "./booking-body.ts";

export function bookableBody(now: Date = new Date(), overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const today = localDate(now);
  for (let ahead = 4; ahead < 60; ahead++) {
    const departure = addDays(today, ahead)!;
    const body = bookingBody({
      departure_date: departure,
      departure_time: "10:00",
      arrival_date: addDays(departure, 3),
      arrival_time: "12:00",
      ...overrides,
    });
    if (validateBooking(body, { now }).ok) return body;
  }
  throw new Error("no bookable stay in the next 60 days");
}
