// Manage my booking (product.md §12, docs/decisions/017): the order's view, quotes, changes and the law's
// cancellation through the API, on the real test database, with a fixed clock
// (Sunday 2026-11-22 10:00 in Israel).
import { beforeEach, describe, expect, it } from "vitest";
import { manageMessages } from "@shared/messages/manage.ts";
import { messages } from "@shared/messages/index.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

type App = Awaited<ReturnType<typeof testApp>>;
interface Created {
  order_number: number;
  token: string;
}

/** Tuesday 1 December 06:00 to Monday 7 December 22:30: 7 days, 450 ₪ open; cancellable until Saturday 28 November. */
const DECEMBER = { departure_date: "2026-12-01", arrival_date: "2026-12-07" };

async function book(app: App, overrides: Record<string, unknown> = {}): Promise<Created> {
  const res = await app.request.post("/api/bookings").send(bookingBody(overrides));
  expect(res.status).toBe(201);
  return res.body;
}

const path = (order: Created, action = "") => `/api/bookings/${order.order_number}${action ? `/${action}` : ""}?t=${order.token}`;

/** Follows a hosted-page URL through the sandbox's approve button to its signed return query. */
async function approveAt(app: App, paymentUrl: string): Promise<Record<string, string>> {
  const pageQuery = Object.fromEntries(new URL(paymentUrl, "http://x").searchParams);
  const done = await app.request.post("/pay/sandbox/complete").type("form").send({ ...pageQuery, decision: "approve" });
  expect(done.status).toBe(303);
  return Object.fromEntries(new URL(String(done.headers.location), "http://x").searchParams);
}

async function paidCardBooking(app: App, overrides: Record<string, unknown> = {}): Promise<Created> {
  const order = await book(app, { payment_method: "card", parking_type: "covered", ...DECEMBER, ...overrides });
  const create = await app.request.post("/api/create-payment").send({ orderNumber: order.order_number, token: order.token });
  await app.request.get("/api/payment-webhook").query(await approveAt(app, create.body.paymentUrl));
  return order;
}

describe("GET /api/bookings/:orderNumber", () => {
  it("shows the order with its status, change deadline, cancellation terms and amount due", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, DECEMBER);
    const res = await app.request.get(path(order));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      order_number: order.order_number,
      status: "cash",
      total: 450,
      amount_due: 450,
      can_change: true,
      change_deadline: "2026-11-30T04:00:00.000Z",
      departure: { date: "2026-12-01", time: "06:00", terminal: "terminal_3" },
      cancellation: { allowed: true, fee: 0, refund: 0, deadline: "2026-11-28T22:00:00.000Z" },
      email_hint: "d***@example.com",
      business_phone: "03-5550000",
    });
  });

  it("the confirmation e-mail carries the private link, for cash and for card", async () => {
    const app = await testApp({ now: fixedNow });
    const cash = await book(app, DECEMBER);
    const card = await paidCardBooking(app);
    for (const order of [cash, card]) {
      const mail = await app.db.prisma.messageOutbox.findFirstOrThrow({ where: { kind: "customer_confirmation", booking: { orderNumber: order.order_number } } });
      expect(mail.text).toContain(`https://valet.test/order/${order.order_number}?t=${order.token}`);
    }
  });

  it("answers the same 404 for a wrong token and an unknown order", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app);
    const wrong = await app.request.get(`/api/bookings/${order.order_number}?t=${"x".repeat(32)}`);
    const unknown = await app.request.get(`/api/bookings/${order.order_number + 1}?t=${order.token}`);
    const none = await app.request.get(`/api/bookings/${order.order_number}`);
    for (const res of [wrong, unknown, none]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(messages.api.orderNotFound);
    }
    for (const action of ["quote-change", "change", "cancel", "resend-confirmation", "pay-difference"]) {
      const res = await app.request.post(`/api/bookings/${order.order_number}/${action}?t=${"x".repeat(32)}`).send({ arrival_time: "23:00" });
      expect(res.status, action).toBe(404);
    }
  });
});

describe("POST quote-change", () => {
  it("prices a longer stay without saving it", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, DECEMBER);
    const res = await app.request.post(path(order, "quote-change")).send({ arrival_date: "2026-12-09" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ days: 9, total: 550, old_total: 450, difference: 100, amount_due: 550, refund_due: 0 });
    expect(res.body.changes).toEqual({ arrival_date: { from: "2026-12-07", to: "2026-12-09" } });
    expect((await app.db.prisma.booking.findFirstOrThrow()).totalPrice).toBe(450);
    expect(await app.db.prisma.bookingEvent.count()).toBe(0);
  });

  it("keeps the coupon's discount when re-pricing", async () => {
    const app = await testApp({ now: fixedNow });
    await app.db.prisma.coupon.create({ data: { code: "SAVE40", amount: 40 } });
    const order = await book(app, { ...DECEMBER, coupon_code: "save40" });
    const res = await app.request.post(path(order, "quote-change")).send({ parking_type: "covered" });
    expect(res.body).toMatchObject({ parking: 600, discount: 40, total: 560, old_total: 410 });
  });

  it("re-prices with the coupon's own amount, not a discount an earlier price capped, even after the operator changes the coupon", async () => {
    const app = await testApp({ now: fixedNow });
    await app.db.prisma.coupon.create({ data: { code: "BIG400", amount: 400 } });
    // 8 days, 500 ₪ less 400.
    const order = await book(app, { ...DECEMBER, arrival_date: "2026-12-08", coupon_code: "big400" });
    expect((await app.request.get(path(order))).body).toMatchObject({ parking: 500, discount: 400, total: 100 });
    // 3 days, 350 ₪: the coupon covers it all.
    const shorter = await app.request.post(path(order, "change")).send({ arrival_date: "2026-12-03" });
    expect(shorter.body).toMatchObject({ parking: 350, discount: 350, total: 0 });
    // What the traveller booked with stays theirs when the operator edits or switches off the coupon.
    await app.db.prisma.coupon.update({ where: { code: "BIG400" }, data: { amount: 50, active: false } });
    const quoted = await app.request.post(path(order, "quote-change")).send({ arrival_date: "2026-12-08" });
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({ parking: 500, discount: 400, total: 100, old_total: 0 });
    const longer = await app.request.post(path(order, "change")).send({ arrival_date: "2026-12-08" });
    expect(longer.status).toBe(200);
    expect(longer.body).toMatchObject({ parking: 500, discount: 400, total: 100, amount_due: 100 });
  });
});

describe("POST change", () => {
  it("saves a new landing time, records the event and e-mails both sides with an updated calendar", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, DECEMBER);
    const res = await app.request.post(path(order, "change")).send({ arrival_time: "23:45", flight_number: "ly 9" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ arrival: { date: "2026-12-07", time: "23:45" }, flight_number: "LY9", total: 450 });
    const [event] = await app.db.prisma.bookingEvent.findMany();
    expect(event).toMatchObject({ kind: "changed", actor: "customer", forced: false, priceDifference: 0 });
    expect(event!.changes).toEqual({ arrival_time: { from: "22:30", to: "23:45" }, flight_number: { from: "LY001", to: "LY9" } });
    const mails = await app.db.prisma.messageOutbox.findMany({ where: { kind: { in: ["customer_change", "business_change"] } } });
    expect(mails).toHaveLength(2);
    const customer = mails.find((mail) => mail.kind === "customer_change")!;
    expect(customer.text).toContain("שעת נחיתה: 22:30 ← 23:45");
    expect(customer.text).toContain(`/order/${order.order_number}?t=${order.token}`);
    const ics = (customer.attachments as Array<{ content: string }>)[0]!.content;
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain("DTSTART:20261207T214500Z");
  });

  it.each([
    ["Shabbat", { arrival_date: "2026-12-05", arrival_time: "12:00" }, "arrival_time", messages.schedule.shabbat],
    ["Friday afternoon", { departure_date: "2026-11-27", departure_time: "16:00" }, "departure_time", messages.schedule.fridayOrEve],
    ["less than 8 hours ahead", { departure_date: "2026-11-22", departure_time: "14:00" }, "departure_time", messages.schedule.minAdvance(8)],
    ["a date in the past", { departure_date: "2026-11-20" }, "departure_date", messages.schedule.departureDateInPast],
    ["landing before take-off", { arrival_date: "2026-11-30" }, "arrival_date", messages.schedule.arrivalDateBeforeDeparture],
    ["off the quarter hour", { arrival_time: "22:10" }, "arrival_time", messages.invalid.timeSlot],
    ["a bad flight number", { flight_number: "!!" }, "flight_number", messages.invalid.flightNumber],
    ["an unknown extra", { additional_services: ["massage"] }, "additional_services", messages.invalid.extraService],
  ])("refuses %s with a Hebrew field message", async (_name, patch, field, message) => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, DECEMBER);
    const res = await app.request.post(path(order, "change")).send(patch);
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBe(message);
    expect(await app.db.prisma.bookingEvent.count()).toBe(0);
  });

  it("refuses a moment in a blocked period", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, DECEMBER);
    await app.db.prisma.blackoutPeriod.create({ data: { startAt: new Date("2026-12-07T18:00:00Z"), endAt: new Date("2026-12-07T23:00:00Z") } });
    const res = await app.request.post(path(order, "change")).send({ arrival_time: "21:00" });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.arrival_time).toBe(messages.schedule.unavailable);
  });

  it("refuses a change with nothing changed", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, DECEMBER);
    const res = await app.request.post(path(order, "change")).send({ arrival_time: "22:30" });
    expect(res.status).toBe(422);
    expect(res.body.error.fields._form).toBe(manageMessages.nothingChanged);
  });

  it("a full date refuses the change, but the booking never competes with itself", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, DECEMBER);
    await book(app, { departure_date: "2026-12-08", departure_time: "06:00", arrival_date: "2026-12-10" });
    await app.db.prisma.siteConfig.upsert({ where: { id: 1 }, create: { id: 1, dailyCapacity: 1 }, update: { dailyCapacity: 1 } });
    const own = await app.request.post(path(order, "change")).send({ arrival_time: "23:00", departure_time: "07:00" });
    expect(own.status).toBe(200);
    const full = await app.request.post(path(order, "change")).send({ arrival_date: "2026-12-09" });
    expect(full.status).toBe(422);
    expect(full.body.error.fields.arrival_time).toBe(messages.schedule.unavailable);
  });

  it("after the cutoff the customer is told to phone; the API answers 409", async () => {
    const app = await testApp({ now: () => new Date("2026-11-23T05:00:00Z") });
    const order = await book(app, { departure_date: "2026-11-25", arrival_date: "2026-11-30" });
    expect((await app.request.get(path(order))).body.can_change).toBe(true);
    const res = await app.request.post(path(order, "change")).send({ arrival_time: "23:00" });
    // 24 hours before Wednesday 06:00 is Tuesday 06:00: still open on Monday 07:00.
    expect(res.status).toBe(200);
    await app.db.prisma.siteConfig.upsert({ where: { id: 1 }, create: { id: 1, changeCutoffHours: 72 }, update: { changeCutoffHours: 72 } });
    expect((await app.request.get(path(order))).body.can_change).toBe(false);
    const late = await app.request.post(path(order, "change")).send({ arrival_time: "22:45" });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(manageMessages.changeClosed("03-5550000"));
  });

  it("an Idempotency-Key makes a repeated change one change", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, DECEMBER);
    const send = () => app.request.post(path(order, "change")).set("Idempotency-Key", "change-key-0001").send({ arrival_date: "2026-12-08" });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body.total).toBe(500);
    expect(await app.db.prisma.bookingEvent.count()).toBe(1);
  });

  it("a paid card booking made dearer pays the difference through the sandbox, once; forged and replayed returns do nothing", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await paidCardBooking(app);
    const res = await app.request.post(path(order, "change")).send({ arrival_date: "2026-12-09" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 700, paid: 600, amount_due: 100, status: "paid" });
    expect(res.body.payment_url).toMatch(/amount=100&/);
    const query = await approveAt(app, res.body.payment_url);

    const forged = await app.request.get("/api/payment-webhook").query({ ...query, Amount: "100", Id: "999999", Sign: "forged" });
    expect(forged.body.outcome).not.toBe("difference_paid");
    expect((await app.db.prisma.booking.findFirstOrThrow()).paymentAmount).toBe(600);

    for (let i = 0; i < 3; i++) expect((await app.request.get("/api/payment-webhook").query(query)).body.outcome).toBe("completed");
    const booking = await app.db.prisma.booking.findFirstOrThrow();
    expect(booking).toMatchObject({ paymentAmount: 700, paymentStatus: "completed", totalPrice: 700 });
    expect(await app.db.prisma.bookingEvent.count({ where: { kind: "difference_paid" } })).toBe(1);
    const outcomes = (await app.db.prisma.paymentAttempt.findMany({ where: { kind: "return" }, orderBy: { id: "asc" } })).map((a) => a.outcome);
    expect(outcomes.slice(-3)).toEqual(["difference_paid", "already_completed", "already_completed"]);
    expect((await app.request.get(path(order))).body.amount_due).toBe(0);
    // Paid up: nothing left to pay.
    expect((await app.request.post(path(order, "pay-difference")).send({})).status).toBe(409);
  });

  it("a paid card booking made cheaper owes the difference back", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await paidCardBooking(app);
    const res = await app.request.post(path(order, "change")).send({ parking_type: "open" });
    expect(res.body).toMatchObject({ total: 450, refund_due: 150, amount_due: 0 });
  });
});

describe("POST cancel", () => {
  it("inside the terms: cancelled, the fee kept, the rest owed back, the coupon's use returned, the place freed", async () => {
    const app = await testApp({ now: fixedNow });
    await app.db.prisma.coupon.create({ data: { code: "ONCE", amount: 50, usageLimit: 1 } });
    const order = await paidCardBooking(app, { coupon_code: "ONCE" });
    expect((await app.db.prisma.coupon.findFirstOrThrow()).usedCount).toBe(1);
    const view = await app.request.get(path(order));
    // 550 ₪ paid: 5% is 27.5, rounded down in the customer's favour.
    expect(view.body.cancellation).toMatchObject({ allowed: true, fee: 27, refund: 523 });

    const res = await app.request.post(path(order, "cancel")).send({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled", fee: 27, refund_due: 523, amount_due: 0, can_change: false });
    expect((await app.db.prisma.coupon.findFirstOrThrow()).usedCount).toBe(0);
    const mail = await app.db.prisma.messageOutbox.findFirstOrThrow({ where: { kind: "customer_cancellation" } });
    expect((mail.attachments as Array<{ content: string }>)[0]!.content).toContain("METHOD:CANCEL");
    expect(mail.text).toContain("523");
    expect(await app.db.prisma.messageOutbox.count({ where: { kind: "business_cancellation" } })).toBe(1);

    // Capacity 1: the cancelled booking's dates are free again.
    await app.db.prisma.siteConfig.upsert({ where: { id: 1 }, create: { id: 1, dailyCapacity: 1 }, update: { dailyCapacity: 1 } });
    expect((await app.request.post("/api/bookings").send(bookingBody(DECEMBER))).status).toBe(201);
  });

  it("twice: the second answers 409 and changes nothing; a cancelled booking cannot be changed", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, DECEMBER);
    expect((await app.request.post(path(order, "cancel")).send({})).status).toBe(200);
    const again = await app.request.post(path(order, "cancel")).send({});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(manageMessages.alreadyCancelled);
    const change = await app.request.post(path(order, "change")).send({ arrival_time: "23:00" });
    expect(change.status).toBe(409);
    expect(change.body.error.message).toBe(manageMessages.cancelled);
    expect(await app.db.prisma.bookingEvent.count()).toBe(1);
  });

  it("outside the terms: refused with the terms' reason", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app); // Tuesday 24 November: fewer than two working days remain
    const view = await app.request.get(path(order));
    expect(view.body.cancellation).toMatchObject({ allowed: false, reason: "too_close" });
    const res = await app.request.post(path(order, "cancel")).send({});
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(manageMessages.cancelRefused.too_close);
    expect((await app.db.prisma.booking.findFirstOrThrow()).cancelledAt).toBeNull();
  });

  it("a payment page opened before cancelling and paid after it: the money is owed back, no confirmation is sent", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, { payment_method: "card", parking_type: "covered", ...DECEMBER });
    const create = await app.request.post("/api/create-payment").send({ orderNumber: order.order_number, token: order.token });
    expect((await app.request.post(path(order, "cancel")).send({})).body).toMatchObject({ status: "cancelled", fee: 0, refund_due: 0 });
    const refused = await app.request.post("/api/create-payment").send({ orderNumber: order.order_number, token: order.token });
    expect(refused.status).toBe(409);
    const query = await approveAt(app, create.body.paymentUrl);
    for (let i = 0; i < 2; i++) await app.request.get("/api/payment-webhook").query(query);
    expect(await app.db.prisma.booking.findFirstOrThrow()).toMatchObject({ paymentStatus: "completed", paymentAmount: 600, refundDue: 600 });
    expect(await app.db.prisma.messageOutbox.count({ where: { kind: "customer_confirmation" } })).toBe(0);
    expect(await app.db.prisma.bookingEvent.count({ where: { kind: "paid_after_cancellation" } })).toBe(1);
    expect(await app.db.prisma.messageOutbox.count({ where: { kind: "business_difference_paid" } })).toBe(1);
  });

  it("a change and a cancel at once: both are applied in some order, or the change is refused; never a 5xx", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, DECEMBER);
    const [change, cancel] = await Promise.all([
      app.request.post(path(order, "change")).send({ arrival_date: "2026-12-08" }),
      app.request.post(path(order, "cancel")).send({}),
    ]);
    expect(cancel.status).toBe(200);
    expect([200, 409]).toContain(change.status);
    const booking = await app.db.prisma.booking.findFirstOrThrow();
    expect(booking.cancelledAt).not.toBeNull();
    const kinds = (await app.db.prisma.bookingEvent.findMany({ orderBy: { id: "asc" } })).map((event) => event.kind);
    expect(kinds).toEqual(change.status === 200 ? ["changed", "cancelled"] : ["cancelled"]);
  });
});

describe("POST resend-confirmation", () => {
  it("queues the confirmation with the order's link again, once per few minutes", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, DECEMBER);
    for (let i = 0; i < 3; i++) expect((await app.request.post(path(order, "resend-confirmation")).send({})).status).toBe(200);
    const resent = await app.db.prisma.messageOutbox.findMany({ where: { kind: "customer_confirmation_resend" } });
    expect(resent).toHaveLength(1);
    expect(resent[0]!.text).toContain(`/order/${order.order_number}?t=${order.token}`);
  });
});
