// valet blackouts add | list | disable | enable | remove
import type { Command } from "commander";
import type { BlackoutPeriod } from "@server/db/generated/client.ts";
import { MAX_BLACKOUT_NOTE } from "@server/services/admin/blackout-admin.ts";
import { examples, withJson, withYes } from "@cli/command-kit.ts";
import { confirmedChange } from "@cli/confirm.ts";
import { UsageError } from "@cli/errors.ts";
import { localDateTime } from "@cli/format.ts";
import { headers, yesNo } from "@cli/labels.ts";
import { createOutput, type Output } from "@cli/output.ts";
import { InvalidValue, arg, localDateTime as readLocalDateTime, positiveId } from "@cli/parse-args.ts";
import type { Runtime } from "@cli/runtime.ts";
import { renderTable, type Column } from "@cli/table.ts";
import { sanitizeCell } from "@cli/text-width.ts";

const columns: Column<BlackoutPeriod>[] = [
  { header: headers.id, value: (b) => b.id, align: "end" },
  { header: headers.from, value: (b) => localDateTime(b.startAt) },
  { header: headers.to, value: (b) => localDateTime(b.endAt) },
  { header: headers.active, value: (b) => yesNo(b.active) },
  { header: headers.note, value: (b) => b.note ?? "" },
];

const note = (raw: string) => {
  const text = sanitizeCell(raw);
  if (text.length > MAX_BLACKOUT_NOTE) throw new InvalidValue(`Expected at most ${MAX_BLACKOUT_NOTE} characters`);
  return text;
};

function describe(period: BlackoutPeriod, out: Output): string {
  const note = period.note ? ` (${out.text(period.note)})` : "";
  return `${period.id}: ${localDateTime(period.startAt)} → ${localDateTime(period.endAt)}${note}`;
}

interface BlackoutOptions {
  from?: Date;
  to?: Date;
  note?: string;
  upcoming?: boolean;
  json?: boolean;
  yes?: boolean;
}

export function registerBlackoutCommands(program: Command, runtime: Runtime): void {
  const blackouts = program
    .command("blackouts")
    .description("blocked periods: no pickup or return can be booked inside one (Israel time)");
  examples(blackouts, 'valet blackouts add --from "2026-12-24 06:00" --to "2026-12-24 12:00"', "valet blackouts list --upcoming", "valet blackouts remove 3");

  const add = blackouts
    .command("add")
    .description("block a period; the booking form refuses times inside it from the next request")
    .requiredOption("--from <time>", 'required: "YYYY-MM-DD HH:mm" in Israel (a bare date means 00:00)', arg(readLocalDateTime("start")))
    .requiredOption("--to <time>", 'required: "YYYY-MM-DD HH:mm" in Israel, after --from (a bare date means until its end)', arg(readLocalDateTime("end")))
    .option("--note <text>", "why, for the operator (not shown to customers)", arg(note));
  withJson(add);
  examples(
    add,
    'valet blackouts add --from "2026-12-24 06:00" --to "2026-12-24 12:00" --note "lot maintenance"',
    "valet blackouts add --from 2026-12-31 --to 2027-01-01 --json",
  );
  add.action(async (options: BlackoutOptions) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    if (options.from!.getTime() >= options.to!.getTime()) {
      throw new UsageError(`--from ${localDateTime(options.from!)} must be before --to ${localDateTime(options.to!)}`);
    }
    const admin = await runtime.admin();
    const { period, affectedOrders } = await admin.blackouts.add({
      startAt: options.from!,
      endAt: options.to!,
      note: options.note || null,
    });
    if (affectedOrders.length > 0) {
      out.warn(
        `${affectedOrders.length} existing booking(s) have a pickup or return in this period and are not cancelled: orders ${affectedOrders.join(", ")}`,
      );
    }
    out.result({ ...period, affectedOrders }, () => `added blackout ${describe(period, out)}`);
  });

  const list = blackouts
    .command("list")
    .description("list blocked periods in start order")
    .option("--upcoming", "only periods not over yet");
  withJson(list);
  examples(list, "valet blackouts list", "valet blackouts list --upcoming --json");
  list.action(async (options: BlackoutOptions) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const rows = await (await runtime.admin()).blackouts.list({ upcomingOnly: Boolean(options.upcoming) });
    out.result(rows, () => (rows.length ? renderTable(rows, columns, out.tableOptions) : "no blackout periods"));
  });

  for (const [name, active] of [
    ["disable", false],
    ["enable", true],
  ] as const) {
    const toggle = blackouts
      .command(name)
      .description(active ? "make a blocked period count again" : "stop a blocked period from counting, keeping it (reversible)")
      .argument("<id>", "the period's number (see blackouts list)", arg(positiveId));
    withJson(toggle);
    examples(toggle, `valet blackouts ${name} 3`);
    toggle.action(async (id: number, options: BlackoutOptions) => {
      const out = createOutput(runtime.io, Boolean(options.json));
      const { period, changed } = await (await runtime.admin()).blackouts.setActive(id, active);
      const verb = active ? "enabled" : "disabled";
      out.result({ ...period, changed }, () => (changed ? `${verb} blackout ${describe(period, out)}` : `blackout ${id} was already ${verb}`));
    });
  }

  const remove = blackouts
    .command("remove")
    .description("delete a blocked period for good (asks first; disable keeps it instead)")
    .argument("<id>", "the period's number (see blackouts list)", arg(positiveId));
  withYes(remove);
  withJson(remove);
  examples(remove, "valet blackouts remove 3", "valet blackouts remove 3 --yes --json");
  remove.action(async (id: number, options: BlackoutOptions) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    await confirmedChange(runtime.io, {
      yes: options.yes,
      action: `removing blackout ${id}`,
      // Show what would go before asking, and fail on a wrong id without a question.
      preview: async () => (await runtime.admin()).blackouts.get(id),
      question: (period) => `Remove blackout ${describe(period, out)}?`,
      change: async () => {
        const removed = await (await runtime.admin()).blackouts.remove(id);
        out.result({ ...removed, removed: true }, () => `removed blackout ${describe(removed, out)}`);
      },
    });
  });
}
