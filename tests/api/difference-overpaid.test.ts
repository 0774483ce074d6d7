// A payment page opened for one difference and paid after a second change
// (docs/decisions/038): the money the provider took is always recorded. What goes
// beyond what is due now becomes a refund due that the operator sees in
// `valet bookings refunds`; what falls short stays due. Through the card sandbox, on
// the real test database, with the fixed clock (Sunday 2026-11-22 10:00 in Israel).
import { beforeEach, describe, expect, it } from "vitest";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { cli } from "@tests/cli/cli-harness.ts";
import { approvedReturnOf } from "@tests/support/sandbox-return.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

type App = Awaited<ReturnType<typeof testApp>>;
interface Created {
  order_number: number;
  token: string;
}

const path = (order: Created, action = "") => `/api/bookings/${order.order_number}${action ? `/${action}` : ""}?t=${order.token}`;

/** Covered parking, Tuesday 1 to Monday 7 December: 600 ₪, paid by card through the sandbox. */
async function paidCardBooking(app: App): Promise<Created> {
  const res = await app.request
    .post("/api/bookings")
    .send(bookingBody({ payment_method: "card", parking_type: "covered", departure_date: "2026-12-01", arrival_date: "2026-12-07" }));
  expect(res.status).toBe(201);
  const create = await app.request.post("/api/create-payment").send({ orderNumber: res.body.order_number, token: res.body.token });
  await app.request.get("/api/payment-webhook").query(await approvedReturnOf(app.request, create.body.paymentUrl));
  return res.body;
}

async function change(app: App, order: Created, body: object) {
  const res = await app.request.post(path(order, "change")).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe("a difference paid after a second change", () => {
  it("a second change made it cheaper again: the 100 ₪ paid is recorded and owed back, once", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await paidCardBooking(app);
    const dearer = await change(app, order, { arrival_date: "2026-12-09" });
    expect(dearer).toMatchObject({ total: 700, amount_due: 100 });
    // The traveller opens the page for 100 ₪, then changes back before paying.
    const page = dearer.payment_url as string;
    expect(await change(app, order, { arrival_date: "2026-12-07" })).toMatchObject({ total: 600, amount_due: 0, refund_due: 0 });

    const query = await approvedReturnOf(app.request, page);
    for (let i = 0; i < 2; i++) await app.request.get("/api/payment-webhook").query(query);

    const booking = await app.db.prisma.booking.findFirstOrThrow();
    expect(booking).toMatchObject({ totalPrice: 600, paymentAmount: 700, refundDue: 100, paymentStatus: "completed" });
    const events = await app.db.prisma.bookingEvent.findMany({ where: { kind: "difference_paid" } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ refund: 100, note: query.Id });
    const outcomes = (await app.db.prisma.paymentAttempt.findMany({ where: { kind: "return" }, orderBy: { id: "asc" } })).map((a) => a.outcome);
    expect(outcomes.slice(-2)).toEqual(["overpaid", "already_completed"]);
    // The order page owes nothing and says what is owed back; the business is told; the money is documented.
    expect((await app.request.get(path(order))).body).toMatchObject({ amount_due: 0, refund_due: 100 });
    const note = await app.db.prisma.messageOutbox.findFirstOrThrow({ where: { kind: "business_difference_paid" } });
    expect(note.text).toContain("נרשמו להחזר");
    expect(await app.db.prisma.taxDocument.count({ where: { paymentRef: `card:${query.Id}` } })).toBe(1);
    // The operator's list of refunds to pay.
    const refunds = await cli(["bookings", "refunds", "--json"]);
    expect(JSON.parse(refunds.stdout)).toEqual([expect.objectContaining({ orderNumber: order.order_number, refundDue: 100 })]);
  });

  it("a second change made it dearer still: the 100 ₪ paid is recorded and the rest stays due", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await paidCardBooking(app);
    const page = (await change(app, order, { arrival_date: "2026-12-09" })).payment_url as string;
    expect(await change(app, order, { arrival_date: "2026-12-10" })).toMatchObject({ total: 750, amount_due: 150 });

    await app.request.get("/api/payment-webhook").query(await approvedReturnOf(app.request, page));
    expect(await app.db.prisma.booking.findFirstOrThrow()).toMatchObject({ totalPrice: 750, paymentAmount: 700, refundDue: 0 });
    expect((await app.request.get(path(order))).body).toMatchObject({ amount_due: 50, refund_due: 0 });
  });

  it("a difference paid after the booking was cancelled is owed back whole", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await paidCardBooking(app);
    const page = (await change(app, order, { arrival_date: "2026-12-09" })).payment_url as string;
    const cancelled = await app.request.post(path(order, "cancel")).send({});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const before = await app.db.prisma.booking.findFirstOrThrow();

    await app.request.get("/api/payment-webhook").query(await approvedReturnOf(app.request, page));
    const after = await app.db.prisma.booking.findFirstOrThrow();
    expect(after.paymentAmount).toBe(before.paymentAmount! + 100);
    expect(after.refundDue).toBe(before.refundDue + 100);
  });
});
