// The database goes away and comes back (docs/OPERATIONS.md, "When the database is away"). The app talks to its
// database through a TCP proxy the test cuts: refused connections (Postgres
// down), dropped connections (a crash or a restarting proxy) and a silent network
// path. Meanwhile pages render from the last settings read, APIs answer 503 with
// the Hebrew "try again in a few minutes", /readyz answers 503; when the database
// returns, everything works again without a restart, with no broken connection
// left in the pool. Runs on a database of the run's Postgres (the embedded one, or
// CI's with TEST_DATABASE_URL).
import fs from "node:fs";
import { PrismaPg } from "@prisma/adapter-pg";
import { DriverAdapterError } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@server/db/database.ts";
import { DatabaseTimeoutError, isDatabaseUnavailable } from "@server/db/errors.ts";
import { PrismaClient, Prisma as PrismaNamespace } from "@server/db/generated/client.ts";
import { messages } from "@shared/messages/index.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { startDbProxy, type DbProxy } from "@tests/support/db-proxy.ts";
import { vanishingSocket } from "@tests/support/vanishing-socket.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { scratchDatabase, type ScratchDatabase } from "@tests/support/scratch-database.ts";
import { BROWSER_UA, testApp, testConfig } from "@tests/support/test-app.ts";

const POPUP_TITLE = "מבצע בדיקת תקלה";
const BANNER_TITLE = "באנר בדיקת תקלה";
const LATER_TITLE = "כותרת אחרי החזרה";
const QUOTE = "/api/quote?type=open&departure=2026-11-24&arrival=2026-11-30&coupon=OUTAGE10";
const PAGES = ["/", "/booking", "/faq", "/contact", "/blog", "/calculator"];

let scratch: ScratchDatabase;
let proxy: DbProxy;
let db: Database;
let direct: Database;
let app: Awaited<ReturnType<typeof testApp>>;
/** A genuine access token of order 1001, so reading it has to reach the database. */
let token: string;

/** Sets operator values straight in the database, whatever the proxy is doing. */
async function setPopupTitle(title: string) {
  await direct.prisma.siteSetting.update({ where: { key: "holiday_popup_title" }, data: { value: title } });
}

beforeAll(async () => {
  scratch = await scratchDatabase();
  direct = await openDatabase({ databaseUrl: scratch.directUrl, dataDir: null, poolSize: 2 });
  await direct.prisma.siteConfig.update({ where: { id: 1 }, data: { holidayPopupEnabled: true } });
  await setPopupTitle(POPUP_TITLE);
  for (const [key, value] of [
    ["holiday_banner_enabled", "true"],
    ["holiday_banner_title", BANNER_TITLE],
  ] as const) {
    await direct.prisma.siteSetting.update({ where: { key }, data: { value } });
  }
  await direct.prisma.coupon.create({ data: { code: "OUTAGE10", amount: 10 } });
  proxy = await startDbProxy(scratch.target, { from: 3740 });
  db = await openDatabase({ databaseUrl: scratch.urlVia(proxy.port), dataDir: null, poolSize: 5 });
  app = await testApp({ db, pages: true, now: fixedNow, config: testConfig({ RATE_LIMITS: "off" }) });
  token = await app.services.orderTokens.sign(1001);
});

afterEach(async () => {
  await proxy?.restore();
});

afterAll(async () => {
  // Each step on its own: a failure in one must not leave the others running.
  await proxy?.restore().catch(() => {});
  await db?.close().catch(() => {});
  await direct?.close().catch(() => {});
  await proxy?.close().catch(() => {});
  await scratch?.dispose().catch(() => {});
});

function page(path: string, request = app.request) {
  return request.get(path).set("user-agent", BROWSER_UA);
}

/** Every kind of API call the site makes that needs the database. */
async function expectApisUnavailable(request = app.request) {
  const calls: [string, Promise<import("supertest").Response>][] = [
    ["quote", request.get(QUOTE)],
    ["coupon check", request.get("/api/coupons/check?code=OUTAGE10")],
    ["booking", request.post("/api/bookings").send(bookingBody({ coupon_code: "OUTAGE10" }))],
    [
      "contact",
      request.post("/api/contact").send({ name: "דנה לוי", phone: "050-1234567", email: "dana@example.com", message: "שלום", source: "contact_page" }),
    ],
    ["order", request.get(`/api/bookings/1001?t=${token}`)],
  ];
  for (const [label, call] of calls) {
    const res = await call;
    expect(res.status, `${label}: ${res.text.slice(0, 300)}`).toBe(503);
    expect(res.body).toEqual({ error: { code: "unavailable", message: messages.api.unavailable } });
    expect(res.headers["retry-after"]).toBe("10");
    expect(res.headers["content-type"]).toMatch(/application\/json/);
  }
}

/** Pages render from the settings read before the outage, never an error page. */
async function expectPagesServed() {
  for (const path of PAGES) {
    const res = await page(path);
    expect(res.status, path).toBe(200);
    expect(res.text, path).toMatch(/<html lang="he" dir="rtl"/);
    expect(res.text.includes(POPUP_TITLE), `${path} shows the pop-up's title read before`).toBe(true);
  }
  expect((await page("/booking")).text.includes(BANNER_TITLE), "the booking page's banner").toBe(true);
}

/** Waits (briefly) until the home page shows `title`: reads are fresh again. */
async function pageShows(title: string) {
  const deadline = Date.now() + 15_000;
  while (!(await page("/")).text.includes(title)) {
    expect(Date.now(), `the page never showed ${title}`).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function expectRecovered() {
  // The first successful read ends the fallback; a request or two may still see it.
  const deadline = Date.now() + 15_000;
  while ((await app.request.get("/readyz")).status !== 200) {
    expect(Date.now(), "/readyz never came back").toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // More requests at once than the pool has connections: none may meet a broken one.
  const burst = await Promise.all(Array.from({ length: 20 }, () => app.request.get(QUOTE)));
  expect(burst.map((res) => res.status)).toEqual(Array(20).fill(200));
  expect(burst[0]!.body.discount).toBe(10);
}

// Outages take seconds of deadlines each; on a busy machine, more.
describe("with the database gone", { timeout: 60_000 }, () => {
  it("refused connections: 503s, pages from the last settings read, then recovery without a restart", async () => {
    // Before: everything works, and the pages read the operator's settings.
    expect((await app.request.get("/readyz")).status).toBe(200);
    expect((await app.request.get(QUOTE)).status).toBe(200);
    await expectPagesServed();

    await proxy.cut("refuse");
    const ready = await app.request.get("/readyz");
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe("database unavailable");
    expect((await app.request.get("/healthz")).status).toBe(200);
    await expectApisUnavailable();
    await expectPagesServed();
    // An order cannot be shown without its row: a 503 page in the site's shell.
    // The link is settled first (its token needs no row), then the clean address reads the order.
    const settled = await page(`/payment-result?mode=cash&Info=1001&t=${token}`);
    const result = settled.status === 303 ? await page("/payment-result").set("cookie", String(settled.headers["set-cookie"]).split(";")[0]!) : settled;
    expect(result.status).toBe(503);
    expect(result.headers["retry-after"], "when to try again").toBe("10");
    expect(result.text.includes("אירעה שגיאה"), "the error page").toBe(true);
    expect(result.text.includes(">לביצוע הזמנה</a>"), "the site's header").toBe(true);
    // No island to hydrate there: a document's script drives the chrome (decision 023).
    expect(result.text, "the chrome's script").toMatch(/<script type="module" src="\/assets\/enhance-[\w-]+\.js"/);
    expect(result.text, "no island").not.toContain('id="application"');

    // An app started while the database is away has read nothing: the defaults.
    const fresh = await testApp({ db, pages: true, now: fixedNow });
    const home = await page("/", fresh.request);
    expect(home.status).toBe(200);
    expect(home.text.includes(POPUP_TITLE), "a fresh app has nothing but defaults").toBe(false);

    // The operator changes a text while the site cannot reach the database.
    await setPopupTitle(LATER_TITLE);
    await proxy.restore();
    await expectRecovered();
    const created = await app.request.post("/api/bookings").send(bookingBody({ coupon_code: "OUTAGE10" }));
    expect(created.status, created.text).toBe(201);
    // Fresh reads again: the change shows without a restart.
    await pageShows(LATER_TITLE);
    await setPopupTitle(POPUP_TITLE);
    await pageShows(POPUP_TITLE);
  });

  it("dropped connections: every pooled connection dies and new ones are cut at once", async () => {
    // Warm the pool so the outage kills connections in use and idle ones.
    await Promise.all(Array.from({ length: 5 }, () => app.request.get(QUOTE)));
    await proxy.cut("reset");
    expect((await app.request.get("/readyz")).status).toBe(503);
    await expectApisUnavailable();
    await expectPagesServed();
    await proxy.restore();
    await expectRecovered();
  });

  it("bookings under way when connections drop: 201 or 503, never a 500, and nothing half-written", async () => {
    // Four clients book without pause; the connections drop under them, twice.
    const answers: { status: number; orderNumber?: number; text: string }[] = [];
    let stop = false;
    const client = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const res = await app.request.post("/api/bookings").send(bookingBody({ coupon_code: (n + i) % 2 ? "OUTAGE10" : undefined }));
        answers.push({ status: res.status, orderNumber: res.body?.order_number, text: res.text.slice(0, 300) });
      }
    };
    const created = () => answers.filter((answer) => answer.status === 201).length;
    const until = async (condition: () => boolean) => {
      const deadline = Date.now() + 20_000;
      while (!condition()) {
        expect(Date.now(), "the bookings did not get going").toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const clients = [0, 1, 2, 3].map(client);
    try {
      for (const round of [1, 2]) {
        await until(() => created() >= round * 6);
        await proxy.cut("reset");
        const refusedFrom = answers.length;
        await until(() => answers.length >= refusedFrom + 4);
        await proxy.restore();
      }
      const last = created();
      await until(() => created() >= last + 4);
    } finally {
      stop = true;
      await Promise.all(clients);
    }
    for (const answer of answers) expect([201, 503], answer.text).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 503)).toBe(true);
    await expectRecovered();
    // Exactly the bookings answered 201 exist, and the coupon counted each use once.
    const orderNumbers = answers.filter((answer) => answer.status === 201).map((answer) => answer.orderNumber!);
    const stored = await direct.prisma.booking.count({ where: { orderNumber: { in: orderNumbers } } });
    expect(stored).toBe(orderNumbers.length);
    const withCoupon = await direct.prisma.booking.count({ where: { couponCode: "OUTAGE10" } });
    const coupon = await direct.prisma.coupon.findUniqueOrThrow({ where: { code: "OUTAGE10" } });
    expect(coupon.usedCount).toBe(withCoupon);
  });

  it("a silent network path: /readyz and pages answer within seconds, and everything resumes", async () => {
    await proxy.cut("hang");
    // Nothing fails here, it only never answers: the probe gives up after 3 s.
    const started = Date.now();
    const ready = await app.request.get("/readyz");
    expect(ready.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(10_000);
    // The first page waits for the settings read's 3 s deadline; the next ones answer
    // from memory at once (seven pages each waiting would take over 21 s).
    const pagesStarted = Date.now();
    await expectPagesServed();
    expect(Date.now() - pagesStarted).toBeLessThan(15_000);
    await proxy.restore();
    await expectRecovered();
  });
});

describe("with the database's socket gone", { timeout: 60_000 }, () => {
  // docs/OPERATIONS.md, "When the database is away": the embedded database's socket file vanished under a running
  // server; new connections failed with `connect ENOENT …/.s.PGSQL.5432`, which
  // Prisma hands over without the syscall, and bookings answered 500.
  it("a Unix socket removed under the running app: 503 with Retry-After and the Hebrew message, never a 500, then recovery", async () => {
    const front = await vanishingSocket(scratch.target, scratch.directUrl);
    const viaSocket = await openDatabase({ databaseUrl: front.connectionString, dataDir: null, poolSize: 3 });
    try {
      const socketApp = await testApp({ db: viaSocket, now: fixedNow, config: testConfig({ RATE_LIMITS: "off" }) });
      const before = await socketApp.request.post("/api/bookings").send(bookingBody());
      expect(before.status, before.text).toBe(201);

      await front.vanish();
      expect(fs.existsSync(front.socketPath)).toBe(false);
      const ready = await socketApp.request.get("/readyz");
      expect(ready.status).toBe(503);
      expect(ready.body.status).toBe("database unavailable");
      const booking = await socketApp.request.post("/api/bookings").send(bookingBody());
      expect(booking.status, booking.text).toBe(503);
      expect(booking.headers["retry-after"]).toBe("10");
      expect(booking.body).toEqual({ error: { code: "unavailable", message: messages.api.unavailable } });
      await expectApisUnavailable(socketApp.request);

      await front.restore();
      const deadline = Date.now() + 15_000;
      while ((await socketApp.request.get("/readyz")).status !== 200) {
        expect(Date.now(), "/readyz never came back").toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const after = await socketApp.request.post("/api/bookings").send(bookingBody());
      expect(after.status, after.text).toBe(201);
    } finally {
      await viaSocket.close().catch(() => {});
      await front.close();
    }
  });
});

/** A pg pool whose every connection attempt fails with `error()`. */
function failingPool(error: () => Error): pg.Pool {
  class FailingClient extends pg.Client {}
  // The pool connects with a callback, a lone client with a promise.
  FailingClient.prototype.connect = function (callback?: (error: Error) => void) {
    if (!callback) return Promise.reject(error());
    process.nextTick(callback, error());
  } as pg.Client["connect"];
  return new pg.Pool({ Client: FailingClient });
}

/** What the app's code receives when connecting fails so: through Prisma 7 and its pg driver adapter, as it is. */
async function errorsThroughPrisma(error: () => Error): Promise<[string, unknown][]> {
  const prisma = new PrismaClient({ adapter: new PrismaPg(failingPool(error)) });
  const caught: [string, unknown][] = [];
  const calls: [string, () => Promise<unknown>][] = [
    ["a model query", () => prisma.coupon.findMany()],
    ["a raw query", () => prisma.$queryRawUnsafe("SELECT 1")],
    ["a transaction", () => prisma.$transaction(async (tx) => tx.coupon.findMany())],
  ];
  try {
    for (const [label, call] of calls) {
      try {
        await call();
        caught.push([label, null]);
      } catch (thrown) {
        caught.push([label, thrown]);
      }
    }
  } finally {
    await prisma.$disconnect().catch(() => {});
  }
  return caught;
}

const socketError = (code: string, syscall = "connect", at = "/srv/valet/data/.s.PGSQL.5432") => () =>
  Object.assign(new Error(`${syscall} ${code} ${at}`), { code, errno: -1, syscall, address: at });

describe("connection failures as the app receives them", () => {
  // Every code a connection can fail with, thrown by pg when it connects. The pg
  // driver adapter converts four of them (ECONNREFUSED, ECONNRESET, ETIMEDOUT,
  // ENOTFOUND) into its error kinds; Prisma hands the others over as a known
  // request error that keeps the code and message but not the syscall.
  it.each([
    ["ENOENT (the Unix socket is gone)", socketError("ENOENT")],
    ["ECONNREFUSED", socketError("ECONNREFUSED")],
    ["ECONNRESET", socketError("ECONNRESET", "read")],
    ["EPIPE", socketError("EPIPE", "write")],
    ["ETIMEDOUT", socketError("ETIMEDOUT")],
    ["EHOSTUNREACH", socketError("EHOSTUNREACH", "connect", "10.0.0.9:5432")],
    ["ENETUNREACH", socketError("ENETUNREACH", "connect", "10.0.0.9:5432")],
    ["EAI_AGAIN (name lookup failed for now)", socketError("EAI_AGAIN", "getaddrinfo", "db.internal")],
    ["ENOTFOUND", socketError("ENOTFOUND", "getaddrinfo", "db.internal")],
    ["Connection terminated unexpectedly", () => new Error("Connection terminated unexpectedly")],
    ["pg's connect timeout", () => new Error("Connection terminated due to connection timeout")],
    ["pg-pool's timeout (the pool is full)", () => new Error("timeout exceeded when trying to connect")],
    ["localhost refused on both addresses", () => Object.assign(new AggregateError([socketError("ECONNREFUSED", "connect", "::1:5432")(), socketError("ECONNREFUSED", "connect", "127.0.0.1:5432")()]), { code: "ECONNREFUSED" })],
  ])("%s: unavailable, from a model query, a raw query and a transaction", async (_label, error) => {
    for (const [call, thrown] of await errorsThroughPrisma(error)) {
      expect(thrown, call).not.toBeNull();
      expect(isDatabaseUnavailable(thrown), `${call}: ${String(thrown)}`).toBe(true);
    }
  });

  it("a bug while connecting (a TypeError) is no outage: still a 500", async () => {
    for (const [call, thrown] of await errorsThroughPrisma(() => new TypeError("Cannot read properties of undefined (reading 'host')"))) {
      expect(thrown, call).not.toBeNull();
      expect(isDatabaseUnavailable(thrown), `${call}: ${String(thrown)}`).toBe(false);
    }
  });
});

describe("what counts as the database being away", () => {
  const known = (code: string, meta?: Record<string, unknown>) =>
    new PrismaNamespace.PrismaClientKnownRequestError("database error", { code, clientVersion: "7", meta });
  const errno = (code: string, syscall = "connect") => Object.assign(new Error(`${syscall} ${code}`), { code, errno: -1, syscall });
  const pgError = (code: string) => Object.assign(new Error("server says no"), { code, severity: "FATAL" });

  it.each([
    ["P1001 from the adapter (connection refused)", known("P1001", { driverAdapterError: { cause: { kind: "DatabaseNotReachable" } } })],
    ["P1017 (server closed the connection)", known("P1017")],
    ["P2024 (no pool connection in time)", known("P2024")],
    ["P2028 (transaction could not start in time)", known("P2028")],
    ["an adapter ConnectionClosed wrapped in an unknown code", known("P2010", { driverAdapterError: { cause: { kind: "ConnectionClosed" } } })],
    ["an adapter postgres 57P01 (admin shutdown)", known("P2010", { driverAdapterError: { cause: { kind: "postgres", code: "57P01" } } })],
    ["pg: Connection terminated unexpectedly", new Error("Connection terminated unexpectedly")],
    ["pg: timeout exceeded when trying to connect", new Error("timeout exceeded when trying to connect")],
    ["ECONNREFUSED", errno("ECONNREFUSED")],
    ["ECONNRESET", errno("ECONNRESET", "read")],
    ["ENOENT of a Unix socket", errno("ENOENT")],
    ["a pg FATAL 57P03 (starting up)", pgError("57P03")],
    ["a pg 08006 (connection failure)", pgError("08006")],
    ["a pg 53300 (too many connections)", pgError("53300")],
    ["a read past its deadline", new DatabaseTimeoutError("ping", 3000)],
    ["a cause two levels down", new Error("outer", { cause: new Error("middle", { cause: errno("ECONNREFUSED") }) })],
    ["Prisma's known error of a vanished socket (code ENOENT, no syscall)", Object.assign(known("ENOENT"), { message: "\nInvalid `prisma.$queryRaw()` invocation:\n\n\nconnect ENOENT /srv/valet/data/.s.PGSQL.5432" })],
    ["EPIPE / EHOSTUNREACH / ENETUNREACH / EAI_AGAIN / ETIMEDOUT", new AggregateError(["EPIPE", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN", "ETIMEDOUT"].map((code) => errno(code)))],
    ...(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"] as const).map(
      (kind) => [`a DriverAdapterError ${kind} as the cause of another error`, new Error("query failed", { cause: new DriverAdapterError({ kind } as never) })] as [string, unknown],
    ),
  ])("%s: unavailable", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["P2002 (unique violation)", known("P2002", { target: ["code"] })],
    ["P2025 (record not found)", known("P2025")],
    ["an adapter postgres 23505", known("P2010", { driverAdapterError: { cause: { kind: "postgres", code: "23505" } } })],
    ["a pg 08P01 (protocol violation: a bug)", pgError("08P01")],
    ["a pg 42P01 (no such table)", pgError("42P01")],
    ["ENOENT of a file", errno("ENOENT", "open")],
    ["Prisma's known error of a missing file (code ENOENT, open)", Object.assign(known("ENOENT"), { message: "ENOENT: no such file or directory, open '/app/build/query_compiler_bg.wasm'" })],
    ["a DriverAdapterError of a bad query", new DriverAdapterError({ kind: "postgres", code: "42703", severity: "ERROR", message: "column does not exist" } as never)],
    ["a plain bug", new TypeError("Cannot read properties of undefined (reading 'connect')")],
    ["nothing", undefined],
  ])("%s: not an outage", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
