import { CONTACT_FIELD_RULES, CONTACT_FORM_FIELDS } from "@shared/contact-rules.ts";
import { messages } from "@shared/messages.ts";
import { CONTACT_FORM_ACTION } from "@shared/api/endpoints.ts";
import { CONTACT_FIELDS, QUICK_FORM } from "~/content/contact.ts";
import { FormField } from "./FormField.tsx";
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
      <form
        method="post"
        action={CONTACT_FORM_ACTION}
        noValidate
        aria-labelledby={QUICK_FORM_HEADING}
        className="grid gap-3"
        data-contact-form="quick_form"
        data-fields={CONTACT_FORM_FIELDS.quick_form.join(" ")}
        data-thanks={`${PREFIX}-thanks`}
      >
        <input type="hidden" name="source" value="quick_form" />
        <FormField id={`${PREFIX}-name`} name="name" tone="dark" {...CONTACT_FIELDS.name} maxLength={CONTACT_FIELD_RULES.name.max} />
        <FormField
          id={`${PREFIX}-phone`}
          name="phone"
          type="tel"
          ltr
          tone="dark"
          {...CONTACT_FIELDS.phone}
          maxLength={CONTACT_FIELD_RULES.phone.max}
        />
        <FormField
          id={`${PREFIX}-email`}
          name="email"
          type="email"
          ltr
          tone="dark"
          {...CONTACT_FIELDS.email}
          maxLength={CONTACT_FIELD_RULES.email.max}
        />
        <FormStatusMessage tone="dark" />
        <div role="status" aria-live="polite">
          <p hidden id={`${PREFIX}-thanks`} className="rounded-lg bg-green-100 px-4 py-3 text-sm font-semibold text-green-900">
            {messages.contact.quickThanks}
          </p>
        </div>
        <SubmitButton tone="dark" />
      </form>
    </section>
  );
}
