// Every e-mail is a row in email_outbox first (in the same transaction as what
// caused it), then delivered by the mail worker (server/mail/delivery-worker.ts).
// A dedupe key makes an e-mail once-only: a second enqueue with the same key
// returns the first row instead of adding another.
import type { DbClient, Prisma } from "@server/db/database.ts";
import { Prisma as Sql, type Prisma as PrismaTypes } from "@server/db/generated/client.ts";
import type { Logger } from "@server/logger.ts";
import { headerSafe } from "@server/mail/header-values.ts";

export interface OutboxAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface OutboxEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  dedupeKey?: string;
  bookingId?: number;
}

export const OUTBOX_STATUSES = ["queued", "sent", "failed"] as const;
export type OutboxStatusName = (typeof OUTBOX_STATUSES)[number];

/** A row an outbox INSERT added (`RETURNING id, kind, booking_id`). */
export interface QueuedRow {
  id: number;
  kind: string;
  booking_id: number | null;
}

/**
 * One INSERT for several e-mails: a booking's pair costs one statement, not three
 * per e-mail. An e-mail whose dedupe key is already queued is left out; the
 * statement returns the rows it added. With `onlyIf`, nothing is added unless that
 * SQL condition holds (the booking write's "no date is full").
 */
export function outboxInsertSql(emails: readonly OutboxEmail[], onlyIf?: PrismaTypes.Sql): PrismaTypes.Sql {
  // Each header value on one line, whatever a template put in it (docs/SECURITY.md).
  const rows = emails.map(headerSafe).map(
    (email) => Sql.sql`(${email.kind}, ${email.to}, ${email.subject}, ${email.text}, ${email.html ?? null},
      ${email.attachments ? JSON.stringify(email.attachments) : null}::jsonb, ${email.dedupeKey ?? null}, ${email.bookingId ?? null}::int)`,
  );
  const values = onlyIf ? Sql.sql`SELECT * FROM (VALUES ${Sql.join(rows)}) AS mail WHERE ${onlyIf}` : Sql.sql`VALUES ${Sql.join(rows)}`;
  return Sql.sql`INSERT INTO email_outbox (kind, to_address, subject, text, html, attachments, dedupe_key, booking_id)
    ${values}
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING id, kind, booking_id`;
}

/**
 * A failed e-mail whose body was blanked under the retention rules or an erasure
 * (docs/decisions/024) has nothing left to send: it is never requeued.
 */
const STILL_HAS_BODY = { text: { not: "" } } satisfies PrismaTypes.EmailOutboxWhereInput;

export function createOutboxService(prisma: Prisma, onEnqueued: () => void = () => {}, logger?: Logger) {
  /** After a statement added outbox rows (outboxInsertSql, on its own or with a booking): log, wake the worker. */
  function queued(added: readonly QueuedRow[]): number[] {
    for (const row of added) logger?.info({ outboxId: row.id, kind: row.kind, bookingId: row.booking_id }, "e-mail queued");
    if (added.length > 0) onEnqueued();
    return added.map((row) => row.id);
  }

  return {
    queued,

    async enqueue(written: OutboxEmail, client: DbClient = prisma) {
      // Each header value on one line, whatever a template put in it (docs/SECURITY.md).
      const email = headerSafe(written);
      const data = {
        kind: email.kind,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? null,
        attachments: email.attachments ? (email.attachments as unknown as PrismaTypes.InputJsonValue) : undefined,
        dedupeKey: email.dedupeKey ?? null,
        bookingId: email.bookingId ?? null,
      };
      const row = email.dedupeKey
        ? await client.emailOutbox.upsert({ where: { dedupeKey: email.dedupeKey }, create: data, update: {} })
        : await client.emailOutbox.create({ data });
      // The recipient stays out of the log; kind, row and booking identify the e-mail.
      logger?.info({ outboxId: row.id, kind: row.kind, bookingId: row.bookingId }, "e-mail queued");
      onEnqueued();
      return row;
    },

    list(options: { status?: OutboxStatusName; limit?: number } = {}) {
      return prisma.emailOutbox.findMany({
        where: options.status ? { status: options.status } : {},
        orderBy: { id: "desc" },
        take: options.limit ?? 100,
      });
    },

    /** Puts a failed (or stuck) e-mail back in the queue for an immediate attempt. */
    async retry(id: number): Promise<boolean> {
      const result = await prisma.emailOutbox.updateMany({
        where: { id, status: { not: "sent" }, ...STILL_HAS_BODY },
        data: { status: "queued", nextAttemptAt: new Date(), attempts: 0, lastError: null },
      });
      if (result.count > 0) onEnqueued();
      return result.count > 0;
    },

    async retryAllFailed(): Promise<number> {
      const result = await prisma.emailOutbox.updateMany({
        where: { status: "failed", ...STILL_HAS_BODY },
        data: { status: "queued", nextAttemptAt: new Date(), attempts: 0, lastError: null },
      });
      if (result.count > 0) onEnqueued();
      return result.count;
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
