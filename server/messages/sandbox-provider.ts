// The phone provider a site without Twilio credentials runs on (docs/decisions/033),
// as the payment sandbox is for card payments: no message leaves the machine. Each
// message stays in the outbox, marked delivered with a SANDBOX… id, and the operator
// reads it with `valet messages list|show`. The log line names the row, never the
// number or the text.
import { randomBytes } from "node:crypto";
import type { Logger } from "@server/logger.ts";
import type { OutgoingMessage, PhoneProvider, SendResult } from "./phone-provider.ts";

export function createSandboxPhoneProvider(logger: Logger): PhoneProvider {
  return {
    name: "sandbox",
    async send(message: OutgoingMessage): Promise<SendResult> {
      const providerId = `SANDBOX${randomBytes(16).toString("hex")}`;
      logger.info({ channel: message.channel, providerId }, "sandbox: message kept in the outbox, not sent to a phone");
      return { providerId, status: "delivered" };
    },
  };
}
