// Service messages by SMS and WhatsApp through Twilio's official Node library. One
// call, Messages.create (POST /2010-04-01/Accounts/{AccountSid}/Messages.json): an SMS
// carries its text in Body; a WhatsApp message is business-initiated, so WhatsApp
// accepts it only as an approved template (ContentSid + ContentVariables JSON, Twilio
// Content API). The delivery job (message-delivery.ts) calls send() and decides from
// MessageSendError.retryable whether to try the row again.
import type twilio from "twilio";
import type { OutgoingMessage, PhoneProvider, SendResult } from "./phone-provider.ts";

interface TwilioProviderOptions {
  accountSid: string;
  authToken: string;
  /** An E.164 number or alphanumeric sender id. */
  smsFrom: string;
  /** The WhatsApp sender's E.164 number; the `whatsapp:` prefix is added here. Unset: no WhatsApp. */
  whatsappFrom?: string;
  /** Where Twilio posts delivery status (verified by status-callback.ts). */
  statusCallbackUrl: string;
  /**
   * The library's documented hook for replacing its transport (ClientOpts.httpClient,
   * twilio-node advanced-examples/custom-http-client.md). Tests pass one that sends to
   * a local server; production leaves it out and gets the default RequestClient.
   */
  httpClient?: twilio.RequestClient;
}

/** A send Twilio refused or that never reached it. */
export class MessageSendError extends Error {
  override readonly name = "MessageSendError";
  constructor(
    message: string,
    /** True when the same request may succeed later (5xx, 429, network). */
    readonly retryable: boolean,
    /** Twilio's error code (e.g. 21211 invalid To number), when Twilio answered one. */
    readonly code: number | null,
    /** The HTTP status Twilio answered, or null when no answer came. */
    readonly httpStatus: number | null,
  ) {
    super(message);
  }
}

function whatsappAddress(address: string): string {
  return address.startsWith("whatsapp:") ? address : `whatsapp:${address}`;
}

/**
 * Reads what the library threw. A RestException carries Twilio's answer: 5xx is
 * Twilio's trouble and 429 its rate limit, so both may pass later; any other 4xx
 * (21211 invalid number, 63016 outside the WhatsApp session, 21656 bad variables)
 * fails the same way every time. An error with a system code (ECONNREFUSED,
 * ETIMEDOUT, ECONNRESET) never reached Twilio and is worth another try.
 */
function sendErrorOf(library: typeof twilio, error: unknown): MessageSendError {
  if (error instanceof library.RestException) {
    const retryable = error.status >= 500 || error.status === 429;
    return new MessageSendError(error.message || `Twilio HTTP ${error.status}`, retryable, error.code ?? null, error.status);
  }
  const systemCode = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return new MessageSendError(message, typeof systemCode === "string", null, null);
}

/**
 * The library is about half of the server's bundle (~7 MB of its 13): loaded on the
 * first send, never by a start, a CLI command or a site on the sandbox. The build
 * puts it in a chunk of its own (scripts/build.mjs, splitting).
 */
let library: Promise<typeof twilio> | undefined;
const loadTwilio = () => (library ??= import("twilio").then((module) => module.default));

export function createTwilioProvider(options: TwilioProviderOptions): PhoneProvider {
  // autoRetry stays off: a retry is the outbox's decision, so one send() is one request.
  let client: Promise<twilio.Twilio> | undefined;
  const clientOf = (twilio: Awaited<ReturnType<typeof loadTwilio>>) =>
    (client ??= Promise.resolve(
      twilio(options.accountSid, options.authToken, {
        autoRetry: false,
        ...(options.httpClient ? { httpClient: options.httpClient } : {}),
      }),
    ));

  return {
    name: "twilio",
    async send(message: OutgoingMessage): Promise<SendResult> {
      const whatsappFrom = options.whatsappFrom;
      if (message.channel === "whatsapp" && !whatsappFrom) {
        throw new MessageSendError("WHATSAPP_FROM is not set: this site sends no WhatsApp messages", false, null, null);
      }
      const params =
        message.channel === "sms"
          ? { to: message.to, from: options.smsFrom, body: message.body, statusCallback: options.statusCallbackUrl }
          : {
              to: whatsappAddress(message.to),
              from: whatsappAddress(whatsappFrom!),
              contentSid: message.templateSid,
              contentVariables: JSON.stringify(message.variables),
              statusCallback: options.statusCallbackUrl,
            };
      const twilio = await loadTwilio();
      try {
        const created = await (await clientOf(twilio)).messages.create(params);
        // Twilio answers "queued" (or "accepted"): handed over; the callback tells the rest.
        return { providerId: created.sid, status: "sent" };
      } catch (error) {
        throw sendErrorOf(twilio, error);
      }
    },
  };
}
