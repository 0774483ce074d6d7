// What Twilio's status callback may change (docs/decisions/033): a message's delivery
// status, forward only. The callback is refused (403, nothing changed) unless it
// carries Twilio's signature for the address this site gave Twilio and the exact
// fields posted; without Twilio credentials (the sandbox) no callback is genuine.
// A replay, or callbacks out of order, change nothing (status-callback.ts). A
// WhatsApp message that failed for good goes again by SMS, once.
import type { Prisma } from "@server/db/database.ts";
import type { Logger } from "@server/logger.ts";
import type { OutboxService } from "@server/outbox/outbox.ts";
import { statusAdvances, statusUpdateOf, verifyTwilioSignature } from "./status-callback.ts";

type Outcome = "forbidden" | "updated" | "unchanged";

const STORED_AS = { queued: null, sent: "sent", delivered: "delivered", failed: "failed" } as const;

export function createDeliveryStatus(deps: {
  prisma: Prisma;
  outbox: OutboxService;
  /** Twilio's auth token, which signs every callback; unset: the sandbox, no callback is genuine. */
  authToken: string | undefined;
  /** The full address given to Twilio as StatusCallback: what its signature covers. */
  callbackUrl: string;
  logger: Logger;
  now: () => Date;
}) {
  const { prisma, logger } = deps;
  return {
    async apply(params: Record<string, string>, signature: string | undefined): Promise<Outcome> {
      if (!deps.authToken || !verifyTwilioSignature(deps.callbackUrl, params, signature, deps.authToken)) return "forbidden";
      const update = statusUpdateOf(params);
      if (!update) return "unchanged";
      const row = await prisma.messageOutbox.findUnique({ where: { providerId: update.providerId } });
      if (!row || !statusAdvances(STORED_AS[row.status], update.status)) return "unchanged";
      // Conditional on the status read: of two callbacks at once, one moves the row.
      const at = deps.now();
      const moved = await prisma.messageOutbox.updateMany({
        where: { id: row.id, status: row.status },
        data:
          update.status === "delivered"
            ? { status: "delivered", deliveredAt: at }
            : update.status === "failed"
              ? { status: "failed", errorCode: update.errorCode, lastError: `the provider reported the message undelivered${update.errorCode ? ` (${update.errorCode})` : ""}` }
              : { status: "sent" },
      });
      if (moved.count === 0) return "unchanged";
      logger.info({ outboxId: row.id, channel: row.channel, status: update.status, errorCode: update.errorCode }, "message delivery status");
      if (update.status === "failed" && row.channel === "whatsapp") await deps.outbox.bySmsInstead(row);
      return "updated";
    },
  };
}
