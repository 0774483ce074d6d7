import { z } from "zod";
import { optionalText, requiredText } from "./field-schemas.ts";
import { messages } from "./messages.ts";
import { CONTACT_LIMITS, CONTACT_SOURCES, normalizeContactPhone } from "./contact-rules.ts";

// Body of POST /api/contact: the contact page form (name, phone, e-mail, message)
// and the footer's quick form (no message). There is deliberately no recipient
// field: the server always writes to the business address, so the endpoint can
// never be used to send mail to an address the browser chose.

function hasText(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}

const phoneField = requiredText(messages.required.phone, CONTACT_LIMITS.phone)
  .refine((value) => normalizeContactPhone(value) !== null, { error: messages.invalid.phone })
  .transform((value) => normalizeContactPhone(value) ?? value);

const emailField = requiredText(messages.required.email, CONTACT_LIMITS.email).pipe(
  z.email({ error: messages.invalid.email }),
);

const sourceField = z.preprocess(
  (value) => (value === null || value === "" ? undefined : value),
  z.enum(CONTACT_SOURCES, { error: messages.api.badRequest }).optional(),
);

export const contactSchema = z
  .object(
    {
      name: requiredText(messages.required.name, CONTACT_LIMITS.name),
      phone: phoneField,
      email: emailField,
      message: optionalText(CONTACT_LIMITS.message),
      source: sourceField,
    },
    { error: messages.api.badRequest },
  )
  // The contact page asks for a message; the quick form has no such field. `when`
  // runs the check even if another field failed, so every error shows at once.
  .refine((body) => body.source !== "contact_page" || hasText(body.message), {
    path: ["message"],
    error: messages.required.message,
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  })
  .transform((body) => ({
    name: body.name,
    phone: body.phone,
    email: body.email,
    message: body.message ?? null,
    source: body.source ?? (body.message ? "contact_page" : "quick_form"),
  }));

export type ContactInput = z.input<typeof contactSchema>;
export type ContactInquiry = z.output<typeof contactSchema>;
