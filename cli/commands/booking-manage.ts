// valet bookings refunds | mark-refunded <order> | cancel <order> | change <order>
// The operator's side of "manage my booking" (product.md §12, docs/decisions/017): the
// same service, rules, e-mails and event rows as the customer's order page, with
// `--force` to override the change cutoff or the cancellation window (recorded), and
// to cancel after a no-show so a refund can be recorded (docs/decisions/037).
import { Option, type Command } from "commander";
import { cancellationTerms, type CHANGEABLE_FIELDS } from "@shared/booking-changes.ts";
import { CANCELLATION_RULE, EXTRA_IDS, PARKING_TYPES, TERMINALS } from "@shared/constants.ts";
import type { Booking } from "@server/db/generated/client.ts";
import { MAX_CANCELLATION_FEE, moneyOf, type BookingChangeService } from "@server/services/booking-changes/service.ts";
import { examples, withJson, withYes } from "@cli/command-kit.ts";
import { confirmedChange } from "@cli/confirm.ts";
import { OperationError } from "@cli/errors.ts";
import { localDateTime, money } from "@cli/format.ts";
import { createOutput } from "@cli/output.ts";
import { arg, choice, InvalidValue, positiveId, wholeNumber, type Reader } from "@cli/parse-args.ts";
import type { Runtime } from "@cli/runtime.ts";
import { renderTable, type Column } from "@cli/table.ts";
import { fullName } from "@cli/booking-views.ts";

/** The site's own change service (e-mails go to the outbox like the site's). */
async function manageService(runtime: Runtime): Promise<BookingChangeService> {
  return (await runtime.services()).bookingChanges;
}

const dateAndTime: Reader<[string, string]> = (raw) => {
  const match = /^(\d{4}-\d{2}-\d{2})\s+(\d{2}:\d{2})$/.exec(raw.trim());
  if (!match) throw new InvalidValue('Expected "YYYY-MM-DD HH:mm" (Israel time)');
  return [match[1]!, match[2]!];
};

const extrasList: Reader<string[]> = (raw) => {
  const text = raw.trim().toLowerCase();
  if (text === "none") return [];
  const ids = text.split(",").map((id) => id.trim()).filter(Boolean);
  const unknown = ids.filter((id) => !(EXTRA_IDS as readonly string[]).includes(id));
  if (unknown.length > 0) throw new InvalidValue(`Unknown extra ${unknown.join(", ")}; expected ${EXTRA_IDS.join(", ")} or none`);
  return ids;
};

interface ChangeOptions {
  departure?: [string, string];
  arrival?: [string, string];
  departureTerminal?: string;
  arrivalTerminal?: string;
  flight?: string;
  parking?: string;
  extras?: string[];
  phone?: string;
  carModel?: string;
  licence?: string;
  force?: boolean;
  json?: boolean;
}

/** The options as the booking API's field names. */
function patchOf(options: ChangeOptions): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  if (options.departure) [patch.departure_date, patch.departure_time] = options.departure;
  if (options.arrival) [patch.arrival_date, patch.arrival_time] = options.arrival;
  const simple: Array<[keyof ChangeOptions, (typeof CHANGEABLE_FIELDS)[number]]> = [
    ["departureTerminal", "departure_terminal"],
    ["arrivalTerminal", "arrival_terminal"],
    ["flight", "flight_number"],
    ["parking", "parking_type"],
    ["extras", "additional_services"],
    ["phone", "phone"],
    ["carModel", "car_model"],
    ["licence", "license_number"],
  ];
  for (const [option, field] of simple) if (options[option] !== undefined) patch[field] = options[option];
  return patch;
}

const refundColumns: Column<Booking>[] = [
  { header: "הזמנה", value: (b) => b.orderNumber, align: "end" },
  { header: "שם", value: fullName },
  { header: "טלפון", value: (b) => b.phone },
  { header: "סה״כ", value: (b) => money(b.totalPrice), align: "end" },
  { header: "שולם", value: (b) => money(moneyOf(b).paid), align: "end" },
  { header: "להחזר", value: (b) => money(b.refundDue), align: "end" },
  { header: "בוטלה", value: (b) => (b.cancelledAt ? localDateTime(b.cancelledAt) : "—") },
];

export function registerBookingManageCommands(bookings: Command, runtime: Runtime): void {
  const refunds = bookings.command("refunds").description("bookings that owe the customer money back (after a cancellation or a cheaper change)");
  withJson(refunds);
  examples(refunds, "valet bookings refunds", "valet bookings refunds --json");
  refunds.action(async (options: { json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const rows = await (await manageService(runtime)).refunds();
    out.result(
      rows.map((b) => ({ orderNumber: b.orderNumber, name: fullName(b), phone: b.phone, total: b.totalPrice, paid: moneyOf(b).paid, refundDue: b.refundDue, cancelledAt: b.cancelledAt })),
      () => (rows.length ? renderTable(rows, refundColumns, out.tableOptions) : "no refunds owed"),
    );
  });

  const markRefunded = bookings
    .command("mark-refunded")
    .description("record that the refund owed on an order was paid back")
    .argument("<order_number>", "the order number", arg(positiveId))
    .option("--reference <text>", "the transfer or card-credit reference, kept with the record");
  withJson(markRefunded);
  examples(markRefunded, "valet bookings mark-refunded 1042", 'valet bookings mark-refunded 1042 --reference "credit 883421"');
  markRefunded.action(async (orderNumber: number, options: { reference?: string; json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const service = await manageService(runtime);
    const { booking, amount } = await service.markRefunded(orderNumber, options.reference?.trim() || undefined);
    out.result({ orderNumber, refunded: amount, totalRefunded: booking.refundedAmount, reference: booking.refundReference }, () => `order ${orderNumber}: ${money(amount)} recorded as refunded`);
  });

  const cancel = bookings
    .command("cancel")
    .description(
      `cancel an order for the customer: by the law's terms (fee ${CANCELLATION_RULE.feePercent}% or ${CANCELLATION_RULE.feeCap} ₪, whichever is lower), or outside them with --force`,
    )
    .argument("<order_number>", "the order number", arg(positiveId))
    .option("--fee <shekels>", "the fee to keep instead of the terms' (never more than was paid)", arg(wholeNumber(0, MAX_CANCELLATION_FEE, "whole shekels")))
    .option("--force", "cancel even outside the terms' window, or after a no-show (recorded; without --fee nothing is refunded)");
  withYes(cancel);
  withJson(cancel);
  examples(cancel, "valet bookings cancel 1042", "valet bookings cancel 1042 --yes", "valet bookings cancel 1042 --force --fee 0 --yes");
  cancel.action(async (orderNumber: number, options: { fee?: number; force?: boolean; yes?: boolean; json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    await confirmedChange(runtime.io, {
      yes: options.yes,
      action: "cancel",
      preview: async () => {
        const booking = await (await manageService(runtime)).find(orderNumber);
        const terms = cancellationTerms({ money: moneyOf(booking), createdAt: booking.createdAt, departureAt: booking.departureAt, now: runtime.io.now(), cancelled: booking.cancelledAt !== null });
        // After a no-show only the operator cancels, with --force (docs/decisions/037); a wrong no-show is undone instead.
        const noShow = !booking.cancelledAt && booking.serviceStatus === "no_show";
        if (noShow && !options.force) {
          throw new OperationError(
            `order ${orderNumber} was marked no-show; pass --force to cancel it anyway (say the fee to keep with --fee), or undo a wrong no-show: valet bookings status ${orderNumber} --set booked --reason "…"`,
          );
        }
        if (!booking.cancelledAt && !terms.allowed && !options.force) {
          throw new OperationError(`order ${orderNumber} is outside the cancellation terms (${terms.reason}); pass --force to cancel anyway`);
        }
        return { booking, forced: !terms.allowed || noShow };
      },
      question: ({ booking }) => `Cancel order ${orderNumber} (${fullName(booking)}, pickup ${localDateTime(booking.departureAt)})?`,
      change: async ({ forced }) => {
        const result = await (await manageService(runtime)).cancel(orderNumber, { actor: "operator", force: options.force, fee: options.fee });
        out.result({ orderNumber, status: "cancelled", fee: result.fee, refundDue: result.booking.refundDue, forced }, () => `order ${orderNumber} cancelled: fee ${money(result.fee)}, refund due ${money(result.booking.refundDue)}`);
      },
    });
  });

  const change = bookings
    .command("change")
    .description("change an order for the customer, with the booking's rules and prices (--force: even after the cutoff)")
    .argument("<order_number>", "the order number", arg(positiveId))
    .option("--departure <when>", 'take-off: "YYYY-MM-DD HH:mm" (Israel time)', arg(dateAndTime))
    .option("--arrival <when>", 'landing: "YYYY-MM-DD HH:mm" (Israel time)', arg(dateAndTime))
    .addOption(new Option("--departure-terminal <terminal>").choices(TERMINALS))
    .addOption(new Option("--arrival-terminal <terminal>").choices(TERMINALS))
    .option("--flight <number>", "flight number")
    .option("--parking <type>", `parking type: ${PARKING_TYPES.join(" | ")}`, arg(choice(PARKING_TYPES)))
    .option("--extras <ids>", `extras, comma-separated (${EXTRA_IDS.join(", ")}) or none`, arg(extrasList))
    .option("--phone <phone>", "the customer's phone")
    .option("--car-model <model>", "vehicle model")
    .option("--licence <number>", "licence plate number")
    .option("--force", "change even after the cutoff (recorded)");
  withJson(change);
  examples(change, 'valet bookings change 1042 --arrival "2026-12-09 23:30"', "valet bookings change 1042 --parking covered --extras fuel,charge", 'valet bookings change 1042 --departure "2026-11-24 08:00" --force');
  change.action(async (orderNumber: number, options: ChangeOptions) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const patch = patchOf(options);
    if (Object.keys(patch).length === 0) throw new OperationError("nothing to change: give at least one option (see --help)");
    const service = await manageService(runtime);
    const before = await service.find(orderNumber);
    const result = await service.change(orderNumber, patch, { actor: "operator", force: options.force });
    const view = await service.view(result.booking);
    out.result(
      { orderNumber, changes: result.changes, oldTotal: before.totalPrice, total: result.booking.totalPrice, amountDue: view.amount_due, refundDue: view.refund_due },
      () =>
        [
          `order ${orderNumber} changed: ${Object.keys(result.changes).join(", ")}`,
          `total ${money(before.totalPrice)} → ${money(result.booking.totalPrice)}`,
          ...(view.amount_due > 0 ? [`to pay: ${money(view.amount_due)}`] : []),
          ...(view.refund_due > 0 ? [`refund due: ${money(view.refund_due)}`] : []),
        ].join("\n"),
    );
  });
}
