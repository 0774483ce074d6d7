// valet invoices list [--date D] [--status S] | show <id> | retry <id>: the tax documents
// issued for payments and refunds through the invoicing service (docs/decisions/036).
// A failed one stays failed until the operator has looked: `retry` queues it again.
import { Option, type Command } from "commander";
import type { AdminTaxDocument } from "@server/services/admin/invoice-admin.ts";
import { PAYMENT_METHOD_LABELS } from "@shared/constants.ts";
import { examples, withJson } from "@cli/command-kit.ts";
import { localDateTime, money } from "@cli/format.ts";
import { headers, taxDocumentKindLabels, taxDocumentStatusLabels } from "@cli/labels.ts";
import { createOutput } from "@cli/output.ts";
import { arg, date, positiveId, wholeNumber } from "@cli/parse-args.ts";
import type { Runtime } from "@cli/runtime.ts";
import { renderTable, type Column } from "@cli/table.ts";

const STATUSES = ["queued", "issued", "failed"] as const;
const MAX_ERROR_SHOWN = 60;

const columns: Column<AdminTaxDocument>[] = [
  { header: headers.id, value: (d) => d.id, align: "end" },
  { header: headers.created, value: (d) => localDateTime(d.createdAt) },
  { header: headers.order, value: (d) => d.booking.orderNumber, align: "end" },
  { header: headers.kind, value: (d) => taxDocumentKindLabels[d.kind] },
  { header: headers.status, value: (d) => taxDocumentStatusLabels[d.status] },
  { header: headers.documentNumber, value: (d) => d.number ?? "—" },
  { header: headers.total, value: (d) => money(d.amount), align: "end" },
  { header: headers.method, value: (d) => PAYMENT_METHOD_LABELS[d.paymentMethod] },
  { header: headers.attempts, value: (d) => d.attempts, align: "end" },
  { header: headers.lastError, value: (d) => (d.lastError && d.lastError.length > MAX_ERROR_SHOWN ? `${d.lastError.slice(0, MAX_ERROR_SHOWN)}…` : (d.lastError ?? "")) },
];

function documentJson(d: AdminTaxDocument) {
  return {
    id: d.id,
    orderNumber: d.booking.orderNumber,
    kind: d.kind,
    status: d.status,
    number: d.number,
    amount: d.amount,
    paymentMethod: d.paymentMethod,
    paidAt: d.paidAt,
    reference: d.paymentRef,
    provider: d.provider,
    providerId: d.providerId,
    url: d.url,
    allocationNumber: d.allocationNumber,
    creditOfId: d.creditOfId,
    attempts: d.attempts,
    lastError: d.lastError,
    issuedAt: d.issuedAt,
    createdAt: d.createdAt,
  };
}

function shownLines(d: AdminTaxDocument): string {
  const client = d.client as { name?: string; email?: string; companyName?: string | null; companyNumber?: string | null };
  const lines = (d.lines as Array<{ description: string; quantity: number; unitPrice: number }>) ?? [];
  const rows: Array<[string, string]> = [
    [headers.id, String(d.id)],
    [headers.order, String(d.booking.orderNumber)],
    [headers.kind, taxDocumentKindLabels[d.kind]],
    [headers.status, taxDocumentStatusLabels[d.status]],
    [headers.documentNumber, d.number ?? "—"],
    [headers.total, money(d.amount)],
    [headers.method, PAYMENT_METHOD_LABELS[d.paymentMethod]],
    [headers.paidAt, localDateTime(d.paidAt)],
    [headers.reference, d.paymentRef],
    [headers.client, [client.name, client.email, client.companyName, client.companyNumber].filter(Boolean).join(", ")],
    ...(d.creditOfId ? [[headers.creditOf, String(d.creditOfId)] as [string, string]] : []),
    ...(d.provider ? [[headers.provider, `${d.provider}${d.providerId ? ` ${d.providerId}` : ""}`] as [string, string]] : []),
    ...(d.url ? [[headers.url, d.url] as [string, string]] : []),
    ...(d.allocationNumber ? [[headers.allocationNumber, d.allocationNumber] as [string, string]] : []),
    ...(d.issuedAt ? [[headers.issuedAt, localDateTime(d.issuedAt)] as [string, string]] : []),
    [headers.attempts, String(d.attempts)],
    ...(d.lastError ? [[headers.lastError, d.lastError] as [string, string]] : []),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const body = lines.map((line) => `  ${line.description}  ${line.quantity} × ${money(line.unitPrice)}`);
  return [...rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`), "", ...body].join("\n");
}

export function registerInvoiceCommands(program: Command, runtime: Runtime): void {
  const invoices = program
    .command("invoices")
    .description("tax documents: an invoice-receipt for every payment and a credit note for every refund, issued through the invoicing service");
  examples(invoices, "valet invoices list --status failed", "valet invoices show 12", "valet invoices retry 12");

  const list = invoices
    .command("list")
    .description("documents, newest first")
    .option("--date <date>", "created on this Israel day, YYYY-MM-DD", arg(date))
    .addOption(new Option("--status <status>", "only documents in this state").choices(STATUSES))
    .option("--limit <n>", "how many (default 100)", arg(wholeNumber(1, 10_000)));
  withJson(list);
  examples(list, "valet invoices list", "valet invoices list --date 2026-12-01", "valet invoices list --status failed --json");
  list.action(async (options: { date?: string; status?: (typeof STATUSES)[number]; limit?: number; json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const rows = await (await runtime.admin()).invoices.list(options);
    out.result(rows.map(documentJson), () => (rows.length ? renderTable(rows, columns, out.tableOptions) : "no tax documents"));
  });

  const show = invoices.command("show").description("one document in full, with its lines").argument("<id>", "the document's number (see invoices list)", arg(positiveId));
  withJson(show);
  examples(show, "valet invoices show 12", "valet invoices show 12 --json");
  show.action(async (id: number, options: { json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const document = await (await runtime.admin()).invoices.show(id);
    out.result({ ...documentJson(document), client: document.client, lines: document.lines }, () => shownLines(document));
  });

  const retry = invoices
    .command("retry")
    .description("queue a failed document again; the running server issues it within about 30 s")
    .argument("<id>", "the document's number (see invoices list)", arg(positiveId));
  withJson(retry);
  examples(retry, "valet invoices retry 12");
  retry.action(async (id: number, options: { json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const document = await (await runtime.admin()).invoices.retry(id);
    out.result(documentJson(document), () => `queued tax document ${document.id} (order ${document.booking.orderNumber}) again`);
  });
}
