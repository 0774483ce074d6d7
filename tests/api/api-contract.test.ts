// The server's real answers are the contract's (shared/api/contract.ts): each
// endpoint's success body parses with its response schema, and its failures with
// the one error schema. The type check ties the routers' code to the contract;
// this ties what actually goes on the wire to it, spreads and all.
import { beforeEach, describe, expect, it } from "vitest";
import { apiContract, apiErrorBodySchema, type JsonEndpointName } from "@shared/api/contract.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

function expectAnswer(name: JsonEndpointName, body: unknown) {
  const parsed = apiContract[name].response.safeParse(body);
  expect(parsed.success ? null : parsed.error.issues, name).toBeNull();
  // Nothing on the wire that the contract does not name (z.object would strip it silently).
  if (parsed.success) expect(parsed.data, name).toEqual(body);
}

function expectError(body: unknown) {
  expect(apiErrorBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
}

describe("the contract and the wire", () => {
  it("reads: quote, availability, schedule check, coupon check", async () => {
    const app = await testApp({ now: fixedNow });
    await app.db.prisma.coupon.create({ data: { code: "CONTRACT20", amount: 20 } });
    const quote = await app.request.get("/api/quote?type=open&departure=2026-12-01&arrival=2026-12-07&extras=car_wash&coupon=nope");
    expect(quote.status).toBe(200);
    expectAnswer("quote", quote.body);
    const availability = await app.request.get("/api/availability?from=2026-11-22&to=2026-11-29");
    expectAnswer("availability", availability.body);
    const check = await app.request.post("/api/schedule/check").send({ departure_date: "2026-11-27", departure_time: "16:00", arrival_date: "2026-11-30", arrival_time: "10:00" });
    expectAnswer("scheduleCheck", check.body);
    expect(check.body.ok).toBe(false);
    expectAnswer("couponCheck", (await app.request.get("/api/coupons/check?code=contract20")).body);
    expectAnswer("couponCheck", (await app.request.get("/api/coupons/check?code=NOPE")).body);
    expectError((await app.request.get("/api/coupons/check")).body);
    expectError((await app.request.get("/api/quote?type=boat")).body);
  });

  it("writes: contact, a cash booking and its read, the cash notice, a card booking's payment page", async () => {
    const app = await testApp({ now: fixedNow });
    const contact = await app.request.post("/api/contact").send({ name: "דנה", phone: "050-1234567", email: "d@example.com", message: "שאלה" });
    expect(contact.status).toBe(201);
    expectAnswer("contact", contact.body);

    const cash = await app.request.post("/api/bookings").send(bookingBody());
    expect(cash.status).toBe(201);
    expectAnswer("bookingCreate", cash.body);
    const read = await app.request.get(`/api/bookings/${cash.body.order_number}?t=${cash.body.token}`);
    expect(read.status).toBe(200);
    expectAnswer("bookingRead", read.body);
    expectAnswer("notifyCashBooking", (await app.request.post("/api/notify-cash-booking").send({ orderNumber: cash.body.order_number, token: cash.body.token })).body);

    const card = await app.request.post("/api/bookings").send(bookingBody({ payment_method: "card" }));
    expectAnswer("bookingCreate", card.body);
    const payment = await app.request.post("/api/create-payment").send({ orderNumber: card.body.order_number, token: card.body.token });
    expect(payment.status).toBe(200);
    expectAnswer("createPayment", payment.body);

    const refused = await app.request.post("/api/bookings").send(bookingBody({ phone: "12" }));
    expect(refused.status).toBe(422);
    expectError(refused.body);
    expectError((await app.request.get(`/api/bookings/${cash.body.order_number}?t=wrong`)).body);
  });

  it("the order page: quote a change, change, resend, cancel", async () => {
    const app = await testApp({ now: fixedNow });
    const order = (await app.request.post("/api/bookings").send(bookingBody({ departure_date: "2026-12-01", arrival_date: "2026-12-07" }))).body;
    const at = (action: string) => `/api/bookings/${order.order_number}/${action}?t=${order.token}`;
    const quote = await app.request.post(at("quote-change")).send({ arrival_date: "2026-12-08" });
    expect(quote.status).toBe(200);
    expectAnswer("orderQuoteChange", quote.body);
    const changed = await app.request.post(at("change")).send({ arrival_date: "2026-12-08" });
    expect(changed.status).toBe(200);
    expectAnswer("orderChange", changed.body);
    expectAnswer("orderResend", (await app.request.post(at("resend-confirmation")).send({})).body);
    const channel = await app.request.post(at("message-channel")).send({ message_channel: "email" });
    expect(channel.status).toBe(200);
    expectAnswer("orderMessageChannel", channel.body);
    expectError((await app.request.post(at("message-channel")).send({ message_channel: "fax" })).body);
    const cancelled = await app.request.post(at("cancel")).send({});
    expect(cancelled.status).toBe(200);
    expectAnswer("orderCancel", cancelled.body);
    const again = await app.request.post(at("change")).send({ arrival_date: "2026-12-09" });
    expect(again.status).toBe(409);
    expectError(again.body);
    expectError((await app.request.post(at("pay-difference")).send({})).body);
  });
});
