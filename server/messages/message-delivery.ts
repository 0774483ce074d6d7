// Delivers one queued message: the `deliver_message` job the outbox's trigger adds
// for each row (docs/decisions/016, 033, 042). E-mails go over SMTP with nodemailer,
// SMS and WhatsApp through the phone provider (Twilio, or the sandbox). graphile-
// worker runs each job in one process at a time and retries a failed one with
// backoff; the row says what happened for `valet messages`. A refusal that would be
// the same next time (an invalid number, a template WhatsApp does not know), or the
// job's last attempt, fails the row; a failed WhatsApp message then goes by SMS, so
// the traveller still hears from us. A process without SMTP_URL passes an e-mail's
// job by, leaving the row queued; the next server start with it gives every such
// e-mail its job again (recordServerStart, server/services/site-address.ts).
import nodemailer, { type Transporter } from "nodemailer";
import type { Prisma } from "@server/db/database.ts";
import type { Logger } from "@server/logger.ts";
import { rowIdOf, type JobHelpers } from "@server/jobs/job-queue.ts";
import { createOutboxService } from "@server/outbox/outbox.ts";
import type { OutboxAttachment } from "@server/outbox/outbox-message.ts";
import { headerSafe } from "@server/outbox/header-values.ts";
import type { OutgoingMessage, PhoneProvider, SendResult } from "./phone-provider.ts";
import { MessageSendError } from "./twilio-provider.ts";

const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

interface QueuedMessage {
  id: number;
  kind: string;
  channel: "email" | "sms" | "whatsapp";
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: OutboxAttachment[];
  template: string | null;
  template_variables: Record<string, string> | null;
  dedupe_key: string | null;
  booking_id: number | null;
  /** This attempt's number, counted on the row. */
  attempts: number;
}

/** What a test site's e-mails carry, so no one takes a sandbox payment for a real one. */
export const TEST_SITE_MARK = {
  subject: "[בדיקה]",
  line: "הודעה מאתר בדיקה: התשלומים בכרטיס באתר זה אינם אמיתיים ולא בוצע חיוב.",
};

/** The mark as the first thing inside the body (the rendered e-mails are whole documents). */
function markedHtml(html: string, line: string): string {
  const note = `<p dir="rtl" style="margin:0 0 12px;background:#fef3c7;border:1px solid #f59e0b;padding:8px 12px;font-weight:bold">${line}</p>`;
  const body = /<body[^>]*>/i.exec(html);
  return body ? `${html.slice(0, body.index + body[0].length)}${note}${html.slice(body.index + body[0].length)}` : `${note}${html}`;
}

export interface MessageDelivery {
  /** The `deliver_message` task. */
  deliver(payload: unknown, helpers: Pick<JobHelpers, "job">): Promise<void>;
  close(): void;
}

export function createMessageDelivery(options: {
  prisma: Prisma;
  logger: Logger;
  /** Unset: e-mails stay queued (no SMTP server configured). */
  smtpUrl?: string;
  from: string;
  /** SMS and WhatsApp (Twilio, or the sandbox). */
  phone: PhoneProvider;
  /** WhatsApp template ids (Twilio ContentSid, HX…) by message kind. */
  whatsappTemplates?: Readonly<Record<string, string>>;
  now?: () => Date;
  transport?: Transporter;
  /** A production site on the sandbox payment provider: every e-mail says it is a test (docs/decisions/009). */
  testSite?: boolean;
}): MessageDelivery {
  const { prisma, logger, phone } = options;
  const now = options.now ?? (() => new Date());
  const transport = options.transport ?? (options.smtpUrl ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS } as never) : null);
  const outbox = createOutboxService(prisma, logger);

  /** The row, counted as this attempt; null when it is no longer queued (sent, failed, erased). */
  async function take(id: number): Promise<QueuedMessage | null> {
    const rows = await prisma.$queryRaw<Array<Omit<QueuedMessage, "attachments"> & { attachments: unknown }>>`
      UPDATE message_outbox SET attempts = attempts + 1 WHERE id = ${id} AND status = 'queued'
      RETURNING id, kind, channel, to_address AS "to", subject, text, html, attachments, template, template_variables,
        dedupe_key, booking_id, attempts`;
    const row = rows[0];
    return row ? { ...row, attachments: (row.attachments as OutboxAttachment[] | null) ?? [] } : null;
  }

  async function sendEmail(row: QueuedMessage): Promise<void> {
    if (!transport) throw new MessageSendError("No SMTP_URL in this process", true, null, null);
    // Cleaned again: a row queued before the outbox cleaned its headers may still hold a line break.
    const { to, subject, attachments } = headerSafe(row);
    const mark = options.testSite ? TEST_SITE_MARK : null;
    await transport.sendMail({
      from: options.from,
      to,
      subject: mark ? `${mark.subject} ${subject}` : subject,
      text: mark ? `${mark.line}\n\n${row.text}` : row.text,
      html: row.html && mark ? markedHtml(row.html, mark.line) : (row.html ?? undefined),
      attachments: attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
    });
  }

  /** The row as its provider takes it; a WhatsApp kind without an approved template's id cannot be sent. */
  function outgoing(row: QueuedMessage): OutgoingMessage {
    if (row.channel === "sms") return { channel: "sms", to: row.to, body: options.testSite ? `${TEST_SITE_MARK.subject} ${row.text}` : row.text };
    const templateSid = row.template ? options.whatsappTemplates?.[row.template] : undefined;
    // The sandbox sends nothing, so it needs no approved template: it keeps the message by its name.
    if (!templateSid && phone.name !== "sandbox") {
      throw new MessageSendError(`No WhatsApp template id for "${row.template}" (WHATSAPP_TEMPLATES)`, false, null, null);
    }
    return { channel: "whatsapp", to: row.to, templateSid: templateSid ?? `sandbox:${row.template}`, variables: row.template_variables ?? {} };
  }

  async function markSent(row: QueuedMessage, result: SendResult | null): Promise<void> {
    const at = now();
    const delivered = result?.status === "delivered";
    await prisma.messageOutbox.update({
      where: { id: row.id },
      data: {
        status: delivered ? "delivered" : "sent",
        sentAt: at,
        ...(delivered ? { deliveredAt: at } : {}),
        providerId: result?.providerId ?? null,
        lastError: null,
        errorCode: null,
      },
    });
  }

  /** Records the failure; true when it is final (the row failed; a WhatsApp message goes by SMS). */
  async function markFailed(row: QueuedMessage, error: unknown, lastAttempt: boolean): Promise<boolean> {
    const failed = (error instanceof MessageSendError && !error.retryable) || lastAttempt;
    await prisma.messageOutbox.update({
      where: { id: row.id },
      data: {
        lastError: String((error as Error).message ?? error).slice(0, 500),
        errorCode: error instanceof MessageSendError && error.code !== null ? String(error.code) : null,
        ...(failed ? { status: "failed" } : {}),
      },
    });
    logger.warn({ outboxId: row.id, kind: row.kind, channel: row.channel, attempt: row.attempts, failed, err: error }, "message delivery failed");
    if (failed && row.channel === "whatsapp") await outbox.bySmsInstead({ ...row, dedupeKey: row.dedupe_key, bookingId: row.booking_id });
    return failed;
  }

  async function deliver(payload: unknown, helpers: Pick<JobHelpers, "job">): Promise<void> {
    // Without SMTP the e-mail stays queued, for the next start with it (recordServerStart).
    if (!transport && (payload as { channel?: unknown } | null)?.channel === "email") return;
    const row = await take(rowIdOf(payload));
    if (!row) return;
    try {
      const result = row.channel === "email" ? (await sendEmail(row), null) : await phone.send(outgoing(row));
      await markSent(row, result);
      logger.info({ outboxId: row.id, kind: row.kind, channel: row.channel, attempt: row.attempts, provider: row.channel === "email" ? "smtp" : phone.name }, "message sent");
    } catch (error) {
      const final = await markFailed(row, error, helpers.job.attempts >= helpers.job.max_attempts);
      // The job is retried later. Its message, which the job queue keeps and logs, names the row;
      // the row holds the reason, and the address stays out of both.
      if (!final) throw new Error(`message ${row.id} not delivered yet`, { cause: error });
    }
  }

  return {
    deliver,
    close() {
      transport?.close();
    },
  };
}
