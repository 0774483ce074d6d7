// The lot's daily capacity (docs/decisions/015): the last free place on a date is
// sold once, however many bookings race for it; the counts per date follow every
// write to bookings; the check is one SQL statement whatever the number of
// bookings; with or without a coupon, a booking's write is one statement, no
// transaction around it.
// Runs on the embedded Postgres, and again on CI's Debian Postgres
// (TEST_DATABASE_URL); on both the bookings really do run in parallel.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { beforeEach, describe, expect, it } from "vitest";
import { messages } from "@shared/messages/index.ts";
import { PrismaClient } from "@server/db/generated/client.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { BROWSER_UA, testApp, testConfig, type TestAppOptions } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

async function setCapacity(capacity: number | null) {
  const { prisma } = await workerDatabase();
  await prisma.siteConfig.update({ where: { id: 1 }, data: { dailyCapacity: capacity } });
}

function unlimitedApp(db?: TestAppOptions["db"]) {
  return testApp({ config: testConfig({ RATE_LIMITS: "off" }), now: fixedNow, db });
}

/** The statement inserting `count` stays from `from` to `to`, as one statement. */
function staysInsert(count: number, overrides: { from?: string; to?: string; status?: string } = {}): string {
  return `
    INSERT INTO bookings (first_name, last_name, phone, email, car_model, license_number, departure_terminal,
      departure_at, arrival_terminal, arrival_at, flight_number, parking_type, terms_accepted, payment_method,
      days, parking_price, extras_price, total_price, payment_status, updated_at)
    SELECT 'דנה', 'לוי', '0501234567', 'dana@example.com', 'קורולה', '1234567', 'terminal_3',
      ('${overrides.from ?? "2026-11-24"} 06:00'::timestamp AT TIME ZONE 'Asia/Jerusalem'), 'terminal_3',
      ('${overrides.to ?? "2026-11-30"} 22:30'::timestamp AT TIME ZONE 'Asia/Jerusalem'), 'LY001', 'open', true, 'cash',
      7, 450, 0, 450, '${overrides.status ?? "pending"}', now()
    FROM generate_series(1, ${count})`;
}

/** `count` stays over the booking body's dates, inserted in one statement. */
async function seedStays(count: number, overrides: { from?: string; to?: string; status?: string } = {}) {
  const { prisma } = await workerDatabase();
  await prisma.$executeRawUnsafe(staysInsert(count, overrides));
}

/**
 * A Prisma client on the worker's database that records every SQL statement its
 * connections send, BEGIN and COMMIT included (Prisma's own query log leaves those out).
 */
async function recordingClient() {
  const db = await workerDatabase();
  const statements: string[] = [];
  const pool = new pg.Pool({ connectionString: db.connectionString, max: 2 });
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string };
      statements.push(typeof first === "string" ? first : (first?.text ?? ""));
      return query(...args);
    };
  });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    statements,
    db: { prisma, ping: async () => true },
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

describe("daily capacity", { timeout: 120_000 }, () => {
  it("60 bookings racing for 5 places on the same dates: exactly 5 are made, the rest refused in Hebrew", async () => {
    await setCapacity(5);
    const { request, db } = await unlimitedApp();
    const results = await Promise.all(Array.from({ length: 60 }, () => request.post("/api/bookings").send(bookingBody())));

    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status === 422);
    expect(refused).toHaveLength(55);
    for (const r of refused) expect(r.body.error.fields).toEqual({ departure_time: messages.schedule.unavailable, arrival_time: messages.schedule.unavailable });
    expect(await db.prisma.booking.count()).toBe(5);
    // Refused bookings queue no e-mails.
    expect(await db.prisma.messageOutbox.count()).toBe(10);
  });

  it("a coupon is not used up by a booking refused for capacity", async () => {
    await setCapacity(1);
    await seedStays(1);
    const { request, db } = await unlimitedApp();
    await db.prisma.coupon.create({ data: { code: "ONE", amount: 20, usageLimit: 1 } });

    const res = await request.post("/api/bookings").send(bookingBody({ coupon_code: "ONE" }));

    expect(res.status).toBe(422);
    expect((await db.prisma.coupon.findUniqueOrThrow({ where: { code: "ONE" } })).usedCount).toBe(0);
  });

  it("40 bookings, half with a coupon of 3 uses, racing for 6 places: no more than either, and a coupon use only with a booking", async () => {
    await setCapacity(6);
    const { request, db } = await unlimitedApp();
    await db.prisma.coupon.create({ data: { code: "THREE", amount: 20, usageLimit: 3 } });
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) => request.post("/api/bookings").send(bookingBody(index % 2 ? { coupon_code: "THREE" } : {}))),
    );

    expect(results.filter((r) => r.status === 201)).toHaveLength(6);
    expect(results.filter((r) => r.status === 422)).toHaveLength(34);
    const withCoupon = await db.prisma.booking.count({ where: { couponCode: "THREE" } });
    expect(withCoupon).toBeLessThanOrEqual(3);
    // Every use counted is a booking made with the coupon, whatever refused the others.
    expect((await db.prisma.coupon.findUniqueOrThrow({ where: { code: "THREE" } })).usedCount).toBe(withCoupon);
    expect(await db.prisma.booking.count()).toBe(6);
  });

  it("a full day between departure and return refuses the stay on the departure date", async () => {
    await setCapacity(2);
    await seedStays(2, { from: "2026-11-26", to: "2026-11-27" });
    const { request } = await unlimitedApp();

    const res = await request.post("/api/bookings").send(bookingBody());

    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ departure_date: messages.schedule.stayFull });
  });

  it("failed and cancelled bookings hold no place", async () => {
    await setCapacity(2);
    await seedStays(3, { status: "failed" });
    await seedStays(1);
    const { prisma } = await workerDatabase();
    await prisma.$executeRawUnsafe(`UPDATE bookings SET cancelled_at = now() WHERE id = (SELECT max(id) FROM bookings)`);
    const { request } = await unlimitedApp();

    expect((await request.post("/api/bookings").send(bookingBody())).status).toBe(201);
    expect((await request.post("/api/bookings").send(bookingBody())).status).toBe(201);
    expect((await request.post("/api/bookings").send(bookingBody())).status).toBe(422);
  });

  it("a no-show holds no place: the car never came, so its days are free again (docs/decisions/029)", async () => {
    await setCapacity(1);
    await seedStays(1);
    const { request } = await unlimitedApp();
    expect((await request.post("/api/bookings").send(bookingBody())).status).toBe(422);
    const { prisma } = await workerDatabase();
    await prisma.$executeRawUnsafe(`UPDATE bookings SET service_status = 'no_show' WHERE id = (SELECT max(id) FROM bookings)`);
    expect((await request.post("/api/bookings").send(bookingBody())).status).toBe(201);
  });

  it("the counts per date follow every write to bookings: insert, change of dates, failure, cancellation, delete, truncate", async () => {
    const { prisma } = await workerDatabase();
    const counts = async () =>
      Object.fromEntries(
        (await prisma.$queryRawUnsafe<Array<{ day: string; used: number }>>(
          `SELECT to_char(day, 'YYYY-MM-DD') AS day, used FROM booking_day_counts WHERE used <> 0 ORDER BY day`,
        )).map((row) => [row.day, row.used]),
      );
    await seedStays(2, { from: "2026-11-24", to: "2026-11-26" });
    expect(await counts()).toEqual({ "2026-11-24": 2, "2026-11-25": 2, "2026-11-26": 2 });
    const [first, second] = await prisma.booking.findMany({ orderBy: { id: "asc" } });
    await prisma.$executeRawUnsafe(
      `UPDATE bookings SET arrival_at = arrival_at + interval '2 days', departure_at = departure_at + interval '1 day' WHERE id = ${first!.id}`,
    );
    expect(await counts()).toEqual({ "2026-11-24": 1, "2026-11-25": 2, "2026-11-26": 2, "2026-11-27": 1, "2026-11-28": 1 });
    await prisma.booking.update({ where: { id: second!.id }, data: { paymentStatus: "failed" } });
    expect(await counts()).toEqual({ "2026-11-25": 1, "2026-11-26": 1, "2026-11-27": 1, "2026-11-28": 1 });
    await prisma.booking.update({ where: { id: second!.id }, data: { paymentStatus: "pending" } });
    await prisma.$executeRawUnsafe(`UPDATE bookings SET cancelled_at = now() WHERE id = ${first!.id}`);
    expect(await counts()).toEqual({ "2026-11-24": 1, "2026-11-25": 1, "2026-11-26": 1 });
    await prisma.$executeRawUnsafe(`DELETE FROM bookings WHERE id = ${second!.id}`);
    expect(await counts()).toEqual({});
    await seedStays(1);
    await prisma.$executeRawUnsafe(`TRUNCATE bookings CASCADE`);
    expect(await prisma.$queryRawUnsafe(`SELECT * FROM booking_day_counts`)).toEqual([]);
  });

  it("availability and the booking agree: a date is full exactly when the next booking is refused", async () => {
    await setCapacity(3);
    await seedStays(2);
    const { request } = await unlimitedApp();
    const fullOn = async (date: string) =>
      (await request.get("/api/availability").query({ from: "2026-11-23", to: "2026-12-01" })).body.days.find(
        (day: { date: string }) => day.date === date,
      ).is_full;

    expect(await fullOn("2026-11-24")).toBe(false);
    expect((await request.post("/api/bookings").send(bookingBody())).status).toBe(201);
    for (const date of ["2026-11-24", "2026-11-27", "2026-11-30"]) expect(await fullOn(date)).toBe(true);
    expect(await fullOn("2026-11-23")).toBe(false);
    expect(await fullOn("2026-12-01")).toBe(false);
    expect((await request.post("/api/bookings").send(bookingBody())).status).toBe(422);
  });

  it("the booking page's calendar shows a date the moment a booking fills it, though its render is cached", async () => {
    await setCapacity(1);
    const { request, db } = await testApp({ config: testConfig({ RATE_LIMITS: "off" }), now: fixedNow, pages: true });
    // The packed calendar names only the days that differ from their weekday's hours.
    const showsThe25th = async () => (await request.get("/booking").set("user-agent", BROWSER_UA)).text.includes("2026-11-25");
    expect(await showsThe25th()).toBe(false);
    // A booking written past the test's own client, which waits for a settings notice
    // after every raw statement: as in production, no setting changes.
    const version = db.changes!().version();
    const pool = new pg.Pool({ connectionString: (await workerDatabase()).connectionString, max: 1 });
    try {
      await pool.query(staysInsert(1));
    } finally {
      await pool.end();
    }
    expect(db.changes!().version()).toBe(version);
    expect(await showsThe25th()).toBe(true);
  });

  it("with 5,000 bookings on the dates, the capacity check is one SQL statement", async () => {
    await setCapacity(100_000);
    await seedStays(5_000);
    const recorder = await recordingClient();
    try {
      const { services } = await unlimitedApp(recorder.db);
      recorder.statements.length = 0;
      const full = await services.capacity.fullDates({ capacity: 5_000, from: "2026-11-20", to: "2026-12-05" });
      expect(recorder.statements).toHaveLength(1);
      expect([...full]).toEqual(["2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29", "2026-11-30"]);
    } finally {
      await recorder.close();
    }
  });

  it.each([
    [null, null],
    [100_000, null],
    [null, "TEN"],
    [100_000, "TEN"],
  ])("a cash booking (capacity %s, coupon %s) is written by one statement, no transaction around it", async (capacity, coupon) => {
    await setCapacity(capacity);
    const recorder = await recordingClient();
    try {
      const { request, db } = await unlimitedApp(recorder.db);
      await db.prisma.coupon.create({ data: { code: "TEN", amount: 20, usageLimit: 10 } });
      // The first request fills the settings and blocked-period caches where there are some.
      await request.post("/api/bookings").send(bookingBody());
      recorder.statements.length = 0;

      const res = await request.post("/api/bookings").send(bookingBody(coupon ? { coupon_code: coupon } : {}));

      expect(res.status).toBe(201);
      expect(recorder.statements.filter((sql) => /^(BEGIN|COMMIT)/i.test(sql.trim()))).toEqual([]);
      // Settings may be read first (this test's client has no change feed, so no cache);
      // then the id and order number are drawn, and one statement writes the booking with both e-mails.
      const writes = recorder.statements.slice(recorder.statements.findIndex((sql) => sql.includes("nextval")));
      expect(writes, recorder.statements.join("\n---\n")).toHaveLength(2);
      expect(writes[1]).toMatch(/INSERT INTO bookings[\s\S]*INSERT INTO message_outbox/);
      // The coupon's use is a condition of the same statement; without a coupon it has no coupon part.
      expect(/UPDATE coupons/.test(writes[1]!)).toBe(coupon !== null);
      expect((await db.prisma.coupon.findUniqueOrThrow({ where: { code: "TEN" } })).usedCount).toBe(coupon ? 1 : 0);
      const booking = await db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: res.body.order_number }, include: { messages: true } });
      expect(booking.messages.map((email) => email.kind).sort()).toEqual(["business_notification", "customer_confirmation"]);
      // The trigger counted both bookings on every date of the stay, as inside a transaction.
      expect(await db.prisma.$queryRawUnsafe(`SELECT day::text, used FROM booking_day_counts WHERE day IN ('2026-11-24', '2026-11-30') ORDER BY day`)).toEqual([
        { day: "2026-11-24", used: 2 },
        { day: "2026-11-30", used: 2 },
      ]);
    } finally {
      await recorder.close();
    }
  });
});
