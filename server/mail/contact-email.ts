// The business's e-mail for a contact inquiry (the contact page or the footer's
// quick form). Every value is the visitor's own text: React escapes it in the
// HTML part; the name in the subject is put on one line where every outbox row's
// headers are (a subject is a mail header: outbox/header-values.ts).
import type { ContactInquiry } from "@shared/contact-schema.ts";
import { formatDateTimeHe } from "@shared/format-he.ts";
import { messages } from "@shared/messages/index.ts";
import type { OutboxEmail } from "@server/outbox/outbox-message.ts";
import { renderEmail } from "./render-email.tsx";
import type { EmailBlock } from "./templates/email-content.ts";

const text = messages.contactForm;

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
    subject: `${title} – ${inquiry.name}`,
    ...renderEmail({ title, blocks }),
    dedupeKey: `contact-inquiry:${inquiryId}`,
  };
}
