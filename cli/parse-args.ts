// Strict readers of command-line values. Each returns the typed value or throws
// an InvalidValue saying what was expected; `arg()` turns a reader into a
// commander parser, so a bad value stops the command before it touches the
// database, with commander naming the option in the error.
import { InvalidArgumentError } from "commander";
import { dayBounds, isValidDateString, isValidTimeString, toInstant } from "@shared/jerusalem-time.ts";
import { normalizeCouponCode } from "@shared/coupon-rules.ts";
// The coupon rules are the service's (every entry point keeps them); the readers here only refuse early.
import { COUPON_CODE_LENGTH, COUPON_CODE_PATTERN, MAX_COUPON_AMOUNT, MAX_USAGE_LIMIT, MIN_COUPON_AMOUNT } from "@server/services/admin/coupon-admin.ts";

export class InvalidValue extends Error {}

export type Reader<T> = (raw: string) => T;

/**
 * What an option parser returns for "none": commander turns a parser's null
 * into "", so a cleared value travels as this symbol; `cleared()` maps it back.
 */
export const CLEARED: unique symbol = Symbol("cleared");
type Parsed<T> = NonNullable<T> | (null extends T ? typeof CLEARED : never);

/** A commander option/argument parser from a reader. */
export function arg<T>(reader: Reader<T>): (raw: string) => Parsed<T> {
  return (raw) => {
    try {
      const value = reader(raw);
      return (value === null ? CLEARED : value) as Parsed<T>;
    } catch (error) {
      if (error instanceof InvalidValue) throw new InvalidArgumentError(error.message);
      throw error;
    }
  };
}

/** An option's value with "none" as null; undefined when the option was not given. */
export function cleared<T>(value: T | typeof CLEARED | undefined): T | null | undefined {
  return value === CLEARED ? null : value;
}

const WHOLE = /^\d+$/;
export { MAX_USAGE_LIMIT };

export function wholeNumber(min: number, max: number, what = "a whole number"): Reader<number> {
  return (raw) => {
    const text = raw.trim();
    const value = Number(text);
    if (!WHOLE.test(text) || value < min || value > max) {
      throw new InvalidValue(`Expected ${what} from ${min} to ${max}`);
    }
    return value;
  };
}

export const shekels: Reader<number> = (raw) => {
  const text = raw.trim();
  const value = Number(text);
  if (!WHOLE.test(text) || value < MIN_COUPON_AMOUNT || value > MAX_COUPON_AMOUNT) {
    throw new InvalidValue(`Expected a positive whole number of shekels (${MIN_COUPON_AMOUNT} to ${MAX_COUPON_AMOUNT})`);
  }
  return value;
};

export const positiveId: Reader<number> = (raw) => {
  const text = raw.trim();
  if (!WHOLE.test(text) || Number(text) < 1 || Number(text) > 2_147_483_647) {
    throw new InvalidValue("Expected a positive whole number");
  }
  return Number(text);
};

/** "none" (or "unlimited") clears an optional value. */
export function orNone<T>(reader: Reader<T>, ...aliases: string[]): Reader<T | null> {
  const words = new Set(["none", ...aliases]);
  return (raw) => (words.has(raw.trim().toLowerCase()) ? null : reader(raw));
}

/** Upper-cased, since codes are unique regardless of case. */
export const couponCode: Reader<string> = (raw) => {
  const code = normalizeCouponCode(raw);
  if (!COUPON_CODE_PATTERN.test(code)) {
    throw new InvalidValue(`Expected ${COUPON_CODE_LENGTH.min} to ${COUPON_CODE_LENGTH.max} Latin letters, digits, '-' or '_' (e.g. SUMMER50)`);
  }
  return code;
};

/** 'YYYY-MM-DD', a date that exists. */
export const date: Reader<string> = (raw) => {
  const text = raw.trim();
  if (!isValidDateString(text)) throw new InvalidValue("Expected a real date as YYYY-MM-DD");
  return text;
};

/** The first instant of a local Israeli day. */
export function startOfDay(day: string): Date {
  return dayBounds(day)!.start;
}

/** The last millisecond of a local Israeli day (23:59:59.999). */
export function endOfDay(day: string): Date {
  return new Date(dayBounds(day)!.end.getTime() - 1);
}

/** An instant from 'YYYY-MM-DD HH:mm' in Israel; a bare date means its start or end. */
export function localDateTime(edge: "start" | "end"): Reader<Date> {
  return (raw) => {
    const [day, time, ...rest] = raw.trim().split(" ");
    if (time === undefined && isValidDateString(day)) return edge === "start" ? startOfDay(day) : endOfDay(day);
    if (rest.length > 0 || !isValidDateString(day) || !isValidTimeString(time)) {
      throw new InvalidValue('Expected "YYYY-MM-DD HH:mm" (Israel time) with a real date and time');
    }
    const instant = toInstant(day, time);
    if (!instant) throw new InvalidValue(`${day} ${time} does not exist in Israel (the clock skips it for summer time)`);
    return instant;
  };
}

const TRUE_WORDS = new Set(["true", "yes", "on", "1"]);
const FALSE_WORDS = new Set(["false", "no", "off", "0"]);

export const flag: Reader<boolean> = (raw) => {
  const text = raw.trim().toLowerCase();
  if (TRUE_WORDS.has(text)) return true;
  if (FALSE_WORDS.has(text)) return false;
  throw new InvalidValue("Expected true or false (also yes/no, on/off, 1/0)");
};

export function choice<const T extends string>(values: readonly T[]): Reader<T> {
  return (raw) => {
    const text = raw.trim().toLowerCase();
    if (!(values as readonly string[]).includes(text)) throw new InvalidValue(`Expected one of ${values.join(", ")}`);
    return text as T;
  };
}

/** "invalid value "x" for key: expected …", the error of a key/value command. */
export function invalidValueMessage(key: string, raw: string, reason: string): string {
  return `invalid value "${raw}" for ${key}: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`;
}
