// A booking's tax documents as the traveller reads them (docs/decisions/036): the order
// view's `documents`, oldest first, with Morning's PDF or the site's own page of a
// sandbox document behind a token of its own; and that page, a private one, marked as
// a test under a banner, the same not-found page for a wrong token, an unknown id and
// a document the sandbox did not issue. The rows are written here directly: issuing
// them is tests/api/tax-documents.test.ts's. The page tests need the production build.
import { beforeEach, describe, expect, it } from "vitest";
import type { Prisma } from "@server/db/generated/client.ts";
import { taxDocumentMessages } from "@shared/tax-documents.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import type { Config } from "@server/config.ts";
import { BROWSER_UA, testApp, testConfig } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { logSink } from "@tests/support/log-sink.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

const MORNING_PDF = "https://www.greeninvoice.co.il/api/v1/documents/download?d=abc123";
const CLIENT = { name: "דנה לוי", email: "dana@example.com", companyName: "כהן הובלות בע״מ", companyNumber: "514713288" };
const LINES = [
  { description: "חניה פתוחה – 7 ימים", quantity: 1, unitPrice: 450 },
  { description: "שטיפה חיצונית", quantity: 1, unitPrice: 50 },
  { description: "הנחת קופון (SAVE50)", quantity: 1, unitPrice: -50 },
];

async function setup(config?: Config) {
  const log = logSink();
  const app = await testApp({ now: fixedNow, pages: true, logger: log.logger, config });
  const created = await app.request.post("/api/bookings").send(bookingBody());
  expect(created.status).toBe(201);
  const { order_number: orderNumber, token } = created.body as { order_number: number; token: string };
  const booking = await app.db.prisma.booking.findUniqueOrThrow({ where: { orderNumber } });
  let minute = 0;
  /** A row as the worker leaves it, a minute after the one before. */
  const insert = (data: Partial<Prisma.TaxDocumentUncheckedCreateInput> & Pick<Prisma.TaxDocumentUncheckedCreateInput, "kind" | "paymentRef">) =>
    app.db.prisma.taxDocument.create({
      data: {
        bookingId: booking.id,
        amount: 450,
        paymentMethod: "card",
        paidAt: new Date("2026-11-22T08:00:00Z"),
        client: CLIENT,
        lines: LINES,
        createdAt: new Date(Date.parse("2026-11-22T08:00:00Z") + ++minute * 60_000),
        ...data,
      },
    });
  const page = (path: string) => app.request.get(path).set("user-agent", BROWSER_UA);
  const documentToken = (id: number) => app.services.orderTokens.sign(id, "tax-document");
  return { ...app, orderNumber, token, insert, page, documentToken, log: () => log.text() };
}

const issued = (at: string) => ({ status: "issued" as const, issuedAt: new Date(at) });

/** The site's chrome, by the hooks its markup carries (client/components/chrome, SiteHeader, SiteFooter). */
const SITE_CHROME = ["data-site-header", "<footer", "data-floating-tools", "data-dialog-template", "דילוג לתוכן הראשי"];

describe("GET /api/bookings/:orderNumber documents", () => {
  it("lists none for a booking without documents", async () => {
    const { request, orderNumber, token } = await setup();
    expect((await request.get(`/api/bookings/${orderNumber}?t=${token}`)).body.documents).toEqual([]);
  });

  it("lists each document oldest first: queued, failed, Morning's PDF, the sandbox's own page with its token, a credit note", async () => {
    const { request, orderNumber, token, insert, documentToken } = await setup();
    await insert({ kind: "invoice_receipt", paymentRef: "card:queued", amount: 100 });
    await insert({ kind: "invoice_receipt", paymentRef: "card:failed", amount: 120, status: "failed", attempts: 5, lastError: "timeout" });
    await insert({ kind: "invoice_receipt", paymentRef: "card:morning", provider: "morning", providerId: "m-1", number: "20001", url: MORNING_PDF, ...issued("2026-11-22T08:05:00Z") });
    const sandbox = await insert({ kind: "invoice_receipt", paymentRef: "difference:7", amount: 100, provider: "sandbox", providerId: "sandbox-1", number: "TEST-1", ...issued("2026-11-22T09:00:00Z") });
    const credit = await insert({
      kind: "credit_note",
      paymentRef: "refund:8",
      amount: 200,
      creditOfId: sandbox.id,
      provider: "sandbox",
      providerId: "sandbox-2",
      number: "TEST-2",
      ...issued("2026-11-22T10:00:00Z"),
    });
    const res = await request.get(`/api/bookings/${orderNumber}?t=${token}`);
    expect(res.status).toBe(200);
    const sitePage = async (id: number) => `https://valet.test/documents/${id}?t=${await documentToken(id)}`;
    expect(res.body.documents).toEqual([
      { type: "invoice_receipt", number: null, amount: 100, issued_at: null, url: null, status: "queued", test: false },
      { type: "invoice_receipt", number: null, amount: 120, issued_at: null, url: null, status: "failed", test: false },
      { type: "invoice_receipt", number: "20001", amount: 450, issued_at: "2026-11-22T08:05:00.000Z", url: MORNING_PDF, status: "issued", test: false },
      { type: "invoice_receipt", number: "TEST-1", amount: 100, issued_at: "2026-11-22T09:00:00.000Z", url: await sitePage(sandbox.id), status: "issued", test: true },
      { type: "credit_note", number: "TEST-2", amount: 200, issued_at: "2026-11-22T10:00:00.000Z", url: await sitePage(credit.id), status: "issued", test: true },
    ]);
    // The document's token opens that document only, never the order.
    expect(await documentToken(sandbox.id)).not.toBe(token);
  });
});

describe("GET /documents/:id, the sandbox's own page", () => {
  it("shows the document as its row says, under the test banner, as a private page", async () => {
    const { page, orderNumber, insert, documentToken, log } = await setup();
    const row = await insert({ kind: "invoice_receipt", paymentRef: "card:T1", provider: "sandbox", providerId: "sandbox-1", number: "TEST-1", ...issued("2026-11-22T08:05:00Z") });
    const secret = await documentToken(row.id);
    const res = await page(`/documents/${row.id}?t=${secret}`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(res.headers["x-robots-tag"]).toContain("noindex");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    const html = res.text;
    const shownText = html.replace(/<[^>]+>/g, "");
    expect(html).toContain(taxDocumentMessages.testBanner);
    expect(html).toMatch(/<html[^>]* dir="rtl"/);
    for (const shown of ["חשבונית מס קבלה TEST-1", "22.11.2026", String(orderNumber), "דנה לוי", "dana@example.com", "כהן הובלות בע״מ", "514713288", "חניה פתוחה – 7 ימים", "כרטיס אשראי"]) {
      expect(shownText, shown).toContain(shown);
    }
    // 450 ₪ with VAT at 18% (in force since 2025) includes 68.64 ₪ of it.
    expect(html).toMatch(/מתוכו מע״מ \(18%\)[^]*68\.64 ₪/);
    expect(html).toContain('data-testid="tax-document-total">450 ₪');
    // The token stays out of the request log.
    expect(log()).toContain(`/documents/${row.id}`);
    expect(log()).not.toContain(secret);
  });

  it("is the document alone: no site header, footer, phone bar or floating buttons; the issuer from the configuration; a print button", async () => {
    const issuer = { BUSINESS_LEGAL_NAME: "כהן חניות שדה בע״מ", BUSINESS_TAX_ID: "516000007", BUSINESS_ADDRESS: "הברזל 3, תל אביב", BUSINESS_PHONE: "03-5550000" };
    const { page, insert, documentToken } = await setup(testConfig(issuer));
    const row = await insert({ kind: "invoice_receipt", paymentRef: "card:T1", provider: "sandbox", providerId: "sandbox-1", number: "TEST-1", ...issued("2026-11-22T08:05:00Z") });
    const res = await page(`/documents/${row.id}?t=${await documentToken(row.id)}`);
    expect(res.status).toBe(200);
    const html = res.text;
    for (const chrome of SITE_CHROME) expect(html, chrome).not.toContain(chrome);
    // Who issued it, as an Israeli invoice names them; the phone kept whole and left to right.
    const issuerBlock = /<section aria-labelledby="tax-document-issuer"[^]*?<\/section>/.exec(html)?.[0] ?? "";
    const issuerText = issuerBlock.replace(/<[^>]+>/g, "");
    for (const shown of [taxDocumentMessages.issuer, "כהן חניות שדה בע״מ", `${taxDocumentMessages.issuerTaxId} 516000007`, "הברזל 3, תל אביב", "03-5550000"]) {
      expect(issuerText, shown).toContain(shown);
    }
    expect(issuerBlock).toContain('<bdi dir="ltr" class="whitespace-nowrap">03-5550000</bdi>');
    // The client, a company: its name and number.
    expect(html.replace(/<[^>]+>/g, "")).toMatch(/שם החברה\s*כהן הובלות בע״מ/);
    expect(html.replace(/<[^>]+>/g, "")).toMatch(/ח\.פ\. \/ ע\.מ\.\s*514713288/);
    // Print or save as PDF: hidden until the page's script can press it, and never printed.
    expect(html).toMatch(new RegExp(`<div hidden="" data-print-document=""[^>]*print:hidden[^>]*><button type="button" data-print-button=""[^>]*>${taxDocumentMessages.print}</button>`));
    // The page's one script, which gives the button its press (client/enhance/print-button.ts).
    expect(html).toMatch(/<script type="module" src="\/assets\/enhance-[^"]+\.js"/);
  });

  it("a wrong link is the site's usual not-found page, with the site's header and footer", async () => {
    const { page } = await setup();
    const res = await page(`/documents/1?t=${"x".repeat(32)}`);
    expect(res.status).toBe(404);
    for (const chrome of SITE_CHROME) expect(res.text, chrome).toContain(chrome);
  });

  it("names the invoice-receipt a credit note corrects", async () => {
    const { page, insert, documentToken } = await setup();
    const invoice = await insert({ kind: "invoice_receipt", paymentRef: "card:T1", provider: "sandbox", number: "TEST-1", ...issued("2026-11-22T08:05:00Z") });
    const credit = await insert({ kind: "credit_note", paymentRef: "refund:1", creditOfId: invoice.id, provider: "sandbox", number: "TEST-2", ...issued("2026-11-23T08:05:00Z") });
    const res = await page(`/documents/${credit.id}?t=${await documentToken(credit.id)}`);
    expect(res.status).toBe(200);
    expect(res.text.replace(/<[^>]+>/g, "")).toContain("חשבונית זיכוי TEST-2");
    expect(res.text).toMatch(/זיכוי לחשבונית מס קבלה מספר[^]*>TEST-1</);
    expect(res.text).toContain("אמצעי ההחזר");
  });

  it("answers the same not-found page for a wrong token, an unknown id, another document's token and a document the sandbox did not issue", async () => {
    const { page, insert, documentToken, token } = await setup();
    const sandbox = await insert({ kind: "invoice_receipt", paymentRef: "card:T1", provider: "sandbox", number: "TEST-1", ...issued("2026-11-22T08:05:00Z") });
    const queued = await insert({ kind: "invoice_receipt", paymentRef: "card:T2" });
    const morning = await insert({ kind: "invoice_receipt", paymentRef: "card:M1", provider: "morning", number: "20001", url: MORNING_PDF, ...issued("2026-11-22T08:05:00Z") });
    const unknown = sandbox.id + 100;
    const answers = await Promise.all([
      page(`/documents/${sandbox.id}?t=${"x".repeat(32)}`),
      page(`/documents/${sandbox.id}?t=${token}`),
      page(`/documents/${sandbox.id}?t=${await documentToken(queued.id)}`),
      page(`/documents/${sandbox.id}`),
      page(`/documents/${unknown}?t=${await documentToken(unknown)}`),
      page(`/documents/${queued.id}?t=${await documentToken(queued.id)}`),
      page(`/documents/${morning.id}?t=${await documentToken(morning.id)}`),
      page(`/documents/abc?t=${await documentToken(sandbox.id)}`),
    ]);
    const body = (html: string) => html.replace(/nonce="[^"]*"/g, "");
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.headers["cache-control"]).toContain("no-store");
      expect(res.text).toContain("הדף לא נמצא");
      expect(res.text).not.toContain(taxDocumentMessages.testBanner);
      expect(body(res.text)).toBe(body(answers[0]!.text));
    }
  });
});
