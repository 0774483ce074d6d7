// valet privacy purge [--dry-run] | erase --email X | --phone X [--dry-run]
// Personal data kept no longer than its period (docs/decisions/024).
import type { Command } from "commander";
import type { RetentionPeriods } from "@shared/constants.ts";
import { EMAIL_PATTERN, normalizeContactPhone } from "@shared/contact-rules.ts";
import type { ErasureReport, KeptRecord, PurgeReport } from "@server/services/privacy/index.ts";
import { examples, withJson, withYes } from "@cli/command-kit.ts";
import { confirmedChange } from "@cli/confirm.ts";
import { UsageError } from "@cli/errors.ts";
import { localDay } from "@cli/format.ts";
import { createOutput, type Output } from "@cli/output.ts";
import { InvalidValue, arg } from "@cli/parse-args.ts";
import type { Runtime } from "@cli/runtime.ts";

const emailAddress = (raw: string) => {
  const email = raw.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw new InvalidValue("Expected an e-mail address such as name@example.com");
  return email;
};

const phoneNumber = (raw: string) => {
  const phone = normalizeContactPhone(raw);
  if (!phone) throw new InvalidValue("Expected an Israeli phone number (050-1234567) or an international one (+44…)");
  return phone;
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Each purge count as the operator reads it: what, which rows, and the verb done or to do. */
function purgeLines(report: PurgeReport): string[] {
  const r: RetentionPeriods = report.retention;
  const c = report.counts;
  const before = (date: Date) => `before ${localDay(date)}`;
  const [deleted, blanked] = report.dryRun ? ["to delete", "to blank"] : ["deleted", "blanked"];
  return [
    `visits older than ${plural(r.visitsMonths, "month")} (${before(report.cutoffs.visits)}): ${c.visitsDeleted} ${deleted}`,
    `bookings' campaign attribution and visitor id, made ${before(report.cutoffs.visits)}: ${c.bookingAttributionsBlanked} ${blanked}`,
    `contact inquiries older than ${plural(r.inquiriesMonths, "month")} (${before(report.cutoffs.inquiries)}): ${c.inquiriesDeleted} ${deleted}`,
    `e-mail subjects and bodies sent more than ${plural(r.outboxDays, "day")} ago (${before(report.cutoffs.outbox)}): ${c.outboxBodiesBlanked} ${blanked}`,
    `payment providers' raw answers older than ${plural(r.paymentDetailDays, "day")} (${before(report.cutoffs.paymentDetail)}): ${c.paymentDetailsBlanked} ${blanked}`,
    `handover photos of cars returned more than ${plural(r.handoverPhotoDays, "day")} ago (${before(report.cutoffs.handoverPhotos)}), not disputed: ${c.handoverPhotosDeleted} ${deleted}`,
    `phones of representatives revoked ${before(report.cutoffs.crewPhones)}: ${c.crewPhonesBlanked} ${blanked}`,
    `bookings ${plural(r.bookingsMonths, "month")} past the end of their tax year (last date ${before(report.cutoffs.bookings)}): ${c.bookingsBlanked} ${blanked}`,
  ];
}

/** Why something was kept, in the tool's words (the report's `message` says it in Hebrew). */
function keptLine(record: KeptRecord): string {
  const until = record.until ? localDay(record.until) : "";
  switch (record.reason) {
    case "accounting_record":
      return `order ${record.id}: an accounting record (bookkeeping rules: 7 years from the end of its tax year); its personal fields are blanked on ${until}`;
    case "booking_not_over":
      return `order ${record.id}: the booking is not over yet; then an accounting record, its personal fields blanked on ${until}`;
    case "refund_owed":
      return `order ${record.id}: a refund is still owed to the customer; kept until it is paid back (valet bookings mark-refunded)`;
    case "not_sent_yet":
      return `e-mail ${record.id}: still queued to be sent; run the erase again once it is sent`;
  }
}

function erasureText(report: ErasureReport, out: Output): string {
  const who = "email" in report.target ? out.text(report.target.email) : out.text(report.target.phone);
  const b = report.blanked;
  const verb = report.dryRun ? "would blank" : "blanked";
  const lines = [
    `${report.dryRun ? "dry run, nothing changed" : "erased"}: ${who}`,
    `  bookings past their period: ${b.bookings.length ? `${b.bookings.length === 1 ? "order" : "orders"} ${b.bookings.join(", ")}` : "none"}`,
    `  ${verb}: attribution of ${plural(b.bookingAttributions, "kept booking")}, ${plural(b.visits, "visit")}, ${plural(b.inquiries, "contact inquiry", "contact inquiries")}, ${plural(b.emails, "e-mail")}, ${plural(b.paymentDetails, "payment answer")}`,
  ];
  if (report.kept.length) lines.push(`kept (${report.kept.length}):`, ...report.kept.map((record) => `  ${keptLine(record)}`));
  return lines.join("\n");
}

function nothingFound(report: ErasureReport): boolean {
  const b = report.blanked;
  return report.kept.length === 0 && b.bookings.length === 0 && b.bookingAttributions + b.visits + b.inquiries + b.emails + b.paymentDetails === 0;
}

interface EraseOptions {
  email?: string;
  phone?: string;
  dryRun?: boolean;
  yes?: boolean;
  json?: boolean;
}

export function registerPrivacyCommands(program: Command, runtime: Runtime): void {
  const privacy = program
    .command("privacy")
    .description("personal data: apply the retention periods (the server does daily), or erase one person's data on request");
  examples(privacy, "valet privacy purge --dry-run", "valet privacy erase --email dana@example.com", "valet config show   # the retention_* keys and handover_photo_retention_days");

  const purge = privacy
    .command("purge")
    .description("delete or blank what is past its retention period (valet config retention_* keys, handover_photo_retention_days); the server runs this once a day")
    .option("--dry-run", "only count what would go; change nothing");
  withJson(purge);
  examples(purge, "valet privacy purge --dry-run", "valet privacy purge", "valet privacy purge --json");
  purge.action(async (options: { dryRun?: boolean; json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const report = await (await runtime.admin()).privacy.purge({ dryRun: Boolean(options.dryRun) });
    out.result(report, () => [report.dryRun ? "dry run, nothing changed:" : "purged:", ...purgeLines(report).map((line) => `  ${line}`)].join("\n"));
  });

  const erase = privacy
    .command("erase")
    .description("blank one person's data: inquiries, visits, e-mails, attribution, and bookings past their period (asks first)")
    .option("--email <address>", "the person's e-mail address (any case)", arg(emailAddress))
    .option("--phone <number>", "the person's phone number, as typed on the site", arg(phoneNumber))
    .option("--dry-run", "only show what would be blanked and kept; change nothing");
  withYes(erase);
  withJson(erase);
  examples(
    erase,
    "valet privacy erase --email dana@example.com --dry-run",
    "valet privacy erase --phone 050-1234567",
    "valet privacy erase --email dana@example.com --yes --json",
  );
  erase.action(async (options: EraseOptions) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    if (options.email && options.phone) throw new UsageError("give --email or --phone, not both (run it twice for both)");
    if (!options.email && !options.phone) throw new UsageError("missing --email or --phone: whose data to erase");
    const target = options.email ? { email: options.email } : { phone: options.phone! };
    // What would go, first: nothing to do needs no question, and the question names what goes.
    const preview = async () => (await runtime.admin()).privacy.erase(target, { dryRun: true });
    const show = (report: ErasureReport) =>
      out.result(report, () => (nothingFound(report) ? `nothing stored for ${out.text(options.email ?? options.phone!)}` : erasureText(report, out)));
    if (options.dryRun) {
      show(await preview());
      return;
    }
    await confirmedChange(runtime.io, {
      yes: options.yes,
      action: "erasing personal data",
      preview,
      nothingToChange: { when: nothingFound, show },
      question: (found) => `${erasureText(found, out)}\nErase this? It cannot be undone.`,
      change: async () => {
        const report = await (await runtime.admin()).privacy.erase(target);
        out.result(report, () => erasureText(report, out));
      },
    });
  });
}
