// The message outbox as the operator sees it: the outbox service's list and
// requeue, with a clear reason when a single message cannot be requeued.
import type { Prisma } from "@server/db/database.ts";
import type { MessageOutbox } from "@server/db/generated/client.ts";
import { createOutboxService } from "@server/outbox/outbox.ts";
import { Conflict, NotFound } from "@server/services/domain-errors.ts";
import { adminMessages } from "./admin-messages.ts";

export function createOutboxAdmin(prisma: Prisma) {
  const outbox = createOutboxService(prisma);
  return {
    list(options: Parameters<typeof outbox.list>[0] = {}): Promise<MessageOutbox[]> {
      return outbox.list(options);
    },

    async show(id: number): Promise<MessageOutbox> {
      const row = await prisma.messageOutbox.findUnique({ where: { id } });
      if (!row) throw new NotFound("email_not_found", adminMessages.emailNotFound(id), { id });
      return row;
    },

    async retry(id: number): Promise<MessageOutbox> {
      const row = await prisma.messageOutbox.findUnique({ where: { id } });
      if (!row) throw new NotFound("email_not_found", adminMessages.emailNotFound(id), { id });
      if (row.status !== "sent" && row.status !== "delivered" && row.text === "") throw new Conflict("email_erased", adminMessages.emailErased(id), { id });
      if (!(await outbox.retry(id))) throw new Conflict("email_already_sent", adminMessages.emailAlreadySent(id), { id });
      return (await prisma.messageOutbox.findUnique({ where: { id } }))!;
    },

    countFailed(): Promise<number> {
      return prisma.messageOutbox.count({ where: { status: "failed" } });
    },

    retryAllFailed(): Promise<number> {
      return outbox.retryAllFailed();
    },
  };
}
