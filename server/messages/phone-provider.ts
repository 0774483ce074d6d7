// What the delivery job (message-delivery.ts) hands a phone message to (docs/decisions/033): Twilio with
// credentials (twilio-provider.ts), otherwise the sandbox (sandbox-provider.ts),
// which stores nothing beyond the outbox row itself and reaches no phone.
import { API_ENDPOINTS, API_PREFIX } from "@shared/api/endpoints.ts";
import type { Config } from "@server/config.ts";
import type { Logger } from "@server/logger.ts";
import { createSandboxPhoneProvider } from "./sandbox-provider.ts";
import { createTwilioProvider } from "./twilio-provider.ts";
export type OutgoingMessage =
  | { channel: "sms"; to: string; body: string }
  | { channel: "whatsapp"; to: string; templateSid: string; variables: Record<string, string> };

export interface SendResult {
  /** The provider's id for the message (Twilio's SM…/MM… SID); the status callback names it. */
  providerId: string;
  /** "delivered" when the provider knows at once (the sandbox); otherwise handed over, "sent". */
  status: "sent" | "delivered";
}

export interface PhoneProvider {
  readonly name: "twilio" | "sandbox";
  send(message: OutgoingMessage): Promise<SendResult>;
}

/** Where Twilio posts each message's delivery status (delivery-status.ts verifies it). */
export function statusCallbackUrl(config: Config): string {
  return `${config.PUBLIC_BASE_URL}${API_PREFIX}${API_ENDPOINTS.messageStatus.path}`;
}

/** The configured provider: Twilio when MESSAGE_PROVIDER says so or its credentials are set, the sandbox otherwise. */
export function createPhoneProvider(config: Config, logger: Logger): PhoneProvider {
  if (config.messageProvider === "sandbox") return createSandboxPhoneProvider(logger);
  return createTwilioProvider({
    accountSid: config.TWILIO_ACCOUNT_SID!,
    authToken: config.TWILIO_AUTH_TOKEN!,
    smsFrom: config.SMS_FROM!,
    ...(config.WHATSAPP_FROM ? { whatsappFrom: config.WHATSAPP_FROM } : {}),
    statusCallbackUrl: statusCallbackUrl(config),
  });
}
