// The guarantees that only hold if the database enforces them, under 200
// simultaneous requests: the coupon limit, distinct order numbers, idempotency
// keys and payment returns. Runs on the embedded Postgres, and again on CI's Debian
// Postgres (TEST_DATABASE_URL); on both the requests really do run in parallel.
import { beforeEach, describe, expect, it } from "vitest";
import { messages } from "@shared/messages/index.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { sandboxReturn } from "@tests/support/sandbox-return.ts";
import { testApp, testConfig } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

const CONCURRENCY = 200;

beforeEach(async () => resetDatabase(await workerDatabase()));

/** Per-IP limits are off: every request here comes from the one test address. */
function unlimitedApp() {
  return testApp({ config: testConfig({ RATE_LIMITS: "off" }), now: fixedNow });
}

function times<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => make(index)));
}

// 200 requests on one embedded database in a busy CI worker can take a while.
describe(`${CONCURRENCY} concurrent requests`, { timeout: 120_000 }, () => {
  it("racing for a coupon with 10 uses: exactly 10 get it and used_count is 10", async () => {
    const { request, db } = await unlimitedApp();
    await db.prisma.coupon.create({ data: { code: "TEN", amount: 20, usageLimit: 10 } });
    const results = await times(CONCURRENCY, () => request.post("/api/bookings").send(bookingBody({ coupon_code: "TEN" })));

    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 422);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(CONCURRENCY - 10);
    for (const r of refused) expect(r.body.error.fields.coupon_code).toBe(messages.coupon.limitReached);
    for (const r of created) expect(r.body.total).toBe(430);
    expect((await db.prisma.coupon.findUniqueOrThrow({ where: { code: "TEN" } })).usedCount).toBe(10);
    expect(await db.prisma.booking.count({ where: { couponCode: "TEN" } })).toBe(10);
    expect(await db.prisma.booking.count()).toBe(10);
  });

  it("each booking gets its own order number, and every number answered is stored", async () => {
    const { request, db } = await unlimitedApp();
    const results = await times(CONCURRENCY, () => request.post("/api/bookings").send(bookingBody({ payment_method: "card" })));

    expect(results.map((r) => r.status).filter((status) => status !== 201)).toEqual([]);
    const numbers = results.map((r) => r.body.order_number as number);
    expect(new Set(numbers).size).toBe(CONCURRENCY);
    const stored = await db.prisma.booking.findMany({ select: { orderNumber: true } });
    expect(stored.map((b) => b.orderNumber).sort()).toEqual([...numbers].sort());
  });

  it("submits sharing 20 idempotency keys make exactly 20 bookings, one per key", async () => {
    const { request, db } = await unlimitedApp();
    const keyOf = (index: number) => `double-submit-key-${String(index % 20).padStart(2, "0")}`;
    const results = await times(CONCURRENCY, (index) =>
      request.post("/api/bookings").set("idempotency-key", keyOf(index)).send(bookingBody()),
    );

    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    const numberByKey = new Map<string, Set<number>>();
    results.forEach((r, index) => {
      const set = numberByKey.get(keyOf(index)) ?? new Set<number>();
      set.add(r.body.order_number);
      numberByKey.set(keyOf(index), set);
    });
    for (const set of numberByKey.values()) expect(set.size).toBe(1);
    expect(await db.prisma.booking.count()).toBe(20);
    // Two e-mails per booking, never per request.
    expect(await db.prisma.messageOutbox.count()).toBe(40);
  });

  it("identical payment returns over HTTP complete the booking once, with one pair of e-mails", async () => {
    const { request, db } = await unlimitedApp();
    const created = (await request.post("/api/bookings").send(bookingBody({ payment_method: "card", parking_type: "covered" }))).body;
    const query = await sandboxReturn(request, created, "approve");

    const results = await times(CONCURRENCY, () => request.get("/api/payment-webhook").query(query));

    expect(results.every((r) => r.status === 200 && r.body.outcome === "completed")).toBe(true);
    const booking = await db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: created.order_number } });
    expect(booking).toMatchObject({ paymentStatus: "completed", paymentAmount: 600 });
    expect(await db.prisma.messageOutbox.count()).toBe(2);
    const outcomes = await db.prisma.paymentAttempt.groupBy({ by: ["outcome"], where: { kind: "return" }, _count: true });
    expect(Object.fromEntries(outcomes.map((o) => [o.outcome, o._count]))).toEqual({
      completed: 1,
      already_completed: CONCURRENCY - 1,
    });
  });

  it("returns for 20 different orders, interleaved, complete each order once", async () => {
    const { request, db } = await unlimitedApp();
    const orders = await times(20, async () => (await request.post("/api/bookings").send(bookingBody({ payment_method: "card" }))).body);
    const queries = await Promise.all(orders.map((order) => sandboxReturn(request, order, "approve")));

    const results = await times(CONCURRENCY, (index) => request.get("/api/payment-webhook").query(queries[index % 20]!));

    expect(results.every((r) => r.body.outcome === "completed")).toBe(true);
    expect(await db.prisma.booking.count({ where: { paymentStatus: "completed" } })).toBe(20);
    expect(await db.prisma.messageOutbox.count()).toBe(40);
  });
});
