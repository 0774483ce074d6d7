import type { z } from "zod";

/** Key for problems with the body as a whole (not an object, wrong JSON shape). */
export const FORM_ERROR_KEY = "_form";

/**
 * The first message for each top-level field, for API answers and form display:
 * { phone: 'מספר הטלפון אינו תקין', additional_services: '…' }.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const head = issue.path[0];
    const key = head === undefined ? FORM_ERROR_KEY : String(head);
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
