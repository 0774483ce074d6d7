// Delivers the message outbox (docs/decisions/016, 033): e-mails over SMTP with
// nodemailer, SMS and WhatsApp through the phone provider (Twilio, or the sandbox).
// Rows are claimed in batches with FOR UPDATE SKIP LOCKED (so several processes,
// each with its worker, never send one row twice), sent, and marked sent; a failure
// is recorded and retried with exponential backoff until MAX_ATTEMPTS, after which
// the row is failed (the CLI can requeue it). A provider's refusal that would be
// the same next time (an invalid number, a template WhatsApp does not know) fails
// the row at once; a refused WhatsApp message then goes by SMS, so the traveller
// still hears from us. Without SMTP_URL, e-mails wait in the outbox and only phone
// messages are delivered.
import nodemailer, { type Transporter } from "nodemailer";
import type { Prisma } from "@server/db/database.ts";
import type { Logger } from "@server/logger.ts";
import { createOutboxService, type OutboxAttachment } from "@server/services/outbox.ts";
import { headerSafe } from "@server/mail/header-values.ts";
import { pollingWorker, type PollingWorker } from "@server/periodic-run.ts";
import type { OutgoingMessage, PhoneProvider, SendResult } from "./phone-provider.ts";
import { MessageSendError } from "./twilio-provider.ts";

export const MAX_ATTEMPTS = 6;
const BASE_BACKOFF_MS = 30_000;
const POLL_MS = 15_000;
const BATCH = 10;
/**
 * How long a claimed row stays invisible to other workers while it is sent. The
 * transport's own timeouts (SMTP_TIMEOUTS) end any attempt well before.
 */
const CLAIM_LEASE_MS = 5 * 60_000;
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

interface ClaimedRow {
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
  /** This attempt's number (already counted by the claim). */
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

function backoffMs(attempt: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** (attempt - 1), 60 * 60_000);
}

export type DeliveryWorker = Omit<PollingWorker, "stopping">;

export function createDeliveryWorker(options: {
  prisma: Prisma;
  logger: Logger;
  /** Unset: e-mails stay queued (no SMTP server configured). */
  smtpUrl?: string;
  from: string;
  /** SMS and WhatsApp; without one, this worker delivers e-mails only. */
  phone?: PhoneProvider;
  /** WhatsApp template ids (Twilio ContentSid, HX…) by message kind. */
  whatsappTemplates?: Readonly<Record<string, string>>;
  now?: () => Date;
  transport?: Transporter;
  /** A production site on the sandbox payment provider: every e-mail says it is a test (docs/decisions/009). */
  testSite?: boolean;
}): DeliveryWorker {
  const { prisma, logger, phone } = options;
  const now = options.now ?? (() => new Date());
  const transport = options.transport ?? (options.smtpUrl ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS } as never) : null);
  // Which channels this worker delivers: e-mail with a transport, the phone's with a provider.
  const channels = [...(transport ? ["email"] : []), ...(phone ? ["sms", "whatsapp"] : [])];
  const outbox = createOutboxService(prisma, () => worker.poke(), logger);

  /**
   * Claims up to BATCH due rows in one statement. FOR UPDATE SKIP LOCKED: a row
   * another process is claiming at this instant is skipped, never waited for nor
   * taken twice; the claim moves the row's next attempt a lease ahead, so no other
   * process sees it due while this one sends it (docs/decisions/016).
   */
  async function claimDue(): Promise<ClaimedRow[]> {
    const at = now();
    const rows = await prisma.$queryRaw<Array<Omit<ClaimedRow, "attachments"> & { attachments: unknown }>>`
      UPDATE message_outbox SET attempts = attempts + 1, next_attempt_at = ${new Date(at.getTime() + CLAIM_LEASE_MS)}
      WHERE id IN (
        SELECT id FROM message_outbox
        WHERE status = 'queued' AND next_attempt_at <= ${at} AND channel::text = ANY(${channels})
        ORDER BY id
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, channel, to_address AS "to", subject, text, html, attachments, template, template_variables,
        dedupe_key, booking_id, attempts`;
    return rows.sort((a, b) => a.id - b.id).map((row) => ({ ...row, attachments: (row.attachments as OutboxAttachment[] | null) ?? [] }));
  }

  async function deliverDue(): Promise<number> {
    let sent = 0;
    // A full batch means more may be due: claim again rather than wait for the next poll.
    for (let due = await claimDue(); due.length > 0; due = due.length === BATCH && !worker.stopping ? await claimDue() : []) {
      sent += await deliver(due);
    }
    return sent;
  }

  async function sendEmail(row: ClaimedRow): Promise<void> {
    // Cleaned again: a row queued before the outbox cleaned its headers may still hold a line break.
    const { to, subject, attachments } = headerSafe(row);
    const mark = options.testSite ? TEST_SITE_MARK : null;
    await transport!.sendMail({
      from: options.from,
      to,
      subject: mark ? `${mark.subject} ${subject}` : subject,
      text: mark ? `${mark.line}\n\n${row.text}` : row.text,
      html: row.html && mark ? markedHtml(row.html, mark.line) : (row.html ?? undefined),
      attachments: attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
    });
  }

  /** The row as its provider takes it; a WhatsApp kind without an approved template's id cannot be sent. */
  function outgoing(row: ClaimedRow): OutgoingMessage {
    if (row.channel === "sms") return { channel: "sms", to: row.to, body: options.testSite ? `${TEST_SITE_MARK.subject} ${row.text}` : row.text };
    const templateSid = row.template ? options.whatsappTemplates?.[row.template] : undefined;
    // The sandbox sends nothing, so it needs no approved template: it keeps the message by its name.
    if (!templateSid && phone?.name !== "sandbox") {
      throw new MessageSendError(`No WhatsApp template id for "${row.template}" (WHATSAPP_TEMPLATES)`, false, null, null);
    }
    return { channel: "whatsapp", to: row.to, templateSid: templateSid ?? `sandbox:${row.template}`, variables: row.template_variables ?? {} };
  }

  async function markSent(row: ClaimedRow, result: SendResult | null): Promise<void> {
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

  async function markFailed(row: ClaimedRow, error: unknown): Promise<void> {
    const attempt = row.attempts;
    const final = error instanceof MessageSendError && !error.retryable;
    const failed = final || attempt >= MAX_ATTEMPTS;
    await prisma.messageOutbox.update({
      where: { id: row.id },
      data: {
        lastError: String((error as Error).message ?? error).slice(0, 500),
        errorCode: error instanceof MessageSendError && error.code !== null ? String(error.code) : null,
        nextAttemptAt: new Date(now().getTime() + backoffMs(attempt)),
        ...(failed ? { status: "failed" } : {}),
      },
    });
    logger.warn({ outboxId: row.id, kind: row.kind, channel: row.channel, attempt, failed, err: error }, "message delivery failed");
    if (failed && row.channel === "whatsapp") await outbox.bySmsInstead({ ...row, dedupeKey: row.dedupe_key, bookingId: row.booking_id });
  }

  async function deliver(due: ClaimedRow[]): Promise<number> {
    let sent = 0;
    for (const row of due) {
      try {
        const result = row.channel === "email" ? (await sendEmail(row), null) : await phone!.send(outgoing(row));
        await markSent(row, result);
        logger.info({ outboxId: row.id, kind: row.kind, channel: row.channel, attempt: row.attempts, provider: row.channel === "email" ? "smtp" : phone!.name }, "message sent");
        sent++;
      } catch (error) {
        await markFailed(row, error);
      }
    }
    return sent;
  }

  const worker = pollingWorker({ work: deliverDue, everyMs: POLL_MS, firstMs: 1_000, logger, failure: "message worker run failed" });
  return {
    ...worker,
    async stop() {
      await worker.stop();
      transport?.close();
    },
  };
}
