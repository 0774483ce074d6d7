// Tax documents through Morning (Green Invoice)'s REST API, with Node's fetch: Morning
// ships no official Node library. What this file relies on, and where it was read:
//
// - Morning's public Postman collection, "Green Invoice Public API" (linked from
//   https://www.greeninvoice.co.il/api-docs/; a copy is kept in the public repository
//   Urigo/accounter-fullstack, packages/green-invoice-graphql/json-schemas/postmanCollection.json):
//   POST /account/token with {id, secret} answers {token, expires} (expires in Unix
//   seconds; "the JWT is valid for only a temporal time (currently for 1 hour)", then
//   401); `Authorization: Bearer {JWT}` on every other call; errors are JSON
//   {errorCode, errorMessage}; 400 validation, 401 token, 5xx Morning's own trouble,
//   429 over the rate limit (3 a second, bursts of 20). POST /documents answers
//   {id, number, url: {origin, he, en}}. POST /documents/search takes page, pageSize,
//   type, fromDate ("YYYY-MM-DD") and answers {page, pages, items: [document]}. Error
//   2404 names linkType's values (copy|cancel|link).
// - The field tables of the same API as typed by the Python client green-invoice
//   (yanivps/green-invoice, green_invoice/models.py) and Accounter's JSON schema
//   (packages/green-invoice-graphql/json-schemas/greenInvoice.json): document type 320
//   חשבונית מס קבלה and 330 חשבונית זיכוי; document vatType 0 "default, by the business
//   type"; an income row's vatType 1 "VAT included in the price"; payment type 1 cash,
//   3 credit card, dealType 1 regular; client {name, emails, taxId, add}; description
//   and linkedDocumentIds + linkType on a document; a search item's description.
//
// Not confirmed in anything readable here: the field that carries the Tax Authority's
// allocation number (מספר הקצאה) in Morning's answer, so none is read (allocationNumber
// is null); whether a credit note needs a refund payment row (none is documented, none
// is sent); and how /documents/search matches `description` (so it is not used as a
// filter: find() reads the day's documents and compares descriptions itself).
import { InvoiceError, type DocumentRequest, type InvoiceProvider, type IssuedDocument } from "./provider.ts";

export const MORNING_PRODUCTION_URL = "https://api.greeninvoice.co.il/api/v1";

interface MorningProviderOptions {
  apiKeyId: string;
  apiKeySecret: string;
  /** MORNING_BASE_URL; Morning's sandbox is https://sandbox.d.greeninvoice.co.il/api/v1. */
  baseUrl?: string;
  /** Tests pass a fetch of their own; production uses Node's. */
  fetch?: typeof globalThis.fetch;
  /** A request that takes longer is abandoned and retried later. */
  timeoutMs?: number;
  now?: () => number;
}

const DOCUMENT_TYPES = { invoice_receipt: 320, credit_note: 330 } as const;
/** Document-level vatType 0: VAT as the business type says (an עוסק מורשה or a company charges it). */
const DOCUMENT_VAT_DEFAULT = 0;
/** Income-row vatType 1: the price already includes VAT, so Morning splits it out at its rate. */
const INCOME_VAT_INCLUDED = 1;
const PAYMENT_TYPES = { cash: 1, card: 3 } as const;
const DEAL_REGULAR = 1;
/** Documented by Morning as the token's life when no `expires` comes back. */
const TOKEN_LIFE_MS = 60 * 60 * 1000;
/** A token this close to its expiry is replaced, so no request goes out on a dying one. */
const TOKEN_MARGIN_MS = 60 * 1000;
const SEARCH_PAGE_SIZE = 50;
/** find() gives up rather than page through more documents than a busy day issues. */
const SEARCH_MAX_PAGES = 20;

interface MorningDocument {
  id?: unknown;
  number?: unknown;
  description?: unknown;
  url?: { he?: unknown; origin?: unknown };
}

/**
 * The document's description: the order, and our reference, which find() looks for.
 * A search item carries its description in both typings of the API (remarks only in one).
 */
function descriptionOf(request: DocumentRequest): string {
  return `הזמנה ${request.orderNumber}, אסמכתא ${request.reference}`;
}

function clientOf(client: DocumentRequest["client"]) {
  // A company's document names the company with its number (taxId), which is what
  // lets the document carry an allocation number; a private traveller's names them.
  const company = client.companyName && client.companyNumber ? { name: client.companyName, taxId: client.companyNumber } : null;
  return {
    name: company?.name ?? client.name,
    emails: [client.email],
    ...(company ? { taxId: company.taxId } : {}),
    country: "IL",
    // Not saved to Morning's client list: every traveller would become a client there.
    add: false,
  };
}

function paymentRowOf(payment: DocumentRequest["payment"]) {
  return {
    type: PAYMENT_TYPES[payment.method],
    price: payment.amount,
    currency: "ILS",
    date: payment.date,
    ...(payment.method === "card" ? { dealType: DEAL_REGULAR, numPayments: 1 } : {}),
  };
}

/** The body of POST /documents. The document date is left to Morning: the day it is issued. */
function documentBody(request: DocumentRequest) {
  const lineTotal = request.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  if (lineTotal !== request.amount || request.payment.amount !== request.amount) {
    // Morning refuses it too (2422); said here, the message names our numbers.
    throw new InvoiceError(`lines (${lineTotal}), payment (${request.payment.amount}) and amount (${request.amount}) differ`, false);
  }
  if (request.kind === "credit_note" && !request.creditOf) throw new InvoiceError("a credit note needs the document it corrects", false);
  return {
    type: DOCUMENT_TYPES[request.kind],
    lang: "he",
    currency: "ILS",
    vatType: DOCUMENT_VAT_DEFAULT,
    description: descriptionOf(request),
    signed: true,
    rounding: false,
    client: clientOf(request.client),
    income: request.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      price: line.unitPrice,
      currency: "ILS",
      vatType: INCOME_VAT_INCLUDED,
    })),
    ...(request.kind === "invoice_receipt"
      ? { payment: [paymentRowOf(request.payment)] }
      : { linkedDocumentIds: [request.creditOf!.providerId], linkType: "cancel" }),
  };
}

function issuedOf(document: MorningDocument): IssuedDocument {
  if (typeof document.id !== "string" || (typeof document.number !== "number" && typeof document.number !== "string")) {
    // Morning may have issued it: retryable, and the retry asks find() first.
    throw new InvoiceError("Morning's answer has no document id or number", true);
  }
  const url = document.url?.he ?? document.url?.origin;
  return { providerId: document.id, number: String(document.number), url: typeof url === "string" ? url : null, allocationNumber: null };
}

/** Morning's answer to a failed call: 5xx is its trouble and 429 its rate limit, both pass; other 4xx do not. */
async function errorOf(response: Response, what: string): Promise<InvoiceError> {
  const body = (await response.json().catch(() => null)) as { errorCode?: unknown; errorMessage?: unknown } | null;
  const code = body?.errorCode == null ? null : String(body.errorCode);
  const message = typeof body?.errorMessage === "string" ? body.errorMessage : `HTTP ${response.status}`;
  return new InvoiceError(`Morning ${what}: ${message}`, response.status >= 500 || response.status === 429, code);
}

export function createMorningProvider(options: MorningProviderOptions): InvoiceProvider {
  const baseUrl = (options.baseUrl ?? MORNING_PRODUCTION_URL).replace(/\/+$/, "");
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const now = options.now ?? Date.now;
  let cached: { token: string; renewAt: number } | null = null;

  async function post(path: string, body: unknown, token: string | null): Promise<Response> {
    try {
      return await fetchImpl(`${baseUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // A timeout, a refused connection or a reset: Morning never answered.
      throw new InvoiceError(`Morning ${path}: ${error instanceof Error ? error.message : String(error)}`, true);
    }
  }

  async function token(): Promise<string> {
    if (cached && now() < cached.renewAt) return cached.token;
    const response = await post("/account/token", { id: options.apiKeyId, secret: options.apiKeySecret }, null);
    if (!response.ok) throw await errorOf(response, "token");
    const body = (await response.json().catch(() => null)) as { token?: unknown; expires?: unknown } | null;
    const value = typeof body?.token === "string" ? body.token : response.headers.get("x-authorization-bearer");
    if (!value) throw new InvoiceError("Morning's token answer has no token", true);
    const expiresAt = typeof body?.expires === "number" ? body.expires * 1000 : now() + TOKEN_LIFE_MS;
    cached = { token: value, renewAt: expiresAt - TOKEN_MARGIN_MS };
    return value;
  }

  /** A call with the bearer token; on a 401 the token is dropped and the call made once more with a new one. */
  async function call(path: string, body: unknown, what: string): Promise<unknown> {
    let response = await post(path, body, await token());
    if (response.status === 401) {
      cached = null;
      response = await post(path, body, await token());
    }
    if (!response.ok) throw await errorOf(response, what);
    const answer: unknown = await response.json().catch(() => null);
    if (answer === null || typeof answer !== "object") throw new InvoiceError(`Morning ${what}: an answer that is not JSON`, true);
    return answer;
  }

  return {
    name: "morning",
    async issue(request) {
      const body = documentBody(request);
      return issuedOf((await call("/documents", body, "document")) as MorningDocument);
    },
    async find(request) {
      const wanted = descriptionOf(request);
      for (let page = 1; page <= SEARCH_MAX_PAGES; page += 1) {
        const search = { page, pageSize: SEARCH_PAGE_SIZE, type: [DOCUMENT_TYPES[request.kind]], fromDate: request.payment.date };
        const answer = (await call("/documents/search", search, "search")) as { items?: MorningDocument[]; pages?: unknown };
        const match = (answer.items ?? []).find((item) => item.description === wanted);
        if (match) return issuedOf(match);
        if (typeof answer.pages !== "number" || page >= answer.pages) return null;
      }
      // Not knowing is not "none": issuing again might issue twice.
      throw new InvoiceError(`Morning search: more than ${SEARCH_MAX_PAGES * SEARCH_PAGE_SIZE} documents since ${request.payment.date}`, false);
    },
  };
}
