// Every shekel gets its tax document (docs/decisions/036): an invoice-receipt queued in
// the transaction of each card payment, paid difference and cash collection, a credit
// note for each refund paid back; issued by the site's jobs once per payment whatever
// retries, a lost answer included; the traveller e-mailed the link once it exists.
import { beforeEach, describe, expect, it } from "vitest";
import { taxDocumentMessages } from "@shared/tax-documents.ts";
import { InvoiceError, type DocumentRequest, type InvoiceProvider, type IssuedDocument } from "@server/invoices/provider.ts";
import { createSandboxInvoiceProvider } from "@server/invoices/sandbox-invoices.ts";
import { createAdminServices } from "@server/services/admin/index.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { jobsDueNow, runDueJobs } from "@tests/support/jobs.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

type App = Awaited<ReturnType<typeof testApp>>;
interface Created {
  order_number: number;
  token: string;
}

const DECEMBER = { departure_date: "2026-12-01", arrival_date: "2026-12-07" };
const path = (order: Created, action = "") => `/api/bookings/${order.order_number}${action ? `/${action}` : ""}?t=${order.token}`;

beforeEach(async () => resetDatabase(await workerDatabase()));

async function book(app: App, overrides: Record<string, unknown> = {}): Promise<Created> {
  const res = await app.request.post("/api/bookings").send(bookingBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Follows a hosted-page URL through the sandbox's approve button to the verified return. */
async function pay(app: App, paymentUrl: string) {
  const pageQuery = Object.fromEntries(new URL(paymentUrl, "http://x").searchParams);
  const done = await app.request.post("/pay/sandbox/complete").type("form").send({ ...pageQuery, decision: "approve" });
  const query = Object.fromEntries(new URL(String(done.headers.location), "http://x").searchParams);
  return app.request.get("/api/payment-webhook").query(query);
}

async function paidCardBooking(app: App, overrides: Record<string, unknown> = {}): Promise<Created> {
  const order = await book(app, { payment_method: "card", parking_type: "covered", ...DECEMBER, ...overrides });
  const create = await app.request.post("/api/create-payment").send({ orderNumber: order.order_number, token: order.token });
  await pay(app, create.body.paymentUrl);
  return order;
}

const documents = (app: App) => app.db.prisma.taxDocument.findMany({ orderBy: { id: "asc" } });

/** The site's jobs run until nothing is due, the documents issued through `provider`. */
function runJobs(app: App, provider: InvoiceProvider = createSandboxInvoiceProvider(app.db.prisma)) {
  return runDueJobs(app, { invoices: provider });
}

const issuedCount = (app: App) => app.db.prisma.taxDocument.count({ where: { status: "issued" } });

describe("what is queued", () => {
  it("a card payment: one invoice-receipt for the amount paid, its lines the booking's (parking, each extra, the coupon), however often the return comes", async () => {
    const app = await testApp({ now: fixedNow });
    await app.db.prisma.coupon.create({ data: { code: "TEN", amount: 10 } });
    const order = await book(app, { payment_method: "card", parking_type: "covered", additional_services: ["fuel"], coupon_code: "TEN", ...DECEMBER });
    const create = await app.request.post("/api/create-payment").send({ orderNumber: order.order_number, token: order.token });
    const pageQuery = Object.fromEntries(new URL(create.body.paymentUrl, "http://x").searchParams);
    const done = await app.request.post("/pay/sandbox/complete").type("form").send({ ...pageQuery, decision: "approve" });
    const query = Object.fromEntries(new URL(String(done.headers.location), "http://x").searchParams);
    for (let i = 0; i < 3; i++) await app.request.get("/api/payment-webhook").query(query);

    const [document, ...more] = await documents(app);
    expect(more).toEqual([]);
    const booking = await app.db.prisma.booking.findFirstOrThrow();
    expect(document).toMatchObject({ kind: "invoice_receipt", status: "queued", paymentMethod: "card", amount: booking.totalPrice, bookingId: booking.id });
    expect(document!.paymentRef).toMatch(/^card:/);
    const lines = document!.lines as Array<{ description: string; quantity: number; unitPrice: number }>;
    expect(lines.map((line) => line.unitPrice)).toEqual([booking.parkingPrice, booking.extrasPrice, -10]);
    expect(lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0)).toBe(booking.totalPrice);
    expect(lines[0]!.description).toContain(`חניה מקורה, ${booking.days} ימים (הזמנה #${order.order_number})`);
    expect(lines[2]!.description).toBe("הנחת קופון TEN");
    expect(document!.client).toEqual({ name: "דנה לוי", email: "dana@example.com", companyName: null, companyNumber: null });
  });

  it("a paid difference: a second invoice-receipt for the difference alone; the page paid twice is documented twice and owed back once", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await paidCardBooking(app);
    const changed = await app.request.post(path(order, "change")).send({ arrival_date: "2026-12-09" });
    expect(changed.body.amount_due).toBe(100);
    await pay(app, changed.body.payment_url);
    // A second approval of the same page is a second charge (decision 038): received, documented, and owed back.
    await pay(app, changed.body.payment_url);
    const all = await documents(app);
    expect(all.map((document) => [document.kind, document.amount])).toEqual([
      ["invoice_receipt", 600],
      ["invoice_receipt", 100],
      ["invoice_receipt", 100],
    ]);
    expect(await app.db.prisma.booking.findFirstOrThrow()).toMatchObject({ paymentAmount: 800, refundDue: 100 });
    expect(all[1]!.lines).toEqual([{ description: `תשלום הפרש בעקבות שינוי בהזמנה (הזמנה #${order.order_number})`, quantity: 1, unitPrice: 100 }]);
  });

  it("cash collected by the operator: an invoice-receipt per collection, for the amount taken", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app);
    await app.services.cash.record(order.order_number, { amount: 200 });
    await app.services.cash.record(order.order_number, { amount: 250 });
    const all = await documents(app);
    expect(all.map((document) => [document.kind, document.paymentMethod, document.amount, document.paymentRef.startsWith("cash:")])).toEqual([
      ["invoice_receipt", "cash", 200, true],
      ["invoice_receipt", "cash", 250, true],
    ]);
    expect(all[0]!.lines).toEqual([{ description: `תשלום במזומן (הזמנה #${order.order_number})`, quantity: 1, unitPrice: 200 }]);
  });

  it("a refund paid back: a credit note for the amount, correcting the invoice-receipt; a retained fee needs none", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await paidCardBooking(app);
    const cancelled = await app.request.post(path(order, "cancel")).send({});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const booking = await app.db.prisma.booking.findFirstOrThrow();
    expect(booking.refundDue).toBeGreaterThan(0);
    expect(await app.db.prisma.taxDocument.count({ where: { kind: "credit_note" } })).toBe(0);
    await app.services.bookingChanges.markRefunded(order.order_number, "credit 1");
    const [receipt, credit] = await documents(app);
    expect(credit).toMatchObject({ kind: "credit_note", amount: booking.refundDue, creditOfId: receipt!.id, paymentMethod: "card" });
    expect(credit!.lines).toEqual([{ description: `החזר בגין ביטול (הזמנה #${order.order_number})`, quantity: 1, unitPrice: booking.refundDue }]);
  });
});

describe("issuing", () => {
  it("the sandbox numbers its test documents; the traveller gets one e-mail per document with its link; a credit note waits for its original", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await paidCardBooking(app);
    await app.request.post(path(order, "cancel")).send({});
    await app.services.bookingChanges.markRefunded(order.order_number, undefined);
    // The credit note cannot go before the invoice-receipt it corrects: one run issues both, in order.
    await runJobs(app);
    expect(await issuedCount(app)).toBe(2);
    const [receipt, credit] = await documents(app);
    expect(receipt).toMatchObject({ status: "issued", provider: "sandbox", number: "TEST-1" });
    expect(credit).toMatchObject({ status: "issued", provider: "sandbox", number: "TEST-2" });
    const mails = await app.db.prisma.messageOutbox.findMany({ where: { kind: { startsWith: "tax_document_" } }, orderBy: { id: "asc" } });
    expect(mails.map((mail) => mail.kind)).toEqual(["tax_document_invoice_receipt", "tax_document_credit_note"]);
    expect(mails[0]!.subject).toContain(`מסמך בדיקה (חשבונית מס קבלה) TEST-1 – הזמנה #${order.order_number}`);
    expect(mails[0]!.text).toContain(taxDocumentMessages.testBanner);
    expect(mails[0]!.text).toMatch(new RegExp(`https://valet\\.test/documents/${receipt!.id}\\?t=[\\w-]{32}`));
    // Nothing more on a second run.
    await jobsDueNow(app.db);
    expect(await runJobs(app)).toEqual({ succeeded: 0, failed: 0 });
    expect(await app.db.prisma.messageOutbox.count({ where: { kind: { startsWith: "tax_document_" } } })).toBe(2);
  });

  it("an attempt whose answer was lost is not issued again: the retry finds the document by our reference", async () => {
    const app = await testApp({ now: fixedNow });
    await paidCardBooking(app);
    const issuedByProvider = new Map<string, IssuedDocument>();
    let issues = 0;
    const flaky: InvoiceProvider = {
      name: "morning",
      async issue(request: DocumentRequest) {
        issues++;
        const document = { providerId: `doc-${issues}`, number: String(40000 + issues), url: `https://example.test/${issues}.pdf`, allocationNumber: null };
        issuedByProvider.set(request.reference, document);
        // Issued, but the answer never comes back.
        if (issues === 1) throw new InvoiceError("socket hang up", true);
        return document;
      },
      async find(request: DocumentRequest) {
        return issuedByProvider.get(request.reference) ?? null;
      },
    };
    await runJobs(app, flaky);
    const [waiting] = await documents(app);
    expect(waiting).toMatchObject({ status: "queued", attempts: 1, lastError: "socket hang up" });
    // The retry, once its backoff is over.
    await jobsDueNow(app.db);
    await runJobs(app, flaky);
    expect(issues).toBe(1);
    expect((await documents(app))[0]).toMatchObject({ status: "issued", number: "40001", url: "https://example.test/1.pdf", providerId: "doc-1" });
  });

  it("a refusal that would repeat fails the document at once, for the operator, and leaves the payment as it was", async () => {
    const app = await testApp({ now: fixedNow });
    await paidCardBooking(app);
    const refusing: InvoiceProvider = {
      name: "morning",
      issue: async () => {
        throw new InvoiceError("Invalid client tax id", false, "2402");
      },
      find: async () => null,
    };
    await runJobs(app, refusing);
    const [failed] = await documents(app);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, lastError: "2402: Invalid client tax id" });
    expect(await app.db.prisma.booking.findFirstOrThrow()).toMatchObject({ paymentStatus: "completed" });

    // The operator fixes the cause and retries: the next attempt asks the provider first, then issues.
    let asked = 0;
    const fixed: InvoiceProvider = {
      name: "morning",
      issue: async () => ({ providerId: "doc-1", number: "40001", url: null, allocationNumber: null }),
      find: async () => (asked++, null),
    };
    await createAdminServices(app.db.prisma, fixedNow).invoices.retry(failed!.id);
    await runJobs(app, fixed);
    expect(asked).toBe(1);
    expect((await documents(app))[0]).toMatchObject({ status: "issued", attempts: 2, number: "40001" });
  });

  it("a credit note whose invoice-receipt failed waits for it, and is issued once the invoice is", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await paidCardBooking(app);
    await app.request.post(path(order, "cancel")).send({});
    await app.services.bookingChanges.markRefunded(order.order_number, undefined);
    let refuse = true;
    const sandbox = createSandboxInvoiceProvider(app.db.prisma);
    const provider: InvoiceProvider = {
      name: "sandbox",
      issue: async (request) => {
        if (refuse) throw new InvoiceError("Invalid client tax id", false, "2402");
        return sandbox.issue(request);
      },
      find: sandbox.find,
    };
    await runJobs(app, provider);
    expect((await documents(app)).map((document) => document.status)).toEqual(["failed", "queued"]);
    refuse = false;
    const [receipt] = await documents(app);
    await createAdminServices(app.db.prisma, fixedNow).invoices.retry(receipt!.id);
    await runJobs(app, provider);
    expect((await documents(app)).map((document) => [document.status, document.number])).toEqual([
      ["issued", "TEST-1"],
      ["issued", "TEST-2"],
    ]);
  });

  it("two job runners at once, each with its own connections, issue each document exactly once", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app);
    for (let i = 0; i < 12; i++) await app.services.cash.record(order.order_number, { amount: 10 });
    let issues = 0;
    const counting: InvoiceProvider = {
      name: "morning",
      async issue() {
        issues++;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { providerId: `doc-${issues}`, number: String(issues), url: null, allocationNumber: null };
      },
      find: async () => null,
    };
    await Promise.all([runJobs(app, counting), runJobs(app, counting)]);
    expect(issues).toBe(12);
    expect(await app.db.prisma.taxDocument.count({ where: { status: "issued", attempts: 1 } })).toBe(12);
  });
});
