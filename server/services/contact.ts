// Contact inquiries: the contact page form and the footer's quick form. The
// inquiry row and the e-mail to the business are written in one transaction, so
// an inquiry is never stored without its notification (or the reverse). The
// e-mail always goes to BUSINESS_EMAIL: nothing in the request chooses a recipient.
import type { ContactInquiry } from "../../shared/contact-schema.ts";
import { toLocalParts } from "../../shared/jerusalem-time.ts";
import { messages } from "../../shared/messages.ts";
import type { Config } from "../config.ts";
import type { Prisma } from "../db/database.ts";
import type { OutboxService } from "./outbox.ts";

const text = messages.contactForm;

export interface ContactServiceDeps {
  prisma: Prisma;
  outbox: OutboxService;
  config: Pick<Config, "BUSINESS_EMAIL">;
  now: () => Date;
}

/** A visitor's text on one line: a subject is a mail header. */
function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

/** The plain-text body the business reads; every value is the visitor's own text. */
export function contactEmailText(inquiry: ContactInquiry, receivedAt: Date): string {
  const local = toLocalParts(receivedAt);
  const lines = [
    `${text.emailName}: ${inquiry.name}`,
    `${text.emailPhone}: ${inquiry.phone}`,
    `${text.emailEmail}: ${inquiry.email}`,
  ];
  if (inquiry.message) lines.push("", `${text.emailMessage}:`, inquiry.message, "");
  lines.push(
    `${text.emailSource}: ${inquiry.source === "contact_page" ? text.sourceContactPage : text.sourceQuickForm}`,
    `${text.emailReceivedAt}: ${local.date} ${local.time}`,
  );
  return lines.join("\n");
}

export function createContactService({ prisma, outbox, config, now }: ContactServiceDeps) {
  return {
    async submit(inquiry: ContactInquiry): Promise<{ id: number }> {
      const receivedAt = now();
      return prisma.$transaction(async (tx) => {
        const row = await tx.contactInquiry.create({
          data: { ...inquiry, createdAt: receivedAt },
          select: { id: true },
        });
        await outbox.enqueue(
          {
            kind: "contact_inquiry",
            to: config.BUSINESS_EMAIL,
            subject: `${inquiry.source === "contact_page" ? messages.contact.contactSubject : messages.contact.quickSubject} – ${oneLine(inquiry.name)}`,
            text: contactEmailText(inquiry, receivedAt),
            dedupeKey: `contact-inquiry:${row.id}`,
          },
          tx,
        );
        return row;
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
