import { useState, type FormEvent } from "react";
import type { ContactSource } from "@shared/contact-rules.ts";
import type { ContactErrors, ContactFieldName } from "./contact-form-checks.ts";
import { checkBeforeSending, firstErrorId, readContactValues, sendContact, type ContactOutcome } from "./send-contact.ts";

export type ContactFormStatus = "idle" | "sending" | "sent";

/**
 * Sends a contact form to POST /api/contact as JSON (send-contact.ts). Checks
 * the fields first, shows the server's Hebrew field errors under the fields, and
 * keeps what was typed when sending fails (product.md §2 asks only for a console log;
 * people deserve to know). Documents run the same steps in client/enhance/contact-forms.ts.
 */
export function useContactForm(options: { source: ContactSource; fields: readonly ContactFieldName[]; idPrefix: string }) {
  const { source, fields, idPrefix } = options;
  const [status, setStatus] = useState<ContactFormStatus>("idle");
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function focusFirstError(form: HTMLFormElement, found: ContactErrors) {
    const id = firstErrorId(idPrefix, fields, found);
    if (id) form.querySelector<HTMLElement>(`#${id}`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    const form = event.currentTarget;
    const values = readContactValues(form, fields);
    const early = checkBeforeSending(values, fields);
    if (early) return show(form, early);
    setErrors({});
    setFormError(null);
    setStatus("sending");
    const outcome = await sendContact(values, fields, source);
    if (outcome.kind === "sent") {
      setStatus("sent");
      form.reset();
      return;
    }
    setStatus("idle");
    show(form, outcome);
  }

  function show(form: HTMLFormElement, outcome: Exclude<ContactOutcome, { kind: "sent" }>) {
    setFormError(outcome.formError);
    setErrors(outcome.kind === "invalid" ? outcome.errors : {});
    if (outcome.kind === "invalid") focusFirstError(form, outcome.errors);
  }

  /** Lets the visitor send another message after a thank-you. */
  function startOver() {
    setStatus("idle");
  }

  return { status, errors, formError, onSubmit, startOver };
}
