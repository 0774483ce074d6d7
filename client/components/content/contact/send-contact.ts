// One contact-form submission, from the typed values to what the form should
// show (product.md §2): the first check in the browser, then POST /api/contact
// through the API client, then the server's Hebrew field errors or its message.
// Plain TypeScript, so the application's React hook and the document script share it.
import { checkContactFields, type ContactErrors, type ContactFieldName, type ContactSource, type ContactValues } from "@shared/contact-rules.ts";
import type { ContactRequestBody } from "@shared/api/contract.ts";
// The site part alone: a document's script carries no booking-form text.
import { siteMessages as messages } from "@shared/messages/site.ts";
import { ApiError, createApiClient, statusOnly } from "~/lib/api-client.ts";

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
  // A success is all the form needs; the answer's body is not read, so the
  // reading pages' script carries no schema (the documents' 20 KB script budget, docs/BENCHMARKS.md).
  const callApi = createApiClient(statusOnly, post);
  try {
    await callApi("contact", { body: { ...values, source } as ContactRequestBody }, { failureMessage: messages.contactForm.sendFailed });
    return { kind: "sent" };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: "failed", formError: messages.contactForm.sendFailed };
    const serverErrors = pickFieldErrors(fields, error.fields);
    if (Object.keys(serverErrors).length > 0) return { kind: "invalid", errors: serverErrors, formError: messages.contactForm.fixFields };
    return { kind: "failed", formError: error.message };
  }
}
