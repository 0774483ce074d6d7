// Extend my stay (product.md §12) through the API, on the real test database with
// a clock the test sets (bookings made on Sunday 2026-11-22 10:00 in Israel, the
// pickup on its day, Tuesday the 24th, docs/decisions/037): after the pickup and until the
// planned return the traveller moves the return later; it is judged, priced and
// e-mailed as a change; a card booking pays the difference through the sandbox, a
// cash booking owes it to the representative; before the pickup, after the planned
// return and for an earlier return the answer is no, in Hebrew, with the phone.
import { beforeEach, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "@server/api/rate-limits.ts";
import { createAdminServices } from "@server/services/admin/index.ts";
import { apiContract } from "@shared/api/contract.ts";
import { extendMessages } from "@shared/messages/extend.ts";
import { messages } from "@shared/messages/index.ts";
import { serviceMessages } from "@shared/messages/service.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow, NOW, PICKUP_DAY, settableClock } from "@tests/support/fixed-clock.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

const PHONE = "03-5550000";
/** Two days later than the booking's Monday 30 November 22:30: 9 days of open parking instead of 7. */
const LATER = { arrival_date: "2026-12-02", arrival_time: "20:00" };

type App = Awaited<ReturnType<typeof setup>>;
interface Order {
  order_number: number;
  token: string;
}

async function setup() {
  const clock = settableClock();
  const app = await testApp({ now: clock.now });
  const { link } = await createAdminServices(app.db.prisma, fixedNow).crew.add({ name: "דני כהן", phone: "050-123 4567" });
  const signedIn = await app.request.post("/api/crew/sign-in").send({ token: link.token });
  const cookie = `valet_crew=${/^valet_crew=([^;]+)/.exec(signedIn.headers["set-cookie"]![0]!)![1]!}`;
  return { ...app, cookie, clock };
}

/** A booking made on NOW, whatever the clock says after. */
async function book(app: App, overrides: Record<string, unknown> = {}): Promise<Order> {
  const then = app.clock.now();
  app.clock.set(NOW);
  try {
    const res = await app.request.post("/api/bookings").send(bookingBody(overrides));
    expect(res.status).toBe(201);
    return res.body;
  } finally {
    app.clock.set(then);
  }
}

async function crew(app: App, order: Order, action: string, body: object = {}) {
  const res = await app.request.post(`/api/crew/bookings/${order.order_number}/${action}`).set("cookie", app.cookie).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Picked up on its day (the crew's days, docs/decisions/037); the clock stays there. */
const pickUp = (app: App, order: Order) => {
  app.clock.set(PICKUP_DAY);
  return crew(app, order, "pickup", { odometer_km: 12_000, fuel_eighths: 5, keys: 1 });
};
const path = (order: Order, action: string) => `/api/bookings/${order.order_number}/${action}?t=${order.token}`;
const extend = (app: App, order: Order, body: object, key?: string) => {
  const call = app.request.post(path(order, "extend"));
  return (key ? call.set("Idempotency-Key", key) : call).send(body);
};

/** Follows a hosted-page URL through the sandbox's approve button to its signed return query. */
async function approveAt(app: App, paymentUrl: string): Promise<Record<string, string>> {
  const pageQuery = Object.fromEntries(new URL(paymentUrl, "http://x").searchParams);
  const done = await app.request.post("/pay/sandbox/complete").type("form").send({ ...pageQuery, decision: "approve" });
  expect(done.status).toBe(303);
  return Object.fromEntries(new URL(String(done.headers.location), "http://x").searchParams);
}

function expectRefusal(res: { status: number; body: { error?: { code: string; message: string } } }, status: number, code: string, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error).toMatchObject({ code, message });
}

describe("POST /api/bookings/:orderNumber/quote-extend and /extend", () => {
  it("a cash booking, once picked up: priced without saving, then saved as a change of the return, the difference owed to the representative", async () => {
    const app = await setup();
    const order = await book(app);
    await pickUp(app, order);

    const quote = await app.request.post(path(order, "quote-extend")).send(LATER);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body).toMatchObject({ days: 9, total: 550, old_total: 450, difference: 100, amount_due: 550, refund_due: 0 });
    expect(apiContract.orderQuoteExtend.response.parse(quote.body)).toEqual(quote.body);
    expect(await app.db.prisma.bookingEvent.count()).toBe(0);

    const res = await extend(app, order, LATER);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ arrival: { date: "2026-12-02", time: "20:00" }, total: 550, amount_due: 550, status: "cash" });
    expect(res.body.changes).toEqual({ arrival_date: { from: "2026-11-30", to: "2026-12-02" }, arrival_time: { from: "22:30", to: "20:00" } });
    expect(res.body.payment_url).toBeUndefined();
    expect(apiContract.orderExtend.response.parse(res.body)).toEqual(res.body);
    const row = await app.db.prisma.booking.findFirstOrThrow();
    expect(row).toMatchObject({ totalPrice: 550, serviceStatus: "picked_up" });
    expect(await app.db.prisma.bookingEvent.findMany()).toMatchObject([{ kind: "changed", actor: "customer", oldTotal: 450, newTotal: 550 }]);
    // The traveller's e-mail of a change, with the new return.
    const mail = await app.db.prisma.messageOutbox.findFirstOrThrow({ where: { kind: "customer_change" } });
    expect(mail.text).toContain("2.12.2026");
    // The representative collects the rest at the return, on its day.
    app.clock.set(new Date("2026-12-02T06:00:00.000Z"));
    const crewView = await app.request.get(`/api/crew/manifest?date=2026-12-02`).set("cookie", app.cookie);
    expect(crewView.body.entries).toMatchObject([{ kind: "return", order_number: order.order_number, cash_to_collect: 550 }]);
  });

  it("a paid card booking pays the difference through the sandbox's payment page", async () => {
    const app = await setup();
    const order = await book(app, { payment_method: "card" });
    const create = await app.request.post("/api/create-payment").send({ orderNumber: order.order_number, token: order.token });
    await app.request.get("/api/payment-webhook").query(await approveAt(app, create.body.paymentUrl));
    expect((await app.db.prisma.booking.findFirstOrThrow()).paymentStatus).toBe("completed");
    await pickUp(app, order);

    const res = await extend(app, order, LATER);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total: 550, paid: 450, amount_due: 100, status: "paid" });
    expect(res.body.payment_url).toMatch(/amount=100&/);
    const query = await approveAt(app, res.body.payment_url);
    expect((await app.request.get("/api/payment-webhook").query(query)).body.outcome).toBe("completed");
    expect(await app.db.prisma.booking.findFirstOrThrow()).toMatchObject({ paymentAmount: 550, paymentStatus: "completed", totalPrice: 550 });
    expect(await app.db.prisma.bookingEvent.count({ where: { kind: "difference_paid" } })).toBe(1);
    expect((await app.request.get(`/api/bookings/${order.order_number}?t=${order.token}`)).body.amount_due).toBe(0);
    // Paid up: the order page's pay button has nothing left to pay.
    expect((await app.request.post(path(order, "pay-difference")).send({})).status).toBe(409);
  });

  it("is refused before the pickup (the change form applies), and the ordinary change is not", async () => {
    const app = await setup();
    const order = await book(app);
    for (const action of ["quote-extend", "extend"]) {
      expectRefusal(await app.request.post(path(order, action)).send(LATER), 409, "not_picked_up", extendMessages.beforePickup);
    }
    expect((await app.request.post(path(order, "change")).send(LATER)).status).toBe(200);
  });

  it("refuses an earlier or the same return (by phone), and any other field", async () => {
    const app = await setup();
    const order = await book(app);
    await pickUp(app, order);
    const earlier = await extend(app, order, { arrival_date: "2026-11-30", arrival_time: "20:00" });
    expect(earlier.status).toBe(422);
    expect(earlier.body.error.fields).toEqual({ arrival_date: extendMessages.earlierByPhone(PHONE) });
    expect((await app.request.post(path(order, "quote-extend")).send({ arrival_date: "2026-11-29", arrival_time: "22:30" })).body.error.fields).toEqual({
      arrival_date: extendMessages.earlierByPhone(PHONE),
    });
    expect((await extend(app, order, { arrival_date: "2026-11-30", arrival_time: "22:30" })).status).toBe(422);
    const other = await extend(app, order, { ...LATER, arrival_terminal: "terminal_1" });
    expect(other.status).toBe(422);
    expect(other.body.error.fields).toEqual({ arrival_terminal: extendMessages.returnTimeOnly });
    // The same rules as a booking: a return time the service does not work at is refused.
    expect((await extend(app, order, { arrival_date: "2026-12-02", arrival_time: "25:00" })).status).toBe(422);
    expect(await app.db.prisma.bookingEvent.count()).toBe(0);
  });

  it("is refused once the planned return has come, and after the return", async () => {
    const app = await setup();
    const order = await book(app);
    await pickUp(app, order);
    // The planned return moved to this very moment.
    await app.db.prisma.booking.updateMany({ data: { arrivalAt: NOW } });
    expectRefusal(await extend(app, order, LATER), 409, "extend_closed", extendMessages.closed(PHONE));

    const other = await book(app);
    await pickUp(app, other);
    await crew(app, other, "parked", { bay: "A-1", key_hook: "3" });
    await crew(app, other, "returning");
    await crew(app, other, "return", { odometer_km: 12_010, fuel_eighths: 5 });
    expectRefusal(await extend(app, other, LATER), 409, "service_over", serviceMessages.changeAfterService);
  });

  it("takes an Idempotency-Key of its own: a retry answers the first extension, another body with the key is refused", async () => {
    const app = await setup();
    const order = await book(app);
    await pickUp(app, order);
    const first = await extend(app, order, LATER, "extend-1");
    expect(first.status).toBe(200);
    const again = await extend(app, order, LATER, "extend-1");
    expect(again.status).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toMatchObject({ total: 550, arrival: { date: "2026-12-02" } });
    const reused = await extend(app, order, { arrival_date: "2026-12-03", arrival_time: "20:00" }, "extend-1");
    expect(reused.status).toBe(422);
    expect(reused.body.error).toMatchObject({ code: "idempotency_key_reused", message: messages.api.idempotencyKeyReused });
    expect(await app.db.prisma.bookingEvent.count()).toBe(1);
    expect(await app.db.prisma.messageOutbox.count({ where: { kind: "customer_change" } })).toBe(1);
  });

  it("is rate-limited like a change", () => {
    const { orderChange, orderQuoteChange, orderExtend, orderQuoteExtend } = RATE_LIMITS;
    expect([orderExtend.windowMs, orderExtend.limit]).toEqual([orderChange.windowMs, orderChange.limit]);
    expect([orderQuoteExtend.windowMs, orderQuoteExtend.limit]).toEqual([orderQuoteChange.windowMs, orderQuoteChange.limit]);
  });
});
