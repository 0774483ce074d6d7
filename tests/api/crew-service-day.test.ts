// The service day through the API (product.md §17, docs/decisions/029), on the real test
// database with a clock the test sets: bookings are made on Sunday 2026-11-22 10:00 in
// Israel, the crew moves on the day of the pickup. Every crew move
// needs a crew session (401), refuses a move out of order (409, Hebrew), makes one
// event for a retried Idempotency-Key, and takes the records it carries; the
// traveller's order shows the status, the timeline and the handovers; once the
// car is picked up the traveller cannot cancel and may change only the return. The
// crew's days (docs/decisions/037): a pickup or a no-show only for a booking planned
// yesterday, today or tomorrow, a no-show only from the planned pickup time, the
// manifest only for those days; a car already with us moves on whatever the date.
import { beforeEach, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "@server/api/rate-limits.ts";
import { createAdminServices } from "@server/services/admin/index.ts";
import { apiContract, type JsonEndpointName } from "@shared/api/contract.ts";
import { SERVICE_TERMS } from "@shared/constants.ts";
import { crewMessages } from "@shared/messages/crew.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import { messages } from "@shared/messages/index.ts";
import { serviceMessages } from "@shared/messages/service.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow, NOW, settableClock } from "@tests/support/fixed-clock.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

const HEBREW = /[\u0590-\u05FF]/;
/** Tuesday 1 December 06:00 to Monday 7 December 22:30: 450 ₪ in cash, cancellable until Saturday 28 November. */
const DECEMBER = { departure_date: "2026-12-01", arrival_date: "2026-12-07" };
const PICKUP = { odometer_km: 12_000, fuel_eighths: 5, keys: 2, damage_notes: "שריטה בדלת האחורית" };
const PARKED = { bay: "B-12", key_hook: "7" };
const RETURN = { odometer_km: 12_040, fuel_eighths: 4 };
/** Israel's wall time as an instant. */
const at = (date: string, time: string) => toInstant(date, time)!;
/** Tuesday 1 December 07:00, an hour after the December booking's planned pickup: the crew's day. */
const ON_THE_DAY = at("2026-12-01", "07:00");

interface Order {
  order_number: number;
  token: string;
}

/** The app with a representative signed in on NOW, its clock then set to `when`. */
async function setup(when: Date = NOW) {
  const clock = settableClock();
  const app = await testApp({ now: clock.now });
  const admin = createAdminServices(app.db.prisma, fixedNow);
  const { member, link } = await admin.crew.add({ name: "דני כהן", phone: "050-1112233" });
  const signedIn = await app.request.post("/api/crew/sign-in").send({ token: link.token });
  expect(signedIn.status).toBe(200);
  const cookie = `valet_crew=${/^valet_crew=([^;]+)/.exec(signedIn.headers["set-cookie"]![0]!)![1]!}`;
  clock.set(when);
  return { ...app, admin, member, cookie, clock };
}
type Setup = Awaited<ReturnType<typeof setup>>;

/** A booking made on NOW (Sunday 22 November), whatever the clock says after. */
async function book(app: Setup, overrides: Record<string, unknown> = {}): Promise<Order> {
  const then = app.clock.now();
  app.clock.set(NOW);
  try {
    const res = await app.request.post("/api/bookings").send(bookingBody({ ...DECEMBER, ...overrides }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  } finally {
    app.clock.set(then);
  }
}

type Move = "pickup" | "parked" | "returning" | "return" | "no-show";

function move(app: Setup, order: Order, action: Move, body?: object, options: { key?: string; cookie?: string | null } = {}) {
  let call = app.request.post(`/api/crew/bookings/${order.order_number}/${action}`);
  const cookie = options.cookie === undefined ? app.cookie : options.cookie;
  if (cookie) call = call.set("cookie", cookie);
  if (options.key) call = call.set("Idempotency-Key", options.key);
  // A phone's fetch may post no body at all; supertest's empty post sends a form type, so {}.
  return call.send(body ?? {});
}

async function moved(app: Setup, order: Order, action: Move, body?: object) {
  const res = await move(app, order, action, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

const eventsOf = (app: Setup) => app.db.prisma.serviceEvent.findMany({ orderBy: { id: "asc" } });

describe("every crew endpoint", () => {
  const calls: Array<[string, "get" | "post", string]> = [
    ["manifest", "get", "/api/crew/manifest?date=2026-12-01"],
    ...(["pickup", "parked", "returning", "return", "no-show"] as const).map((action): [string, "post", string] => [action, "post", `/api/crew/bookings/1001/${action}`]),
  ];

  it.each(calls)("%s answers 401 without a crew session, and writes nothing", async (_name, method, path) => {
    const app = await setup();
    await book(app);
    for (const cookie of [undefined, "valet_crew=nope", `valet_crew=${"A".repeat(43)}`]) {
      let call = app.request[method](path);
      if (cookie) call = call.set("cookie", cookie);
      const res = await (method === "post" ? call.send(PICKUP) : call);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: "crew_session_required", message: crewMessages.sessionRequired } });
    }
    expect(await eventsOf(app)).toEqual([]);
  });

  it("every move is rate-limited like the other writes, and refused from another site", async () => {
    // RATE_LIMITS is keyed by endpoint name; its method and path are the contract's.
    for (const name of ["crewPickup", "crewParked", "crewReturning", "crewReturn", "crewNoShow"] as const) {
      expect(Object.keys(RATE_LIMITS)).toContain(name);
    }
    const app = await setup();
    const order = await book(app);
    const res = await move(app, order, "pickup", PICKUP).set("Origin", "https://evil.example");
    expect(res.status).toBe(403);
    expect(await eventsOf(app)).toEqual([]);
  });
});

describe("a car's day", () => {
  it("moves from pickup to return, records each handover and shows the traveller the timeline and the km", async () => {
    const app = await setup(ON_THE_DAY);
    const order = await book(app);

    const picked = await moved(app, order, "pickup", { ...PICKUP, cash_collected: 200 });
    expect(picked.body).toMatchObject({
      order_number: order.order_number,
      changed: true,
      service_status: "picked_up",
      payment_method: "cash",
      payment_status: "pending",
      cash: { due: 250, collected: 200 },
      handover: { pickup: { odometer_km: 12_000, fuel_eighths: 5, battery_percent: null, photos: [] }, return: null, km_driven: null, over_km_limit: false },
    });
    expect(await app.db.prisma.handover.findFirstOrThrow({ where: { stage: "pickup" } })).toMatchObject({ keys: 2, damageNotes: "שריטה בדלת האחורית", recordedById: app.member.id });

    const parked = await moved(app, order, "parked", PARKED);
    expect(parked.body).toMatchObject({ service_status: "parked", parking: PARKED });
    await moved(app, order, "returning");
    const back = await moved(app, order, "return", { ...RETURN, cash_collected: 250 });
    expect(back.body).toMatchObject({
      service_status: "returned",
      payment_status: "completed",
      cash: { due: 0, collected: 450 },
      handover: { return: { odometer_km: 12_040, fuel_eighths: 4 }, km_driven: 40, over_km_limit: false },
    });

    // Each move an event row: who, when, from what.
    const events = await eventsOf(app);
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.actor, event.crewMemberId])).toEqual([
      ["booked", "picked_up", "representative", app.member.id],
      ["picked_up", "parked", "representative", app.member.id],
      ["parked", "returning", "representative", app.member.id],
      ["returning", "returned", "representative", app.member.id],
    ]);
    expect(events[0]!.details).toEqual({ cash_due: 450, cash_collected: 200 });
    expect(events[1]!.details).toEqual(PARKED);

    // Paid in cash once it covers the total (product.md §17).
    const row = await app.db.prisma.booking.findFirstOrThrow();
    expect(row).toMatchObject({ paymentStatus: "completed", paymentAmount: 450, paymentDate: ON_THE_DAY, serviceStatus: "returned" });
    const collections = await app.db.prisma.cashCollection.findMany({ orderBy: { id: "asc" } });
    expect(collections.map((cash) => [cash.amount, cash.crewMemberId, cash.actor])).toEqual([
      [200, app.member.id, "representative"],
      [250, app.member.id, "representative"],
    ]);

    const read = await app.request.get(`/api/bookings/${order.order_number}?t=${order.token}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ service_status: "returned", status: "paid", amount_due: 0, paid: 450, payment_amount: 450 });
    expect(read.body.timeline).toEqual([
      { status: "booked", at: expect.any(String), by: "customer", first_name: null },
      // The representative's first name only (crew_members.name is "דני כהן").
      ...["picked_up", "parked", "returning", "returned"].map((status) => ({ status, at: ON_THE_DAY.toISOString(), by: "representative", first_name: "דני" })),
    ]);
    expect(read.body.handover).toEqual({
      pickup: { odometer_km: 12_000, fuel_eighths: 5, battery_percent: null, photos: [], keys: PICKUP.keys, damage_notes: PICKUP.damage_notes ?? null, recorded_at: ON_THE_DAY.toISOString() },
      // The condition report is the pickup's: the return has none.
      return: { odometer_km: 12_040, fuel_eighths: 4, battery_percent: null, photos: [], keys: null, damage_notes: null, recorded_at: ON_THE_DAY.toISOString() },
      km_driven: 40,
      over_km_limit: false,
    });
  });

  it("flags a return that drove more than the terms allow, and takes an electric car's battery", async () => {
    const app = await setup(ON_THE_DAY);
    const order = await book(app);
    await moved(app, order, "pickup", { odometer_km: 30_000, battery_percent: 80, keys: 1 });
    await moved(app, order, "parked", PARKED);
    await moved(app, order, "returning");
    const back = await moved(app, order, "return", { odometer_km: 30_000 + SERVICE_TERMS.maxDrivingKm + 1, battery_percent: 64 });
    expect(back.body.handover).toMatchObject({ pickup: { battery_percent: 80, fuel_eighths: null }, km_driven: SERVICE_TERMS.maxDrivingKm + 1, over_km_limit: true });
  });

  it("takes a traveller a day early: the crew's days include tomorrow", async () => {
    // Pickup planned on Tuesday 24 November at 06:00; the traveller comes on Monday the 23rd.
    const app = await setup(at("2026-11-23", "12:00"));
    const order = await book(app, { departure_date: "2026-11-24", arrival_date: "2026-11-30" });
    await moved(app, order, "pickup", PICKUP);
    expect((await app.db.prisma.booking.findFirstOrThrow()).serviceStatus).toBe("picked_up");
  });

  it("marks a traveller who never came, and nothing else can happen after it", async () => {
    const app = await setup(ON_THE_DAY);
    const order = await book(app);
    const res = await moved(app, order, "no-show");
    expect(res.body).toMatchObject({ service_status: "no_show", cash: { due: 0, collected: 0 } });
    const after = await move(app, order, "pickup", PICKUP);
    expect(after.status).toBe(409);
    expect(after.body.error).toEqual({ code: "out_of_order", message: "ההזמנה סומנה ״הלקוח לא הגיע״, ואין מה לעדכן בה." });
  });
});

describe("a move out of order", () => {
  it.each<[string, Move[], Move, object | undefined]>([
    ["parked before the pickup", [], "parked", PARKED],
    ["on the way before parked", ["pickup"], "returning", undefined],
    ["the return before on the way", ["pickup", "parked"], "return", RETURN],
    ["the return straight after booking", [], "return", RETURN],
    ["a no-show after the pickup", ["pickup"], "no-show", undefined],
    ["a pickup after the return", ["pickup", "parked", "returning", "return"], "no-show", undefined],
  ])("%s answers 409 with the Hebrew reason and changes nothing", async (_name, before, action, body) => {
    const app = await setup(ON_THE_DAY);
    const order = await book(app);
    const bodies: Record<Move, object | undefined> = { pickup: PICKUP, parked: PARKED, returning: undefined, return: RETURN, "no-show": undefined };
    for (const step of before) await moved(app, order, step, bodies[step]);
    const events = await eventsOf(app);
    const res = await move(app, order, action, body);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("out_of_order");
    expect(res.body.error.message).toMatch(HEBREW);
    expect(await eventsOf(app)).toEqual(events);
    expect(await app.db.prisma.handover.count({ where: { stage: "return" } })).toBe(before.includes("return") ? 1 : 0);
  });

  it("a cancelled booking takes no move", async () => {
    const app = await setup();
    const order = await book(app);
    expect((await app.request.post(`/api/bookings/${order.order_number}/cancel?t=${order.token}`).send({})).status).toBe(200);
    const res = await move(app, order, "pickup", PICKUP);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("ההזמנה בוטלה, ואין מה לעדכן בה.");
  });

  it("an unknown order is the API's 404", async () => {
    const app = await setup();
    const res = await move(app, { order_number: 999_999, token: "" }, "pickup", PICKUP);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(messages.api.orderNotFound);
  });
});

describe("a repeated move", () => {
  it.each<[Move, Move[], object | undefined]>([
    ["pickup", [], PICKUP],
    ["parked", ["pickup"], PARKED],
    ["returning", ["pickup", "parked"], undefined],
    ["return", ["pickup", "parked", "returning"], RETURN],
    ["no-show", [], undefined],
  ])("%s retried with the same Idempotency-Key gives one event and the first answer", async (action, before, body) => {
    const app = await setup(ON_THE_DAY);
    const order = await book(app);
    const bodies: Record<Move, object | undefined> = { pickup: PICKUP, parked: PARKED, returning: undefined, return: RETURN, "no-show": undefined };
    for (const step of before) await moved(app, order, step, bodies[step]);
    const first = await move(app, order, action, body, { key: `retry-${action}-0001` });
    const again = await move(app, order, action, body, { key: `retry-${action}-0001` });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await eventsOf(app)).toHaveLength(before.length + 1);
    // The same key with other details is not a retry (docs/decisions/026).
    if (body) {
      const other = await move(app, order, action, { ...body, odometer_km: 99_999, bay: "Z-1" }, { key: `retry-${action}-0001` });
      expect(other.status).toBe(422);
      expect(other.body.error.code).toBe("idempotency_key_reused");
    }
  });

  it("pressed on two phones at once makes one move and one record", async () => {
    const app = await setup(ON_THE_DAY);
    const order = await book(app);
    const answers = await Promise.all(Array.from({ length: 6 }, () => move(app, order, "pickup", { ...PICKUP, cash_collected: 450 })));
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(200));
    expect(answers.filter((res) => res.body.changed)).toHaveLength(1);
    expect(await eventsOf(app)).toHaveLength(1);
    expect(await app.db.prisma.handover.count()).toBe(1);
    expect(await app.db.prisma.cashCollection.count()).toBe(1);
    expect((await app.db.prisma.booking.findFirstOrThrow()).paymentAmount).toBe(450);
  });

  it("again without a key is harmless; with other details it is refused, the first record standing", async () => {
    const app = await setup(ON_THE_DAY);
    const order = await book(app);
    await moved(app, order, "pickup", PICKUP);
    await moved(app, order, "parked", PARKED);
    const same = await moved(app, order, "pickup", { ...PICKUP, odometer_km: "12000" });
    expect(same.body).toMatchObject({ changed: false, service_status: "parked" });
    const other = await move(app, order, "pickup", { ...PICKUP, odometer_km: 21_000 });
    expect(other.status).toBe(409);
    expect(other.body.error).toEqual({ code: "already_recorded", message: serviceMessages.alreadyRecorded("picked_up") });
    expect(await eventsOf(app)).toHaveLength(2);
    expect((await app.db.prisma.handover.findFirstOrThrow()).odometerKm).toBe(12_000);
  });
});

describe("the records' checks", () => {
  it("answers 422 with a Hebrew message on the field", async () => {
    const app = await setup();
    const order = await book(app);
    const cases: Array<[object, string, string]> = [
      [{ ...PICKUP, fuel_eighths: 9 }, "fuel_eighths", serviceMessages.fields.fuel(0, 8)],
      [{ ...PICKUP, battery_percent: 40 }, "fuel_eighths", serviceMessages.fields.fuelAndBattery],
      [{ keys: 2, fuel_eighths: 3 }, "odometer_km", serviceMessages.fields.odometerRequired],
      [{ ...PICKUP, keys: undefined }, "keys", serviceMessages.fields.keysRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await move(app, order, "pickup", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error.fields[field]).toBe(message);
    }
    expect(await eventsOf(app)).toEqual([]);
  });

  it("refuses a return odometer below the pickup's", async () => {
    const app = await setup(ON_THE_DAY);
    const order = await book(app);
    for (const [step, body] of [["pickup", PICKUP], ["parked", PARKED], ["returning", undefined]] as const) await moved(app, order, step, body);
    const res = await move(app, order, "return", { odometer_km: 11_999, fuel_eighths: 4 });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.odometer_km).toBe(serviceMessages.fields.odometerBelowPickup(12_000));
    expect((await app.db.prisma.booking.findFirstOrThrow()).serviceStatus).toBe("returning");
  });

  it("names the pickup's reading in Hebrew on the odometer field, grouped as the crew reads it; the corrected return is taken (docs/decisions/031)", async () => {
    const app = await setup(ON_THE_DAY);
    const order = await book(app);
    for (const [step, body] of [["pickup", { ...PICKUP, odometer_km: 61_000 }], ["parked", PARKED], ["returning", undefined]] as const) await moved(app, order, step, body);
    const refused = await move(app, order, "return", { odometer_km: 60_990, fuel_eighths: 4 }, { key: "return-typo-0001" });
    expect(refused.status).toBe(422);
    // Written out, not read from the catalogue: the words and the grouping are what the field shows.
    expect(refused.body.error).toEqual({
      code: "validation_failed",
      message: messages.booking.fixErrors,
      fields: { odometer_km: "מד הקילומטרים נמוך מקריאת האיסוף, 61,000 ק״מ. בדקו את המד והקלידו שוב." },
    });
    expect(await app.db.prisma.handover.count({ where: { stage: "return" } })).toBe(0);
    // The phone sends the corrected form as a new item, with a new key.
    const corrected = await move(app, order, "return", { odometer_km: 61_040, fuel_eighths: 4 }, { key: "return-fixed-0001" });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.handover).toMatchObject({ km_driven: 40 });
  });
});

describe("the traveller once the car is picked up", () => {
  it("can no longer cancel: 409 in Hebrew, for the operator's service call too", async () => {
    const app = await setup(ON_THE_DAY);
    const order = await book(app);
    await moved(app, order, "pickup", PICKUP);
    const res = await app.request.post(`/api/bookings/${order.order_number}/cancel?t=${order.token}`).send({});
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: "picked_up", message: serviceMessages.cancelAfterPickup });
    await expect(app.services.bookingChanges.cancel(order.order_number, { actor: "operator", force: true })).rejects.toMatchObject({ code: "picked_up" });
    expect((await app.db.prisma.booking.findFirstOrThrow()).cancelledAt).toBeNull();
  });

  it("may change the return only", async () => {
    // Picked up a day early, before the change cutoff (24 hours before the 06:00 pickup).
    const app = await setup(at("2026-11-30", "05:00"));
    const order = await book(app);
    await moved(app, order, "pickup", PICKUP);
    const path = (action: string) => `/api/bookings/${order.order_number}/${action}?t=${order.token}`;
    for (const patch of [{ departure_time: "07:00" }, { parking_type: "covered" }, { arrival_time: "23:00", phone: "052-7654321" }]) {
      for (const action of ["quote-change", "change"]) {
        const res = await app.request.post(path(action)).send(patch);
        expect(res.status, `${action} ${JSON.stringify(patch)}`).toBe(409);
        expect(res.body.error).toEqual({ code: "return_only", message: serviceMessages.returnOnly });
      }
    }
    const res = await app.request.post(path("change")).send({ arrival_time: "23:30", arrival_terminal: "terminal_1", flight_number: "LY8" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ arrival: { time: "23:30", terminal: "terminal_1" }, flight_number: "LY8" });
  });

  it("a cancellation before the pickup moves the service status, with its event", async () => {
    const app = await setup();
    const order = await book(app);
    expect((await app.request.post(`/api/bookings/${order.order_number}/cancel?t=${order.token}`).send({})).status).toBe(200);
    expect((await app.db.prisma.booking.findFirstOrThrow()).serviceStatus).toBe("cancelled");
    expect((await eventsOf(app)).map((event) => [event.fromStatus, event.toStatus, event.actor, event.crewMemberId])).toEqual([["booked", "cancelled", "customer", null]]);
    const read = await app.request.get(`/api/bookings/${order.order_number}?t=${order.token}`);
    expect(read.body).toMatchObject({ service_status: "cancelled", handover: { pickup: null, return: null, km_driven: null } });
    expect(read.body.timeline.map((entry: { status: string }) => entry.status)).toEqual(["booked", "cancelled"]);
  });
});

describe("GET /api/crew/manifest", () => {
  it("lists the day's and the next day's pickups and returns in time order, overdue returns first", async () => {
    const app = await setup();
    const late = await book(app, { departure_date: "2026-11-24", arrival_date: "2026-11-30", departure_time: "08:00", arrival_time: "20:00" });
    const leaving = await book(app, { departure_date: "2026-12-01", departure_time: "09:00", arrival_date: "2026-12-10", additional_services: ["car_wash", "fuel"] });
    const back = await book(app, { departure_date: "2026-11-24", departure_time: "10:00", arrival_date: "2026-12-02", arrival_time: "07:00", payment_method: "card" });
    await book(app, { departure_date: "2026-12-06", arrival_date: "2026-12-09" });
    // The first car, picked up on its day, is still with us, its flight late.
    app.clock.set(at("2026-11-24", "08:10"));
    for (const [step, body] of [["pickup", PICKUP], ["parked", PARKED]] as const) await moved(app, late, step, body);

    app.clock.set(at("2026-12-01", "05:00"));
    const res = await app.request.get("/api/crew/manifest?date=2026-12-01").set("cookie", app.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date: "2026-12-01", days: ["2026-12-01", "2026-12-02"] });
    expect(res.body.entries.map((e: { kind: string; order_number: number; overdue: boolean }) => [e.kind, e.order_number, e.overdue])).toEqual([
      ["return", late.order_number, true],
      ["pickup", leaving.order_number, false],
      ["return", back.order_number, false],
    ]);
    expect(res.body.entries[0]).toMatchObject({ service_status: "parked", parking: PARKED, cash_to_collect: 450 });
    expect(res.body.entries[1]).toMatchObject({
      at: "2026-12-01T07:00:00.000Z",
      date: "2026-12-01",
      time: "09:00",
      flight_number: "LY001",
      terminal: "terminal_3",
      car: { manufacturer: "טויוטה", model: "קורולה", plate: "1234567" },
      traveller: { name: "דנה לוי", phone: "0501234567" },
      extras: ["car_wash", "fuel"],
      payment_method: "cash",
      cash_to_collect: 780,
      unpaid_card: false,
      service_status: "booked",
      parking: null,
    });
    expect(res.body.entries[2]).toMatchObject({ date: "2026-12-02", time: "07:00", payment_method: "card", cash_to_collect: 0, unpaid_card: true });
  });

  it("says the cash taken so far beside what remains, as the crew's answers do (the card's cash box, docs/decisions/031)", async () => {
    const app = await setup(ON_THE_DAY);
    const order = await book(app);
    const picked = await moved(app, order, "pickup", { ...PICKUP, cash_collected: 200 });
    expect(picked.body.cash).toEqual({ due: 250, collected: 200 });
    const res = await app.request.get("/api/crew/manifest?date=2026-12-01").set("cookie", app.cookie);
    expect(res.body.entries.map((entry: { kind: string; cash_to_collect: number; cash_collected: number }) => [entry.kind, entry.cash_to_collect, entry.cash_collected])).toEqual([["pickup", 250, 200]]);
  });

  it("defaults to today in Israel and refuses a malformed date", async () => {
    const app = await setup();
    const today = await app.request.get("/api/crew/manifest").set("cookie", app.cookie);
    expect(today.body).toMatchObject({ date: "2026-11-22", days: ["2026-11-22", "2026-11-23"], entries: [] });
    const bad = await app.request.get("/api/crew/manifest?date=22/11/2026").set("cookie", app.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.date).toBe(serviceMessages.fields.date);
  });

  it("answers yesterday, today and tomorrow only: any other date is 422 on the date, listing nobody", async () => {
    const app = await setup();
    // A traveller on each of the dates asked about: the refusal must not list them.
    for (const departure_date of ["2026-11-24", "2026-12-01"]) await book(app, { departure_date, arrival_date: "2026-12-07" });
    for (const date of ["2020-01-01", "2026-11-20", "2026-11-24", "2026-12-01", "2030-06-01"]) {
      const res = await app.request.get(`/api/crew/manifest?date=${date}`).set("cookie", app.cookie);
      expect(res.status, date).toBe(422);
      expect(res.body).toEqual({ error: { code: "validation_failed", message: messages.booking.fixErrors, fields: { date: serviceMessages.fields.crewDays } } });
      expect(JSON.stringify(res.body)).not.toContain("דנה");
    }
    expect(serviceMessages.fields.crewDays).toBe("אפשר להציג רק את המשימות של אתמול, היום ומחר.");
    // Tomorrow's manifest is tomorrow alone: the day after is not the crew's yet.
    for (const [date, days] of [["2026-11-21", ["2026-11-21", "2026-11-22"]], ["2026-11-22", ["2026-11-22", "2026-11-23"]], ["2026-11-23", ["2026-11-23", "2026-11-23"]]] as const) {
      const res = await app.request.get(`/api/crew/manifest?date=${date}`).set("cookie", app.cookie);
      expect(res.status, date).toBe(200);
      expect(res.body).toMatchObject({ date, days, entries: [] });
    }
    // The clock moves on: on Monday 30 November, Tuesday's pickup is tomorrow's work.
    app.clock.set(at("2026-11-30", "18:00"));
    const tomorrow = await app.request.get("/api/crew/manifest?date=2026-12-01").set("cookie", app.cookie);
    expect(tomorrow.status).toBe(200);
    expect(tomorrow.body.entries.map((entry: { kind: string; date: string }) => [entry.kind, entry.date])).toEqual([["pickup", "2026-12-01"]]);
  });
});

describe("the crew's days (docs/decisions/037)", () => {
  it("a lost phone cannot mark a booking weeks ahead: pickup and no-show are 409 in Hebrew, nothing is written, and the traveller can still cancel", async () => {
    const app = await setup();
    // Paid by card, seven weeks ahead of Sunday 22 November.
    const order = await book(app, { departure_date: "2027-01-12", arrival_date: "2027-01-18", payment_method: "card" });
    await app.db.prisma.booking.update({ where: { orderNumber: order.order_number }, data: { paymentStatus: "completed", paymentAmount: 450 } });
    for (const [action, body] of [["no-show", undefined], ["pickup", PICKUP]] as const) {
      const res = await move(app, order, action, body);
      expect(res.status, action).toBe(409);
      expect(res.body.error).toEqual({
        code: "outside_crew_days",
        message: "האיסוף בהזמנה הזו מתוכנן לתאריך 12.1.2027. אפשר לרשום איסוף או ״הלקוח לא הגיע״ רק בהזמנות של אתמול, היום ומחר. לבירור פנו למשרד.",
      });
    }
    expect(await eventsOf(app)).toEqual([]);
    expect(await app.db.prisma.handover.count()).toBe(0);
    expect((await app.db.prisma.booking.findFirstOrThrow()).serviceStatus).toBe("booked");
    const cancelled = await app.request.post(`/api/bookings/${order.order_number}/cancel?t=${order.token}`).send({});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  });

  it("takes a pickup or a no-show from the day before the planned pickup to the day after, by the Israel date", async () => {
    const app = await setup();
    // Planned pickup: Tuesday 1 December 06:00.
    const order = await book(app);
    const refusedAt = [at("2026-11-29", "23:59"), at("2026-12-03", "00:00")];
    for (const when of refusedAt) {
      app.clock.set(when);
      for (const [action, body] of [["pickup", PICKUP], ["no-show", undefined]] as const) {
        const res = await move(app, order, action, body);
        expect(res.status, `${action} at ${when.toISOString()}`).toBe(409);
        expect(res.body.error).toEqual({ code: "outside_crew_days", message: serviceMessages.outsideCrewDays("2026-12-01") });
      }
    }
    expect(await eventsOf(app)).toEqual([]);
    // A day late, at the very end of Wednesday: still the crew's (yesterday's) work.
    app.clock.set(at("2026-12-02", "23:59"));
    await moved(app, order, "no-show");
    // A day early, from midnight of Monday the 30th: tomorrow's work.
    const early = await book(app);
    app.clock.set(at("2026-11-30", "00:00"));
    await moved(app, early, "pickup", PICKUP);
  });

  it("a no-show before the planned pickup time is 409 in Hebrew and changes nothing; from that time it is taken", async () => {
    const app = await setup(at("2026-12-01", "05:59"));
    const order = await book(app);
    const early = await move(app, order, "no-show");
    expect(early.status).toBe(409);
    expect(early.body.error).toEqual({
      code: "before_pickup_time",
      message: "עוד לא הגיע מועד האיסוף (1.12.2026 בשעה 06:00). אפשר לרשום ״הלקוח לא הגיע״ רק מהמועד הזה ואילך.",
    });
    expect(await eventsOf(app)).toEqual([]);
    // The traveller may come early: the pickup is not held to the time.
    const other = await book(app);
    await moved(app, other, "pickup", PICKUP);
    app.clock.set(at("2026-12-01", "06:00"));
    const res = await moved(app, order, "no-show");
    expect(res.body).toMatchObject({ service_status: "no_show", changed: true });
  });

  it("a car picked up long ago moves on whatever the date: parked, on the way and returned days after its planned return", async () => {
    // Picked up on Tuesday 24 November, due back Monday the 30th.
    const app = await setup(at("2026-11-24", "06:10"));
    const order = await book(app, { departure_date: "2026-11-24", arrival_date: "2026-11-30" });
    await moved(app, order, "pickup", PICKUP);
    // Six days after the planned return, far outside the booking's days (the phone's session still alive).
    app.clock.set(at("2026-12-06", "13:00"));
    const manifest = await app.request.get("/api/crew/manifest").set("cookie", app.cookie);
    expect(manifest.status, JSON.stringify(manifest.body)).toBe(200);
    expect(manifest.body.entries).toMatchObject([{ kind: "return", order_number: order.order_number, overdue: true }]);
    await moved(app, order, "parked", PARKED);
    await moved(app, order, "returning");
    const back = await moved(app, order, "return", RETURN);
    expect(back.body).toMatchObject({ service_status: "returned", handover: { km_driven: 40 } });
    // Asking the pickup again is a harmless repeat, not a new start.
    expect((await moved(app, order, "pickup", PICKUP)).body).toMatchObject({ changed: false, service_status: "returned" });
  });
});

describe("the answers", () => {
  /** The contract's schema reads the body, and nothing on the wire is left unnamed. */
  function expectContract(name: JsonEndpointName, body: unknown) {
    const parsed = apiContract[name].response.safeParse(body);
    expect(parsed.success ? null : parsed.error.issues, name).toBeNull();
    if (parsed.success) expect(parsed.data, name).toEqual(body);
  }

  it("are the contract's, for the traveller's order and every crew call", async () => {
    const app = await setup(ON_THE_DAY);
    const order = await book(app);
    expectContract("crewPickup", (await moved(app, order, "pickup", { ...PICKUP, cash_collected: 100 })).body);
    expectContract("crewParked", (await moved(app, order, "parked", PARKED)).body);
    expectContract("crewManifest", (await app.request.get("/api/crew/manifest?date=2026-12-01").set("cookie", app.cookie)).body);
    expectContract("crewReturning", (await moved(app, order, "returning")).body);
    expectContract("crewReturn", (await moved(app, order, "return", RETURN)).body);
    expectContract("bookingRead", (await app.request.get(`/api/bookings/${order.order_number}?t=${order.token}`)).body);
    const other = await book(app);
    expectContract("crewNoShow", (await moved(app, other, "no-show")).body);
  });
});
