// Delivers the e-mail outbox over SMTP with nodemailer. Rows are claimed in
// batches with FOR UPDATE SKIP LOCKED (so several processes, each with its worker,
// never send one row twice), sent, and marked sent; a failure is recorded and
// retried with exponential backoff until MAX_ATTEMPTS, after which the row is
// failed (the CLI can requeue it).
import nodemailer, { type Transporter } from "nodemailer";
import type { Prisma } from "@server/db/database.ts";
import type { Logger } from "@server/logger.ts";
import type { OutboxAttachment } from "@server/services/outbox.ts";
import { headerSafe } from "./header-values.ts";
import { periodicRun } from "@server/periodic-run.ts";

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
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: OutboxAttachment[];
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

export interface DeliveryWorker {
  /** Sends what is due now; resolves with the number sent. */
  runOnce(): Promise<number>;
  /** Asks for a run soon (after an enqueue). */
  poke(): void;
  start(): void;
  stop(): Promise<void>;
}

export function createDeliveryWorker(options: {
  prisma: Prisma;
  logger: Logger;
  smtpUrl: string;
  from: string;
  now?: () => Date;
  transport?: Transporter;
  /** A production site on the sandbox payment provider: every e-mail says it is a test (docs/decisions/009). */
  testSite?: boolean;
}): DeliveryWorker {
  const { prisma, logger } = options;
  const now = options.now ?? (() => new Date());
  const transport = options.transport ?? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS } as never);
  let running: Promise<number> | null = null;
  let again = false;

  /**
   * Claims up to BATCH due rows in one statement. FOR UPDATE SKIP LOCKED: a row
   * another process is claiming at this instant is skipped, never waited for nor
   * taken twice; the claim moves the row's next attempt a lease ahead, so no other
   * process sees it due while this one sends it (docs/decisions/016).
   */
  async function claimDue(): Promise<ClaimedRow[]> {
    const at = now();
    const rows = await prisma.$queryRaw<Array<Omit<ClaimedRow, "attachments"> & { attachments: unknown }>>`
      UPDATE email_outbox SET attempts = attempts + 1, next_attempt_at = ${new Date(at.getTime() + CLAIM_LEASE_MS)}
      WHERE id IN (
        SELECT id FROM email_outbox
        WHERE status = 'queued' AND next_attempt_at <= ${at}
        ORDER BY id
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, to_address AS "to", subject, text, html, attachments, attempts`;
    return rows.sort((a, b) => a.id - b.id).map((row) => ({ ...row, attachments: (row.attachments as OutboxAttachment[] | null) ?? [] }));
  }

  async function deliverDue(): Promise<number> {
    let sent = 0;
    // A full batch means more may be due: claim again rather than wait for the next poll.
    for (let due = await claimDue(); due.length > 0; due = due.length === BATCH && !poll.stopped ? await claimDue() : []) {
      sent += await deliver(due);
    }
    return sent;
  }

  async function deliver(due: ClaimedRow[]): Promise<number> {
    let sent = 0;
    for (const row of due) {
      const attempt = row.attempts;
      try {
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
        await prisma.emailOutbox.update({ where: { id: row.id }, data: { status: "sent", sentAt: now(), lastError: null } });
        logger.info({ outboxId: row.id, kind: row.kind, attempt }, "e-mail sent");
        sent++;
      } catch (error) {
        const failed = attempt >= MAX_ATTEMPTS;
        await prisma.emailOutbox.update({
          where: { id: row.id },
          data: {
            lastError: String((error as Error).message ?? error).slice(0, 500),
            nextAttemptAt: new Date(now().getTime() + backoffMs(attempt)),
            ...(failed ? { status: "failed" } : {}),
          },
        });
        logger.warn({ outboxId: row.id, kind: row.kind, attempt, failed, err: error }, "e-mail delivery failed");
      }
    }
    return sent;
  }

  async function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await deliverDue();
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const poll = periodicRun({ run: runOnce, everyMs: POLL_MS, logger, failure: "mail worker run failed" });

  return {
    runOnce,
    poke() {
      poll.soon(50);
    },
    start() {
      poll.start(1_000);
    },
    async stop() {
      poll.stop();
      await running?.catch(() => 0);
      transport.close();
    },
  };
}
