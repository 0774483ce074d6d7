// Every write under /api, and the coupon check, is limited per address: the
// request after the limit gets a Hebrew 429 with Retry-After, another address
// is not affected, and RATE_LIMITS=off (load tests only) lifts the limits.
// Refused reads by an order's token count too, the order page's and the document
// page's with the API's (those page tests need the production build).
import { beforeEach, describe, expect, it } from "vitest";
import { RATE_LIMITS, type RateLimitName } from "@server/api/rate-limits.ts";
import { API_ENDPOINTS } from "@shared/api/endpoints.ts";
import { messages } from "@shared/messages/index.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { BROWSER_UA, testApp, testConfig } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

type Request = Awaited<ReturnType<typeof testApp>>["request"];

/** A cheap request to each limited route: refused by validation, so nothing is written. */
function send(request: Request, name: RateLimitName, ip = "203.0.113.7") {
  const { method, path } = API_ENDPOINTS[name];
  const call = method === "GET" ? request.get(`/api${path}`).query({ code: "NOPE" }) : request.post(`/api${path}`).send({});
  return call.set("x-forwarded-for", ip);
}

const names = Object.keys(RATE_LIMITS) as RateLimitName[];

describe("per-IP rate limits", () => {
  it.each(names)("%s: the request past the limit gets 429 in Hebrew with Retry-After", async (name) => {
    const { request } = await testApp({ config: testConfig({ TRUST_PROXY: "true" }) });
    for (let i = 0; i < RATE_LIMITS[name].limit; i++) {
      const res = await send(request, name);
      expect(res.status).not.toBe(429);
      expect(res.headers["ratelimit-policy"]).toBeDefined();
    }
    const refused = await send(request, name);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: "too_many_requests", message: messages.api.tooManyRequests });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);

    // The limit is per address: a neighbour's requests still go through.
    expect((await send(request, name, "198.51.100.20")).status).not.toBe(429);
  });

  it("reads that cannot be abused for guessing are not limited", async () => {
    const { request } = await testApp();
    for (let i = 0; i < 40; i++) {
      expect((await request.get("/api/quote").query({ type: "open", departure: "2026-12-01", arrival: "2026-12-03" })).status).toBe(200);
    }
  });

  it("RATE_LIMITS=off lifts every limit (load tests only)", async () => {
    const { request } = await testApp({ config: testConfig({ RATE_LIMITS: "off", TRUST_PROXY: "true" }) });
    for (let i = 0; i < RATE_LIMITS.contact.limit * 3; i++) {
      expect((await send(request, "contact")).status).not.toBe(429);
    }
  });

  it("the configuration accepts only on and off", () => {
    expect(() => testConfig({ RATE_LIMITS: "maybe" })).toThrow(/RATE_LIMITS/);
  });
});

// ---- the pages opened by a token ------------------------------------------------------

describe("the order page and the document page", () => {
  beforeEach(async () => resetDatabase(await workerDatabase()));

  const WRONG = "w".repeat(32);
  const BUDGET = RATE_LIMITS.bookingRead.limit;

  /** The app with pages, an order of its own and a test document of it (the sandbox's page), each with its token. */
  async function site(overrides: Record<string, string> = {}) {
    const app = await testApp({ now: fixedNow, pages: true, config: testConfig({ TRUST_PROXY: "true", ...overrides }) });
    const created = await app.request.post("/api/bookings").send(bookingBody()).set("x-forwarded-for", "192.0.2.1");
    expect(created.status).toBe(201);
    const order = created.body as { order_number: number; token: string };
    const booking = await app.db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: order.order_number } });
    const document = await app.db.prisma.taxDocument.create({
      data: {
        bookingId: booking.id,
        kind: "invoice_receipt",
        paymentRef: "card:T1",
        amount: 450,
        paymentMethod: "card",
        paidAt: new Date("2026-11-22T08:00:00Z"),
        client: { name: "דנה לוי", email: "dana@example.com" },
        lines: [{ description: "חניה פתוחה – 7 ימים", quantity: 1, unitPrice: 450 }],
        provider: "sandbox",
        providerId: "sandbox-1",
        number: "TEST-1",
        status: "issued",
        issuedAt: new Date("2026-11-22T08:05:00Z"),
      },
    });
    const get = (path: string, ip = "203.0.113.7") => app.request.get(path).set("user-agent", BROWSER_UA).set("x-forwarded-for", ip);
    return {
      ...app,
      get,
      orderPage: `/order/${order.order_number}?t=${order.token}`,
      documentPage: `/documents/${document.id}?t=${await app.services.orderTokens.sign(document.id, "tax-document")}`,
      /** The n-th wrong guess at each kind of address: another order or document, a wrong token. */
      wrong: {
        order: (n: number) => `/order/${1000 + n}?t=${WRONG}`,
        documents: (n: number) => `/documents/${document.id + 1 + n}?t=${WRONG}`,
        api: (n: number) => `/api/bookings/${1000 + n}?t=${WRONG}`,
      },
    };
  }

  it.each(["order", "documents"] as const)("/%s/…?t=: the wrong token past the budget gets a Hebrew page, 429 with Retry-After; a neighbour is not affected", async (kind) => {
    const { get, wrong } = await site();
    for (let n = 0; n < BUDGET; n++) expect((await get(wrong[kind](n))).status).toBe(404);
    const refused = await get(wrong[kind](BUDGET));
    expect(refused.status).toBe(429);
    expect(refused.headers["content-type"]).toMatch(/^text\/html/);
    expect(refused.text).toContain('<html lang="he" dir="rtl">');
    expect(refused.text).toContain(messages.api.tooManyLinkAttemptsTitle);
    expect(refused.text).toContain(messages.api.tooManyLinkAttempts);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Still a private page: kept by no cache, indexed by no engine.
    expect(refused.headers["cache-control"]).toBe("private, no-store");
    expect(refused.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect((await get(wrong[kind](BUDGET + 1), "198.51.100.20")).status).toBe(404);
  });

  it("the API's read, the calendar file and both pages share one budget per address", async () => {
    const { get, wrong } = await site();
    const guesses = [wrong.order, wrong.documents, wrong.api, (n: number) => `/api/bookings/${1000 + n}/calendar.ics?t=${WRONG}`];
    for (let n = 0; n < BUDGET; n++) expect((await get(guesses[n % guesses.length]!(n))).status).toBe(404);
    const after = await Promise.all([get(wrong.order(99)), get(wrong.documents(99)), get(wrong.api(99))]);
    expect(after.map((res) => res.status)).toEqual([429, 429, 429]);
    // The API's refusal is the API's JSON, the pages' a page.
    expect(after[2]!.body.error).toEqual({ code: "too_many_requests", message: messages.api.tooManyRequests });
    expect(after[0]!.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("the traveller's own reads never count: many of them, then the whole budget of wrong ones", async () => {
    const { get, wrong, orderPage, documentPage } = await site();
    const orderNumber = orderPage.split("?")[0]!.split("/").pop();
    const apiRead = `/api/bookings/${orderNumber}?${orderPage.split("?")[1]}`;
    for (let i = 0; i < BUDGET * 2; i++) {
      const reads = await Promise.all([get(orderPage), get(documentPage), get(apiRead)]);
      expect(reads.map((res) => res.status)).toEqual([200, 200, 200]);
    }
    for (let n = 0; n < BUDGET; n++) expect((await get(wrong.order(n))).status).toBe(404);
    expect((await get(wrong.order(BUDGET))).status).toBe(429);
  });

  it("RATE_LIMITS=off: the pages are never refused", async () => {
    const { get, wrong } = await site({ RATE_LIMITS: "off" });
    for (let n = 0; n < BUDGET * 2; n++) {
      expect((await get(wrong.order(n))).status).toBe(404);
      expect((await get(wrong.documents(n))).status).toBe(404);
    }
  });
});
