import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { messages } from "@shared/messages/index.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { testApp, testConfig } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

async function post(body: unknown, headers: Record<string, string> = {}) {
  const { request } = await testApp({ now: fixedNow });
  return request.post("/api/bookings").set(headers).send(body as object);
}

describe("POST /api/bookings: the cash path", () => {
  it("stores a pending booking with the server's price, whatever the browser claims", async () => {
    const res = await post(
      bookingBody({ total_price: 1, discount_amount: 999, payment_status: "completed", attribution: { landingPage: "/?utm_source=google" } }),
      { cookie: "ap_vid=visitor-123" },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ total: 450, payment_method: "cash", payment_status: "pending" });
    expect(res.body.order_number).toBeGreaterThanOrEqual(1001);
    expect(res.body.result_url).toMatch(/^\/payment-result\?mode=cash&Info=.+&Amount=450&Fild1=.+&Fild2=.+&t=/);

    const { prisma } = await workerDatabase();
    const row = await prisma.booking.findUniqueOrThrow({ where: { orderNumber: res.body.order_number } });
    expect(row).toMatchObject({
      firstName: "דנה",
      lastName: "לוי",
      phone: "0501234567",
      licenseNumber: "1234567",
      flightNumber: "LY001",
      days: 7,
      parkingPrice: 450,
      discountAmount: 0,
      totalPrice: 450,
      paymentStatus: "pending",
      visitorId: "visitor-123",
      attribution: { landingPage: "/?utm_source=google" },
    });
    expect(row.departureAt.toISOString()).toBe(toInstant("2026-11-24", "06:00")!.toISOString());
  });

  it("queues the business notification and the customer confirmation with an .ics", async () => {
    const res = await post(bookingBody({ additional_services: ["car_wash", "fuel"] }));
    const { prisma } = await workerDatabase();
    const mail = await prisma.messageOutbox.findMany({ orderBy: { id: "asc" } });
    expect(mail.map((m) => [m.kind, m.to, m.status])).toEqual([
      ["business_notification", "office@valet.test", "queued"],
      ["customer_confirmation", "dana@example.com", "queued"],
    ]);
    const [business, customer] = mail;
    expect(business!.text).toContain(String(res.body.order_number));
    expect(business!.text).toContain("חניה פתוחה");
    expect(business!.text).toContain("מזומן");
    expect(business!.text).toContain("שטיפת רכב פנים וחוץ");
    expect(customer!.text).toContain("630 ₪");
    const [ics] = customer!.attachments as { filename: string; content: string; contentType: string }[];
    expect(ics!.filename).toBe(`valet-${res.body.order_number}.ics`);
    expect(ics!.content).toContain("BEGIN:VCALENDAR");
    expect(ics!.content).toContain("DTSTART:20261124T040000Z");
    expect(ics!.content).toContain("DTSTART:20261130T203000Z");
    expect(ics!.content.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it("a card booking waits for payment: no e-mails yet and no cash result link", async () => {
    const res = await post(bookingBody({ payment_method: "card" }));
    expect(res.status).toBe(201);
    expect(res.body.result_url).toBeUndefined();
    const { prisma } = await workerDatabase();
    expect(await prisma.messageOutbox.count()).toBe(0);
  });

  it("applies a coupon and counts its use", async () => {
    const { prisma } = await workerDatabase();
    await prisma.coupon.create({ data: { code: "HOLIDAY30", amount: 30, usageLimit: 5 } });
    const res = await post(bookingBody({ coupon_code: "holiday30" }));
    expect(res.body.total).toBe(420);
    expect((await prisma.coupon.findUniqueOrThrow({ where: { code: "HOLIDAY30" } })).usedCount).toBe(1);
  });
});

describe("POST /api/bookings: every rule refuses with its Hebrew message", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["no name", { full_name: "" }, "first_name", messages.required.fullName],
    ["no phone", { phone: "" }, "phone", messages.required.phone],
    ["no e-mail", { email: "" }, "email", messages.required.email],
    ["no car model", { car_model: "" }, "car_model", messages.required.carModel],
    ["no licence", { license_number: "" }, "license_number", messages.required.licenseNumber],
    ["no departure terminal", { departure_terminal: "" }, "departure_terminal", messages.required.departureTerminal],
    ["no departure date", { departure_date: "" }, "departure_date", messages.required.departureDate],
    ["no departure time", { departure_time: "" }, "departure_time", messages.required.departureTime],
    ["no arrival terminal", { arrival_terminal: "" }, "arrival_terminal", messages.required.arrivalTerminal],
    ["no flight number", { flight_number: "" }, "flight_number", messages.required.flightNumber],
    ["no return date", { arrival_date: "" }, "arrival_date", messages.required.arrivalDate],
    ["no return time", { arrival_time: "" }, "arrival_time", messages.required.arrivalTime],
    ["terms not accepted", { terms_accepted: false }, "terms_accepted", messages.required.terms],
    ["no parking type", { parking_type: "" }, "parking_type", messages.required.parkingType],
    ["Friday at 15:00", { departure_date: "2026-11-27", departure_time: "15:00" }, "departure_time", messages.schedule.fridayOrEve],
    ["Shabbat before 21:00", { arrival_date: "2026-11-28", arrival_time: "20:45" }, "arrival_time", messages.schedule.shabbat],
    ["a holiday (Pesach I, 2027)", { departure_date: "2027-04-22", departure_time: "10:00", arrival_date: "2027-04-25" }, "departure_time", messages.schedule.holiday],
    ["a holiday eve after 15:00", { departure_date: "2027-04-21", departure_time: "16:00", arrival_date: "2027-04-25" }, "departure_time", messages.schedule.fridayOrEve],
    ["less than 8 hours ahead", { departure_date: "2026-11-22", departure_time: "17:45" }, "departure_time", messages.schedule.minAdvance(8)],
    ["return before departure", { arrival_date: "2026-11-23" }, "arrival_date", messages.schedule.arrivalDateBeforeDeparture],
    ["an unknown coupon", { coupon_code: "NOPE" }, "coupon_code", messages.coupon.invalid],
    ["a bad phone", { phone: "12" }, "phone", messages.invalid.phone],
    ["a bad e-mail", { email: "dana@" }, "email", messages.invalid.email],
  ];

  it.each(cases)("%s", async (_label, override, field, message) => {
    const res = await post(bookingBody(override));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("validation_failed");
    expect(res.body.error.fields[field]).toBe(message);
    const { prisma } = await workerDatabase();
    expect(await prisma.booking.count()).toBe(0);
  });

  it("refuses a time inside a blocked period", async () => {
    const { prisma } = await workerDatabase();
    await prisma.blackoutPeriod.create({ data: { startAt: toInstant("2026-11-24", "05:00")!, endAt: toInstant("2026-11-24", "07:00")! } });
    const res = await post(bookingBody());
    expect(res.status).toBe(422);
    expect(res.body.error.fields.departure_time).toBe(messages.schedule.unavailable);
  });

  it.each([["a list", [bookingBody()]], ["a string", "hello"], ["null", null]])("answers 400 for %s", async (_label, body) => {
    const { request } = await testApp({ now: fixedNow });
    const res = await request.post("/api/bookings").set("content-type", "application/json").send(JSON.stringify(body));
    expect(res.status).toBe(400);
  });

  it.each(["departure_date", "arrival_date"])("answers 422 when %s is an object that cannot become text", async (key) => {
    const res = await post(bookingBody({ [key]: { toString: [] } }));
    expect(res.status).toBe(422);
    expect(res.body.error.fields[key]).toBeTruthy();
  });

  it("never answers 5xx to generated malformed bodies", async () => {
    // Limits off: every generated body must reach the validation it exercises.
    const { request } = await testApp({ config: testConfig({ RATE_LIMITS: "off" }), now: fixedNow });
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object());
    const keys = Object.keys(bookingBody());
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys, "attribution", "extra"), value), async (mutation) => {
        const res = await request.post("/api/bookings").send(bookingBody(mutation));
        expect(res.status).toBeLessThan(500);
        expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+/);
      }),
      { numRuns: 120, seed: 20261122 },
    );
  });
});

describe("POST /api/bookings: idempotency keys", () => {
  it("an Idempotency-Key replay returns the first booking instead of a second", async () => {
    const headers = { "idempotency-key": "submit-abc-12345" };
    const first = await post(bookingBody(), headers);
    const again = await post(bookingBody(), headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body.order_number).toBe(first.body.order_number);
    const { prisma } = await workerDatabase();
    expect(await prisma.booking.count()).toBe(1);
    expect(await prisma.messageOutbox.count()).toBe(2);
  });

  it("concurrent submits with one key still make one booking", async () => {
    const { request } = await testApp({ now: fixedNow });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => request.post("/api/bookings").set("idempotency-key", "same-key-98765").send(bookingBody())),
    );
    expect(new Set(results.map((r) => r.body.order_number)).size).toBe(1);
    const { prisma } = await workerDatabase();
    expect(await prisma.booking.count()).toBe(1);
  });

  it("a malformed Idempotency-Key is a 400", async () => {
    const res = await post(bookingBody(), { "idempotency-key": "x" });
    expect(res.status).toBe(400);
  });
});

describe("reading a booking back", () => {
  it("gives the result page its summary only with the order's token", async () => {
    const created = (await post(bookingBody())).body;
    const { request } = await testApp({ now: fixedNow });
    const ok = await request.get(`/api/bookings/${created.order_number}`).query({ t: created.token });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ order_number: created.order_number, total: 450, payment_method: "cash", email_hint: "d***@example.com" });
    // The token holder sees the booking as the operator does (product.md §12: the order page
    // shows and changes the phone), but the e-mail address only masked.
    expect(JSON.stringify(ok.body)).not.toContain("dana@example.com");
    const wrong = await request.get(`/api/bookings/${created.order_number}`).query({ t: "x".repeat(32) });
    expect(wrong.status).toBe(404);
    const none = await request.get(`/api/bookings/${created.order_number}`);
    expect(none.status).toBe(404);
    expect((await request.get("/api/bookings/abc")).status).toBe(400);
  });

  it("notify-cash-booking never sends a second notification", async () => {
    const created = (await post(bookingBody())).body;
    const { request } = await testApp({ now: fixedNow });
    for (let i = 0; i < 3; i++) {
      const res = await request.post("/api/notify-cash-booking").send({ orderNumber: created.order_number, token: created.token });
      expect(res.status).toBe(200);
    }
    const { prisma } = await workerDatabase();
    expect(await prisma.messageOutbox.count({ where: { kind: "business_notification" } })).toBe(1);
    expect((await request.post("/api/notify-cash-booking").send({ orderNumber: "x" })).status).toBe(400);
    expect((await request.post("/api/notify-cash-booking").send({ orderNumber: 99999, token: created.token })).status).toBe(404);
  });
});
