// The booking's bounds (docs/decisions/038): a departure at most booking_horizon_days
// ahead, a stay of at most max_stay_days. The attack they answer: one anonymous booking
// from 2027 to 9999 wrote 2.9 million daily-count rows and held the database for a
// minute. Every door that takes dates refuses a date beyond them with a 422 and a
// Hebrew message on that date: the booking, the schedule check, the calculator's price,
// the change and the extension and both their quotes. A booking made before the bounds
// keeps working. The clock is fixed: Sunday 2026-11-22 10:00 in Israel.
import { beforeEach, describe, expect, it } from "vitest";
import { createAdminServices } from "@server/services/admin/index.ts";
import { messages } from "@shared/messages/index.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

type App = Awaited<ReturnType<typeof testApp>>;
interface Order {
  order_number: number;
  token: string;
}

/** 2026-11-24 to 2027-02-21 is 90 priced days (both ends counted); a day more is 91. */
const LONGEST = { arrival_date: "2027-02-21", arrival_time: "22:30" };
const ONE_DAY_TOO_LONG = { arrival_date: "2027-02-22", arrival_time: "22:30" };
const TEN_YEARS = { arrival_date: "2036-11-20", arrival_time: "22:30" };
/** 365 days after 2026-11-22 is Monday 2027-11-22, the last departure that may be booked. */
const LAST_DEPARTURE = { departure_date: "2027-11-22", departure_time: "06:00", arrival_date: "2027-11-25", arrival_time: "22:30" };
const TOO_FAR = { departure_date: "2027-11-23", departure_time: "06:00", arrival_date: "2027-11-25", arrival_time: "22:30" };

const path = (order: Order, action: string) => `/api/bookings/${order.order_number}/${action}?t=${order.token}`;

async function book(app: App, overrides: Record<string, unknown> = {}): Promise<Order> {
  const res = await app.request.post("/api/bookings").send(bookingBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

function expectFieldRefusal(res: { status: number; body: { error?: { fields?: Record<string, string> } } }, field: string, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.error?.fields?.[field]).toBe(message);
}

async function dayCountRows(app: App): Promise<number> {
  const [row] = await app.db.prisma.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM booking_day_counts WHERE used <> 0`);
  return row!.n;
}

async function pickUp(app: App, order: Order) {
  const { link } = await createAdminServices(app.db.prisma, fixedNow).crew.add({ name: "דני כהן", phone: "050-123 4567" });
  const signedIn = await app.request.post("/api/crew/sign-in").send({ token: link.token });
  const cookie = `valet_crew=${/^valet_crew=([^;]+)/.exec(signedIn.headers["set-cookie"]![0]!)![1]!}`;
  const res = await app.request
    .post(`/api/crew/bookings/${order.order_number}/pickup`)
    .set("cookie", cookie)
    .send({ odometer_km: 12_000, fuel_eighths: 5, keys: 1 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe("POST /api/bookings: the booking's bounds", () => {
  it("refuses a ten-year stay with the longest stay named on the return date, and writes nothing", async () => {
    const app = await testApp({ now: fixedNow });
    const res = await app.request.post("/api/bookings").send(bookingBody(TEN_YEARS));
    expectFieldRefusal(res, "arrival_date", messages.schedule.stayTooLong(90));
    expect(res.body.error.fields.arrival_date).toContain("90 ימים");
    expect(await app.db.prisma.booking.count()).toBe(0);
    expect(await dayCountRows(app)).toBe(0);
  });

  it("refuses the stay to the year 9999 of the attack", async () => {
    const app = await testApp({ now: fixedNow });
    const res = await app.request.post("/api/bookings").send(bookingBody({ departure_date: "2027-01-05", arrival_date: "9999-12-28", arrival_time: "22:30" }));
    expectFieldRefusal(res, "arrival_date", messages.schedule.stayTooLong(90));
    expect(await app.db.prisma.booking.count()).toBe(0);
  });

  it("takes the longest allowed stay, which writes one daily-count row per day and no more", async () => {
    const app = await testApp({ now: fixedNow });
    await book(app, LONGEST);
    expect(await dayCountRows(app)).toBe(90);
    const refused = await app.request.post("/api/bookings").send(bookingBody(ONE_DAY_TOO_LONG));
    expectFieldRefusal(refused, "arrival_date", messages.schedule.stayTooLong(90));
  });

  it("takes a departure 365 days ahead and refuses one a day later, on the departure date", async () => {
    const app = await testApp({ now: fixedNow });
    await book(app, LAST_DEPARTURE);
    const res = await app.request.post("/api/bookings").send(bookingBody(TOO_FAR));
    expectFieldRefusal(res, "departure_date", messages.schedule.beyondHorizon(365));
    expect(res.body.error.fields.arrival_date).toBeUndefined();
  });

  it("follows the operator's site_config: a shorter horizon and a shorter stay apply to the next request", async () => {
    const app = await testApp({ now: fixedNow });
    await createAdminServices(app.db.prisma, fixedNow).site.setConfig({ bookingHorizonDays: 30, maxStayDays: 7 });
    const far = await app.request.post("/api/bookings").send(bookingBody({ departure_date: "2026-12-23", departure_time: "06:00", arrival_date: "2026-12-24" }));
    expectFieldRefusal(far, "departure_date", messages.schedule.beyondHorizon(30));
    const long = await app.request.post("/api/bookings").send(bookingBody({ arrival_date: "2026-12-01" }));
    expectFieldRefusal(long, "arrival_date", messages.schedule.stayTooLong(7));
    await book(app); // 2026-11-24 to 2026-11-30: seven days
  });

  it("the operator cannot set a bound beyond the calendar or below a day", async () => {
    const app = await testApp({ now: fixedNow });
    const site = createAdminServices(app.db.prisma, fixedNow).site;
    await expect(site.setConfig({ bookingHorizonDays: 366 })).rejects.toMatchObject({ fields: { booking_horizon_days: expect.any(String) } });
    await expect(site.setConfig({ maxStayDays: 0 })).rejects.toMatchObject({ fields: { max_stay_days: expect.any(String) } });
    await expect(site.setConfig({ maxStayDays: 366 })).rejects.toMatchObject({ fields: { max_stay_days: expect.any(String) } });
  });
});

describe("the schedule check and the calculator's price", () => {
  it("POST /api/schedule/check says what the booking would say", async () => {
    const app = await testApp({ now: fixedNow });
    const { departure_date, departure_time } = bookingBody();
    const res = await app.request.post("/api/schedule/check").send({ departure_date, departure_time, ...TEN_YEARS });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: false, errors: { arrival_date: messages.schedule.stayTooLong(90) } });
  });

  it("GET /api/quote answers 422 on the date beyond a bound, and prices the longest stay", async () => {
    const app = await testApp({ now: fixedNow });
    const long = await app.request.get("/api/quote").query({ type: "open", departure: "2026-11-24", arrival: "2036-11-20" });
    expectFieldRefusal(long, "arrival", messages.schedule.stayTooLong(90));
    const far = await app.request.get("/api/quote").query({ type: "open", departure: "2027-11-23", arrival: "2027-11-25" });
    expectFieldRefusal(far, "departure", messages.schedule.beyondHorizon(365));
    const ok = await app.request.get("/api/quote").query({ type: "open", departure: "2026-11-24", arrival: "2027-02-21" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ days: 90, total: 350 + 85 * 50 });
  });
});

describe("change, extension and their quotes", () => {
  it("quote-change and change refuse a return beyond the longest stay, and change nothing", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app);
    for (const action of ["quote-change", "change"]) {
      const res = await app.request.post(path(order, action)).send(ONE_DAY_TOO_LONG);
      expectFieldRefusal(res, "arrival_date", messages.schedule.stayTooLong(90));
    }
    const far = await app.request.post(path(order, "change")).send(TOO_FAR);
    expectFieldRefusal(far, "departure_date", messages.schedule.beyondHorizon(365));
    expect(await app.db.prisma.bookingEvent.count()).toBe(0);
    const ok = await app.request.post(path(order, "quote-change")).send(LONGEST);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it("quote-extend and extend refuse a return beyond the longest stay", async () => {
    const app = await testApp({ now: fixedNow });
    // Picked up today: a departure this Sunday evening.
    const order = await book(app, { departure_date: "2026-11-22", departure_time: "19:00" });
    await pickUp(app, order);
    // 2026-11-22 to 2027-02-19 is 90 days; the 20th is one too many.
    for (const action of ["quote-extend", "extend"]) {
      const res = await app.request.post(path(order, action)).send({ arrival_date: "2027-02-20", arrival_time: "22:30" });
      expectFieldRefusal(res, "arrival_date", messages.schedule.stayTooLong(90));
    }
    // A Friday: before 15:00.
    const ok = await app.request.post(path(order, "quote-extend")).send({ arrival_date: "2027-02-19", arrival_time: "14:00" });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.days).toBe(90);
  });
});

describe("a booking made before the bounds", () => {
  it("keeps working: its other fields change, and the operator sees it in the list beyond the bounds", async () => {
    const app = await testApp({ now: fixedNow });
    const admin = createAdminServices(app.db.prisma, fixedNow);
    await admin.site.setConfig({ maxStayDays: 365 });
    const long = await book(app, { arrival_date: "2027-03-31" });
    await book(app); // a week: within every bound
    await admin.site.setConfig({ maxStayDays: 90 });

    const changed = await app.request.post(path(long, "change")).send({ phone: "052-7654321" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const view = await app.request.get(`/api/bookings/${long.order_number}?t=${long.token}`);
    expect(view.status).toBe(200);

    const config = await admin.site.config();
    const beyond = await admin.bookings.beyondBounds(config, fixedNow());
    expect(beyond.map((booking) => booking.orderNumber)).toEqual([long.order_number]);
  });
});
