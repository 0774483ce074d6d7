import { messages } from "@shared/messages/index.ts";
import { QUICK_FORM } from "~/content/contact.ts";
import { ContactFields } from "./ContactFields.tsx";
import { ContactFormElement } from "./ContactFormElement.tsx";
import { FormStatusMessage, SubmitButton } from "./form-parts.tsx";
import { QUICK_FORM_HEADING } from "./quick-form-ids.ts";

const PREFIX = "quick";

/**
 * The footer's quick form: on success it thanks and clears its fields (product.md §2).
 * Server markup on every page; client/enhance/contact-forms.ts sends it.
 */
export function QuickContactForm() {
  return (
    <section aria-labelledby={QUICK_FORM_HEADING}>
      <h2 id={QUICK_FORM_HEADING} className="mb-1 text-lg font-semibold text-white">
        {QUICK_FORM.title}
      </h2>
      <p className="mb-4 text-sm text-brand-100">{QUICK_FORM.intro}</p>
      <ContactFormElement source="quick_form" thanksId={`${PREFIX}-thanks`} aria-labelledby={QUICK_FORM_HEADING} className="grid gap-3">
        <ContactFields source="quick_form" idPrefix={PREFIX} tone="dark" />
        <FormStatusMessage tone="dark" />
        <div role="status" aria-live="polite">
          <p hidden id={`${PREFIX}-thanks`} className="rounded-lg bg-green-100 px-4 py-3 text-sm font-semibold text-green-900">
            {messages.contact.quickThanks}
          </p>
        </div>
        <SubmitButton tone="dark" />
      </ContactFormElement>
    </section>
  );
}
