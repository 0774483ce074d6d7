// Contact inquiries: the contact page form and the footer's quick form. The
// inquiry row and the e-mail to the business are written in one transaction, so
// an inquiry is never stored without its notification (or the reverse). The
// e-mail always goes to BUSINESS_EMAIL: nothing in the request chooses a recipient.
import type { ContactInquiry } from "@shared/contact-schema.ts";
import type { Config } from "@server/config.ts";
import type { Prisma } from "@server/db/database.ts";
import { contactInquiryEmail } from "@server/mail/contact-email.ts";
import type { OutboxService } from "@server/outbox/outbox.ts";

export interface ContactServiceDeps {
  prisma: Prisma;
  outbox: OutboxService;
  config: Pick<Config, "BUSINESS_EMAIL">;
  now: () => Date;
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
        await outbox.enqueue(contactInquiryEmail(inquiry, receivedAt, config.BUSINESS_EMAIL, row.id), tx);
        return row;
      });
    },
  };
}
