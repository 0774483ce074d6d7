// Delivers the e-mail outbox over SMTP with nodemailer. Each row is claimed with a
// conditional update (so two workers never send one row twice), sent, and marked
// sent; a failure is recorded and retried with exponential backoff until
// MAX_ATTEMPTS, after which the row is failed (the CLI can requeue it).
import nodemailer, { type Transporter } from "nodemailer";
import type { Prisma } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import type { OutboxAttachment } from "../services/outbox.ts";

export const MAX_ATTEMPTS = 6;
const BASE_BACKOFF_MS = 30_000;
const POLL_MS = 15_000;
const BATCH = 10;

export function backoffMs(attempt: number): number {
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
}): DeliveryWorker {
  const { prisma, logger } = options;
  const now = options.now ?? (() => new Date());
  const transport = options.transport ?? nodemailer.createTransport(options.smtpUrl);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;

  async function deliverDue(): Promise<number> {
    const due = await prisma.emailOutbox.findMany({
      where: { status: "queued", nextAttemptAt: { lte: now() } },
      orderBy: { id: "asc" },
      take: BATCH,
    });
    let sent = 0;
    for (const row of due) {
      const attempt = row.attempts + 1;
      // Claim: only one worker moves attempts from N to N+1.
      const claimed = await prisma.emailOutbox.updateMany({
        where: { id: row.id, status: "queued", attempts: row.attempts },
        data: { attempts: attempt, nextAttemptAt: new Date(now().getTime() + backoffMs(attempt)) },
      });
      if (claimed.count === 0) continue;
      try {
        const attachments = (row.attachments as OutboxAttachment[] | null) ?? [];
        await transport.sendMail({
          from: options.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          attachments: attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
        });
        await prisma.emailOutbox.update({ where: { id: row.id }, data: { status: "sent", sentAt: now(), lastError: null } });
        logger.info({ outboxId: row.id, kind: row.kind, attempt }, "e-mail sent");
        sent++;
      } catch (error) {
        const failed = attempt >= MAX_ATTEMPTS;
        await prisma.emailOutbox.update({
          where: { id: row.id },
          data: { lastError: String((error as Error).message ?? error).slice(0, 500), ...(failed ? { status: "failed" } : {}) },
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

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      runOnce()
        .catch((error) => logger.error({ err: error }, "mail worker run failed"))
        .finally(() => schedule(POLL_MS));
    }, delay);
    timer.unref();
  }

  return {
    runOnce,
    poke() {
      schedule(50);
    },
    start() {
      stopped = false;
      schedule(1_000);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => 0);
      transport.close();
    },
  };
}
