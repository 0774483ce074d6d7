// Fuzzing the JSON API (product.md §8.3; docs/SECURITY.md, "The API"): thousands of generated and mutated bodies and
// query strings against every route under /api. Each answer must be below 500 and
// show nothing internal (fuzz-kit.ts assertSafe). Seeds are fixed; see fuzz-kit.ts
// for hunting with FUZZ_SEED and FUZZ_RUNS.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ENDPOINTS, API_PREFIX, apiUrl, type EndpointName } from "@shared/api/endpoints.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import {
  assertSafe,
  expectSafe,
  bodyText,
  delivery,
  describeRequest,
  fuzzApp,
  fuzzRuns,
  idempotencyHeader,
  jsonText,
  mutatedBody,
  pathSegment,
  queryString,
  randomJson,
  sendBody,
  StatusTally,
  trickyString,
  visitorCookie,
  wellFormed,
} from "@tests/support/fuzz-kit.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

type App = Awaited<ReturnType<typeof fuzzApp>>;
let app: App;

beforeAll(async () => {
  const db = await workerDatabase();
  await resetDatabase(db);
  await db.prisma.coupon.createMany({
    data: [
      { code: "SAVE10", amount: 10 },
      { code: "USED", amount: 10, usageLimit: 1, usedCount: 1 },
      { code: "OFF", amount: 10, active: false },
    ],
  });
  app = await fuzzApp();
});
afterAll(() => app.close());

/** Valid dates over the whole range the date check accepts, and times on and off the slot grid. */
const anyDate = fc.date({ min: new Date("0100-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const nearDate = fc.integer({ min: -400, max: 800 }).map((days) => new Date(Date.UTC(2026, 10, 22 + days)).toISOString().slice(0, 10));
const anyTime = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45, 59)).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
const plausible = fc.oneof(anyDate, nearDate, anyTime);

/** Sends generated bodies to one POST route; returns what statuses it met. */
async function fuzzPost(path: string, valid: Record<string, unknown>, seed: number, runs: number, extra: fc.Arbitrary<unknown> = plausible) {
  const tally = new StatusTally();
  const text = fc.oneof({ weight: 3, arbitrary: mutatedBody(valid, { values: extra }).map(jsonText) }, { weight: 2, arbitrary: bodyText(valid) });
  await fc.assert(
    fc.asyncProperty(text, delivery, async (body, how) => {
      await expectSafe(sendBody(app.request.post(path), body, how), tally, describeRequest("POST", path, { ...how, body: body.slice(0, 300) }));
    }),
    fuzzRuns(seed, runs),
  );
  return tally;
}

async function fuzzGet(path: string, keys: readonly string[], valid: Record<string, string>, seed: number, runs: number) {
  const tally = new StatusTally();
  await fc.assert(
    fc.asyncProperty(queryString(keys, valid), async (query) => {
      const url = `${path}${query}`;
      await expectSafe(app.request.get(url), tally, describeRequest("GET", url));
    }),
    fuzzRuns(seed, runs),
  );
  return tally;
}

describe("fuzz: query APIs", () => {
  it("GET /api/quote", async () => {
    const tally = await fuzzGet(
      "/api/quote",
      ["type", "departure", "arrival", "extras", "coupon"],
      { type: "open", departure: "2026-11-24", arrival: "2026-11-30", extras: "car_wash,fuel", coupon: "SAVE10" },
      9101,
      350,
    );
    expect(tally.has((s) => s === 200), tally.toString()).toBe(true);
  });

  it("GET /api/quote with far dates and coupons of every kind", async () => {
    const query = fc.record({
      type: fc.constantFrom("open", "covered"),
      departure: anyDate,
      arrival: anyDate,
      coupon: fc.oneof(fc.constantFrom("SAVE10", "save10 ", "USED", "OFF", ""), trickyString),
    });
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const [departure, arrival] = [q.departure, q.arrival].sort();
        const url = `/api/quote?type=${q.type}&departure=${departure}&arrival=${arrival}&coupon=${encodeURIComponent(wellFormed(q.coupon)).slice(0, 6000)}`;
        assertSafe(await app.request.get(url), describeRequest("GET", url));
      }),
      fuzzRuns(9102, 150),
    );
  });

  it("GET /api/availability", async () => {
    const tally = await fuzzGet("/api/availability", ["from", "to"], { from: "2026-11-01", to: "2026-11-30" }, 9103, 300);
    expect(tally.has((s) => s === 200), tally.toString()).toBe(true);
  });

  it("GET /api/availability over far ranges", async () => {
    await fc.assert(
      fc.asyncProperty(anyDate, fc.integer({ min: 0, max: 60 }), async (from, length) => {
        const to = new Date(Date.parse(from) + length * 86_400_000).toISOString().slice(0, 10);
        const url = `/api/availability?from=${from}&to=${to}`;
        assertSafe(await app.request.get(url), describeRequest("GET", url));
      }),
      fuzzRuns(9104, 40),
    );
  });

  it("GET /api/coupons/check", async () => {
    const tally = await fuzzGet("/api/coupons/check", ["code"], { code: "SAVE10" }, 9105, 300);
    expect(tally.has((s) => s === 200), tally.toString()).toBe(true);
  });

  it("every method on known and unknown /api paths, with odd Origin headers", async () => {
    // Every endpoint of the contract, its path parameters filled.
    const known = fc.constantFrom(...Object.keys(API_ENDPOINTS).map((name) => apiUrl(name as EndpointName, { orderNumber: 1001, photoId: 1 }).slice(`${API_PREFIX}/`.length)));
    const origin = fc.constantFrom(undefined, "https://valet.test", "null", "https://evil.example", "%", "http://[::1", "", "file://", "https://valet.test.evil.example");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("get", "post", "put", "delete", "patch", "head", "options"),
        fc.oneof(known, pathSegment, fc.tuple(known, pathSegment).map(([a, b]) => `${a}/${b}`)),
        queryString(["a", "t"]),
        origin,
        async (method, path, query, from) => {
          const url = `/api/${path}${query}`;
          const test = app.request[method](url);
          if (from !== undefined) test.set("Origin", from);
          assertSafe(await test, describeRequest(method.toUpperCase(), url, from));
        },
      ),
      fuzzRuns(9106, 200),
    );
  });
});

describe("fuzz: POST APIs", () => {
  it("POST /api/schedule/check", async () => {
    const tally = await fuzzPost(
      "/api/schedule/check",
      { departure_date: "2026-11-24", departure_time: "06:00", arrival_date: "2026-11-30", arrival_time: "22:30" },
      9201,
      350,
    );
    expect(tally.has((s) => s === 200), tally.toString()).toBe(true);
  });

  it("POST /api/contact", async () => {
    const tally = await fuzzPost(
      "/api/contact",
      { name: "דנה לוי", phone: "050-1234567", email: "dana@example.com", message: "שלום, שאלה על חניה", source: "contact_page" },
      9202,
      300,
      fc.oneof(plausible, fc.constantFrom("quick_form", "contact_page", "+972501234567", "a@b.co")),
    );
    expect(tally.has((s) => s === 201), tally.toString()).toBe(true);
  });

  it("POST /api/track-visit as JSON and as a beacon's text/plain", async () => {
    const valid = {
      path: "/faq?utm_source=google",
      referer: "https://www.google.com/",
      action: "whatsapp_regular_click",
      metadata: { attribution: { landingPage: "/?utm_source=google", firstSeenAt: "2026-11-22T08:00:00.000Z" } },
      visitorId: "5eccab26-f5c2-4f71-9a80-cda77c44d51c",
    };
    const tally = new StatusTally();
    const body = fc.oneof(mutatedBody(valid, { values: fc.constantFrom("/", "//evil", "/a\u0000", "whatsapp_quick_booking_click") }).map(jsonText), bodyText(valid));
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom("application/json", "text/plain", "text/plain;charset=UTF-8"), visitorCookie, async (text, type, cookie) => {
        const test = app.request.post("/api/track-visit").set("Content-Type", type);
        if (cookie) test.set("Cookie", cookie);
        await expectSafe(test.send(text), tally, describeRequest("POST", "/api/track-visit", { type, cookie, body: text.slice(0, 300) }));
      }),
      fuzzRuns(9203, 350),
    );
    expect(tally.has((s) => s === 204), tally.toString()).toBe(true);
  });

  it("POST /api/bookings: mutated valid bodies, odd Idempotency-Keys and visitor cookies", async () => {
    const tally = new StatusTally();
    const valid = bookingBody({ coupon_code: "SAVE10", additional_services: ["car_wash"], attribution: { landingPage: "/" }, visitor_id: "visitor-123" });
    const extra = fc.oneof(
      plausible,
      fc.constantFrom("card", "covered", "manual", "terminal_1", "terminal_metzada", "USED", "OFF", "on", "yes", "0", "123456789", "+972501234567"),
    );
    await fc.assert(
      fc.asyncProperty(mutatedBody(valid, { keys: ["first_name", "last_name", "company_invoice", "company_number", "car_code", "source"], values: extra }), idempotencyHeader, visitorCookie, async (body, key, cookie) => {
        const test = app.request.post("/api/bookings").set("Content-Type", "application/json");
        if (key !== undefined) test.set("Idempotency-Key", key);
        if (cookie) test.set("Cookie", cookie);
        const text = jsonText(body);
        await expectSafe(test.send(text), tally, describeRequest("POST", "/api/bookings", { key, cookie, body: text.slice(0, 400) }));
      }),
      fuzzRuns(9204, 400),
    );
    expect(tally.has((s) => s === 201), tally.toString()).toBe(true);
    expect(tally.has((s) => s === 422), tally.toString()).toBe(true);
  });

  it("POST /api/bookings: random JSON, wrong content types and encodings", async () => {
    const tally = await fuzzPost("/api/bookings", bookingBody(), 9205, 300);
    expect(tally.has((s) => s === 400), tally.toString()).toBe(true);
  });

  it("POST /api/bookings: completely random JSON values", async () => {
    await fc.assert(
      fc.asyncProperty(randomJson, async (value) => {
        const text = jsonText(value);
        const res = await app.request.post("/api/bookings").set("Content-Type", "application/json").send(text);
        assertSafe(res, describeRequest("POST", "/api/bookings", text.slice(0, 300)));
      }),
      fuzzRuns(9206, 150),
    );
  });
});
