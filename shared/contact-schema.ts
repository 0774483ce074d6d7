import { z } from "zod";
import { optionalText, requiredText } from "./field-schemas.ts";
import { messages } from "./messages/index.ts";
import { CONTACT_FIELD_RULES as RULES, CONTACT_FORM_FIELDS, CONTACT_SOURCES, normalizeContactPhone } from "./contact-rules.ts";

// Body of POST /api/contact: the contact page form (name, phone, e-mail, message)
// and the footer's quick form (no message). There is deliberately no recipient
// field: the server always writes to the business address, so the endpoint can
// never be used to send mail to an address the browser chose. Limits, messages and
// which form asks for what are contact-rules.ts's, which the browser checks with too.

function hasText(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}

const phoneField = requiredText(RULES.phone.required, RULES.phone.max)
  .refine(RULES.phone.valid.test, { error: RULES.phone.valid.message })
  .transform((value) => normalizeContactPhone(value) ?? value);

// Stricter than the browser's EMAIL_PATTERN: the real check.
const emailField = requiredText(RULES.email.required, RULES.email.max).pipe(z.email({ error: RULES.email.valid.message }));

/**
 * Whether the form that sent it asks for a message (the quick form has none). The
 * check runs even when the source itself failed, so an unknown one asks for nothing.
 */
function asksForMessage(source: unknown): boolean {
  if (typeof source !== "string" || !Object.hasOwn(CONTACT_FORM_FIELDS, source)) return false;
  const fields: readonly string[] = CONTACT_FORM_FIELDS[source as keyof typeof CONTACT_FORM_FIELDS];
  return fields.includes("message");
}

const sourceField = z.preprocess(
  (value) => (value === null || value === "" ? undefined : value),
  z.enum(CONTACT_SOURCES, { error: messages.api.badRequest }).optional(),
);

export const contactSchema = z
  .object(
    {
      name: requiredText(RULES.name.required, RULES.name.max),
      phone: phoneField,
      email: emailField,
      message: optionalText(RULES.message.max),
      source: sourceField,
    },
    { error: messages.api.badRequest },
  )
  // The contact page asks for a message; the quick form has no such field. `when`
  // runs the check even if another field failed, so every error shows at once.
  .refine((body) => !asksForMessage(body.source) || hasText(body.message), {
    path: ["message"],
    error: RULES.message.required,
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  })
  .transform((body) => ({
    name: body.name,
    phone: body.phone,
    email: body.email,
    message: body.message ?? null,
    source: body.source ?? (body.message ? "contact_page" : "quick_form"),
  }));

export type ContactInquiry = z.output<typeof contactSchema>;
