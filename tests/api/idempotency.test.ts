// Idempotency-Key (product.md §7.4, docs/decisions/026): a key is scoped to its endpoint and, for an
// order's writes, to its order, and bound to the request it first came with. The
// same key with the same body answers the first result; with another body, 422
// `idempotency_key_reused`; on another endpoint or another order it is simply a
// different key, and never answers another booking or its token.
import { beforeEach, describe, expect, it } from "vitest";
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

/** Tuesday 1 December to Monday 7 December: changeable and cancellable under the fixed clock. */
const DECEMBER = { departure_date: "2026-12-01", arrival_date: "2026-12-07" };

function createBooking(app: App, body: Record<string, unknown>, key?: string) {
  const test = app.request.post("/api/bookings");
  if (key) test.set("Idempotency-Key", key);
  return test.send(body);
}

async function book(app: App, overrides: Record<string, unknown> = {}, key?: string): Promise<Created> {
  const res = await createBooking(app, bookingBody({ ...DECEMBER, ...overrides }), key);
  expect(res.status).toBe(201);
  return res.body;
}

const orderPath = (order: Created, action: string) => `/api/bookings/${order.order_number}/${action}?t=${order.token}`;

function expectKeyReused(res: { status: number; body: { error?: { code: string; message: string } } }) {
  expect(res.status).toBe(422);
  expect(res.body.error).toMatchObject({ code: "idempotency_key_reused", message: messages.api.idempotencyKeyReused });
}

describe("POST /api/bookings with a key already used", () => {
  it("the same key with the same body is the first booking again (the body's key order does not matter)", async () => {
    const app = await testApp({ now: fixedNow });
    const body = bookingBody(DECEMBER);
    const first = await createBooking(app, body, "same-body-key-01");
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await createBooking(app, reordered, "same-body-key-01");
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body.order_number).toBe(first.body.order_number);
    expect(await app.db.prisma.booking.count()).toBe(1);
  });

  it("a retry whose analytics changed meanwhile (another tab's page load) is still the same request", async () => {
    const app = await testApp({ now: fixedNow });
    const first = await createBooking(app, bookingBody({ ...DECEMBER, attribution: { first: { landing: "/" } } }), "analytics-key-01");
    const again = await createBooking(app, bookingBody({ ...DECEMBER, attribution: { first: { landing: "/" }, last: { landing: "/vip" } }, visitor_id: "visitor-12345678" }), "analytics-key-01");
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.order_number).toBe(first.body.order_number);
  });

  it("another traveller's key with another body is refused 422, never their order number or token", async () => {
    const app = await testApp({ now: fixedNow });
    const victim = await book(app, {}, "victim-key-0001");
    const res = await createBooking(app, bookingBody({ ...DECEMBER, full_name: "מרים כהן", email: "miriam@example.com", phone: "052-7654321" }), "victim-key-0001");
    expectKeyReused(res);
    expect(JSON.stringify(res.body)).not.toContain(String(victim.order_number));
    expect(JSON.stringify(res.body)).not.toContain(victim.token);
    expect(res.headers["idempotent-replayed"]).toBeUndefined();
    expect(await app.db.prisma.booking.count()).toBe(1);
  });

  it("concurrent submits of one key with different bodies make one booking; the others are refused", async () => {
    const app = await testApp({ now: fixedNow });
    const bodies = ["050-1111111", "050-2222222", "050-3333333", "050-4444444"].map((phone) => bookingBody({ ...DECEMBER, phone }));
    const answers = await Promise.all(bodies.map((body) => createBooking(app, body, "racing-key-0001")));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 422, 422, 422]);
    expect(await app.db.prisma.booking.count()).toBe(1);
  });

  it("a key used on an order's change is a new key for a booking", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app);
    const change = await app.request.post(orderPath(order, "change")).set("Idempotency-Key", "shared-key-0001").send({ arrival_date: "2026-12-08" });
    expect(change.status).toBe(200);
    const created = await createBooking(app, bookingBody(DECEMBER), "shared-key-0001");
    expect(created.status).toBe(201);
    expect(created.body.order_number).not.toBe(order.order_number);
  });
});

describe("an order's change and cancel with a key already used", () => {
  it("a key first used on order B, sent with order A's token, never answers order B", async () => {
    const app = await testApp({ now: fixedNow });
    const a = await book(app);
    const b = await book(app, { full_name: "מרים כהן", email: "miriam@example.com" });
    const onB = await app.request.post(orderPath(b, "change")).set("Idempotency-Key", "order-b-key-0001").send({ arrival_date: "2026-12-09" });
    expect(onB.status).toBe(200);
    expect(onB.body.order_number).toBe(b.order_number);

    const onA = await app.request.post(orderPath(a, "change")).set("Idempotency-Key", "order-b-key-0001").send({ arrival_date: "2026-12-09" });
    expect(onA.status).toBe(200);
    expect(onA.headers["idempotent-replayed"]).toBeUndefined();
    expect(onA.body.order_number).toBe(a.order_number);
    expect(JSON.stringify(onA.body)).not.toContain("miriam");
    // Order A really changed: the key was a new one for it.
    expect((await app.request.get(`/api/bookings/${a.order_number}?t=${a.token}`)).body.arrival.date).toBe("2026-12-09");

    const cancelA = await app.request.post(orderPath(a, "cancel")).set("Idempotency-Key", "order-b-key-0001").send({});
    expect(cancelA.status).toBe(200);
    expect(cancelA.body.order_number).toBe(a.order_number);
    // B was never cancelled by A's request.
    expect((await app.db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: b.order_number } })).cancelledAt).toBeNull();
  });

  it("the same key with the same change is one change; with another change it is refused 422", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app);
    const send = (patch: Record<string, unknown>) => app.request.post(orderPath(order, "change")).set("Idempotency-Key", "change-key-0002").send(patch);
    expect((await send({ arrival_date: "2026-12-08" })).status).toBe(200);
    const again = await send({ arrival_date: "2026-12-08" });
    expect(again.status).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expectKeyReused(await send({ arrival_date: "2026-12-09" }));
    expect(await app.db.prisma.bookingEvent.count()).toBe(1);
    expect((await app.db.prisma.booking.findFirstOrThrow()).arrivalAt.toISOString()).toMatch(/^2026-12-08/);
  });

  it("a key used on a change is a new key for the same order's cancel (not a false 'cancelled')", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app);
    expect((await app.request.post(orderPath(order, "change")).set("Idempotency-Key", "one-key-for-all").send({ arrival_date: "2026-12-08" })).status).toBe(200);
    const cancel = await app.request.post(orderPath(order, "cancel")).set("Idempotency-Key", "one-key-for-all").send({});
    expect(cancel.status).toBe(200);
    expect(cancel.headers["idempotent-replayed"]).toBeUndefined();
    expect((await app.db.prisma.booking.findFirstOrThrow()).cancelledAt).not.toBeNull();
  });
});
