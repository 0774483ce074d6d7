// valet messages list [--order N] [--status S] [--channel C] | show <id> | retry <id> | retry --all-failed
// Every message the site sends, by e-mail, SMS or WhatsApp (docs/decisions/033): the
// outbox rows, their delivery status and the provider's error. `valet outbox` is the
// same command under the name it had when the outbox held e-mails only.
import { Option, type Command } from "commander";
import type { MessageOutbox } from "@server/db/generated/client.ts";
import { OUTBOX_STATUSES } from "@server/outbox/outbox-message.ts";
import { examples, withJson, withYes } from "@cli/command-kit.ts";
import { confirmedChange } from "@cli/confirm.ts";
import { UsageError } from "@cli/errors.ts";
import { localDateTime } from "@cli/format.ts";
import { channelLabels, headers, outboxStatusLabels } from "@cli/labels.ts";
import { createOutput } from "@cli/output.ts";
import { arg, positiveId, wholeNumber } from "@cli/parse-args.ts";
import { withProgress } from "@cli/progress.ts";
import type { Runtime } from "@cli/runtime.ts";
import { renderTable, type Column } from "@cli/table.ts";

const MAX_SHOWN = 60;
const CHANNELS = ["email", "sms", "whatsapp"] as const;

const cut = (text: string | null) => (text && text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : (text ?? ""));

const columns: Column<MessageOutbox>[] = [
  { header: headers.id, value: (m) => m.id, align: "end" },
  { header: headers.created, value: (m) => localDateTime(m.createdAt) },
  { header: headers.channel, value: (m) => channelLabels[m.channel] },
  { header: headers.status, value: (m) => outboxStatusLabels[m.status] },
  { header: headers.kindOfEmail, value: (m) => m.kind },
  { header: headers.to_address, value: (m) => m.to },
  { header: headers.subject, value: (m) => (m.channel === "email" ? m.subject : cut(m.text)) },
  { header: headers.attempts, value: (m) => m.attempts, align: "end" },
  { header: headers.lastError, value: (m) => cut(m.errorCode ? `${m.errorCode} ${m.lastError ?? ""}` : m.lastError) },
];

/** The --json shape of an outbox row in a list: its envelope, not its body. */
function messageJson(m: MessageOutbox) {
  return {
    id: m.id,
    channel: m.channel,
    kind: m.kind,
    to: m.to,
    subject: m.subject,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    errorCode: m.errorCode,
    providerId: m.providerId,
    nextAttemptAt: m.nextAttemptAt,
    sentAt: m.sentAt,
    deliveredAt: m.deliveredAt,
    bookingId: m.bookingId,
    createdAt: m.createdAt,
  };
}

/** One message in full, as `show` prints it: the text the traveller got (an e-mail's plain text). */
function shownLines(m: MessageOutbox): string {
  const lines: Array<[string, string]> = [
    [headers.id, String(m.id)],
    [headers.channel, channelLabels[m.channel]],
    [headers.kindOfEmail, m.kind],
    [headers.status, outboxStatusLabels[m.status]],
    [headers.to_address, m.to],
    ...(m.channel === "email" ? [[headers.subject, m.subject] as [string, string]] : []),
    ...(m.template ? [[headers.template, m.template] as [string, string]] : []),
    [headers.created, localDateTime(m.createdAt)],
    ...(m.sentAt ? [[headers.sent, localDateTime(m.sentAt)] as [string, string]] : []),
    ...(m.deliveredAt ? [[headers.delivered, localDateTime(m.deliveredAt)] as [string, string]] : []),
    ...(m.providerId ? [[headers.providerId, m.providerId] as [string, string]] : []),
    [headers.attempts, String(m.attempts)],
    ...(m.lastError ? [[headers.lastError, m.errorCode ? `${m.errorCode} ${m.lastError}` : m.lastError] as [string, string]] : []),
  ];
  const width = Math.max(...lines.map(([label]) => label.length));
  return [...lines.map(([label, value]) => `${label.padEnd(width)}  ${value}`), "", m.text === "" ? headers.erased : m.text].join("\n");
}

export function registerMessageCommands(program: Command, runtime: Runtime): void {
  const messages = program
    .command("messages")
    .alias("outbox")
    .description("the message outbox: every e-mail, SMS and WhatsApp message the site sends, queued, sent, delivered or failed");
  examples(messages, "valet messages list --status failed", "valet messages list --order 1042", "valet messages show 17", "valet messages retry 17");

  const list = messages
    .command("list")
    .description("list messages, newest first")
    .addOption(new Option("--status <status>", "only messages in this state").choices(OUTBOX_STATUSES))
    .addOption(new Option("--channel <channel>", "only this channel").choices(CHANNELS))
    .option("--order <n>", "only this order's messages", arg(positiveId))
    .option("--limit <n>", "how many (default 100)", arg(wholeNumber(1, 10_000)));
  withJson(list);
  examples(list, "valet messages list", "valet messages list --status failed", "valet messages list --order 1042 --json");
  list.action(
    async (options: { status?: (typeof OUTBOX_STATUSES)[number]; channel?: (typeof CHANNELS)[number]; order?: number; limit?: number; json?: boolean }) => {
      const out = createOutput(runtime.io, Boolean(options.json));
      const rows = await (await runtime.admin()).outbox.list({
        status: options.status,
        channel: options.channel,
        orderNumber: options.order,
        limit: options.limit,
      });
      out.result(rows.map(messageJson), () => (rows.length ? renderTable(rows, columns, out.tableOptions) : "no messages"));
    },
  );

  const show = messages.command("show").description("one message in full, with its text").argument("<id>", "the message's number (see messages list)", arg(positiveId));
  withJson(show);
  examples(show, "valet messages show 17", "valet messages show 17 --json");
  show.action(async (id: number, options: { json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const row = await (await runtime.admin()).outbox.show(id);
    out.result({ ...messageJson(row), text: row.text, template: row.template, templateVariables: row.templateVariables }, () => shownLines(row));
  });

  const retry = messages
    .command("retry")
    .description("send a failed (or stuck) message again; the running server delivers it within a poll (about 15 s)")
    .argument("[id]", "the message's number (see messages list)", arg(positiveId))
    .option("--all-failed", "requeue every failed message (asks first)");
  withYes(retry);
  withJson(retry);
  examples(retry, "valet messages retry 17", "valet messages retry --all-failed", "valet messages retry --all-failed --yes --json");
  retry.action(async (id: number | undefined, options: { allFailed?: boolean; yes?: boolean; json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    if (id !== undefined && options.allFailed) throw new UsageError("give a message id or --all-failed, not both");
    if (id === undefined && !options.allFailed) throw new UsageError("missing message id (or --all-failed)");
    if (id !== undefined) {
      const row = await (await runtime.admin()).outbox.retry(id);
      out.result(messageJson(row), () => `requeued message ${row.id} (${channelLabels[row.channel]}) to ${row.to}`);
      return;
    }
    await confirmedChange(runtime.io, {
      yes: options.yes,
      action: "retrying every failed message",
      preview: async () => (await runtime.admin()).outbox.countFailed(),
      nothingToChange: { when: (failed) => failed === 0, show: () => out.result({ requeued: 0 }, () => "no failed messages") },
      question: (failed) => `Send ${failed} failed message(s) again?`,
      change: async (failed) => {
        const admin = await runtime.admin();
        const requeued = await withProgress(runtime.io, `requeueing ${failed} failed message(s)…`, () => admin.outbox.retryAllFailed());
        out.result({ requeued }, () => `requeued ${requeued} failed message(s); the running server sends them within about 15 s`);
      },
    });
  });
}
