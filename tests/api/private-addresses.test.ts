// Private addresses (product.md §6.3; docs/SECURITY.md): the order page's token, the result pages'
// names and the sandbox page's names never reach the request log, the visits table
// or a booking's attribution, whatever the browser sends; /payment-result is sent
// with the order page's private headers.
import { beforeEach, describe, expect, it } from "vitest";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { sandboxReturn } from "@tests/support/sandbox-return.ts";
import { BROWSER_UA, testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { logSink } from "@tests/support/log-sink.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

const FIRST = "Zehavit";
const LAST = "Privatova";
const EMAIL = "zehavit@example.com";

/** The app over a logger whose lines the test reads, as they would reach stdout. */
async function loggedApp() {
  const log = logSink();
  const app = await testApp({ now: fixedNow, pages: true, logger: log.logger });
  return { ...app, log: () => log.text() };
}

async function book(request: Awaited<ReturnType<typeof testApp>>["request"], overrides: Record<string, unknown> = {}) {
  const res = await request.post("/api/bookings").send(bookingBody({ full_name: `${FIRST} ${LAST}`, email: EMAIL, ...overrides }));
  expect(res.status).toBe(201);
  return res.body as { order_number: number; token: string; result_url?: string };
}

/** Every spelling a secret could take in a log line: as is, and as an address encodes it. */
function expectAbsent(text: string, secrets: string[]) {
  for (const secret of secrets) {
    expect(text, secret).not.toContain(secret);
    expect(text, secret).not.toContain(encodeURIComponent(secret));
  }
}

describe("the request log", () => {
  it("logs the order page and the cash result page without the token or the names, whatever the Referer", async () => {
    const { request, log } = await loggedApp();
    const order = await book(request);
    const orderPage = `/order/${order.order_number}?t=${order.token}`;
    const withReferer = (path: string, referer: string) => request.get(path).set("user-agent", BROWSER_UA).set("referer", referer);

    // The result address is settled and redirected to the clean one (303), or shown (200): logged either way.
    expect([200, 303]).toContain((await withReferer(order.result_url!, `https://valet.test/booking?email=${EMAIL}`)).status);
    expect((await withReferer(orderPage, `https://valet.test${order.result_url}`)).status).toBe(200);
    // A page the order page's own requests come from: the API and the beacon carry it as their Referer.
    await withReferer(`/api/bookings/${order.order_number}?t=${order.token}`, `https://valet.test${orderPage}`);
    await request.post("/api/track-visit").set("referer", `https://valet.test${orderPage}`).send({ path: `/order/${order.order_number}` });
    // A wrong token is logged (a 404 warning) without it too.
    await withReferer(`/order/${order.order_number}?t=${"x".repeat(32)}WRONG`, `https://valet.test${orderPage}`);

    const text = log();
    expect(text).toContain(`"url":"/order/${order.order_number}"`);
    expect(text).toContain(`"url":"/payment-result?mode=cash&Amount=450"`);
    expectAbsent(text, [order.token, "WRONG", FIRST, LAST, EMAIL]);
  });

  it("logs the sandbox page and the card return without the names or the signatures", async () => {
    const { request, log } = await loggedApp();
    const order = await book(request, { payment_method: "card" });
    const create = await request.post("/api/create-payment").send({ orderNumber: order.order_number, token: order.token });
    const pageQuery = new URL(create.body.paymentUrl, "http://x").searchParams;
    expect((await request.get(create.body.paymentUrl)).status).toBe(200);
    const returned = await sandboxReturn(request, order, "approve");
    const result = await request.get("/payment-result").query(returned).set("user-agent", BROWSER_UA);
    expect([200, 303]).toContain(result.status);

    const text = log();
    expect(text).toContain(`"url":"/pay/sandbox/?order=${order.order_number}&amount=450"`);
    expectAbsent(text, [order.token, FIRST, LAST, EMAIL, pageQuery.get("sig")!, returned.Sign!]);
  });

  it("an error line carries the stripped address too", async () => {
    const { request, log } = await loggedApp();
    // An address Express cannot decode fails before any page answers: the error handler logs it.
    await request.get(`/order/%ZZ?t=SECRET-TOKEN&Fild1=${FIRST}`).set("user-agent", BROWSER_UA);
    const text = log();
    expect(text).toContain('"url":"/order/%ZZ"');
    expectAbsent(text, ["SECRET-TOKEN", FIRST]);
  });

  it("the pages refused for too many wrong tokens (429) are logged without the token, and say no more than any refusal", async () => {
    const { request, log } = await loggedApp();
    const order = await book(request);
    const guess = (n: number) => `/order/${order.order_number + 1 + n}?t=GUESS${String(n).padStart(27, "x")}`;
    let refused;
    for (let n = 0; n <= 20; n++) refused = await request.get(guess(n)).set("user-agent", BROWSER_UA);
    expect(refused?.status).toBe(429);
    expect(refused?.headers["referrer-policy"]).toBe("no-referrer");
    const document = await request.get(`/documents/1?t=GUESSxxxxxxxxxxxxxxxxxxxxxxxxxxx`).set("user-agent", BROWSER_UA);
    expect(document.status).toBe(429);
    // The traveller's own page is refused with the rest from that address, and names nobody.
    const own = await request.get(`/order/${order.order_number}?t=${order.token}`).set("user-agent", BROWSER_UA);
    expect(own.status).toBe(429);
    expectAbsent(own.text + refused!.text + document.text, [order.token, FIRST, LAST, EMAIL, String(order.order_number)]);

    const text = log();
    expect(text).toContain(`"url":"/order/${order.order_number + 21}"`);
    expectAbsent(text, [order.token, "GUESS", FIRST, LAST, EMAIL]);
  });
});

describe("private pages' headers", () => {
  it("/payment-result, like /order, is private, uncached, unindexed and hands on no Referer", async () => {
    const { request } = await testApp({ now: fixedNow, pages: true });
    const order = await book(request);
    for (const path of [order.result_url!, "/payment-result", `/order/${order.order_number}?t=${order.token}`]) {
      const res = await request.get(path).set("user-agent", BROWSER_UA);
      // The result address with its query may answer a redirect to the clean one, which says no-store itself too.
      expect([200, 303], path).toContain(res.status);
      expect(res.headers["referrer-policy"], path).toBe("no-referrer");
      expect(new Set(String(res.headers["cache-control"]).split(/,\s*/)), path).toEqual(new Set(["private", "no-store"]));
      expect(res.headers["x-robots-tag"], path).toContain("noindex");
    }
  });

  it("the sandbox payment page, whose address holds the names, hands on no Referer either", async () => {
    const { request } = await testApp({ now: fixedNow });
    const order = await book(request, { payment_method: "card" });
    const create = await request.post("/api/create-payment").send({ orderNumber: order.order_number, token: order.token });
    const res = await request.get(create.body.paymentUrl);
    expect(res.status).toBe(200);
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
  });
});

describe("what is stored", () => {
  const landing = `/payment-result?mode=cash&Info=1001&Amount=450&Fild1=${FIRST}&Fild2=${LAST}&t=SECRET-TOKEN&utm_source=google`;
  const attribution = {
    firstSeenAt: "2026-11-22T08:00:00.000Z",
    lastSeenAt: "2026-11-22T08:00:00.000Z",
    landingPage: landing,
    sessionStartAt: "2026-11-22T08:00:00.000Z",
    initialReferrer: `https://mail.example/read?email=${EMAIL}`,
    lastReferrer: "https://valet.test/order/1001?t=SECRET-TOKEN",
    firstClick: { at: "2026-11-22T08:00:00.000Z", params: { utm_source: "google", utm_content: EMAIL } },
    lastClick: null,
    gaClientId: "123.456",
  };

  it("track-visit stores the path, the referrer and the attribution without token, names or e-mail", async () => {
    const { request } = await testApp();
    const res = await request.post("/api/track-visit").send({
      path: `/order/1001?t=SECRET-TOKEN&utm_source=mail`,
      referer: `https://valet.test${landing}`,
      metadata: { attribution },
    });
    expect(res.status).toBe(204);
    const { prisma } = await workerDatabase();
    const [row] = await prisma.visit.findMany();
    expect(row).toMatchObject({
      path: "/order/1001?utm_source=mail",
      referrer: "https://valet.test/payment-result?mode=cash&Amount=450&utm_source=google",
      metadata: {
        attribution: {
          landingPage: "/payment-result?mode=cash&Amount=450&utm_source=google",
          initialReferrer: "https://mail.example/read",
          lastReferrer: "https://valet.test/order/1001",
          firstClick: { params: { utm_source: "google" } },
        },
      },
    });
    expectAbsent(JSON.stringify(row), ["SECRET-TOKEN", FIRST, LAST, EMAIL]);
  });

  it("a booking keeps its attribution without token, names or e-mail", async () => {
    const { request } = await testApp({ now: fixedNow });
    const order = await book(request, { attribution });
    const { prisma } = await workerDatabase();
    const stored = await prisma.booking.findUniqueOrThrow({ where: { orderNumber: order.order_number } });
    expect(stored.attribution).toMatchObject({
      landingPage: "/payment-result?mode=cash&Amount=450&utm_source=google",
      initialReferrer: "https://mail.example/read",
      lastReferrer: "https://valet.test/order/1001",
      firstClick: { params: { utm_source: "google" } },
    });
    expectAbsent(JSON.stringify(stored.attribution), ["SECRET-TOKEN", FIRST, LAST, EMAIL]);
  });
});
