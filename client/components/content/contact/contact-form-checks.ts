// The browser's first check of a contact form, with the same Hebrew messages as
// the server's zod schema (shared/contact-schema.ts), without shipping zod.
import { CONTACT_LIMITS, EMAIL_PATTERN, normalizeContactPhone } from "@shared/contact-rules.ts";
import { messages } from "@shared/messages.ts";

export type ContactFieldName = "name" | "phone" | "email" | "message";
export type ContactValues = Partial<Record<ContactFieldName, string>>;
export type ContactErrors = Partial<Record<ContactFieldName, string>>;

const REQUIRED: Record<ContactFieldName, string> = {
  name: messages.required.name,
  phone: messages.required.phone,
  email: messages.required.email,
  message: messages.required.message,
};

function fieldError(field: ContactFieldName, raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return REQUIRED[field];
  if (value.length > CONTACT_LIMITS[field]) return messages.invalid.tooLong;
  if (field === "phone" && !normalizeContactPhone(value)) return messages.invalid.phone;
  if (field === "email" && !EMAIL_PATTERN.test(value)) return messages.invalid.email;
  return undefined;
}

/** Errors of the given fields, in form order; empty when all are fine. */
export function checkContactFields(values: ContactValues, fields: readonly ContactFieldName[]): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of fields) {
    const message = fieldError(field, values[field] ?? "");
    if (message) errors[field] = message;
  }
  return errors;
}
