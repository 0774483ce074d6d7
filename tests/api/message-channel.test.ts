// Where the traveller's service messages go (docs/decisions/033) and the return flight
// on the order (docs/decisions/034), through the API on the real test database with
// a fixed clock (Sunday 2026-11-22 10:00 in Israel): the booking form's choice, its
// change from the order page behind the order's token, and the flight in the order's view.
import { beforeEach, describe, expect, it } from "vitest";
import { MESSAGE_CHANNELS } from "@shared/constants.ts";
import { manageMessages } from "@shared/messages/manage.ts";
import { messages } from "@shared/messages/index.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { logSink } from "@tests/support/log-sink.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

type App = Awaited<ReturnType<typeof testApp>>;
interface Created {
  order_number: number;
  token: string;
}

async function book(app: App, overrides: Record<string, unknown> = {}): Promise<Created> {
  const res = await app.request.post("/api/bookings").send(bookingBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The order page's change starts from a booking on SMS. */
const SMS = { message_channel: "sms" };

const stored = (app: App, order: Created) => app.db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: order.order_number } });
const channelPath = (orderNumber: number, token: string) => `/api/bookings/${orderNumber}/message-channel?t=${encodeURIComponent(token)}`;

describe("the booking form's choice", () => {
  it.each(MESSAGE_CHANNELS)("stores %s with the moment it was made", async (channel) => {
    const app = await testApp({ now: fixedNow });
    const booking = await stored(app, await book(app, { message_channel: channel }));
    expect(booking.messageChannel).toBe(channel);
    expect(booking.messageChannelAt).toBeInstanceOf(Date);
  });

  it("without the field (or blank) is SMS, still with its time", async () => {
    const app = await testApp({ now: fixedNow });
    // bookingBody() picks e-mail (so other suites queue no texts); undefined leaves the field out of the JSON.
    for (const overrides of [{ message_channel: undefined }, { message_channel: "" }]) {
      const booking = await stored(app, await book(app, overrides));
      expect(booking.messageChannel).toBe("sms");
      expect(booking.messageChannelAt).toBeInstanceOf(Date);
    }
  });

  it("refuses a channel it does not know: 422 naming the field in Hebrew, nothing stored", async () => {
    const app = await testApp({ now: fixedNow });
    for (const bad of ["telegram", 3, ["sms"]]) {
      const res = await app.request.post("/api/bookings").send(bookingBody({ message_channel: bad }));
      // The booking API's field errors are 422, as for every other field of the form (server/api/bookings.ts).
      expect(res.status).toBe(422);
      expect(res.body.error.fields.message_channel).toBe(messages.invalid.messageChannel);
    }
    expect(await app.db.prisma.booking.count()).toBe(0);
  });
});

describe("POST /api/bookings/:orderNumber/message-channel", () => {
  it("changes the channel for the token's holder, records when and an event, and answers the order", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, SMS);
    const res = await app.request.post(channelPath(order.order_number, order.token)).send({ message_channel: "whatsapp" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ order_number: order.order_number, message_channel: "whatsapp", status: "cash" });
    const booking = await stored(app, order);
    expect(booking.messageChannel).toBe("whatsapp");
    expect(booking.messageChannelAt).toEqual(fixedNow());
    const events = await app.db.prisma.bookingEvent.findMany({ where: { bookingId: booking.id, kind: "message_channel_changed" } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor: "customer", changes: { message_channel: { from: "sms", to: "whatsapp" } } });

    // The same choice again is answered and changes nothing: no second event.
    const again = await app.request.post(channelPath(order.order_number, order.token)).send({ message_channel: "whatsapp" });
    expect(again.status).toBe(200);
    expect(await app.db.prisma.bookingEvent.count({ where: { kind: "message_channel_changed" } })).toBe(1);

    const read = await app.request.get(`/api/bookings/${order.order_number}?t=${order.token}`);
    expect(read.body.message_channel).toBe("whatsapp");
  });

  it("answers the same 404 for a wrong token and for a guessed order number, whatever the body", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, SMS);
    const wrong = await app.request.post(channelPath(order.order_number, "x".repeat(32))).send({ message_channel: "email" });
    const guessed = await app.request.post(channelPath(order.order_number + 1, order.token)).send({ message_channel: "email" });
    const guessedBadBody = await app.request.post(channelPath(order.order_number + 1, order.token)).send({ message_channel: "pigeon" });
    const noToken = await app.request.post(`/api/bookings/${order.order_number}/message-channel`).send({ message_channel: "email" });
    for (const res of [wrong, guessed, guessedBadBody, noToken]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(wrong.body);
    }
    expect(wrong.body.error.message).toBe(messages.api.orderNotFound);
    expect((await stored(app, order)).messageChannel).toBe("sms");
  });

  it("refuses a bad value with 400 and the field's Hebrew message", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, SMS);
    for (const body of [{ message_channel: "fax" }, { message_channel: "" }, {}, { message_channel: null }]) {
      const res = await app.request.post(channelPath(order.order_number, order.token)).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields.message_channel).toBe(messages.invalid.messageChannel);
    }
    const notAnObject = await app.request.post(channelPath(order.order_number, order.token)).set("Content-Type", "application/json").send("[1]");
    expect(notAnObject.status).toBe(400);
    expect(await app.db.prisma.bookingEvent.count({ where: { kind: "message_channel_changed" } })).toBe(0);
  });

  it("refuses a cancelled booking with 409 and the Hebrew reason", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, { ...SMS, departure_date: "2026-12-01", arrival_date: "2026-12-07" });
    expect((await app.request.post(`/api/bookings/${order.order_number}/cancel?t=${order.token}`).send({})).status).toBe(200);
    const res = await app.request.post(channelPath(order.order_number, order.token)).send({ message_channel: "email" });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(manageMessages.cancelled);
    expect((await stored(app, order)).messageChannel).toBe("sms");
  });

  it("logs the change without the token or the traveller's name", async () => {
    const log = logSink();
    const app = await testApp({ now: fixedNow, logger: log.logger });
    const order = await book(app, SMS);
    await app.request.post(channelPath(order.order_number, order.token)).send({ message_channel: "email" });
    const all = log.text();
    expect(all).toContain("message channel changed");
    expect(all).not.toContain(order.token);
    expect(all).not.toContain("דנה");
  });
});

describe("the return flight on the order", () => {
  async function flightRow(app: App, order: Created, data: Record<string, unknown>) {
    const booking = await stored(app, order);
    const row = { flightNumber: "LY1", returnDate: new Date("2026-11-30T00:00:00Z"), checkedAt: fixedNow(), changedAt: fixedNow() };
    await app.db.prisma.flightStatusRow.upsert({
      where: { bookingId: booking.id },
      create: { bookingId: booking.id, ...row, status: "scheduled", ...data },
      update: data,
    });
  }

  it("is not tracked without a row, then what the row says: delayed, then landed", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app, { message_channel: "email" });
    const read = async () => (await app.request.get(`/api/bookings/${order.order_number}?t=${order.token}`)).body;

    const none = await read();
    expect(none.message_channel).toBe("email");
    expect(none.flight).toEqual({ status: "not_tracked", scheduled_at: null, estimated_at: null, landed_at: null, terminal: null });

    await flightRow(app, order, { status: "delayed", scheduledAt: new Date("2026-11-30T20:30:00Z"), estimatedAt: new Date("2026-11-30T21:10:00Z"), terminal: 3 });
    expect((await read()).flight).toEqual({
      status: "delayed",
      scheduled_at: "2026-11-30T20:30:00.000Z",
      estimated_at: "2026-11-30T21:10:00.000Z",
      landed_at: null,
      terminal: 3,
    });

    await flightRow(app, order, { status: "landed", landedAt: new Date("2026-11-30T21:05:00Z") });
    expect((await read()).flight).toMatchObject({ status: "landed", landed_at: "2026-11-30T21:05:00.000Z" });
  });

  it("comes with the order after a change of the channel too", async () => {
    const app = await testApp({ now: fixedNow });
    const order = await book(app);
    await flightRow(app, order, { status: "cancelled" });
    const res = await app.request.post(channelPath(order.order_number, order.token)).send({ message_channel: "whatsapp" });
    expect(res.body.flight.status).toBe("cancelled");
  });
});
