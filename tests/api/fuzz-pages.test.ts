// Fuzzing the server-rendered pages whose loaders read the address (docs/SECURITY.md):
// /payment-result with Hyp-shaped parameters, /booking?type=…, /blog/<slug>.
// Each answer must be below 500 and show nothing internal. Needs the production
// build (npm test builds; VALET_BUILD_DIR picks another one).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SandboxProvider } from "@server/payments/sandbox.ts";
import { messages } from "@shared/messages/index.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { assertSafe, decodes, expectSafe, describeRequest, fuzzApp, fuzzRuns, pathSegment, queryString, StatusTally, trickyNumber } from "@tests/support/fuzz-kit.ts";
import { BROWSER_UA } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

type App = Awaited<ReturnType<typeof fuzzApp>>;
let app: App;
let card: { order: number; token: string; total: number };
let cash: { order: number; token: string; resultUrl: string };
let approval: Record<string, string>;

beforeAll(async () => {
  const db = await workerDatabase();
  await resetDatabase(db);
  app = await fuzzApp({ pages: true });
  const cardRes = await app.request.post("/api/bookings").send(bookingBody({ payment_method: "card" }));
  const cashRes = await app.request.post("/api/bookings").send(bookingBody());
  expect([cardRes.status, cashRes.status]).toEqual([201, 201]);
  card = { order: cardRes.body.order_number, token: cardRes.body.token, total: cardRes.body.total };
  cash = { order: cashRes.body.order_number, token: cashRes.body.token, resultUrl: cashRes.body.result_url };
  approval = await (app.services.paymentProvider as SandboxProvider).signedReturn({
    CCode: "0", Amount: String(card.total), ACode: "123456", Order: String(card.order), Fild1: "דנה", Fild2: "לוי", Info: `מספר הזמנה: ${card.order}`, errMsg: "",
  });
});
afterAll(() => app.close());

/** Half of the requests as a browser (streamed), half as a bot (rendered whole). */
const userAgent = fc.constantFrom(BROWSER_UA, undefined);

async function get(url: string, agent: string | undefined, tally: StatusTally) {
  const test = app.request.get(url);
  if (agent) test.set("User-Agent", agent);
  await expectSafe(test, tally, describeRequest("GET", url, agent ? "(browser)" : "(bot)"));
}

describe("fuzz: pages that read their address", () => {
  it("/payment-result with fuzzed Hyp and cash parameters", async () => {
    const tally = new StatusTally();
    const keys = ["Id", "CCode", "Amount", "ACode", "Order", "Fild1", "Fild2", "Info", "errMsg", "Sign", "mode", "t"];
    const cashQuery = Object.fromEntries(new URL(cash.resultUrl, "http://x").searchParams);
    const orders = fc.oneof(fc.constantFrom(String(card.order), String(cash.order), "9999999999", "2147483648", "1.5", "1e300"), trickyNumber.map(String));
    const query = fc.oneof(
      queryString(keys, approval),
      queryString(keys, cashQuery),
      queryString(keys, { mode: "cash", t: cash.token }),
      fc.tuple(orders, fc.constantFrom("Order", "Info"), fc.constantFrom("", "&mode=cash", `&mode=cash&t=${cash.token}`)).map(
        ([order, key, rest]) => `?${key}=${encodeURIComponent(key === "Info" ? `מספר הזמנה: ${order}` : order)}&CCode=0&Sign=x${rest}`,
      ),
    );
    await fc.assert(
      fc.asyncProperty(query, userAgent, async (q, agent) => get(`/payment-result${q}`, agent, tally)),
      fuzzRuns(9401, 100),
    );
    expect(tally.has((s) => s === 200), tally.toString()).toBe(true);
  });

  it("/booking?type=…&coupon=…&source=…", async () => {
    const tally = new StatusTally();
    await fc.assert(
      fc.asyncProperty(queryString(["type", "coupon", "source"], { type: "covered" }), userAgent, async (q, agent) => get(`/booking${q}`, agent, tally)),
      fuzzRuns(9402, 50),
    );
    expect(tally.has((s) => s === 200), tally.toString()).toBe(true);
  });

  it("/blog/<slug> and other page paths", async () => {
    const tally = new StatusTally();
    // Segments that do not decode have their own test below (a plain 400).
    const segment = pathSegment.filter(decodes);
    const path = fc.oneof(
      { weight: 3, arbitrary: segment.map((slug) => `/blog/${slug}`) },
      { weight: 1, arbitrary: fc.tuple(segment, queryString(["a"])).map(([first, q]) => `/${first}${q}`) },
    );
    await fc.assert(
      fc.asyncProperty(path, userAgent, async (url, agent) => get(url, agent, tally)),
      fuzzRuns(9403, 80),
    );
    expect(tally.has((s) => s === 404), tally.toString()).toBe(true);
  });

  // A page path that does not decode (/blog/%ZZ) fails in Express's router before any
  // route; Express's default final handler would show the URIError's stack outside
  // production. server/middleware/page-errors.ts answers a plain Hebrew 400 instead.
  it("a page path that does not decode answers a Hebrew 400 without a stack trace", async () => {
    for (const url of ["/blog/%ZZ", "/%E0%A4%A", "/pay/sandbox/%"]) {
      const res = await app.request.get(url);
      assertSafe(res, `GET ${url}`);
      expect(res.status).toBe(400);
      expect(res.text).toContain(messages.api.badRequest);
    }
  });
});
