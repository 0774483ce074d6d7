import { messages } from "@shared/messages/index.ts";
import { CONTACT_PAGE } from "~/content/contact.ts";
import { ContactFields } from "./ContactFields.tsx";
import { ContactFormElement } from "./ContactFormElement.tsx";
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
      <ContactFormElement
        source="contact_page"
        thanksId={`${PREFIX}-thanks`}
        hideWhenSent
        className="grid gap-5"
        aria-label={CONTACT_PAGE.formLabel}
      >
        <ContactFields source="contact_page" idPrefix={PREFIX} examples nameAndPhoneInRow />
        <FormStatusMessage />
        <SubmitButton />
      </ContactFormElement>
    </>
  );
}
