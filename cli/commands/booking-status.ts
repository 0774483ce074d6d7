// valet bookings status <order> [--set <status> --reason "…"]
// A booking's service status, and the operator's undo of a wrong move
// (docs/decisions/037): a no-show marked by mistake (or by a lost phone), a pickup
// recorded on the wrong card, a return typed wrong. `--set` takes only the status the
// booking had before its latest move still standing, one step back at a time; it
// asks first (or --yes), and is recorded as an operator event with the reason.
import { Option, type Command } from "commander";
import { SERVICE_STATUSES, type ServiceStatus } from "@shared/service-status.ts";
import { serviceMessages } from "@shared/messages/service.ts";
import { MAX_STATUS_REASON } from "@server/services/admin/service-status-admin.ts";
import { fullName } from "@cli/booking-views.ts";
import { examples, withJson, withYes } from "@cli/command-kit.ts";
import { confirmedChange } from "@cli/confirm.ts";
import { UsageError } from "@cli/errors.ts";
import { localDateTime } from "@cli/format.ts";
import { createOutput } from "@cli/output.ts";
import { arg, InvalidValue, positiveId, type Reader } from "@cli/parse-args.ts";
import type { Runtime } from "@cli/runtime.ts";

/** Printable text, trimmed, 1 to MAX_STATUS_REASON characters. */
const reasonText: Reader<string> = (raw) => {
  const text = raw.trim();
  if (!text) throw new InvalidValue("Expected a reason (it is kept with the correction)");
  if (text.length > MAX_STATUS_REASON) throw new InvalidValue(`Expected at most ${MAX_STATUS_REASON} characters`);
  return text;
};

interface StatusOptions {
  set?: ServiceStatus;
  reason?: string;
  yes?: boolean;
  json?: boolean;
}

/** 'no_show (לא הגיע)'. */
function statusText(status: ServiceStatus, text: (value: string) => string): string {
  return `${status} (${text(serviceMessages.statusLabels[status])})`;
}

/** 'booked → no_show, 2026-11-22 10:00, by דני כהן'. */
function moveText(move: { from: ServiceStatus; to: ServiceStatus; at: Date; actor: string; by: string | null }, text: (value: string) => string): string {
  return `${move.from} → ${move.to}, ${localDateTime(move.at)}, by ${move.by ? text(move.by) : move.actor === "operator" ? "the office" : `the ${move.actor}`}`;
}

export function registerBookingStatusCommand(bookings: Command, runtime: Runtime): void {
  const status = bookings
    .command("status")
    .description("an order's service status; with --set, undo its latest move (the status before it only), with a reason")
    .argument("<order_number>", "the order number", arg(positiveId))
    .addOption(new Option("--set <status>", "the status before the order's latest move (see the status without --set)").choices(SERVICE_STATUSES))
    .option("--reason <text>", `why, kept with the correction (required with --set; at most ${MAX_STATUS_REASON} characters)`, arg(reasonText));
  withYes(status);
  withJson(status);
  examples(
    status,
    "valet bookings status 1042",
    'valet bookings status 1042 --set booked --reason "marked no-show by mistake; the traveller came at 06:20"',
    'valet bookings status 1042 --set returning --reason "return odometer mistyped" --yes --json',
  );
  status.action(async (orderNumber: number, options: StatusOptions) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    if (options.reason !== undefined && !options.set) throw new UsageError("--reason goes with --set");
    if (options.set && options.reason === undefined) throw new UsageError("--set needs --reason");
    const service = async () => (await runtime.admin()).serviceStatus;
    const set = options.set;
    if (!set) {
      const view = await (await service()).view(orderNumber);
      out.result({ orderNumber, status: view.status, latestMove: view.latest, canSet: view.canSet }, () =>
        [
          `order ${orderNumber}: ${statusText(view.status, out.text)}`,
          ...(view.latest && view.canSet
            ? [`latest move: ${moveText(view.latest, out.text)}`, `to undo it: valet bookings status ${orderNumber} --set ${view.canSet} --reason "…"`]
            : ["nothing to undo"]),
        ].join("\n"),
      );
      return;
    }
    await confirmedChange(runtime.io, {
      yes: options.yes,
      action: "status --set",
      preview: async () => (await service()).view(orderNumber),
      // Asked only when it can be done; the change judges again under the booking's lock.
      question: (view) => {
        if (view.canSet !== set || !view.latest) return null;
        const record = view.latest.to === "picked_up" ? "its pickup record" : view.latest.to === "returned" ? "its return record" : null;
        return `Set order ${orderNumber} (${out.text(fullName(view.booking))}) back from ${view.status} to ${set}, undoing ${moveText(view.latest, out.text)}${record ? `, and remove ${record} so the crew can record it again` : ""}?`;
      },
      change: async () => {
        const result = await (await service()).set(orderNumber, set, options.reason!);
        out.result({ orderNumber, from: result.from, to: result.to, reason: result.reason, undone: result.undone, removedHandover: result.handover }, () =>
          [`order ${orderNumber}: ${result.from} → ${statusText(result.to, out.text)}; recorded with the reason`, ...(result.handover ? [`its ${result.handover.stage} record was removed (kept in the order's events)`] : [])].join("\n"),
        );
      },
    });
  });
}
