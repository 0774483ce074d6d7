// valet outbox list | retry <id> | retry --all-failed
import { Option, type Command } from "commander";
import type { EmailOutbox } from "@server/db/generated/client.ts";
import { OUTBOX_STATUSES } from "@server/services/outbox.ts";
import { examples, withJson, withYes } from "@cli/command-kit.ts";
import { confirmOrStop, ensureConfirmable } from "@cli/confirm.ts";
import { UsageError } from "@cli/errors.ts";
import { localDateTime } from "@cli/format.ts";
import { headers, outboxStatusLabels } from "@cli/labels.ts";
import { createOutput } from "@cli/output.ts";
import { arg, positiveId, wholeNumber } from "@cli/parse-args.ts";
import { withProgress } from "@cli/progress.ts";
import type { Runtime } from "@cli/runtime.ts";
import { renderTable, type Column } from "@cli/table.ts";

const MAX_ERROR_SHOWN = 60;

const columns: Column<EmailOutbox>[] = [
  { header: headers.id, value: (e) => e.id, align: "end" },
  { header: headers.created, value: (e) => localDateTime(e.createdAt) },
  { header: headers.status, value: (e) => outboxStatusLabels[e.status] },
  { header: headers.kindOfEmail, value: (e) => e.kind },
  { header: headers.to_address, value: (e) => e.to },
  { header: headers.subject, value: (e) => e.subject },
  { header: headers.attempts, value: (e) => e.attempts, align: "end" },
  {
    header: headers.lastError,
    value: (e) => (e.lastError && e.lastError.length > MAX_ERROR_SHOWN ? `${e.lastError.slice(0, MAX_ERROR_SHOWN)}…` : (e.lastError ?? "")),
  },
];

/** The --json shape of an outbox row: its envelope, not its body. */
function emailJson(e: EmailOutbox) {
  return {
    id: e.id,
    kind: e.kind,
    to: e.to,
    subject: e.subject,
    status: e.status,
    attempts: e.attempts,
    lastError: e.lastError,
    nextAttemptAt: e.nextAttemptAt,
    sentAt: e.sentAt,
    bookingId: e.bookingId,
    createdAt: e.createdAt,
  };
}

export function registerOutboxCommands(program: Command, runtime: Runtime): void {
  const outbox = program
    .command("outbox")
    .description("the e-mail outbox: every e-mail the site sends, queued, sent or failed");
  examples(outbox, "valet outbox list --status failed", "valet outbox retry 17", "valet outbox retry --all-failed");

  const list = outbox
    .command("list")
    .description("list e-mails, newest first")
    .addOption(new Option("--status <status>", "only e-mails in this state").choices(OUTBOX_STATUSES))
    .option("--limit <n>", "how many (default 100)", arg(wholeNumber(1, 10_000)));
  withJson(list);
  examples(list, "valet outbox list", "valet outbox list --status failed", "valet outbox list --status queued --json");
  list.action(async (options: { status?: (typeof OUTBOX_STATUSES)[number]; limit?: number; json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const rows = await (await runtime.admin()).outbox.list({ status: options.status, limit: options.limit });
    out.result(rows.map(emailJson), () => (rows.length ? renderTable(rows, columns, out.tableOptions) : "no e-mails"));
  });

  const retry = outbox
    .command("retry")
    .description("send a failed (or stuck) e-mail again; the running server delivers it within a poll (about 15 s)")
    .argument("[id]", "the e-mail's number (see outbox list)", arg(positiveId))
    .option("--all-failed", "requeue every failed e-mail (asks first)");
  withYes(retry);
  withJson(retry);
  examples(retry, "valet outbox retry 17", "valet outbox retry --all-failed", "valet outbox retry --all-failed --yes --json");
  retry.action(async (id: number | undefined, options: { allFailed?: boolean; yes?: boolean; json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    if (id !== undefined && options.allFailed) throw new UsageError("give an e-mail id or --all-failed, not both");
    if (id === undefined && !options.allFailed) throw new UsageError("missing e-mail id (or --all-failed)");
    if (id !== undefined) {
      const row = await (await runtime.admin()).outbox.retry(id);
      out.result(emailJson(row), () => `requeued e-mail ${row.id} to ${row.to}`);
      return;
    }
    ensureConfirmable(runtime.io, { yes: options.yes, action: "retrying every failed e-mail" });
    const admin = await runtime.admin();
    const failed = await admin.outbox.countFailed();
    if (failed === 0) {
      out.result({ requeued: 0 }, () => "no failed e-mails");
      return;
    }
    await confirmOrStop(runtime.io, { yes: options.yes, question: `Send ${failed} failed e-mail(s) again?` });
    const requeued = await withProgress(runtime.io, `requeueing ${failed} failed e-mail(s)…`, () => admin.outbox.retryAllFailed());
    out.result({ requeued }, () => `requeued ${requeued} failed e-mail(s); the running server sends them within about 15 s`);
  });
}
