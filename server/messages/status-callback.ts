// Twilio's delivery-status callback for the messages twilio-provider.ts sends. Twilio
// signs each callback (X-Twilio-Signature: HMAC-SHA1 of the full URL followed by the
// sorted POST fields, keyed with the auth token); a request whose signature does not
// match is not Twilio's and must change nothing.
//
// The signature carries no time or nonce, so a captured callback replays with a valid
// signature. The caller makes a replay harmless instead: an update names the message
// by its SID and only ever moves its status forward (statusAdvances), so applying the
// same callback twice, or an old one after a newer one, changes nothing.
// The library's webhook module alone (a few KB): the whole library is loaded only to send (twilio-provider.ts).
import { validateRequest } from "twilio/lib/webhooks/webhooks.js";

type DeliveryStatus = "sent" | "delivered" | "failed";

interface StatusUpdate {
  /** The MessageSid send() returned as providerId. */
  providerId: string;
  status: DeliveryStatus;
  /** Twilio's ErrorCode on a failed or undelivered message (e.g. 30003, 63016). */
  errorCode: string | null;
}

/**
 * True when `signature` (the X-Twilio-Signature header) is Twilio's for this request.
 * `url` is the full URL Twilio requested (scheme, host, path and query, as configured
 * in StatusCallback); `params` every form field of the body, untrimmed.
 */
export function verifyTwilioSignature(
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
  authToken: string,
): boolean {
  if (!signature) return false;
  return validateRequest(authToken, signature, url, params);
}

// Twilio's MessageStatus values for an outbound message. queued/accepted/scheduled/sending
// mean Twilio holds it: for us it is sent (handed over). read is WhatsApp's step after
// delivered. canceled is a scheduled message that never left.
const STATUS_OF: Record<string, DeliveryStatus> = {
  accepted: "sent",
  scheduled: "sent",
  queued: "sent",
  sending: "sent",
  sent: "sent",
  delivered: "delivered",
  read: "delivered",
  undelivered: "failed",
  failed: "failed",
  canceled: "failed",
};

const MESSAGE_SID = /^(SM|MM)[0-9a-f]{32}$/;

/** The update a callback's fields ask for, or null when they name no outbound status we track. */
export function statusUpdateOf(params: Record<string, string | undefined>): StatusUpdate | null {
  const providerId = params.MessageSid ?? "";
  const status = STATUS_OF[params.MessageStatus ?? ""];
  if (!MESSAGE_SID.test(providerId) || !status) return null;
  const errorCode = status === "failed" && params.ErrorCode ? params.ErrorCode : null;
  return { providerId, status, errorCode };
}

// delivered and failed are both final: neither replaces the other, and sent never
// follows them. Callbacks may arrive out of order (Twilio documents no ordering).
const RANK: Record<DeliveryStatus, number> = { sent: 1, delivered: 2, failed: 2 };

/** Whether a stored status (null: none yet) should become `next`. */
export function statusAdvances(current: DeliveryStatus | null, next: DeliveryStatus): boolean {
  return RANK[next] > (current ? RANK[current] : 0);
}
