// valet coupons add | list | show | set | disable | enable
import type { Command } from "commander";
import { normalizeCouponCode } from "@shared/coupon-rules.ts";
import type { CouponView } from "@server/services/admin/coupon-admin.ts";
import { examples, withJson } from "@cli/command-kit.ts";
import { UsageError } from "@cli/errors.ts";
import { money, validityEdge } from "@cli/format.ts";
import { always, couponFieldLabels, couponStatusLabels, headers } from "@cli/labels.ts";
import { createOutput } from "@cli/output.ts";
import {
  type CLEARED,
  InvalidValue,
  MAX_USAGE_LIMIT,
  arg,
  cleared,
  couponCode,
  date,
  endOfDay,
  orNone,
  shekels,
  startOfDay,
  wholeNumber,
} from "@cli/parse-args.ts";
import type { Runtime } from "@cli/runtime.ts";
import { renderFields, renderTable, type Column, type TableOptions } from "@cli/table.ts";

const usageLimit = wholeNumber(1, MAX_USAGE_LIMIT, "a whole number of uses");

/** Codes of existing coupons: upper-cased, as stored. */
const existingCode = (raw: string) => {
  const code = normalizeCouponCode(raw);
  if (!code) throw new InvalidValue("Expected a coupon code");
  return code;
};

function usage(coupon: CouponView): string {
  return `${coupon.usedCount} / ${coupon.usageLimit ?? always}`;
}

const columns: Column<CouponView>[] = [
  { header: headers.code, value: (c) => c.code },
  { header: headers.discount, value: (c) => money(c.amount), align: "end" },
  { header: headers.uses, value: usage },
  { header: headers.validFrom, value: (c) => validityEdge(c.validFrom, "start") },
  { header: headers.validTo, value: (c) => validityEdge(c.validTo, "end") },
  { header: headers.status, value: (c) => couponStatusLabels[c.status] },
];

function couponRecord(coupon: CouponView & { bookings?: number }, options: TableOptions): string {
  const fields: [string, string | number][] = [
    [couponFieldLabels.code, coupon.code],
    [couponFieldLabels.amount, money(coupon.amount)],
    [couponFieldLabels.usage, usage(coupon)],
    [couponFieldLabels.validFrom, validityEdge(coupon.validFrom, "start")],
    [couponFieldLabels.validTo, validityEdge(coupon.validTo, "end")],
    [couponFieldLabels.status, couponStatusLabels[coupon.status]],
  ];
  if (coupon.bookings !== undefined) fields.push([couponFieldLabels.bookings, coupon.bookings]);
  return renderFields(fields, options);
}

interface CouponOptions {
  amount?: number;
  limit?: number | typeof CLEARED;
  from?: string | typeof CLEARED;
  to?: string | typeof CLEARED;
  inactive?: boolean;
  active?: boolean;
  json?: boolean;
}

export function registerCouponCommands(program: Command, runtime: Runtime): void {
  const coupons = program.command("coupons").description("discount coupons: a fixed amount off, by code");
  examples(coupons, "valet coupons add SUMMER50 --amount 50", "valet coupons list --active", "valet coupons disable SUMMER50");

  const add = coupons
    .command("add")
    .description("add a coupon (codes are unique regardless of case; stored upper-case)")
    .argument("<code>", "the code customers type, e.g. SUMMER50", arg(couponCode))
    .requiredOption("--amount <shekels>", "required: the discount, a positive whole number of shekels", arg(shekels))
    .option("--limit <uses>", "how many bookings may use it (default: unlimited)", arg(usageLimit))
    .option("--from <date>", "first day it is valid, YYYY-MM-DD (Israel time, from 00:00)", arg(date))
    .option("--to <date>", "last day it is valid, YYYY-MM-DD (Israel time, until 23:59)", arg(date))
    .option("--inactive", "add it switched off (turn on later with coupons enable)");
  withJson(add);
  examples(
    add,
    "valet coupons add SUMMER50 --amount 50",
    "valet coupons add HOLIDAY30 --amount 30 --limit 100 --from 2026-09-20 --to 2026-10-15",
    "valet coupons add VIP --amount 100 --inactive --json",
  );
  add.action(async (code: string, options: CouponOptions) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const from = cleared(options.from);
    const to = cleared(options.to);
    if (from && to && from > to) throw new UsageError(`--to ${to} is before --from ${from}`);
    const admin = await runtime.admin();
    const coupon = await admin.coupons.add({
      code,
      amount: options.amount!,
      usageLimit: cleared(options.limit) ?? null,
      validFrom: from ? startOfDay(from) : null,
      validTo: to ? endOfDay(to) : null,
      active: !options.inactive,
    });
    out.result(coupon, () => `added coupon ${coupon.code}\n${couponRecord(coupon, out.tableOptions)}`);
  });

  const list = coupons
    .command("list")
    .description("list coupons by code, with their state now")
    .option("--active", "only coupons a customer can use now (switched on, in dates, not used up)");
  withJson(list);
  examples(list, "valet coupons list", "valet coupons list --active --json");
  list.action(async (options: CouponOptions) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const admin = await runtime.admin();
    const rows = await admin.coupons.list({ usableOnly: Boolean(options.active) });
    out.result(rows, () => (rows.length ? renderTable(rows, columns, out.tableOptions) : "no coupons"));
  });

  const show = coupons
    .command("show")
    .description("show one coupon and how many bookings used it")
    .argument("<code>", "coupon code (any case)", arg(existingCode));
  withJson(show);
  examples(show, "valet coupons show summer50", "valet coupons show SUMMER50 --json");
  show.action(async (code: string, options: CouponOptions) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const coupon = await (await runtime.admin()).coupons.get(code);
    out.result(coupon, () => couponRecord(coupon, out.tableOptions));
  });

  const set = coupons
    .command("set")
    .description("change a coupon's amount, usage limit or dates ('none' clears a limit or a date)")
    .argument("<code>", "coupon code (any case)", arg(existingCode))
    .option("--amount <shekels>", "discount: a positive whole number of shekels", arg(shekels))
    .option("--limit <uses>", "how many bookings may use it, or none for unlimited", arg(orNone(usageLimit, "unlimited")))
    .option("--from <date>", "first valid day YYYY-MM-DD, or none", arg(orNone(date)))
    .option("--to <date>", "last valid day YYYY-MM-DD, or none", arg(orNone(date)));
  withJson(set);
  examples(
    set,
    "valet coupons set SUMMER50 --amount 60",
    "valet coupons set SUMMER50 --limit none --to 2026-08-31",
    "valet coupons set SUMMER50 --from none --json",
  );
  set.action(async (code: string, options: CouponOptions) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const limit = cleared(options.limit);
    const from = cleared(options.from);
    const to = cleared(options.to);
    const changes = {
      ...(options.amount !== undefined && { amount: options.amount }),
      ...(limit !== undefined && { usageLimit: limit }),
      ...(from !== undefined && { validFrom: from === null ? null : startOfDay(from) }),
      ...(to !== undefined && { validTo: to === null ? null : endOfDay(to) }),
    };
    if (Object.keys(changes).length === 0) {
      throw new UsageError("nothing to change: give at least one of --amount, --limit, --from, --to");
    }
    if (from && to && from > to) throw new UsageError(`--to ${to} is before --from ${from}`);
    const coupon = await (await runtime.admin()).coupons.update(code, changes);
    out.result(coupon, () => `updated coupon ${coupon.code}\n${couponRecord(coupon, out.tableOptions)}`);
  });

  for (const [name, active] of [
    ["disable", false],
    ["enable", true],
  ] as const) {
    const toggle = coupons
      .command(name)
      .description(active ? "switch a coupon on again" : "switch a coupon off: customers can no longer use it (reversible)")
      .argument("<code>", "coupon code (any case)", arg(existingCode));
    withJson(toggle);
    examples(toggle, `valet coupons ${name} SUMMER50`);
    toggle.action(async (code: string, options: CouponOptions) => {
      const out = createOutput(runtime.io, Boolean(options.json));
      const { coupon, changed } = await (await runtime.admin()).coupons.setActive(code, active);
      const verb = active ? "enabled" : "disabled";
      out.result({ ...coupon, changed }, () =>
        changed ? `${verb} coupon ${coupon.code} (${couponStatusLabels[coupon.status]})` : `coupon ${coupon.code} was already ${verb}`,
      );
    });
  }
}
