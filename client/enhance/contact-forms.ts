// The contact page's form and the footer's quick form, on every page (both are
// server markup, docs/decisions/014): a form with
// data-contact-form="<source>" and data-fields, the error paragraph under each
// field (#<field id>-error), the [data-form-message] line, the submit button and
// the thank-you named by data-thanks. The sending itself is send-contact.ts.
import { CONTACT_FIELD_NAMES, CONTACT_SOURCES, type ContactErrors, type ContactFieldName } from "@shared/contact-rules.ts";
// The site part alone: a document's script carries no booking-form text.
import { siteMessages as messages } from "@shared/messages/site.ts";
import { readContactValues, sendContact, type ContactOutcome } from "~/components/content/contact/send-contact.ts";

/** The fields the form lists (data-fields, from shared/contact-rules.ts's CONTACT_FORM_FIELDS), in form order. */
function fieldsOf(form: HTMLFormElement): ContactFieldName[] {
  const listed = (form.dataset.fields ?? "").split(" ");
  return CONTACT_FIELD_NAMES.filter((field) => listed.includes(field));
}

function fieldElement(form: HTMLFormElement, field: ContactFieldName): HTMLInputElement | HTMLTextAreaElement | null {
  const element = form.elements.namedItem(field);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : null;
}

/** Shows each field's error under it (or clears it), tied to the field for screen readers. */
function showFieldErrors(form: HTMLFormElement, fields: readonly ContactFieldName[], errors: ContactErrors): void {
  for (const field of fields) {
    const input = fieldElement(form, field);
    if (!input) continue;
    const message = errors[field];
    const errorLine = document.getElementById(`${input.id}-error`);
    if (errorLine) {
      errorLine.textContent = message ?? "";
      errorLine.hidden = !message;
    }
    if (message) {
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", `${input.id}-error`);
    } else {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    }
  }
}

function showFormMessage(form: HTMLFormElement, message: string | null): void {
  const line = form.querySelector<HTMLElement>("[data-form-message]");
  if (!line) return;
  line.textContent = message ?? "";
  line.hidden = !message;
}

function setSending(form: HTMLFormElement, sending: boolean): void {
  form.setAttribute("aria-busy", String(sending));
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) return;
  button.disabled = sending;
  button.textContent = sending ? messages.contact.sending : messages.contact.send;
}

function showProblem(form: HTMLFormElement, fields: readonly ContactFieldName[], outcome: Exclude<ContactOutcome, { kind: "sent" }>): void {
  const errors = outcome.kind === "invalid" ? outcome.errors : {};
  showFieldErrors(form, fields, errors);
  showFormMessage(form, outcome.formError);
  const first = fields.find((field) => errors[field]);
  if (first) fieldElement(form, first)?.focus();
}

function showSent(form: HTMLFormElement, fields: readonly ContactFieldName[], thanks: HTMLElement | null): void {
  showFieldErrors(form, fields, {});
  showFormMessage(form, null);
  form.reset();
  if (thanks) thanks.hidden = false;
  // The contact page's form gives way to its thank-you; the quick form stays, thanking until the next keystroke.
  if (form.hasAttribute("data-hide-when-sent")) form.hidden = true;
  else if (thanks) form.addEventListener("input", () => (thanks.hidden = true), { once: true });
}

function enhanceForm(form: HTMLFormElement): void {
  const source = CONTACT_SOURCES.find((value) => value === form.dataset.contactForm);
  if (!source) return;
  const fields = fieldsOf(form);
  const thanks = form.dataset.thanks ? document.getElementById(form.dataset.thanks) : null;
  let sending = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (sending) return;
    const values = readContactValues(form, fields);
    sending = true;
    setSending(form, true);
    const outcome = await sendContact(values, fields, source);
    sending = false;
    setSending(form, false);
    if (outcome.kind === "sent") showSent(form, fields, thanks);
    else showProblem(form, fields, outcome);
  });
}

export function enhanceContactForms(): void {
  document.querySelectorAll<HTMLFormElement>("form[data-contact-form]").forEach(enhanceForm);
}
