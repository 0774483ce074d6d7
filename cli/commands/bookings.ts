// valet bookings list | show <order_number> | manifest (cash: booking-cash.ts; status: booking-status.ts)
import fs from "node:fs/promises";
import { Option, type Command } from "commander";
import { localDate } from "@shared/jerusalem-time.ts";
import type { Booking } from "@server/db/generated/client.ts";
import { bookingColumns, bookingJson, bookingRecord } from "@cli/booking-views.ts";
import { examples, withJson } from "@cli/command-kit.ts";
import { OperationError, UsageError } from "@cli/errors.ts";
import { renderManifest, manifestCsv } from "@cli/manifest-views.ts";
import { createOutput } from "@cli/output.ts";
import { arg, date, positiveId, wholeNumber } from "@cli/parse-args.ts";
import type { Runtime } from "@cli/runtime.ts";
import { renderTable } from "@cli/table.ts";
import { eventJson, eventsTable } from "@cli/booking-event-views.ts";
import { localDateTime } from "@cli/format.ts";
import { registerBookingManageCommands } from "./booking-manage.ts";
import { registerBookingCashCommand } from "./booking-cash.ts";
import { registerBookingStatusCommand } from "./booking-status.ts";
import { registerDisputeCommand } from "./photos.ts";

interface ListOptions {
  date?: string;
  from?: string;
  to?: string;
  status?: Booking["paymentStatus"];
  method?: Booking["paymentMethod"];
  limit?: number;
  beyondBounds?: boolean;
  json?: boolean;
}

interface ManifestOptions {
  date?: string;
  csv?: boolean;
  out?: string;
  json?: boolean;
}

export function registerBookingCommands(program: Command, runtime: Runtime): void {
  const bookings = program.command("bookings").description("bookings: lists, one booking in full, the day's manifest");
  examples(bookings, "valet bookings list --date 2026-11-24", "valet bookings show 1042", "valet bookings manifest --csv > today.csv", "valet bookings refunds");

  const list = bookings
    .command("list")
    .description("list bookings: by service dates (a pickup or return in range), or the latest made")
    .addOption(new Option("--date <date>", "bookings with a pickup or return on this day, YYYY-MM-DD").argParser(arg(date)).conflicts(["from", "to"]))
    .option("--from <date>", "from this day, YYYY-MM-DD (with or without --to)", arg(date))
    .option("--to <date>", "until this day, YYYY-MM-DD, inclusive", arg(date))
    .addOption(new Option("--status <status>", "payment status").choices(["pending", "completed", "failed"]))
    .addOption(new Option("--method <method>", "payment method").choices(["card", "cash"]))
    .option("--limit <n>", "without dates: how many of the latest bookings (default 50)", arg(wholeNumber(1, 10_000)))
    .addOption(
      new Option("--beyond-bounds", "bookings still to serve that today's booking_horizon_days or max_stay_days would refuse (made before them); they keep working")
        .conflicts(["date", "from", "to", "status", "method", "limit"]),
    );
  withJson(list);
  examples(
    list,
    "valet bookings list",
    "valet bookings list --date 2026-11-24",
    "valet bookings list --from 2026-11-01 --to 2026-11-30 --status pending --method card",
    "valet bookings list --method cash --json",
    "valet bookings list --beyond-bounds",
  );
  list.action(async (options: ListOptions) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    if (options.beyondBounds) {
      const admin = await runtime.admin();
      const rows = await admin.bookings.beyondBounds(await admin.site.config(), runtime.io.now());
      out.result(rows.map(bookingJson), () => (rows.length ? renderTable(rows, bookingColumns, out.tableOptions) : "no bookings beyond the bounds"));
      return;
    }
    const from = options.date ?? options.from;
    const to = options.date ?? options.to;
    if (from && to && from > to) throw new UsageError(`--to ${to} is before --from ${from}`);
    if (options.limit !== undefined && (from || to)) throw new UsageError("--limit applies only without --date/--from/--to");
    const rows = await (await runtime.admin()).bookings.list({
      from,
      to,
      status: options.status,
      method: options.method,
      limit: options.limit,
    });
    out.result(rows.map(bookingJson), () => (rows.length ? renderTable(rows, bookingColumns, out.tableOptions) : "no bookings"));
  });

  const show = bookings
    .command("show")
    .description("show one booking in full")
    .argument("<order_number>", "the order number (as in the customer's e-mail)", arg(positiveId));
  withJson(show);
  examples(show, "valet bookings show 1042", "valet bookings show 1042 --json");
  show.action(async (orderNumber: number, options: { json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const admin = await runtime.admin();
    const booking = await admin.bookings.get(orderNumber);
    // Changes, cancellation and refunds (product.md §12), oldest first: the site's own reader of them.
    const events = await (await runtime.services()).bookingChanges.events(booking.orderNumber);
    const money = { cancelledAt: booking.cancelledAt, cancellationFee: booking.cancellationFee, refundDue: booking.refundDue, refundedAmount: booking.refundedAmount, refundReference: booking.refundReference };
    out.result({ ...bookingJson(booking), ...money, events: events.map(eventJson) }, () => {
      const record = bookingRecord(booking, out.tableOptions);
      const state = [
        ...(booking.cancelledAt ? [`cancelled ${localDateTime(booking.cancelledAt)}, fee ${booking.cancellationFee ?? 0} ₪`] : []),
        ...(booking.refundDue > 0 ? [`refund due ${booking.refundDue} ₪`] : []),
        ...(booking.refundedAmount > 0 ? [`refunded ${booking.refundedAmount} ₪${booking.refundReference ? ` (${booking.refundReference})` : ""}`] : []),
      ];
      const table = eventsTable(events, out.tableOptions);
      return [record, ...(state.length ? ["", ...state] : []), ...(table ? ["", table] : [])].join("\n");
    });
  });

  const manifest = bookings
    .command("manifest")
    .description("the day's pickups and returns in time order, with what to collect in cash, the cash taken and each car's service status (failed payments left out)")
    .option("--date <date>", "the day, YYYY-MM-DD (default: today in Israel)", arg(date))
    .addOption(new Option("--csv", "print CSV (UTF-8 with BOM, opens in Excel) instead of a table").conflicts("json"))
    .addOption(new Option("--out <file>", "write the CSV to this file instead of stdout").conflicts("json"));
  withJson(manifest);
  examples(
    manifest,
    "valet bookings manifest",
    "valet bookings manifest --date 2026-11-24",
    "valet bookings manifest --date 2026-11-24 --csv > manifest.csv",
    "valet bookings manifest --out manifest-2026-11-24.csv",
    "valet bookings manifest --json",
  );
  manifest.action(async (options: ManifestOptions) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const day = options.date ?? localDate(runtime.io.now());
    const result = await (await runtime.admin()).bookings.manifest(day);
    if (options.out) {
      try {
        await fs.writeFile(options.out, manifestCsv(result));
      } catch (error) {
        throw new OperationError(`cannot write ${options.out}: ${(error as Error).message}`);
      }
      runtime.io.out(`wrote ${result.entries.length} rows for ${day} to ${options.out}\n`);
    } else if (options.csv) {
      out.raw(manifestCsv(result));
    } else {
      out.result(result, () => renderManifest(result, out.tableOptions));
    }
  });

  registerBookingManageCommands(bookings, runtime);
  registerBookingCashCommand(bookings, runtime);
  registerBookingStatusCommand(bookings, runtime);
  registerDisputeCommand(bookings, runtime);
}
