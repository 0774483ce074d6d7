import { CONTACT_LIMITS } from "@shared/contact-rules.ts";
import { messages } from "@shared/messages.ts";
import { CONTACT_FORM_ACTION } from "@shared/api/endpoints.ts";
import { CONTACT_FIELDS, CONTACT_PAGE } from "~/content/contact.ts";
import { FormField } from "./FormField.tsx";
import { FormStatusMessage, SubmitButton } from "./form-parts.tsx";
import { useContactForm } from "./use-contact-form.ts";

const FIELDS = ["name", "phone", "email", "message"] as const;
const PREFIX = "contact";

/**
 * The /contact form: every field required; replaced by a thank-you once sent.
 * Both are in the markup, one hidden, so a document's script
 * (client/enhance/contact-forms.ts, data-contact-form) can do the same swap.
 */
export function ContactForm() {
  const { status, errors, formError, onSubmit } = useContactForm({ source: "contact_page", fields: FIELDS, idPrefix: PREFIX });
  const sent = status === "sent";
  const sending = status === "sending";
  return (
    <>
      <div role="status">
        <div hidden={!sent} id={`${PREFIX}-thanks`} className="rounded-xl bg-green-50 p-6 text-center ring-1 ring-green-200">
          <p className="text-2xl font-bold text-green-800">{messages.contact.thanksTitle}</p>
          <p className="mt-2 text-lg text-green-900">{messages.contact.thanksBody}</p>
        </div>
      </div>
      <form
        method="post"
        action={CONTACT_FORM_ACTION}
        noValidate
        hidden={sent}
        onSubmit={onSubmit}
        aria-busy={sending}
        className="grid gap-5"
        aria-label={CONTACT_PAGE.formLabel}
        data-contact-form="contact_page"
        data-fields={FIELDS.join(" ")}
        data-thanks={`${PREFIX}-thanks`}
        data-hide-when-sent=""
      >
        <input type="hidden" name="source" value="contact_page" />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={`${PREFIX}-name`} name="name" {...CONTACT_FIELDS.name} maxLength={CONTACT_LIMITS.name} error={errors.name} />
          <FormField
            id={`${PREFIX}-phone`}
            name="phone"
            type="tel"
            ltr
            placeholder="050-1234567"
            {...CONTACT_FIELDS.phone}
            maxLength={CONTACT_LIMITS.phone}
            error={errors.phone}
          />
        </div>
        <FormField
          id={`${PREFIX}-email`}
          name="email"
          type="email"
          ltr
          placeholder="name@example.com"
          {...CONTACT_FIELDS.email}
          maxLength={CONTACT_LIMITS.email}
          error={errors.email}
        />
        <FormField
          id={`${PREFIX}-message`}
          name="message"
          multiline
          label={CONTACT_FIELDS.message.label}
          maxLength={CONTACT_LIMITS.message}
          error={errors.message}
        />
        <FormStatusMessage message={formError} />
        <SubmitButton sending={sending} />
      </form>
    </>
  );
}
