// The site part alone: a document's script carries no booking-form text.
import { siteMessages as messages } from "./messages/site.ts";
import { normalizeIsraeliPhone } from "./phone.ts";

// The contact forms' rules as plain data (product.md §2), the one source of them:
// the zod schema (contact-schema.ts) is built from this table, and so are the
// browser's checks (checkContactField below, used by the forms and by the reading
// pages' script, client/enhance), which must not load zod.

export const CONTACT_SOURCES = ["contact_page", "quick_form"] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** Deliberately loose: the server's zod e-mail check is the real one. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A contact phone: an Israeli number in its national form, or, for a traveller
 * abroad, an international number (+ and 8 to 15 digits) without spaces.
 */
export function normalizeContactPhone(input: string): string | null {
  const israeli = normalizeIsraeliPhone(input);
  if (israeli) return israeli;
  const compact = input.trim().replace(/[\s\-().]/g, "");
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

interface ContactFieldRule {
  /** Longest accepted value, trimmed. */
  max: number;
  /** Shown when the field is empty (where the form asks for it). */
  required: string;
  /** A well-formed-ness check and its message; the server's may be stricter (e-mail). */
  valid?: { test: (value: string) => boolean; message: string };
}

/** Every field of the contact forms, in form order. */
export const CONTACT_FIELD_RULES = {
  name: { max: 80, required: messages.required.name },
  phone: { max: 30, required: messages.required.phone, valid: { test: (value: string) => normalizeContactPhone(value) !== null, message: messages.invalid.phone } },
  email: { max: 254, required: messages.required.email, valid: { test: (value: string) => EMAIL_PATTERN.test(value), message: messages.invalid.email } },
  message: { max: 2000, required: messages.required.message },
} as const satisfies Record<string, ContactFieldRule>;

export type ContactFieldName = keyof typeof CONTACT_FIELD_RULES;
export const CONTACT_FIELD_NAMES = Object.keys(CONTACT_FIELD_RULES) as ContactFieldName[];

/** Each form's fields: the contact page asks for a message, the footer's quick form has none. */
export const CONTACT_FORM_FIELDS = {
  contact_page: ["name", "phone", "email", "message"],
  quick_form: ["name", "phone", "email"],
} as const satisfies Record<ContactSource, readonly ContactFieldName[]>;

/** The browser's check of one field its form asks for: the Hebrew message, or undefined when fine. */
function checkContactField(field: ContactFieldName, raw: string): string | undefined {
  const rule: ContactFieldRule = CONTACT_FIELD_RULES[field];
  const value = raw.trim();
  if (!value) return rule.required;
  if (value.length > rule.max) return messages.invalid.tooLong;
  if (rule.valid && !rule.valid.test(value)) return rule.valid.message;
  return undefined;
}

export type ContactValues = Partial<Record<ContactFieldName, string>>;
export type ContactErrors = Partial<Record<ContactFieldName, string>>;

/** Errors of the given fields (the ones the form asks for), in form order; empty when all are fine. */
export function checkContactFields(values: ContactValues, fields: readonly ContactFieldName[]): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of fields) {
    const message = checkContactField(field, values[field] ?? "");
    if (message) errors[field] = message;
  }
  return errors;
}
