// The Morning provider against a local stand-in for Morning's REST API, answering as
// Morning's Postman collection documents it (see server/invoices/morning-provider.ts):
// POST /account/token {id, secret} → {token, expires}; every other call with
// `Authorization: Bearer`, 401 once the token is no good; POST /documents → {id,
// number, url}; POST /documents/search {page, pageSize, type, fromDate} → {page, pages,
// items}; errors as {errorCode, errorMessage}. The stand-in answers by the client's
// e-mail address when a test wants an error.
import http from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMorningProvider } from "@server/invoices/morning-provider.ts";
import { InvoiceError, type DocumentRequest } from "@server/invoices/provider.ts";

const KEY_ID = "0f6b7c1e-5d1a-4f1e-9c2b-3e4d5f6a7b8c";
const KEY_SECRET = "s3cr3t-morning-key";
const TOKEN_LIFE_S = 3600;
const INVALID = "invalid@example.com";
const DOWN = "down@example.com";
const BUSY = "busy@example.com";
const SLOW = "slow@example.com";

interface Received {
  path: string;
  authorization: string;
  body: Record<string, unknown>;
}
interface Stored {
  id: string;
  number: number;
  type: number;
  description: string;
  documentDate: string;
}

let server: http.Server;
let baseUrl = "";
const received: Received[] = [];
const stored: Stored[] = [];
/** The stand-in's clock and the provider's, in milliseconds: the tests move it. */
let clock = Date.parse("2026-12-01T08:00:00Z");
const validTokens = new Set<string>();
let tokensIssued = 0;

function answer(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

function downloadUrl(id: string, lang: string) {
  return `https://www.greeninvoice.co.il/api/v1/documents/download?d=${id}-${lang}`;
}

function route(req: http.IncomingMessage, res: http.ServerResponse, body: Record<string, unknown>) {
  if (req.url === "/api/v1/account/token") {
    if (body.id !== KEY_ID || body.secret !== KEY_SECRET) return answer(res, 401, { errorCode: 2700, errorMessage: "מפתח API לא תקין." });
    tokensIssued += 1;
    const token = `jwt-${tokensIssued}`;
    validTokens.add(token);
    return answer(res, 200, { token, expires: Math.floor(clock / 1000) + TOKEN_LIFE_S });
  }
  const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
  if (!validTokens.has(token)) return answer(res, 401, { errorCode: 401, errorMessage: "Unauthorized" });
  if (req.url === "/api/v1/documents") {
    const emails = (body.client as { emails?: string[] } | undefined)?.emails ?? [];
    if (emails.includes(INVALID)) return answer(res, 400, { errorCode: 2415, errorMessage: "תיאור שורה לא יכול להיות ריק." });
    if (emails.includes(DOWN)) return answer(res, 500, { errorCode: 1017, errorMessage: "שגיאה כללית." });
    if (emails.includes(BUSY)) return answer(res, 429, {});
    if (emails.includes(SLOW)) return setTimeout(() => answer(res, 500, {}), 2_000);
    const id = `doc-${stored.length + 1}`;
    const document = { id, number: 30001 + stored.length, type: body.type as number, description: body.description as string, documentDate: "2026-12-01" };
    stored.push(document);
    return answer(res, 201, { id, documentId: document.number, number: document.number, type: document.type, signed: true, lang: "he", url: { origin: downloadUrl(id, "origin"), he: downloadUrl(id, "he") } });
  }
  if (req.url === "/api/v1/documents/search") {
    const types = body.type as number[];
    const matching = stored.filter((doc) => types.includes(doc.type) && doc.documentDate >= (body.fromDate as string));
    const page = body.page as number;
    const pageSize = body.pageSize as number;
    const items = matching.slice((page - 1) * pageSize, page * pageSize).map((doc) => ({ ...doc, url: { origin: downloadUrl(doc.id, "origin"), he: downloadUrl(doc.id, "he") } }));
    return answer(res, 200, { page, pageSize, total: matching.length, pages: Math.ceil(matching.length / pageSize), items });
  }
  answer(res, 404, { errorCode: 404, errorMessage: "פריט לא נמצא." });
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}") as Record<string, unknown>;
      received.push({ path: req.url ?? "", authorization: req.headers.authorization ?? "", body });
      route(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
});

const provider = (options: { timeoutMs?: number; apiKeySecret?: string; baseUrl?: string } = {}) =>
  createMorningProvider({ apiKeyId: KEY_ID, apiKeySecret: KEY_SECRET, baseUrl, now: () => clock, ...options });

let references = 0;
function cardInvoice(overrides: Partial<DocumentRequest> = {}): DocumentRequest {
  references += 1;
  return {
    kind: "invoice_receipt",
    reference: `card:tx-${references}`,
    orderNumber: 1042,
    client: { name: "דנה כהן", email: "dana@example.com", companyName: null, companyNumber: null },
    lines: [
      { description: "חניה מקורה, 8 ימים", quantity: 1, unitPrice: 650 },
      { description: "שטיפה פנים וחוץ", quantity: 1, unitPrice: 150 },
      { description: "קופון HOLIDAY30", quantity: 1, unitPrice: -30 },
    ],
    amount: 770,
    payment: { method: "card", amount: 770, date: "2026-12-01" },
    ...overrides,
  };
}

function withEmail(email: string): DocumentRequest {
  const request = cardInvoice();
  return { ...request, client: { ...request.client, email } };
}

const documentCalls = () => received.filter((call) => call.path === "/api/v1/documents");
const tokenCalls = () => received.filter((call) => call.path === "/api/v1/account/token");

async function invoiceError(promise: Promise<unknown>): Promise<InvoiceError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(InvoiceError);
  return error as InvoiceError;
}

describe("Morning provider: the token", () => {
  it("asks for a token with the API key's id and secret, once for two documents", async () => {
    const morning = provider();
    await morning.issue(cardInvoice());
    await morning.issue(cardInvoice());
    expect(tokenCalls()).toHaveLength(1);
    expect(tokenCalls()[0]!.body).toEqual({ id: KEY_ID, secret: KEY_SECRET });
    expect(tokenCalls()[0]!.authorization).toBe("");
    const [first, second] = documentCalls();
    expect(first!.authorization).toBe(`Bearer jwt-${tokensIssued}`);
    expect(second!.authorization).toBe(first!.authorization);
  });

  it("asks for a new token when the old one is about to expire", async () => {
    const morning = provider();
    await morning.issue(cardInvoice());
    clock += TOKEN_LIFE_S * 1000;
    await morning.issue(cardInvoice());
    expect(tokenCalls()).toHaveLength(2);
    const [first, second] = documentCalls();
    expect(second!.authorization).not.toBe(first!.authorization);
  });

  it("after a 401 drops the token, gets a new one and sends the document once more", async () => {
    const morning = provider();
    await morning.issue(cardInvoice());
    validTokens.clear();
    const before = stored.length;
    const issued = await morning.issue(cardInvoice());
    expect(tokenCalls()).toHaveLength(2);
    expect(documentCalls()).toHaveLength(3);
    expect(stored.length - before).toBe(1);
    expect(issued.providerId).toBe(stored.at(-1)!.id);
  });

  it("reads refused keys as final, with Morning's code", async () => {
    const error = await invoiceError(provider({ apiKeySecret: "wrong" }).issue(cardInvoice()));
    expect(error).toMatchObject({ retryable: false, code: "2700" });
    expect(error.message).toContain("מפתח API לא תקין");
    expect(documentCalls()).toHaveLength(0);
  });
});

describe("Morning provider: the document", () => {
  it("issues a private traveller's card payment as a tax invoice-receipt (320), VAT included", async () => {
    const request = cardInvoice();
    const issued = await provider().issue(request);
    const document = stored.at(-1)!;
    expect(issued).toEqual({ providerId: document.id, number: String(document.number), url: downloadUrl(document.id, "he"), allocationNumber: null });
    const body = documentCalls()[0]!.body;
    expect(body).toEqual({
      type: 320,
      lang: "he",
      currency: "ILS",
      vatType: 0,
      description: `הזמנה 1042, אסמכתא ${request.reference}`,
      signed: true,
      rounding: false,
      client: { name: "דנה כהן", emails: ["dana@example.com"], country: "IL", add: false },
      income: [
        { description: "חניה מקורה, 8 ימים", quantity: 1, price: 650, currency: "ILS", vatType: 1 },
        { description: "שטיפה פנים וחוץ", quantity: 1, price: 150, currency: "ILS", vatType: 1 },
        { description: "קופון HOLIDAY30", quantity: 1, price: -30, currency: "ILS", vatType: 1 },
      ],
      payment: [{ type: 3, price: 770, currency: "ILS", date: "2026-12-01", dealType: 1, numPayments: 1 }],
    });
    // The income lines (VAT included) add up to what was paid.
    const income = body.income as { quantity: number; price: number }[];
    expect(income.reduce((sum, line) => sum + line.quantity * line.price, 0)).toBe(770);
  });

  it("issues a cash payment with Morning's cash payment type", async () => {
    await provider().issue(cardInvoice({ lines: [{ description: "חניה פתוחה, 5 ימים", quantity: 1, unitPrice: 350 }], amount: 350, payment: { method: "cash", amount: 350, date: "2026-12-08" } }));
    expect(documentCalls()[0]!.body.payment).toEqual([{ type: 1, price: 350, currency: "ILS", date: "2026-12-08" }]);
  });

  it("issues an invoice to a company in the company's name with its number as taxId", async () => {
    const request = cardInvoice({ client: { name: "דנה כהן", email: "finance@acme.co.il", companyName: "אקמי בע״מ", companyNumber: "515555555" } });
    await provider().issue(request);
    expect(documentCalls()[0]!.body.client).toEqual({ name: "אקמי בע״מ", emails: ["finance@acme.co.il"], taxId: "515555555", country: "IL", add: false });
  });

  it("issues a credit note (330) that cancels the original document, with no payment row", async () => {
    const morning = provider();
    const original = await morning.issue(cardInvoice());
    const refund: DocumentRequest = {
      ...cardInvoice({ reference: "refund:77" }),
      kind: "credit_note",
      lines: [{ description: "החזר: ביטול הזמנה 1042", quantity: 1, unitPrice: 700 }],
      amount: 700,
      payment: { method: "card", amount: 700, date: "2026-12-02" },
      creditOf: { providerId: original.providerId, number: original.number },
    };
    await morning.issue(refund);
    const body = documentCalls()[1]!.body;
    expect(body).toMatchObject({ type: 330, lang: "he", currency: "ILS", vatType: 0, linkedDocumentIds: [original.providerId], linkType: "cancel" });
    expect(body.income).toEqual([{ description: "החזר: ביטול הזמנה 1042", quantity: 1, price: 700, currency: "ILS", vatType: 1 }]);
    expect(body).not.toHaveProperty("payment");
  });

  it("refuses, before asking Morning, lines that do not add up to the amount", async () => {
    const error = await invoiceError(provider().issue(cardInvoice({ amount: 800, payment: { method: "card", amount: 800, date: "2026-12-01" } })));
    expect(error.retryable).toBe(false);
    expect(received).toHaveLength(0);
  });
});

describe("Morning provider: find", () => {
  it("finds the document issued for our reference, and nothing for another", async () => {
    const morning = provider();
    const request = cardInvoice();
    const issued = await morning.issue(request);
    expect(await morning.find(request)).toEqual(issued);
    expect(await morning.find(cardInvoice())).toBeNull();
    const search = received.find((call) => call.path === "/api/v1/documents/search")!;
    expect(search.body).toEqual({ page: 1, pageSize: 50, type: [320], fromDate: "2026-12-01" });
  });

  it("reads every page of the day's documents, and looks among credit notes for a credit note", async () => {
    const morning = provider();
    const request = cardInvoice();
    for (let i = 0; i < 60; i += 1) stored.push({ id: `other-${i}`, number: 40000 + i, type: 320, description: `הזמנה ${i}, אסמכתא cash:${i}`, documentDate: "2026-12-01" });
    const issued = await morning.issue(request);
    expect(await morning.find(request)).toEqual(issued);
    expect(await morning.find({ ...request, kind: "credit_note", creditOf: { providerId: "x", number: "1" } })).toBeNull();
    const searchedTypes = received.filter((call) => call.path === "/api/v1/documents/search").map((call) => [call.body.type, call.body.page]);
    expect(searchedTypes).toContainEqual([[320], 2]);
    expect(searchedTypes.at(-1)).toEqual([[330], 1]);
  });
});

describe("Morning provider: errors", () => {
  it("reads a validation error (400) as final, with Morning's code and message", async () => {
    const error = await invoiceError(provider().issue(withEmail(INVALID)));
    expect(error).toMatchObject({ retryable: false, code: "2415" });
    expect(error.message).toContain("תיאור שורה לא יכול להיות ריק");
  });

  it("reads Morning's 500 and 429 as retryable", async () => {
    expect(await invoiceError(provider().issue(withEmail(DOWN)))).toMatchObject({ retryable: true, code: "1017" });
    expect(await invoiceError(provider().issue(withEmail(BUSY)))).toMatchObject({ retryable: true });
  });

  it("reads a timeout and a refused connection as retryable", async () => {
    expect(await invoiceError(provider({ timeoutMs: 300 }).issue(withEmail(SLOW)))).toMatchObject({ retryable: true, code: null });
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const address = closed.address();
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const port = typeof address === "object" && address ? address.port : 0;
    expect(await invoiceError(provider({ baseUrl: `http://127.0.0.1:${port}/api/v1` }).issue(cardInvoice()))).toMatchObject({ retryable: true, code: null });
  });
});
