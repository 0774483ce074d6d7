// What a message in the outbox is: an e-mail or a phone message as a caller hands it
// to the outbox (server/outbox/outbox.ts), and the statuses its row goes through. The
// shapes live apart from the outbox's SQL so that the e-mail builders (server/mail/)
// and the header cleaning (header-values.ts) can name them without importing it.
export interface OutboxAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface OutboxEmail {
  channel?: "email";
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  dedupeKey?: string;
  bookingId?: number;
}

/** A service message to the traveller's phone (server/messages/traveller-messages.ts). */
export interface OutboxPhoneMessage {
  channel: "sms" | "whatsapp";
  kind: string;
  /** E.164, e.g. +972501234567. */
  to: string;
  /** The SMS body; for WhatsApp, the template as the traveller reads it. */
  text: string;
  /** WhatsApp: the template's kind and its numbered variables. */
  template?: string;
  templateVariables?: Record<string, string>;
  dedupeKey?: string;
  bookingId?: number;
  /** Not sent before this moment (a reminder planned ahead); unset: now. */
  notBefore?: Date;
}

export type OutboxMessage = OutboxEmail | OutboxPhoneMessage;

export const OUTBOX_STATUSES = ["queued", "sent", "delivered", "failed"] as const;
export type OutboxStatusName = (typeof OUTBOX_STATUSES)[number];
