// The business's e-mail for a contact inquiry (the contact page or the footer's
// quick form). Every value is the visitor's own text: React escapes it in the
// HTML part, and the subject keeps it on one line (a subject is a mail header).
import type { ContactInquiry } from "../../shared/contact-schema.ts";
import { formatDateTimeHe } from "../../shared/format-he.ts";
import { messages } from "../../shared/messages.ts";
import type { OutboxEmail } from "../services/outbox.ts";
import { renderEmail } from "./render-email.tsx";
import type { EmailBlock } from "./templates/email-content.ts";

const text = messages.contactForm;

/** A visitor's text on one line. */
function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

export function contactInquiryEmail(inquiry: ContactInquiry, receivedAt: Date, to: string, inquiryId: number): OutboxEmail & { html: string } {
  const fromContactPage = inquiry.source === "contact_page";
  const title = fromContactPage ? messages.contact.contactSubject : messages.contact.quickSubject;
  const blocks: EmailBlock[] = [
    {
      kind: "details",
      rows: [
        { label: text.emailName, value: inquiry.name },
        { label: text.emailPhone, value: inquiry.phone },
        { label: text.emailEmail, value: inquiry.email },
      ],
    },
    ...(inquiry.message ? [{ kind: "quote", label: text.emailMessage, text: inquiry.message } as const] : []),
    {
      kind: "details",
      rows: [
        { label: text.emailSource, value: fromContactPage ? text.sourceContactPage : text.sourceQuickForm },
        { label: text.emailReceivedAt, value: formatDateTimeHe(receivedAt) },
      ],
    },
  ];
  return {
    kind: "contact_inquiry",
    to,
    subject: `${title} – ${oneLine(inquiry.name)}`,
    ...renderEmail({ title, blocks }),
    dedupeKey: `contact-inquiry:${inquiryId}`,
  };
}
