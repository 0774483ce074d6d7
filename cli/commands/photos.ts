// valet photos purge [--dry-run] | valet bookings dispute <order> [--clear]
// The crew's handover photos (docs/decisions/030): deleted a period after the car's
// return (handover_photo_retention_days), by the server's daily privacy purge or at
// once here; a booking marked disputed keeps them until the mark is cleared.
import type { Command } from "commander";
import type { PhotoDispute } from "@server/services/admin/photo-admin.ts";
import type { PhotoPurgeReport } from "@server/services/handover-photos/retention.ts";
import { examples, withJson } from "@cli/command-kit.ts";
import { localDay } from "@cli/format.ts";
import { createOutput } from "@cli/output.ts";
import { arg, positiveId } from "@cli/parse-args.ts";
import type { Runtime } from "@cli/runtime.ts";

const photos = (count: number) => `${count} ${count === 1 ? "photo" : "photos"}`;

function purgeText(report: PhotoPurgeReport): string {
  const verb = report.dryRun ? "to delete" : "deleted";
  return [
    report.dryRun ? "dry run, nothing changed:" : "purged:",
    `  photos of cars returned more than ${report.retentionDays} days ago (before ${localDay(report.cutoff)}), not disputed: ${report.deleted} ${verb}`,
    ...report.orders.map((order) => `    order ${order.orderNumber}: ${photos(order.photos)}`),
    `  kept past the period for a dispute: ${photos(report.keptDisputed)}`,
  ].join("\n");
}

function disputeText(dispute: PhotoDispute): string {
  const order = `order ${dispute.orderNumber}`;
  if (dispute.disputedAt) return `${order}: ${photos(dispute.photos)} held for a dispute since ${localDay(dispute.disputedAt)}, until valet bookings dispute ${dispute.orderNumber} --clear`;
  const after = dispute.deletedAfter ? `deleted after ${localDay(dispute.deletedAfter)} (the next daily purge, or valet photos purge)` : "kept while the car is with us, then for the retention period";
  return `${order}: no dispute; its ${photos(dispute.photos)} are ${after}`;
}

export function registerPhotoCommands(program: Command, runtime: Runtime): void {
  const group = program.command("photos").description("the crew's handover photos: apply their retention period now (the server does it daily)");
  examples(group, "valet photos purge --dry-run", "valet config set handover_photo_retention_days 90", "valet bookings dispute 1042");

  const purge = group
    .command("purge")
    .description("delete the photos of cars returned more than handover_photo_retention_days ago, except disputed bookings'")
    .option("--dry-run", "only count what would go; change nothing");
  withJson(purge);
  examples(purge, "valet photos purge --dry-run", "valet photos purge", "valet photos purge --json");
  purge.action(async (options: { dryRun?: boolean; json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const report = await (await runtime.admin()).photos.purge({ dryRun: Boolean(options.dryRun) });
    out.result(report, () => purgeText(report));
  });
}

/** `valet bookings dispute`: registered under `bookings` (cli/commands/bookings.ts). */
export function registerDisputeCommand(bookings: Command, runtime: Runtime): void {
  const dispute = bookings
    .command("dispute")
    .description("keep an order's handover photos past their retention period (a claim about the car's state); --clear ends it")
    .argument("<order_number>", "the order number", arg(positiveId))
    .option("--clear", "the dispute is over: the photos go with their period again");
  withJson(dispute);
  examples(dispute, "valet bookings dispute 1042", "valet bookings dispute 1042 --clear");
  dispute.action(async (orderNumber: number, options: { clear?: boolean; json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const result = await (await runtime.admin()).photos.dispute(orderNumber, { clear: Boolean(options.clear) });
    out.result(result, () => disputeText(result));
  });
}
