// The rules of managing a booking after it is made (docs/decisions/006 and 017),
// as pure functions the server applies and the order page previews:
// - until when the customer may change it online (the cutoff before pickup);
// - the law's cancellation terms: within 14 days of the order and at least two
//   days that are not rest days before the handover; fee 5% or 100 ₪, whichever
//   is lower; the rest of what was paid is refunded;
// - what a change costs: the stay re-priced with the coupon's own amount, and
//   the money settled against what was paid (a difference due, or a refund due).
import { CANCELLATION_RULE, type ExtraId, type ParkingType } from "./constants.ts";
import { holidayInfo } from "./holidays.ts";
import { addDays, dayBounds, localDate, weekdayOf } from "./jerusalem-time.ts";
import { quote, type Quote } from "./pricing.ts";
import { stayDays } from "./stay-days.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

// ---- Money ----

/** What a booking has been charged and owes back, in whole shekels. */
export interface BookingMoney {
  total: number;
  /** Received through the payment provider (0 for cash and unpaid card bookings). */
  paid: number;
  /** Owed back and not yet paid back. */
  refundDue: number;
  /** Already paid back by the operator. */
  refunded: number;
}

/** What the business keeps of what was paid. */
export function netPaid(money: BookingMoney): number {
  return Math.max(0, money.paid - money.refundDue - money.refunded);
}

/** What is still to pay (by card or to the representative). */
export function amountDue(money: BookingMoney): number {
  return Math.max(0, money.total - netPaid(money));
}

export interface Settlement {
  total: number;
  /** New total minus old total. */
  difference: number;
  /** Still to pay after the change. */
  amountDue: number;
  /** Owed back after the change (all of it, including what was owed before). */
  refundDue: number;
}

/**
 * The money after a change to `newTotal`. A lower total owes back what was paid
 * above it; a higher one first uses up a refund still owed, then leaves a
 * difference to pay. Both are never due at once.
 */
export function settleChange(money: BookingMoney, newTotal: number): Settlement {
  const kept = money.paid - money.refunded;
  const refundDue = Math.max(0, kept - newTotal);
  const after = { ...money, total: newTotal, refundDue };
  return { total: newTotal, difference: newTotal - money.total, amountDue: amountDue(after), refundDue };
}

/**
 * A changed stay priced by the shared rules with the coupon's own amount (the
 * amount the booking redeemed), capped only by the new price: never with the
 * discount an earlier price was given, which that price had capped (docs/decisions/027).
 */
export function repriceChange(input: {
  type: ParkingType;
  departureDate: string;
  arrivalDate: string;
  extras: readonly ExtraId[];
  couponAmount: number;
}): Quote {
  return quote({ type: input.type, days: stayDays(input.departureDate, input.arrivalDate), extras: input.extras, couponAmount: input.couponAmount });
}

// ---- Changing ----

export interface ChangeWindow {
  allowed: boolean;
  /** The last moment a customer can change online. */
  deadline: Date;
}

/** Changes online end `cutoffHours` before pickup; a cancelled booking cannot change. */
export function changeWindow(input: { departureAt: Date; cutoffHours: number; now: Date; cancelled: boolean }): ChangeWindow {
  const deadline = new Date(input.departureAt.getTime() - Math.max(0, input.cutoffHours) * HOUR_MS);
  return { allowed: !input.cancelled && input.now.getTime() < deadline.getTime(), deadline };
}

// ---- Cancelling ----

/** Shabbat and yom tov; every other day counts toward the law's two days. */
export function isRestDay(date: string): boolean {
  return weekdayOf(date) === 6 || holidayInfo(date).isHoliday;
}

/**
 * The last local date on which a cancellation still leaves the law's two days
 * that are not rest days before the handover date (days strictly between the
 * two). Handover Tuesday: the last date is Saturday (Sunday and Monday remain).
 */
export function lastCancellationDate(handoverDate: string): string {
  let workingDays = 0;
  let date = addDays(handoverDate, -1)!;
  while (workingDays < CANCELLATION_RULE.workingDaysBeforeService) {
    if (!isRestDay(date)) workingDays++;
    date = addDays(date, -1)!;
  }
  return date;
}

/** The law's fee: 5% of the order or 100 ₪, whichever is lower (rounded down to whole shekels). */
export function lawFee(total: number): number {
  return Math.min(Math.floor((Math.max(0, total) * CANCELLATION_RULE.feePercent) / 100), CANCELLATION_RULE.feeCap);
}

type CancellationRefusal = "cancelled" | "window_passed" | "too_close" | "started";

export interface CancellationTerms {
  allowed: boolean;
  reason: CancellationRefusal | null;
  /** Kept by the business: the law's fee, never more than was paid. */
  fee: number;
  /** Paid back within 7 business days: what was paid, less the fee. */
  refund: number;
  /** The first moment the terms no longer apply. */
  deadline: Date;
}

/** What cancelling now would mean, by the law's terms (docs/decisions/006). */
export function cancellationTerms(input: { money: BookingMoney; createdAt: Date; departureAt: Date; now: Date; cancelled: boolean }): CancellationTerms {
  const windowEnd = input.createdAt.getTime() + CANCELLATION_RULE.windowDays * DAY_MS;
  const lastDate = lastCancellationDate(localDate(input.departureAt));
  const dayEnd = dayBounds(lastDate)!.end.getTime();
  const deadline = new Date(Math.min(windowEnd, dayEnd, input.departureAt.getTime()));
  const now = input.now.getTime();
  const kept = netPaid(input.money);
  const fee = Math.min(lawFee(input.money.total), kept);
  let reason: CancellationRefusal | null = null;
  if (input.cancelled) reason = "cancelled";
  else if (now >= input.departureAt.getTime()) reason = "started";
  else if (now >= windowEnd) reason = "window_passed";
  else if (now >= dayEnd) reason = "too_close";
  return { allowed: reason === null, reason, fee, refund: kept - fee, deadline };
}

// ---- What changed ----

/** The fields a customer may change, in the booking API's names. */
export const CHANGEABLE_FIELDS = [
  "departure_date",
  "departure_time",
  "arrival_date",
  "arrival_time",
  "departure_terminal",
  "arrival_terminal",
  "flight_number",
  "parking_type",
  "additional_services",
  "phone",
  "car_model",
  "license_number",
] as const;
type ChangeableField = (typeof CHANGEABLE_FIELDS)[number];
export type ChangeableValues = Record<Exclude<ChangeableField, "additional_services">, string> & { additional_services: string[] };

export type FieldChanges = Partial<Record<ChangeableField, { from: string | string[]; to: string | string[] }>>;

/** Old and new values of every field that differs (extras compared as sets). */
export function diffValues(before: ChangeableValues, after: ChangeableValues): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of CHANGEABLE_FIELDS) {
    const from = before[field];
    const to = after[field];
    const same = Array.isArray(from) && Array.isArray(to) ? [...from].sort().join() === [...to].sort().join() : from === to;
    if (!same) changes[field] = { from, to };
  }
  return changes;
}
