import { z } from "zod";
import { EXTRA_IDS } from "./constants.ts";
import { normalizeCouponCode } from "./coupon-rules.ts";
import { isValidDateString, isValidTimeString } from "./jerusalem-time.ts";
import { messages } from "./messages/index.ts";
import { isSlotTime } from "./time-slots.ts";

// Field builders shared by the request schemas. Forms send '' for an untouched
// field and FormData sends strings for everything, so the builders accept both
// JSON and form encodings and always answer with the catalogue's Hebrew text.

const MAX_EXTRAS_SENT = 20;

/**
 * Text the database can store. Postgres refuses U+0000 in text and jsonb, and a
 * NUL is never part of a real value: refusing it here gives a field error where
 * the insert would fail.
 */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000");
}

/**
 * JSON the database can store (jsonb): no U+0000 and no lone surrogate in any key
 * or string, at any depth, and no own "__proto__" key (JSON.parse makes one from
 * '{"__proto__":null}', and Prisma's serializer throws on it).
 */
export function isStorableJson(value: unknown): boolean {
  // In a /u pattern only an unpaired surrogate is a code point of category Cs.
  const storable = (text: string) => isStorableText(text) && !/\p{Cs}/u.test(text);
  // A loop, not recursion: a small body can still nest thousands of levels deep.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (!storable(item)) return false;
    } else if (typeof item === "object" && item !== null) {
      for (const [key, inner] of Object.entries(item)) {
        if (key === "__proto__" || !storable(key)) return false;
        pending.push(inner);
      }
    }
  }
  return true;
}

/** '' and null mean "not given", like a missing key. */
export function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

/** Numbers typed into JSON for phone or licence fields are read as text. */
function numberToText(value: unknown): unknown {
  return typeof value === "number" && Number.isFinite(value) ? String(value) : value;
}

const TRUE_WORDS = new Set(["true", "on", "1", "yes"]);
const FALSE_WORDS = new Set(["false", "off", "0", "no", ""]);

/** Checkbox values as JSON booleans or as FormData strings. */
export function formBoolean(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return value;
}

/**
 * A string, then its checks. zod runs .min() and .max() on any value with a
 * `length`, string or not, so {"length":{"toString":[]}} threw inside them (a 500);
 * behind this pipe a value that is not a string stops at the type error.
 */
export function stringThen<T extends z.ZodType<unknown, string>>(error: string, checks: T) {
  return z.string({ error }).pipe(checks);
}

export function requiredText(requiredMessage: string, max: number) {
  return z.preprocess(
    numberToText,
    stringThen(
      requiredMessage,
      z
        .string()
        .trim()
        .min(1, { error: requiredMessage })
        .max(max, { error: messages.invalid.tooLong })
        .refine(isStorableText, { error: messages.invalid.text }),
    ),
  );
}

export function optionalText(max: number) {
  return z.preprocess(
    blankToUndefined,
    stringThen(
      messages.invalid.text,
      z.string().trim().max(max, { error: messages.invalid.tooLong }).refine(isStorableText, { error: messages.invalid.text }),
    ).optional(),
  );
}

/** Keeps only the digits of what was typed ('12-345-67' → '1234567'). */
export function digitsField(requiredMessage: string, pattern: RegExp, invalidMessage: string) {
  return requiredText(requiredMessage, 40)
    .transform((value) => value.replace(/\D/g, ""))
    .pipe(z.string().regex(pattern, { error: invalidMessage }));
}

export function dateField(requiredMessage: string) {
  return requiredText(requiredMessage, 10).refine(isValidDateString, { error: messages.invalid.date });
}

export function timeField(requiredMessage: string) {
  return requiredText(requiredMessage, 5)
    .refine(isValidTimeString, { error: messages.invalid.time, abort: true })
    .refine(isSlotTime, { error: messages.invalid.timeSlot });
}

/** A choice from a fixed list; missing, blank and unknown values share one message. */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: message }));
}

export function optionalChoiceField<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());
}

/**
 * Extra service ids as a JSON array, a FormData list, or a comma list (query
 * strings). Repeats collapse to one, since each service is bought once.
 */
export const extrasField = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    if (blank === undefined) return [];
    if (typeof blank === "string") return blank.split(",").map((part) => part.trim()).filter(Boolean);
    return blank;
  },
  // An array first: .max() would also measure any object with a `length` (see stringThen).
  z.array(z.unknown(), { error: messages.invalid.extraService }).pipe(
    z
      .array(z.enum(EXTRA_IDS, { error: messages.invalid.extraService }))
      .max(MAX_EXTRAS_SENT, { error: messages.invalid.extraService })
      .transform((ids) => [...new Set(ids)]),
  ),
);

/** Optional coupon code, normalised; blank means no coupon. */
export const couponCodeField = z.preprocess(
  blankToUndefined,
  stringThen(messages.coupon.invalid, z.string().max(50, { error: messages.coupon.invalid }).transform(normalizeCouponCode)).optional(),
);
