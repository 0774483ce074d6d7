// A payment return proves itself before it reveals anything (product.md §2.16;
// docs/decisions/025). An unsigned, forged or replayed return for a paid card order
// shows no token, no name and no amount, on the page and in the API; the webhook
// and the cash notification answer the same for a paid card order, a cash order
// and no order at all. Forged returns cost a small record, and no outbound
// verification when they carry no signature (item 5).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "@shared/messages/index.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { sandboxReturn } from "@tests/support/sandbox-return.ts";
import { BROWSER_UA, testApp, testConfig } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

type App = Awaited<ReturnType<typeof testApp>>;
const NAME = { first: "נועה", last: "ברקוביץ" };

async function paidCardOrder(app: App) {
  const created = (await app.request.post("/api/bookings").send(bookingBody({ payment_method: "card", full_name: `${NAME.first} ${NAME.last}` }))).body;
  const genuine = await sandboxReturn(app.request, created, "approve");
  await app.services.payments.handleReturn(genuine);
  return { created, genuine };
}

/** The page as a browser sees it: the address's query is settled, then the clean address shows the cookie's result. */
async function resultPage(app: App, query: Record<string, string>) {
  const settled = await app.request.get("/payment-result").query(query).set("user-agent", BROWSER_UA);
  expect(settled.status).toBe(303);
  expect(settled.headers.location).toBe("/payment-result");
  const setCookie = ([] as string[]).concat(settled.headers["set-cookie"] ?? []);
  expect(setCookie).toHaveLength(1);
  expect(setCookie[0]).toMatch(/^ap_result=[^;]+; Path=\/payment-result; Max-Age=1800; HttpOnly; SameSite=Lax; Secure$/);
  const page = await app.request.get("/payment-result").set("user-agent", BROWSER_UA).set("cookie", setCookie[0]!.split(";")[0]!);
  expect(page.status).toBe(200);
  return page.text;
}

function revealsNothing(text: string, order: { created: { order_number: number; token: string } }, amount = "600") {
  expect(text).not.toContain(order.created.token);
  expect(text).not.toContain(`/order/${order.created.order_number}`);
  expect(text).not.toContain(NAME.first);
  expect(text).not.toContain(NAME.last);
  expect(text).not.toMatch(new RegExp(`${amount}\\s*₪|₪\\s*${amount}`));
  expect(text).not.toContain(messages.paymentResult.cardTitle);
  expect(text).toContain(messages.payment.notVerified);
}

describe("/payment-result for a paid card order", () => {
  it("an unsigned, a forged and a replayed return reveal no token, no name and no amount", async () => {
    const app = await testApp({ now: fixedNow, pages: true });
    const order = await paidCardOrder(app);
    const unsigned = { CCode: "9", Order: String(order.created.order_number) };
    const forged = { ...order.genuine, Sign: "0".repeat(64) };
    for (const query of [unsigned, forged]) revealsNothing(await resultPage(app, query), order);

    // The genuine return, first shown to the browser that brings it, then replayed.
    const fresh = await paidCardOrder(app);
    const first = await resultPage(app, fresh.genuine);
    expect(first).toContain(messages.paymentResult.cardTitle);
    expect(first).toContain(fresh.created.token);
    revealsNothing(await resultPage(app, fresh.genuine), fresh);
    // Junk added to the same return is still the same return.
    revealsNothing(await resultPage(app, { ...fresh.genuine, utm_source: "x" }), fresh);
  });

  it("the browser that brought the genuine return keeps its result at the clean address; a forged cookie shows nothing", async () => {
    const app = await testApp({ now: fixedNow, pages: true });
    const created = (await app.request.post("/api/bookings").send(bookingBody({ payment_method: "card" }))).body;
    const settled = await app.request.get("/payment-result").query(await sandboxReturn(app.request, created, "approve")).set("user-agent", BROWSER_UA);
    const cookie = String(settled.headers["set-cookie"]).split(";")[0]!;
    for (let reload = 0; reload < 2; reload++) {
      const page = await app.request.get("/payment-result").set("user-agent", BROWSER_UA).set("cookie", cookie);
      expect(page.text).toContain(messages.paymentResult.cardTitle);
      expect(page.text).toContain(`/order/${created.order_number}?t=${created.token}`);
    }
    const [body] = cookie.slice("ap_result=".length).split(".");
    const tampered = Buffer.from(Buffer.from(body!, "base64url").toString().replace(String(created.order_number), "1")).toString("base64url");
    for (const forged of [`ap_result=${tampered}.${cookie.split(".")[1]}`, "ap_result=x.y", "ap_result="]) {
      const page = await app.request.get("/payment-result").set("user-agent", BROWSER_UA).set("cookie", forged);
      expect(page.text).not.toContain(messages.paymentResult.cardTitle);
      expect(page.text).not.toContain(created.token);
    }
  });

  it("a cash booking's link is settled the same way: the clean address shows it, the link's names stay out of the page", async () => {
    const app = await testApp({ now: fixedNow, pages: true });
    const created = (await app.request.post("/api/bookings").send(bookingBody({ full_name: `${NAME.first} ${NAME.last}` }))).body;
    const query = Object.fromEntries(new URL(created.result_url, "https://valet.test").searchParams);
    const text = await resultPage(app, query);
    expect(text).toContain(messages.paymentResult.cashTitle);
    expect(text).not.toContain(NAME.first);
    const wrongToken = await resultPage(app, { ...query, t: "z".repeat(32) });
    expect(wrongToken).not.toContain(messages.paymentResult.cashTitle);
    expect(wrongToken).not.toContain(created.token);
  });
});

describe("the APIs answer the same for every order number", () => {
  it("GET /api/payment-webhook: an unverified return for a paid card order, a cash order and a missing order", async () => {
    const app = await testApp({ now: fixedNow });
    const paid = await paidCardOrder(app);
    const cash = (await app.request.post("/api/bookings").send(bookingBody())).body;
    const answers = [];
    for (const orderNumber of [paid.created.order_number, cash.order_number, 999_999]) {
      for (const query of [{ CCode: "9", Order: String(orderNumber) }, { ...paid.genuine, Order: String(orderNumber), Sign: "f".repeat(64) }]) {
        const res = await app.request.get("/api/payment-webhook").query(query);
        answers.push({ status: res.status, body: res.body });
      }
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: { outcome: "unverified", orderNumber: null } });
  });

  it("POST /api/notify-cash-booking needs the order's token: without it, a cash, a card and a missing order answer alike", async () => {
    const app = await testApp({ now: fixedNow });
    const paid = await paidCardOrder(app);
    const cash = (await app.request.post("/api/bookings").send(bookingBody())).body;
    const answers = [];
    for (const orderNumber of [paid.created.order_number, cash.order_number, 999_999]) {
      const res = await app.request.post("/api/notify-cash-booking").send({ orderNumber, token: "q".repeat(32) });
      answers.push({ status: res.status, body: res.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(404);
    expect((await app.request.post("/api/notify-cash-booking").send({ orderNumber: cash.order_number })).status).toBe(400);
    const own = await app.request.post("/api/notify-cash-booking").send({ orderNumber: cash.order_number, token: cash.token });
    expect(own.status).toBe(200);
  });
});

describe("forged returns are cheap", () => {
  it("a return without a signature makes no verification call, and an unverified one leaves a small record", async () => {
    const app = await testApp({ now: fixedNow });
    const paid = await paidCardOrder(app);
    const verify = vi.spyOn(app.services.paymentProvider, "verifyReturn");
    await app.request.get("/api/payment-webhook").query({ CCode: "0", Order: String(paid.created.order_number), Amount: "600", Fild1: NAME.first });
    expect(verify).not.toHaveBeenCalled();
    await app.request.get("/api/payment-webhook").query({ ...paid.genuine, Amount: "1" });
    expect(verify).toHaveBeenCalledTimes(1);
    const records = await app.db.prisma.paymentAttempt.findMany({ where: { outcome: "not_verified" } });
    expect(records).toHaveLength(2);
    for (const record of records) {
      expect(record.detail).toBeNull();
      expect(record.bookingId).toBeNull();
      expect(JSON.stringify(record)).not.toContain(NAME.first);
    }
  });

  it("forged webhook calls and wrong-token reads are rate-limited per address; the traveller's own reads are not", async () => {
    const app = await testApp({ now: fixedNow, config: testConfig({ TRUST_PROXY: "true" }) });
    const created = (await app.request.post("/api/bookings").send(bookingBody())).body;
    const ip = "203.0.113.9";
    for (let i = 0; i < 40; i++) {
      const own = await app.request.get(`/api/bookings/${created.order_number}`).query({ t: created.token }).set("x-forwarded-for", ip);
      expect(own.status).toBe(200);
    }
    const walk = [];
    for (let n = 0; n < 21; n++) walk.push((await app.request.get(`/api/bookings/${1000 + n}`).query({ t: "w".repeat(32) }).set("x-forwarded-for", ip)).status);
    expect(walk.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(walk[20]).toBe(429);

    const hooks = [];
    for (let n = 0; n < 21; n++) hooks.push((await app.request.get("/api/payment-webhook").query({ CCode: "0", Order: String(1000 + n) }).set("x-forwarded-for", ip)).status);
    expect(hooks.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(hooks[20]).toBe(429);
  });
});

describe("the sandbox in production", () => {
  it("says on the card result that the payment is a test", async () => {
    const app = await testApp({ now: fixedNow, pages: true, config: testConfig({ NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox" }) });
    const created = (await app.request.post("/api/bookings").send(bookingBody({ payment_method: "card" }))).body;
    const text = await resultPage(app, await sandboxReturn(app.request, created, "approve"));
    expect(text).toContain(messages.paymentResult.cardTitle);
    expect(text).toContain(messages.paymentResult.testPayment);
  });
});
