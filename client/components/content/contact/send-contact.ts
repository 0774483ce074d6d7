// One contact-form submission, from the typed values to what the form should
// show (product.md §2): the first check in the browser, then POST /api/contact as
// JSON, then the server's Hebrew field errors or its message. Plain TypeScript,
// so the application's React hook and the document script share it.
import type { ContactSource } from "../../../../shared/contact-rules.ts";
import { messages } from "../../../../shared/messages.ts";
import { checkContactFields, type ContactErrors, type ContactFieldName, type ContactValues } from "./contact-form-checks.ts";

/** Fields to fix: the first check's errors, or the server's. */
export interface ContactInvalid {
  kind: "invalid";
  errors: ContactErrors;
  formError: string;
}

export type ContactOutcome =
  | { kind: "sent" }
  | ContactInvalid
  /** Not sent, nothing wrong with a field: keep what was typed and say why. */
  | { kind: "failed"; formError: string };

interface ApiErrorBody {
  error?: { message?: string; fields?: Record<string, string> };
}

function pickFieldErrors(fields: readonly ContactFieldName[], source: Record<string, string> | undefined): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of fields) if (typeof source?.[field] === "string" && source[field]) errors[field] = source[field];
  return errors;
}

/** The form's values of the given fields. */
export function readContactValues(form: HTMLFormElement, fields: readonly ContactFieldName[]): ContactValues {
  const data = new FormData(form);
  return Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? "")]));
}

/** The browser's first check, before anything is sent: null when every field is fine. */
export function checkBeforeSending(values: ContactValues, fields: readonly ContactFieldName[]): ContactInvalid | null {
  const found = checkContactFields(values, fields);
  return Object.keys(found).length > 0 ? { kind: "invalid", errors: found, formError: messages.contactForm.fixFields } : null;
}

/** Checks, then sends; `post` is injectable for tests. Never throws. */
export async function sendContact(
  values: ContactValues,
  fields: readonly ContactFieldName[],
  source: ContactSource,
  post: typeof fetch = (...args) => fetch(...args),
): Promise<ContactOutcome> {
  const early = checkBeforeSending(values, fields);
  if (early) return early;
  try {
    const response = await post("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ ...values, source }),
    });
    if (response.ok) return { kind: "sent" };
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    const serverErrors = pickFieldErrors(fields, body?.error?.fields);
    if (Object.keys(serverErrors).length > 0) return { kind: "invalid", errors: serverErrors, formError: messages.contactForm.fixFields };
    const message = body?.error?.message;
    return { kind: "failed", formError: typeof message === "string" && message ? message : messages.contactForm.sendFailed };
  } catch {
    return { kind: "failed", formError: messages.contactForm.networkError };
  }
}

/** The id of the first field with an error, in form order. */
export function firstErrorId(idPrefix: string, fields: readonly ContactFieldName[], errors: ContactErrors): string | null {
  const first = fields.find((field) => errors[field]);
  return first ? `${idPrefix}-${first}` : null;
}
