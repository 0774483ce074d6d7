// Every e-mail is a row in message_outbox first (in the same transaction as what
// caused it); the row's trigger adds its job, which delivers it
// (server/messages/message-delivery.ts, docs/decisions/042).
// A dedupe key makes an e-mail once-only: a second enqueue with the same key
// returns the first row instead of adding another.
// What is left of the hand-written queue once graphile-worker took over its machinery
// (docs/decisions/042); it has its own folder below server/services/, server/mail/ and
// server/messages/, which all use it, so none of them imports upward.
import type { DbClient, Prisma } from "@server/db/database.ts";
import { Prisma as Sql, type Prisma as PrismaTypes } from "@server/db/generated/client.ts";
import type { Logger } from "@server/logger.ts";
import { headerSafe } from "./header-values.ts";
import type { OutboxMessage, OutboxPhoneMessage, OutboxStatusName } from "./outbox-message.ts";

/** A row an outbox INSERT added (`RETURNING id, kind, channel, booking_id`). */
export interface QueuedRow {
  id: number;
  kind: string;
  channel: string;
  booking_id: number | null;
}

/** The row's columns, the same for every channel: an e-mail's header values on one line, a phone message's empty where only e-mail has a value. */
function isPhoneMessage(message: OutboxMessage): message is OutboxPhoneMessage {
  return message.channel === "sms" || message.channel === "whatsapp";
}

function rowOf(message: OutboxMessage) {
  if (isPhoneMessage(message)) {
    return {
      channel: message.channel,
      kind: message.kind,
      to: message.to,
      subject: "",
      text: message.text,
      html: null,
      attachments: null,
      dedupeKey: message.dedupeKey ?? null,
      bookingId: message.bookingId ?? null,
      template: message.template ?? null,
      templateVariables: message.templateVariables ?? null,
      nextAttemptAt: message.notBefore ?? null,
    };
  }
  // Each header value on one line, whatever a template put in it (docs/SECURITY.md).
  const email = headerSafe(message);
  return {
    channel: "email" as const,
    kind: email.kind,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html ?? null,
    attachments: email.attachments ?? null,
    dedupeKey: email.dedupeKey ?? null,
    bookingId: email.bookingId ?? null,
    template: null,
    templateVariables: null,
    nextAttemptAt: null,
  };
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/**
 * One INSERT for several messages: a booking's e-mails and SMS cost one statement,
 * not three per message. A message whose dedupe key is already queued is left out;
 * the statement returns the rows it added. With `onlyIf`, nothing is added unless
 * that SQL condition holds (the booking write's "no date is full").
 */
export function outboxInsertSql(messages: readonly OutboxMessage[], onlyIf?: PrismaTypes.Sql): PrismaTypes.Sql {
  const rows = messages.map(rowOf).map(
    (row) => Sql.sql`(${row.kind}, ${row.channel}::message_channel, ${row.to}, ${row.subject}, ${row.text}, ${row.html},
      ${json(row.attachments)}::jsonb, ${row.dedupeKey}, ${row.bookingId}::int, ${row.template}, ${json(row.templateVariables)}::jsonb,
      coalesce(${row.nextAttemptAt}::timestamptz, now()))`,
  );
  const values = onlyIf ? Sql.sql`SELECT * FROM (VALUES ${Sql.join(rows)}) AS mail WHERE ${onlyIf}` : Sql.sql`VALUES ${Sql.join(rows)}`;
  return Sql.sql`INSERT INTO message_outbox (kind, channel, to_address, subject, text, html, attachments, dedupe_key, booking_id, template, template_variables, next_attempt_at)
    ${values}
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING id, kind, channel, booking_id`;
}

/**
 * A failed message whose body was blanked under the retention rules or an erasure
 * (docs/decisions/024) has nothing left to send: it is never requeued.
 */
const STILL_HAS_BODY = { text: { not: "" } } satisfies PrismaTypes.MessageOutboxWhereInput;

/** A requeued row starts afresh: a new attempt now, no error, no provider id from the failed send. */
function requeued() {
  return { status: "queued", nextAttemptAt: new Date(), attempts: 0, lastError: null, errorCode: null, providerId: null } as const;
}

export function createOutboxService(prisma: Prisma, logger?: Logger) {
  /** After a statement added outbox rows (outboxInsertSql, on its own or with a booking): log them. */
  function queued(added: readonly QueuedRow[]): number[] {
    for (const row of added) logger?.info({ outboxId: row.id, kind: row.kind, channel: row.channel, bookingId: row.booking_id }, "message queued");
    return added.map((row) => row.id);
  }

  async function enqueue(message: OutboxMessage, client: DbClient = prisma) {
    const { attachments, templateVariables, nextAttemptAt, ...columns } = rowOf(message);
    const data = {
      ...columns,
      ...(nextAttemptAt ? { nextAttemptAt } : {}),
      attachments: attachments ? (attachments as unknown as PrismaTypes.InputJsonValue) : undefined,
      templateVariables: templateVariables ?? undefined,
    };
    const row = data.dedupeKey
      ? await client.messageOutbox.upsert({ where: { dedupeKey: data.dedupeKey }, create: data, update: {} })
      : await client.messageOutbox.create({ data });
    // The recipient stays out of the log; kind, channel, row and booking identify the message.
    logger?.info({ outboxId: row.id, kind: row.kind, channel: row.channel, bookingId: row.bookingId }, "message queued");
    return row;
  }

  return {
    queued,
    enqueue,

    /**
     * A WhatsApp message that failed for good goes again by SMS, so the traveller still
     * hears from us (docs/decisions/033); once, as its dedupe key is the WhatsApp row's.
     */
    bySmsInstead(row: { id: number; kind: string; to: string; text: string; dedupeKey: string | null; bookingId: number | null }, client: DbClient = prisma) {
      return enqueue(
        {
          channel: "sms",
          kind: row.kind,
          to: row.to,
          text: row.text,
          dedupeKey: `${row.dedupeKey ?? `outbox:${row.id}`}:sms`,
          ...(row.bookingId !== null ? { bookingId: row.bookingId } : {}),
        },
        client,
      );
    },

    list(options: { status?: OutboxStatusName; channel?: OutboxMessage["channel"]; orderNumber?: number; limit?: number } = {}) {
      return prisma.messageOutbox.findMany({
        where: {
          ...(options.status ? { status: options.status } : {}),
          ...(options.channel ? { channel: options.channel } : {}),
          ...(options.orderNumber !== undefined ? { booking: { orderNumber: options.orderNumber } } : {}),
        },
        orderBy: { id: "desc" },
        take: options.limit ?? 100,
      });
    },

    /** Puts a failed (or stuck) message back in the queue for an immediate attempt. */
    async retry(id: number): Promise<boolean> {
      const result = await prisma.messageOutbox.updateMany({
        where: { id, status: { notIn: ["sent", "delivered"] }, ...STILL_HAS_BODY },
        data: requeued(),
      });
      return result.count > 0;
    },

    async retryAllFailed(): Promise<number> {
      const result = await prisma.messageOutbox.updateMany({
        where: { status: "failed", ...STILL_HAS_BODY },
        data: requeued(),
      });
      return result.count;
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
