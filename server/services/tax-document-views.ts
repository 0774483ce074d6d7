// A booking's tax documents as the traveller reads them (docs/decisions/036): the order
// view's list, each with its address (server/invoices/document-links.ts), and the
// sandbox's own page of a document, which opens with a token of its own (an HMAC of
// the document's id) and never for a real provider's document.
import { vatRateOn, type PaymentMethod } from "@shared/constants.ts";
import { toLocalParts } from "@shared/jerusalem-time.ts";
import type { OrderView } from "@shared/order-view.ts";
import { vatIncluded, type DocumentIssuer, type TaxDocumentPageData } from "@shared/tax-documents.ts";
import type { DbClient } from "@server/db/database.ts";
import { documentLink, TAX_DOCUMENT_PURPOSE } from "@server/invoices/document-links.ts";
import type { OrderTokens } from "@server/order-links/order-tokens.ts";

const SANDBOX = "sandbox";

/** The booking's documents, oldest first, each with where to read it once issued. */
export async function documentsOf(db: DbClient, links: { tokens: OrderTokens; baseUrl: string }, bookingId: number): Promise<OrderView["documents"]> {
  const rows = await db.taxDocument.findMany({ where: { bookingId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return Promise.all(
    rows.map(async (row) => ({
      type: row.kind,
      number: row.number,
      amount: row.amount,
      issued_at: row.issuedAt?.toISOString() ?? null,
      url: await documentLink(row, links),
      status: row.status,
      test: row.provider === SANDBOX,
    })),
  );
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The row's client JSON as it was written (server/invoices/provider.ts DocumentClient), read defensively. */
function clientOf(json: unknown): TaxDocumentPageData["client"] {
  const client = record(json);
  return { name: text(client.name), email: text(client.email), companyName: text(client.companyName) || null, companyNumber: text(client.companyNumber) || null };
}

function linesOf(json: unknown): TaxDocumentPageData["lines"] {
  if (!Array.isArray(json)) return [];
  return json.map((item) => {
    const line = record(item);
    return { description: text(line.description), quantity: Number(line.quantity) || 0, unitPrice: Number(line.unitPrice) || 0 };
  });
}

/**
 * The sandbox document page's data, with `issuer` (the business, from its configuration);
 * null for a wrong token, an unknown id or a document the sandbox did not issue, alike.
 */
export async function sandboxDocumentPage(db: DbClient, tokens: OrderTokens, id: number, token: string, issuer: DocumentIssuer): Promise<TaxDocumentPageData | null> {
  if (!(await tokens.verify(id, token, TAX_DOCUMENT_PURPOSE))) return null;
  const row = await db.taxDocument.findUnique({ where: { id }, include: { booking: { select: { orderNumber: true } }, creditOf: { select: { number: true } } } });
  if (!row || row.provider !== SANDBOX || row.status !== "issued" || !row.number || !row.issuedAt) return null;
  const issuedOn = toLocalParts(row.issuedAt).date;
  const vatRate = vatRateOn(issuedOn);
  return {
    issuer,
    type: row.kind,
    number: row.number,
    issuedOn,
    orderNumber: row.booking.orderNumber,
    client: clientOf(row.client),
    lines: linesOf(row.lines),
    amount: row.amount,
    vatRate,
    vat: vatIncluded(row.amount, vatRate),
    paymentMethod: row.paymentMethod as PaymentMethod,
    creditOfNumber: row.creditOf?.number ?? null,
  };
}
