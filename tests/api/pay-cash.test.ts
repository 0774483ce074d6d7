// Pay the representative in cash instead (product.md §2.16): POST
// /api/bookings/:order/pay-cash?t= turns a card booking whose payment is pending or was
// declined into a cash booking, judged as a booking is (today's scheduling rules, the
// daily capacity counted again: a declined card holds no place), with a booking_events
// row and the cash booking's messages; a paid, cancelled or cash booking is a Hebrew
// 409, a wrong token the same 404 as an unknown order. Then what the result page says
// next (server/services/payment-results.ts): the handover, and where the confirmation went.
import { beforeEach, describe, expect, it } from "vitest";
import { apiContract } from "@shared/api/contract.ts";
import { messages } from "@shared/messages/index.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow, NOW } from "@tests/support/fixed-clock.ts";
import { sandboxReturn } from "@tests/support/sandbox-return.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

type App = Awaited<ReturnType<typeof testApp>>;
interface Created {
  order_number: number;
  token: string;
}

const refused = messages.paymentResult.payCashRefused;

async function setCapacity(capacity: number | null) {
  const { prisma } = await workerDatabase();
  await prisma.siteConfig.update({ where: { id: 1 }, data: { dailyCapacity: capacity } });
}

async function book(app: App, overrides: Record<string, unknown> = {}): Promise<Created> {
  const res = await app.request.post("/api/bookings").send(bookingBody(overrides));
  expect(res.status).toBe(201);
  return res.body;
}

/** A card booking the sandbox declined: payment_status failed. */
async function declinedCard(app: App, overrides: Record<string, unknown> = {}): Promise<Created> {
  const order = await book(app, { payment_method: "card", ...overrides });
  await app.services.payments.handleReturn(await sandboxReturn(app.request, order, "decline"));
  expect((await bookingOf(app, order)).paymentStatus).toBe("failed");
  return order;
}

const bookingOf = (app: App, order: Created) => app.db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: order.order_number } });
const payCash = (app: App, order: Created, token = order.token) => app.request.post(`/api/bookings/${order.order_number}/pay-cash?t=${token}`).send({});

/** The day counts of the booking body's stay (Tuesday 24 to Monday 30 November). */
async function countsOfStay(app: App): Promise<number[]> {
  const rows = await app.db.prisma.bookingDayCount.findMany({ where: { day: { gte: new Date("2026-11-24"), lte: new Date("2026-11-30") } }, orderBy: { day: "asc" } });
  return rows.map((row) => row.used);
}

describe("POST /api/bookings/:order/pay-cash", () => {
  it("a declined card becomes a cash booking: pending, its place taken back, an event, and the cash booking's messages", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await declinedCard(app, { message_channel: "sms" });
    // A declined card holds no place in the daily counts.
    expect(await countsOfStay(app)).toEqual([0, 0, 0, 0, 0, 0, 0]);

    const res = await payCash(app, order);
    expect(res.status).toBe(200);
    const parsed = apiContract.orderPayCash.response.safeParse(res.body);
    expect(parsed.success ? null : parsed.error.issues).toBeNull();
    expect(res.body).toMatchObject({ order_number: order.order_number, payment_method: "cash", status: "cash", amount_due: 450 });
    // The cash result page's link, as a new cash booking's: it carries the order's token.
    expect(res.body.result_url).toMatch(new RegExp(`^/payment-result\\?mode=cash&Info=.*${order.order_number}.*&t=`));

    const booking = await bookingOf(app, order);
    expect(booking).toMatchObject({ paymentMethod: "cash", paymentStatus: "pending", paymentDate: null });
    expect(await countsOfStay(app)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    const events = await app.db.prisma.bookingEvent.findMany({ where: { bookingId: booking.id } });
    expect(events).toMatchObject([{ kind: "payment_method_changed", actor: "customer", changes: { payment_method: { from: "card", to: "cash" } } }]);
    const queued = await app.db.prisma.messageOutbox.findMany({ where: { bookingId: booking.id }, orderBy: { id: "asc" } });
    expect(queued.map((row) => [row.kind, row.channel, row.dedupeKey])).toEqual([
      ["business_notification", "email", `business-notification:${order.order_number}`],
      ["customer_confirmation", "email", `customer-confirmation:${order.order_number}`],
      ["booking_confirmed", "sms", `phone:confirmed:${booking.id}`],
    ]);
  });

  it("a card booking never paid (pending) goes to cash too, keeping the place it holds", async () => {
    await setCapacity(1);
    const app = await testApp({ now: fixedNow });
    const order = await book(app, { payment_method: "card" });
    expect(await countsOfStay(app)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    const res = await payCash(app, order);
    expect(res.status).toBe(200);
    expect(await bookingOf(app, order)).toMatchObject({ paymentMethod: "cash", paymentStatus: "pending" });
    expect(await countsOfStay(app)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it("a card page still open when the booking went to cash, paid after: the card paid it, recorded once (decision 038)", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, { payment_method: "card" });
    // The page is opened, then the traveller chooses cash in another tab, then pays the open page.
    const create = await app.request.post("/api/create-payment").send({ orderNumber: order.order_number, token: order.token });
    expect((await payCash(app, order)).status).toBe(200);
    const pageQuery = Object.fromEntries(new URL(create.body.paymentUrl, "http://x").searchParams);
    const done = await app.request.post("/pay/sandbox/complete").type("form").send({ ...pageQuery, decision: "approve" });
    const query = Object.fromEntries(new URL(String(done.headers.location), "http://x").searchParams);
    for (let i = 0; i < 2; i++) await app.services.payments.handleReturn(query);
    expect(await bookingOf(app, order)).toMatchObject({ paymentMethod: "card", paymentStatus: "completed", paymentAmount: 450, paymentId: query.Id });
    const events = await app.db.prisma.bookingEvent.findMany({ where: { kind: "payment_method_changed" }, orderBy: { id: "asc" } });
    expect(events.map((event) => event.changes)).toEqual([{ payment_method: { from: "card", to: "cash" } }, { payment_method: { from: "cash", to: "card" } }]);
    expect(await app.db.prisma.taxDocument.count({ where: { paymentRef: `card:${query.Id}` } })).toBe(1);
  });

  it("counts the capacity again: a declined card whose date another booking filled is refused, and stays as it was", async () => {
    await setCapacity(1);
    const app = await testApp({ now: fixedNow });
    const order = await declinedCard(app);
    // The declined card freed the place; a cash booking for Thursday to Friday takes Thursday's.
    await book(app, { departure_date: "2026-11-26", departure_time: "08:00", arrival_date: "2026-11-27", arrival_time: "09:00" });

    const res = await payCash(app, order);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: "dates_full", message: refused.full });
    const booking = await bookingOf(app, order);
    expect(booking).toMatchObject({ paymentMethod: "card", paymentStatus: "failed" });
    expect(await app.db.prisma.bookingEvent.count({ where: { bookingId: booking.id } })).toBe(0);
    expect(await app.db.prisma.messageOutbox.count({ where: { bookingId: booking.id } })).toBe(0);
  });

  it("judges the stay by today's rules: a pickup now less than the minimum notice away is refused", async () => {
    let clock = NOW;
    const app = await testApp({ now: () => clock });
    const order = await declinedCard(app);
    // Tuesday 01:00: the 06:00 pickup is five hours away, under the 8-hour notice.
    clock = new Date("2026-11-23T23:00:00.000Z");
    const res = await payCash(app, order);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: "not_bookable", message: refused.notBookable });
    expect(await bookingOf(app, order)).toMatchObject({ paymentMethod: "card", paymentStatus: "failed" });
  });

  it("refuses a paid card, a cash and a cancelled booking with a Hebrew 409, changing nothing", async () => {
    const app = await testApp({ now: fixedNow });
    const paid = await book(app, { payment_method: "card" });
    await app.services.payments.handleReturn(await sandboxReturn(app.request, paid, "approve"));
    const cash = await book(app);
    const cancelled = await declinedCard(app, { departure_date: "2026-12-08", arrival_date: "2026-12-14" });
    expect((await app.request.post(`/api/bookings/${cancelled.order_number}/cancel?t=${cancelled.token}`).send({})).status).toBe(200);

    for (const [order, code, message] of [
      [paid, "already_paid", refused.paid],
      [cash, "already_cash", refused.cash],
      [cancelled, "cancelled", refused.cancelled],
    ] as const) {
      const before = await bookingOf(app, order);
      const res = await payCash(app, order);
      expect(res.status, code).toBe(409);
      expect(res.body.error).toEqual({ code, message });
      expect(await bookingOf(app, order)).toEqual(before);
    }
    expect(await app.db.prisma.bookingEvent.count({ where: { kind: "payment_method_changed" } })).toBe(0);
  });

  it("answers a wrong token, a missing one and an unknown order with the same 404", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await declinedCard(app);
    const answers = [
      await payCash(app, order, "x".repeat(32)),
      await app.request.post(`/api/bookings/${order.order_number}/pay-cash`).send({}),
      await payCash(app, { ...order, order_number: order.order_number + 100 }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(answers[0]!.body);
    }
    expect(await bookingOf(app, order)).toMatchObject({ paymentMethod: "card", paymentStatus: "failed" });
  });

  it("an Idempotency-Key's repeat answers the first switch; another site's page is refused", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await declinedCard(app);
    const keyed = () => app.request.post(`/api/bookings/${order.order_number}/pay-cash?t=${order.token}`).set("Idempotency-Key", "cash-once").send({});
    const first = await keyed();
    const again = await keyed();
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body.payment_method).toBe("cash");
    expect(await app.db.prisma.bookingEvent.count({ where: { kind: "payment_method_changed" } })).toBe(1);

    const other = await declinedCard(app, { departure_date: "2026-12-08", arrival_date: "2026-12-14" });
    const foreign = await app.request.post(`/api/bookings/${other.order_number}/pay-cash?t=${other.token}`).set("Origin", "https://evil.example").send({});
    expect(foreign.status).toBe(403);
    expect(await bookingOf(app, other)).toMatchObject({ paymentMethod: "card", paymentStatus: "failed" });
  });
  // Its per-address limit is tests/api/rate-limits.test.ts's, which walks every entry of RATE_LIMITS.
});

describe("what the result page says next", () => {
  /** The result view for a settled query, as the clean address reads it from the cookie. */
  async function viewOf(app: App, query: Record<string, string>) {
    const setCookie = await app.services.paymentResults.settle(query);
    return app.services.paymentResults.view(setCookie.split(";")[0]!);
  }
  const cashQuery = (order: { result_url: string }) => Object.fromEntries(new URL(order.result_url, "https://valet.test").searchParams);

  it("a cash booking: the handover, and the SMS or WhatsApp to the number's last digits, or e-mail only, or no mobile", async () => {
    const app = await testApp({ now: fixedNow });
    const handover = { at: "2026-11-24T04:00:00.000Z", terminal: "terminal_3" };
    const cases = [
      [{ message_channel: "sms" }, { channel: "sms", ending: "4567" }],
      [{ message_channel: "whatsapp", phone: "052-765-4321" }, { channel: "whatsapp", ending: "4321" }],
      [{ message_channel: "email" }, { channel: "email", reason: "chosen" }],
      [{ message_channel: "sms", phone: "03-5551234" }, { channel: "email", reason: "no_mobile" }],
    ] as const;
    for (const [overrides, phone] of cases) {
      const created = (await app.request.post("/api/bookings").send(bookingBody(overrides))).body;
      const view = await viewOf(app, cashQuery(created));
      expect(view).toMatchObject({ kind: "cash", orderNumber: created.order_number, emailHint: "d***@example.com", next: { handover, phone } });
    }
  });

  it("a declined card names its order and amount and offers cash; once switched, its cash link shows the cash result", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, { payment_method: "card", message_channel: "whatsapp" });
    const view = await viewOf(app, await sandboxReturn(app.request, order, "decline"));
    expect(view).toMatchObject({ kind: "card-failed", retry: { orderNumber: order.order_number }, amount: 450, cashInstead: true });

    const switched = await payCash(app, order);
    expect(await viewOf(app, cashQuery(switched.body))).toMatchObject({
      kind: "cash",
      orderNumber: order.order_number,
      amount: 450,
      next: { phone: { channel: "whatsapp", ending: "4567" } },
    });
    // Paid by card meanwhile (another tab): the declined card's page, read again, no longer offers cash.
    const paid = await book(app, { payment_method: "card" });
    const declined = (await app.services.paymentResults.settle(await sandboxReturn(app.request, paid, "decline"))).split(";")[0]!;
    expect(await app.services.paymentResults.view(declined)).toMatchObject({ kind: "card-failed", cashInstead: true });
    await app.services.payments.handleReturn(await sandboxReturn(app.request, paid, "approve"));
    expect(await app.services.paymentResults.view(declined)).toMatchObject({ kind: "card-failed", cashInstead: false });
  });
});
