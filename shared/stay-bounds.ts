// The booking's two bounds (docs/decisions/038): a departure at most the booking
// horizon after today, and a stay of at most the longest stay. The schedule rules
// refuse what breaks them, the calculator's price API too, and the calendars offer
// no date beyond them; this module stays small because the booking page's first
// load carries it.
import { DEFAULT_BOOKING_HORIZON_DAYS, DEFAULT_MAX_STAY_DAYS } from "./constants.ts";
import { addDays, isValidDateString, localDate } from "./jerusalem-time.ts";
import { messages } from "./messages/index.ts";
import { stayDays } from "./stay-days.ts";

/** The two bounds of a booking (docs/decisions/038), as the operator set them. */
export interface StayBounds {
  bookingHorizonDays: number;
  maxStayDays: number;
}

export const DEFAULT_STAY_BOUNDS: StayBounds = { bookingHorizonDays: DEFAULT_BOOKING_HORIZON_DAYS, maxStayDays: DEFAULT_MAX_STAY_DAYS };

function boundsOf(ctx: Partial<StayBounds>): StayBounds {
  const whole = (value: number | undefined, fallback: number) => (typeof value === "number" && Number.isInteger(value) && value >= 1 ? value : fallback);
  return {
    bookingHorizonDays: whole(ctx.bookingHorizonDays, DEFAULT_STAY_BOUNDS.bookingHorizonDays),
    maxStayDays: whole(ctx.maxStayDays, DEFAULT_STAY_BOUNDS.maxStayDays),
  };
}

/** The last departure date that may be booked today, and the last return for a departure on `departureDate`. */
export function lastBookableDates(today: string, departureDate: string | null, ctx: Partial<StayBounds>): { departure: string; arrival: string | null } {
  const bounds = boundsOf(ctx);
  return {
    departure: addDays(today, bounds.bookingHorizonDays) ?? today,
    arrival: departureDate && isValidDateString(departureDate) ? addDays(departureDate, bounds.maxStayDays - 1) : null,
  };
}

/**
 * The booking's bounds on two valid dates (docs/decisions/038): the departure at
 * most the horizon after today, the stay at most the longest stay. Each refusal
 * names its bound and goes on the date that breaks it.
 */
export function stayBoundErrors(departureDate: string, arrivalDate: string, ctx: Partial<StayBounds> & { now: Date }): { departure?: string; arrival?: string } {
  const bounds = boundsOf(ctx);
  const last = lastBookableDates(localDate(ctx.now), departureDate, bounds);
  const errors: { departure?: string; arrival?: string } = {};
  if (departureDate > last.departure) errors.departure = messages.schedule.beyondHorizon(bounds.bookingHorizonDays);
  if (arrivalDate >= departureDate && stayDays(departureDate, arrivalDate) > bounds.maxStayDays) {
    errors.arrival = messages.schedule.stayTooLong(bounds.maxStayDays);
  }
  return errors;
}
