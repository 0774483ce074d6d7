// Fuzzing the order and payment routes (product.md §8.3; docs/SECURITY.md, "The API"): the order look-up, the cash
// notification retry, payment creation, the payment return (Hyp-shaped queries)
// and the sandbox's own pay page and form. Each answer must be below 500 and show
// nothing internal. Seeds are fixed; see fuzz-kit.ts for FUZZ_SEED and FUZZ_RUNS.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SandboxProvider } from "@server/payments/sandbox.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import {
  expectSafe,
  bodyText,
  delivery,
  describeRequest,
  fuzzApp,
  fuzzRuns,
  jsonText,
  mutatedBody,
  pathSegment,
  queryString,
  sendBody,
  StatusTally,
  trickyNumber,
} from "@tests/support/fuzz-kit.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

type App = Awaited<ReturnType<typeof fuzzApp>>;
let app: App;
let sandbox: SandboxProvider;
let card: { order: number; token: string; total: number };
let cash: { order: number; token: string };
/** A genuine sandbox page query and return, the starting points of the mutations. */
let pageQuery: Record<string, string>;
let approval: Record<string, string>;
let decline: Record<string, string>;

/** Every parameter a Hyp return may carry. */
const HYP_KEYS = [
  "Id", "CCode", "Amount", "ACode", "Order", "Fild1", "Fild2", "Fild3", "Info", "errMsg", "Sign", "Hesh", "UID", "Payments",
  "UserId", "Brand", "Issuer", "L4digit", "Coin", "Tmonth", "Tyear", "spType", "bincard", "mode", "t",
] as const;

beforeAll(async () => {
  const db = await workerDatabase();
  await resetDatabase(db);
  app = await fuzzApp();
  sandbox = app.services.paymentProvider as SandboxProvider;
  const cardRes = await app.request.post("/api/bookings").send(bookingBody({ payment_method: "card" }));
  const cashRes = await app.request.post("/api/bookings").send(bookingBody());
  expect([cardRes.status, cashRes.status]).toEqual([201, 201]);
  card = { order: cardRes.body.order_number, token: cardRes.body.token, total: cardRes.body.total };
  cash = { order: cashRes.body.order_number, token: cashRes.body.token };
  const created = await app.request.post("/api/create-payment").send({ orderNumber: card.order, token: card.token });
  expect(created.status).toBe(200);
  pageQuery = Object.fromEntries(new URL(created.body.paymentUrl, "http://x").searchParams);
  const signed = (ccode: string) =>
    sandbox.signedReturn({ CCode: ccode, Amount: String(card.total), ACode: ccode === "0" ? "123456" : "", Order: String(card.order), Fild1: "דנה", Fild2: "לוי", Info: `מספר הזמנה: ${card.order}`, errMsg: "" });
  [approval, decline] = await Promise.all([signed("0"), signed("004")]);
});
afterAll(() => app.close());

/** Order numbers of every shape: real ones, neighbours, out of int4, not numbers (call inside a test). */
const orderNumberText = () => fc.oneof(
  fc.constantFrom(String(card.order), String(cash.order)),
  trickyNumber.map(String),
  fc.constantFrom("9999999999", "2147483648", "2147483647", "2000000001", "1e3", "1.5", "-1", "0", "0x3E9", " 1001", "1001 ", "١٠٠١"),
  pathSegment,
);

describe("fuzz: orders", () => {
  it("GET /api/bookings/:orderNumber?t=", async () => {
    const tally = new StatusTally();
    const token = fc.constantFrom(card.token, cash.token, "a".repeat(32), card.token.toLowerCase());
    const query = fc.tuple(token, queryString(["t"])).map(([t, rest]) => (rest ? `${rest}&t=${t}` : `?t=${t}`));
    await fc.assert(
      fc.asyncProperty(orderNumberText(), fc.oneof(query, queryString(["t"])), async (order, q) => {
        const url = `/api/bookings/${order}${q}`;
        await expectSafe(app.request.get(url), tally, describeRequest("GET", url));
      }),
      fuzzRuns(9301, 300),
    );
    expect(tally.has((s) => s === 200), tally.toString()).toBe(true);
  });

  it("POST /api/notify-cash-booking", async () => {
    const tally = new StatusTally();
    const body = fc.oneof(
      mutatedBody({ orderNumber: cash.order }, { values: orderNumberText() }).map(jsonText),
      bodyText({ orderNumber: 1001 }),
    );
    await fc.assert(
      fc.asyncProperty(body, delivery, async (text, how) => {
        await expectSafe(sendBody(app.request.post("/api/notify-cash-booking"), text, how), tally, describeRequest("POST", "/api/notify-cash-booking", { ...how, body: text.slice(0, 300) }));
      }),
      fuzzRuns(9302, 200),
    );
  });
});

describe("fuzz: payments", () => {
  it("POST /api/create-payment", async () => {
    const tally = new StatusTally();
    const valid = { orderNumber: card.order, token: card.token };
    const body = fc.oneof(
      { weight: 3, arbitrary: mutatedBody(valid, { values: fc.oneof(orderNumberText(), fc.constantFrom(card.token, cash.token)) }).map(jsonText) },
      { weight: 1, arbitrary: bodyText(valid) },
    );
    await fc.assert(
      fc.asyncProperty(body, delivery, async (text, how) => {
        await expectSafe(sendBody(app.request.post("/api/create-payment"), text, how), tally, describeRequest("POST", "/api/create-payment", { ...how, body: text.slice(0, 300) }));
      }),
      fuzzRuns(9303, 300),
    );
  });

  it("GET /api/payment-webhook with Hyp-shaped queries", async () => {
    const tally = new StatusTally();
    const query = fc.oneof(queryString(HYP_KEYS, approval), queryString(HYP_KEYS, decline), queryString(HYP_KEYS));
    const orderQuery = fc.tuple(orderNumberText(), fc.constantFrom("Order", "Info"), fc.constantFrom("0", "004", "", "%00")).map(
      ([order, key, ccode]) => `?${key}=${key === "Info" ? encodeURIComponent("מספר הזמנה: ") : ""}${order}&CCode=${ccode}&Amount=${card.total}&Id=%00`,
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(query, orderQuery), async (q) => {
        const url = `/api/payment-webhook${q}`;
        await expectSafe(app.request.get(url), tally, describeRequest("GET", url));
      }),
      fuzzRuns(9304, 350),
    );
    expect(tally.has((s) => s === 200), tally.toString()).toBe(true);
  });

  it("GET /pay/sandbox/ (the sandbox's pay page)", async () => {
    const tally = new StatusTally();
    await fc.assert(
      fc.asyncProperty(queryString(["order", "amount", "first", "last", "info", "sig"], pageQuery), async (q) => {
        const url = `/pay/sandbox/${q}`;
        await expectSafe(app.request.get(url), tally, describeRequest("GET", url));
      }),
      fuzzRuns(9305, 200),
    );
    expect(tally.has((s) => s === 200), tally.toString()).toBe(true);
  });

  it("POST /pay/sandbox/complete (the sandbox's approve and decline form)", async () => {
    const tally = new StatusTally();
    const keys = ["order", "amount", "first", "last", "info", "sig", "decision"];
    const form = fc.oneof(
      { weight: 3, arbitrary: queryString(keys, { ...pageQuery, decision: "decline" }).map((q) => q.slice(1)) },
      { weight: 1, arbitrary: bodyText({ ...pageQuery, decision: "decline" }) },
    );
    const how = fc.oneof(
      { weight: 3, arbitrary: fc.constant({ contentType: "application/x-www-form-urlencoded" as const, encoding: undefined, compress: false }) },
      { weight: 2, arbitrary: delivery },
    );
    await fc.assert(
      fc.asyncProperty(form, how, async (text, sent) => {
        await expectSafe(sendBody(app.request.post("/pay/sandbox/complete"), text, sent), tally, describeRequest("POST", "/pay/sandbox/complete", { ...sent, body: text.slice(0, 300) }));
      }),
      fuzzRuns(9306, 300),
    );
    expect(tally.has((s) => s === 303), tally.toString()).toBe(true);
  });
});
