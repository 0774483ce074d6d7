import { DEFAULT_ALLOW_SAME_DAY_WITHOUT_8H, DEFAULT_MIN_ADVANCE_HOURS } from "./constants.ts";
import { checkTime, type CalendarContext } from "./calendar-rules.ts";
import { isValidDateString, isValidTimeString, localDate, toInstant } from "./jerusalem-time.ts";
import { messages } from "./messages/index.ts";
import { stayBoundErrors } from "./stay-bounds.ts";
import { isSlotTime } from "./time-slots.ts";

// product.md §5 scheduling rules for a whole booking: the calendar rules of each moment
// plus the rules that depend on `now` and on the two moments together.

export interface ScheduleContext extends CalendarContext {
  now: Date;
  /** site_config.min_advance_hours; the spec's default applies when missing. */
  minAdvanceHours?: number;
  /** site_config.allow_same_day_without_8h; off when missing. */
  allowSameDayWithout8h?: boolean;
  /** site_config.booking_horizon_days and max_stay_days (docs/decisions/038); the defaults when missing. */
  bookingHorizonDays?: number;
  maxStayDays?: number;
}


type ScheduleField = "departure_date" | "departure_time" | "arrival_date" | "arrival_time";

/** Raw form values; anything that is not a string is treated as missing. */
export type ScheduleInput = Partial<Record<ScheduleField, unknown>>;

export interface ScheduleResult {
  ok: boolean;
  errors: Partial<Record<ScheduleField, string>>;
}

interface Leg {
  date: string | null;
  time: string | null;
  instant: Date | null;
}

type Errors = ScheduleResult["errors"];

function isBlank(value: unknown): boolean {
  return typeof value !== "string" || value.trim() === "";
}

/** Reads one date+time pair, recording format errors; valid parts are returned. */
function readLeg(
  rawDate: unknown,
  rawTime: unknown,
  fields: { date: ScheduleField; time: ScheduleField },
  required: { date: string; time: string },
  errors: Errors,
): Leg {
  let date: string | null = null;
  let time: string | null = null;
  if (isBlank(rawDate)) errors[fields.date] = required.date;
  else if (!isValidDateString(rawDate)) errors[fields.date] = messages.invalid.date;
  else date = rawDate;

  if (isBlank(rawTime)) errors[fields.time] = required.time;
  else if (!isValidTimeString(rawTime)) errors[fields.time] = messages.invalid.time;
  else if (!isSlotTime(rawTime)) errors[fields.time] = messages.invalid.timeSlot;
  else time = rawTime;

  const instant = date && time ? toInstant(date, time) : null;
  // A well-formed time skipped by the DST jump has no instant.
  if (date && time && !instant) errors[fields.time] = messages.invalid.time;
  return { date, time, instant };
}

function minAdvanceHoursOf(ctx: ScheduleContext): number {
  const hours = ctx.minAdvanceHours;
  return typeof hours === "number" && Number.isFinite(hours) && hours >= 0 ? hours : DEFAULT_MIN_ADVANCE_HOURS;
}

/**
 * The advance-notice rule for a departure. With allow_same_day_without_8h on, a
 * departure later today only has to be in the future (last-minute bookings are the
 * point of the switch); every other date keeps the N-hours rule, so turning the
 * switch on never loosens tomorrow's early-morning slots.
 */
function advanceRefusal(departure: Date, departureDate: string, ctx: ScheduleContext): string | null {
  const sameDayAllowed = ctx.allowSameDayWithout8h ?? DEFAULT_ALLOW_SAME_DAY_WITHOUT_8H;
  const now = ctx.now.getTime();
  if (sameDayAllowed && departureDate === localDate(ctx.now)) {
    return departure.getTime() < now ? messages.schedule.timeInPast : null;
  }
  const hours = minAdvanceHoursOf(ctx);
  return departure.getTime() < now + hours * 3_600_000 ? messages.schedule.minAdvance(hours) : null;
}

/**
 * The information line of product.md §5: with same-day booking switched off, a customer
 * who picks today is asked to phone instead. Null when it does not apply.
 */
export function sameDayNotice(departureDate: string, ctx: ScheduleContext): string | null {
  const sameDayAllowed = ctx.allowSameDayWithout8h ?? DEFAULT_ALLOW_SAME_DAY_WITHOUT_8H;
  return !sameDayAllowed && departureDate === localDate(ctx.now) ? messages.schedule.sameDayCallUs : null;
}

/**
 * Every scheduling rule of a booking, with at most one Hebrew message per field.
 * Calendar refusals go on the time field, because the time is what the form clears.
 * Never throws, whatever it is given.
 */
export function checkSchedule(input: ScheduleInput, ctx: ScheduleContext): ScheduleResult {
  const errors: Errors = {};
  const source: ScheduleInput = typeof input === "object" && input !== null ? input : {};
  const departure = readLeg(
    source.departure_date,
    source.departure_time,
    { date: "departure_date", time: "departure_time" },
    { date: messages.required.departureDate, time: messages.required.departureTime },
    errors,
  );
  const arrival = readLeg(
    source.arrival_date,
    source.arrival_time,
    { date: "arrival_date", time: "arrival_time" },
    { date: messages.required.arrivalDate, time: messages.required.arrivalTime },
    errors,
  );

  const beyond = departure.date && arrival.date ? stayBoundErrors(departure.date, arrival.date, ctx) : {};
  if (departure.date && departure.date < localDate(ctx.now)) {
    errors.departure_date = messages.schedule.departureDateInPast;
  } else if (beyond.departure) {
    errors.departure_date = beyond.departure;
  } else if (departure.date && departure.time && departure.instant) {
    const refused = checkTime(departure.date, departure.time, ctx);
    const advance = refused ? null : advanceRefusal(departure.instant, departure.date, ctx);
    if (refused) errors.departure_time = refused.message;
    else if (advance) errors.departure_time = advance;
  }

  if (arrival.date && departure.date && arrival.date < departure.date) {
    errors.arrival_date = messages.schedule.arrivalDateBeforeDeparture;
  } else if (beyond.arrival) {
    errors.arrival_date = beyond.arrival;
  } else if (arrival.date && arrival.time && arrival.instant) {
    const refused = checkTime(arrival.date, arrival.time, ctx);
    if (refused) errors.arrival_time = refused.message;
    else if (departure.instant && arrival.instant.getTime() <= departure.instant.getTime()) {
      errors.arrival_time = messages.schedule.arrivalNotAfterDeparture;
    }
  }

  return { ok: Object.keys(errors).length === 0, errors };
}
