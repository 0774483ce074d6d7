// The e-mail outbox as the operator sees it: the outbox service's list and
// requeue, with a clear reason when a single e-mail cannot be requeued.
import type { Prisma } from "@server/db/database.ts";
import type { EmailOutbox } from "@server/db/generated/client.ts";
import { createOutboxService, type OutboxStatusName } from "@server/services/outbox.ts";
import { Conflict, NotFound } from "@server/services/domain-errors.ts";
import { adminMessages } from "./admin-messages.ts";

export function createOutboxAdmin(prisma: Prisma) {
  const outbox = createOutboxService(prisma);
  return {
    list(options: { status?: OutboxStatusName; limit?: number } = {}): Promise<EmailOutbox[]> {
      return outbox.list(options);
    },

    async retry(id: number): Promise<EmailOutbox> {
      const row = await prisma.emailOutbox.findUnique({ where: { id } });
      if (!row) throw new NotFound("email_not_found", adminMessages.emailNotFound(id), { id });
      if (row.status !== "sent" && row.text === "") throw new Conflict("email_erased", adminMessages.emailErased(id), { id });
      if (!(await outbox.retry(id))) throw new Conflict("email_already_sent", adminMessages.emailAlreadySent(id), { id });
      return (await prisma.emailOutbox.findUnique({ where: { id } }))!;
    },

    countFailed(): Promise<number> {
      return prisma.emailOutbox.count({ where: { status: "failed" } });
    },

    retryAllFailed(): Promise<number> {
      return outbox.retryAllFailed();
    },
  };
}
