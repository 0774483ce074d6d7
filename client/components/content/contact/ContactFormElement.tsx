import type { FormHTMLAttributes, ReactNode } from "react";
import { CONTACT_FORM_FIELDS, type ContactSource } from "@shared/contact-rules.ts";
import { CONTACT_FORM_ACTION } from "@shared/api/endpoints.ts";

/**
 * A contact form's <form>. Without script it is a plain form post (method="post", so what
 * was typed never lands in an address; the hidden source tells
 * server/api/contact-form-post.ts which form it was); with script,
 * client/enhance/contact-forms.ts reads its source, the fields it asks for and the
 * thank-you to show, and sends it itself.
 */
export function ContactFormElement({
  source,
  thanksId,
  hideWhenSent,
  children,
  ...attributes
}: {
  source: ContactSource;
  thanksId: string;
  /** The form gives way to its thank-you once sent, instead of staying to be filled again. */
  hideWhenSent?: boolean;
  children: ReactNode;
} & Pick<FormHTMLAttributes<HTMLFormElement>, "className" | "aria-label" | "aria-labelledby">) {
  return (
    <form
      method="post"
      action={CONTACT_FORM_ACTION}
      noValidate
      {...attributes}
      data-contact-form={source}
      data-fields={CONTACT_FORM_FIELDS[source].join(" ")}
      data-thanks={thanksId}
      data-hide-when-sent={hideWhenSent ? "" : undefined}
    >
      <input type="hidden" name="source" value={source} />
      {children}
    </form>
  );
}
