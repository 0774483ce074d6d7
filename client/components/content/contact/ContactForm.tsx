import { CONTACT_FIELD_RULES, CONTACT_FORM_FIELDS } from "@shared/contact-rules.ts";
import { messages } from "@shared/messages.ts";
import { CONTACT_FORM_ACTION } from "@shared/api/endpoints.ts";
import { CONTACT_FIELDS, CONTACT_PAGE } from "~/content/contact.ts";
import { FormField } from "./FormField.tsx";
import { FormStatusMessage, SubmitButton } from "./form-parts.tsx";

const PREFIX = "contact";

/**
 * The /contact form: every field required; replaced by a thank-you once sent.
 * Server markup with both in it, the thank-you hidden: client/enhance/contact-forms.ts
 * (data-contact-form) sends it, shows field errors and does the swap.
 */
export function ContactForm() {
  return (
    <>
      <div role="status">
        <div hidden id={`${PREFIX}-thanks`} className="rounded-xl bg-green-50 p-6 text-center ring-1 ring-green-200">
          <p className="text-2xl font-bold text-green-800">{messages.contact.thanksTitle}</p>
          <p className="mt-2 text-lg text-green-900">{messages.contact.thanksBody}</p>
        </div>
      </div>
      <form
        method="post"
        action={CONTACT_FORM_ACTION}
        noValidate
        className="grid gap-5"
        aria-label={CONTACT_PAGE.formLabel}
        data-contact-form="contact_page"
        data-fields={CONTACT_FORM_FIELDS.contact_page.join(" ")}
        data-thanks={`${PREFIX}-thanks`}
        data-hide-when-sent=""
      >
        <input type="hidden" name="source" value="contact_page" />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={`${PREFIX}-name`} name="name" {...CONTACT_FIELDS.name} maxLength={CONTACT_FIELD_RULES.name.max} />
          <FormField
            id={`${PREFIX}-phone`}
            name="phone"
            type="tel"
            ltr
            placeholder="050-1234567"
            {...CONTACT_FIELDS.phone}
            maxLength={CONTACT_FIELD_RULES.phone.max}
          />
        </div>
        <FormField
          id={`${PREFIX}-email`}
          name="email"
          type="email"
          ltr
          placeholder="name@example.com"
          {...CONTACT_FIELDS.email}
          maxLength={CONTACT_FIELD_RULES.email.max}
        />
        <FormField
          id={`${PREFIX}-message`}
          name="message"
          multiline
          label={CONTACT_FIELDS.message.label}
          maxLength={CONTACT_FIELD_RULES.message.max}
        />
        <FormStatusMessage />
        <SubmitButton />
      </form>
    </>
  );
}
