// The traveller's SMS and WhatsApp messages (docs/decisions/033): queued with what
// caused them, on the channel chosen at booking, once each; delivered by the site's jobs
// through Twilio (a local stand-in answering as Twilio documents) or the sandbox;
// moved forward only by Twilio's signed status callback; a WhatsApp message that
// fails for good goes by SMS. And the reminder the day before (docs/decisions/035).
import http from "node:http";
import twilio from "twilio";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTwilioProvider } from "@server/messages/twilio-provider.ts";
import { createAdminServices } from "@server/services/admin/index.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow, PICKUP_DAY, settableClock } from "@tests/support/fixed-clock.ts";
import { LocalTwilio } from "@tests/support/local-twilio.ts";
import { sandboxReturn } from "@tests/support/sandbox-return.ts";
import { jobsDueNow, plannedJobs, runDueJobs } from "@tests/support/jobs.ts";
import { testApp, testConfig } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

const ACCOUNT_SID = "AC0123456789abcdef0123456789abcdef";
const AUTH_TOKEN = "f00dfeedf00dfeedf00dfeedf00dfeed";
const TEMPLATE_SID = `HX${"ab".repeat(16)}`;
const CALLBACK = "https://valet.test/api/messages/status";
/** The stand-in refuses WhatsApp to this number as WhatsApp does a phone without it (63024). */
const NOT_ON_WHATSAPP = "+972500000463";

const twilioConfig = () =>
  testConfig({ TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: AUTH_TOKEN, SMS_FROM: "ValetPark", WHATSAPP_FROM: "+972535550101" });

let standIn: http.Server;
let origin = "";
const posted: Array<{ path: string; form: Record<string, string> }> = [];
let sids = 0;

beforeAll(async () => {
  standIn = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      posted.push({ path: req.url ?? "", form });
      if (form.To === `whatsapp:${NOT_ON_WHATSAPP}`) {
        res.writeHead(400, { "content-type": "application/json" });
        res.end(JSON.stringify({ code: 63024, message: "Invalid message recipient", more_info: "https://www.twilio.com/docs/errors/63024", status: 400 }));
        return;
      }
      const sid = `SM${String(++sids).padStart(32, "0")}`;
      res.writeHead(201, { "content-type": "application/json" });
      res.end(JSON.stringify({ account_sid: ACCOUNT_SID, sid, status: "queued", to: form.To, from: form.From, body: form.Body ?? "" }));
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  const address = standIn.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));
beforeEach(async () => {
  posted.length = 0;
  await resetDatabase(await workerDatabase());
});

async function book(overrides: Record<string, unknown>, config = testConfig()) {
  const clock = settableClock();
  const app = await testApp({ now: clock.now, config });
  const res = await app.request.post("/api/bookings").send(bookingBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const order: { order_number: number; token: string } = res.body;
  const phoneRows = () => app.db.prisma.messageOutbox.findMany({ where: { channel: { not: "email" } }, orderBy: { id: "asc" } });
  return { ...app, order, phoneRows, clock };
}

/** The site's jobs run until nothing is due, with Twilio's local stand-in as the phone provider. */
function runTwilioJobs(app: Awaited<ReturnType<typeof book>>) {
  return runDueJobs(app, {
    config: testConfig({ WHATSAPP_TEMPLATES: `booking_confirmed=${TEMPLATE_SID}` }),
    phone: createTwilioProvider({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      smsFrom: "ValetPark",
      whatsappFrom: "+972535550101",
      statusCallbackUrl: CALLBACK,
      httpClient: new LocalTwilio(origin),
    }),
  });
}

describe("what is queued, and for whom", () => {
  it("a cash booking by SMS: one Hebrew SMS to the mobile in E.164, with the order number and a short private link that opens the order", async () => {
    const app = await book({ message_channel: "sms" });
    const [sms, ...more] = await app.phoneRows();
    expect(more).toEqual([]);
    expect(sms).toMatchObject({ channel: "sms", kind: "booking_confirmed", to: "+972501234567", status: "queued", subject: "" });
    // The facts first, the link last (before a closing word WhatsApp requires).
    expect(sms!.text).toMatch(new RegExp(`^הזמנה ${app.order.order_number} אושרה: איסוף 24\\.11 בשעה 06:00, טרמינל 3\\. פרטים ושינויים: https://valet\\.test/order/${app.order.order_number}\\?t=[\\w-]{16} תודה!$`));
    expect(sms!.text).not.toMatch(/דנה|לוי|dana@|12-345-67|1234567(?!\d)/);
    const shortToken = /\?t=([\w-]{16})/.exec(sms!.text)![1]!;
    expect((await app.request.get(`/api/bookings/${app.order.order_number}?t=${shortToken}`)).status).toBe(200);
    // The short token opens this order only.
    expect((await app.request.get(`/api/bookings/${app.order.order_number + 1}?t=${shortToken}`)).status).toBe(404);
  });

  it("by WhatsApp: the approved template's name and its numbered variables, and the same text", async () => {
    const app = await book({ message_channel: "whatsapp" });
    const [row] = await app.phoneRows();
    expect(row).toMatchObject({ channel: "whatsapp", template: "booking_confirmed", to: "+972501234567" });
    const variables = row!.templateVariables as Record<string, string>;
    expect(Object.keys(variables)).toEqual(["1", "2", "3", "4"]);
    expect(variables["1"]).toBe(String(app.order.order_number));
    expect(row!.text).toContain(variables["2"]!);
  });

  it("e-mail only, or a landline: no phone message; the e-mails go as always", async () => {
    for (const overrides of [{ message_channel: "email" }, { message_channel: "sms", phone: "03-1234567" }]) {
      const app = await book(overrides);
      expect(await app.phoneRows()).toEqual([]);
      expect(await app.db.prisma.messageOutbox.count({ where: { channel: "email" } })).toBe(2);
      await resetDatabase(await workerDatabase());
    }
  });

  it("a card booking is confirmed when its payment completes, once however often the return comes", async () => {
    const app = await book({ message_channel: "sms", payment_method: "card" });
    expect(await app.phoneRows()).toEqual([]);
    const query = await sandboxReturn(app.request, app.order, "approve");
    for (let i = 0; i < 3; i++) await app.request.get("/api/payment-webhook").query(query);
    expect((await app.phoneRows()).map((row) => row.kind)).toEqual(["booking_confirmed"]);
  });

  it("a change confirms again; a cancellation says so, with the refund or fee", async () => {
    // December: far enough ahead for a change and a cancellation within the terms.
    const app = await book({ message_channel: "sms", departure_date: "2026-12-01", arrival_date: "2026-12-07" });
    const changed = await app.request
      .post(`/api/bookings/${app.order.order_number}/change?t=${app.order.token}`)
      .send({ departure_time: "07:00" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const cancelled = await app.request.post(`/api/bookings/${app.order.order_number}/cancel?t=${app.order.token}`).send({});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const rows = await app.phoneRows();
    expect(rows.map((row) => row.kind)).toEqual(["booking_confirmed", "booking_confirmed", "booking_cancelled"]);
    expect(rows[1]!.text).toContain("איסוף 01.12 בשעה 07:00");
    expect(rows[2]!.text).toMatch(new RegExp(`^הזמנה ${app.order.order_number} בוטלה\\. לא נגבה תשלום\\. פרטים: `));
  });

  it("the car received and the car returned, each once, with the readings", async () => {
    const app = await book({ message_channel: "sms" });
    const { link } = await createAdminServices(app.db.prisma, fixedNow).crew.add({ name: "דני כהן", phone: "050-765 4321" });
    const signedIn = await app.request.post("/api/crew/sign-in").send({ token: link.token });
    const cookie = `valet_crew=${/^valet_crew=([^;]+)/.exec(signedIn.headers["set-cookie"]![0]!)![1]!}`;
    const crew = (action: string, body: object) => app.request.post(`/api/crew/bookings/${app.order.order_number}/${action}`).set("cookie", cookie).send(body);
    // The crew works on the day of the pickup (docs/decisions/037).
    app.clock.set(PICKUP_DAY);
    expect((await crew("pickup", { odometer_km: 30_000, fuel_eighths: 6, keys: 1, cash_collected: 450 })).status).toBe(200);
    expect((await crew("pickup", { odometer_km: 30_000, fuel_eighths: 6, keys: 1, cash_collected: 450 })).status).toBe(200);
    await crew("parked", { bay: "A-1", key_hook: "3" });
    await crew("returning", {});
    expect((await crew("return", { odometer_km: 30_012, fuel_eighths: 5 })).status).toBe(200);
    const rows = (await app.phoneRows()).filter((row) => row.kind !== "booking_confirmed");
    expect(rows.map((row) => row.kind)).toEqual(["car_received", "car_returned"]);
    expect(rows[0]!.text).toContain(`קיבלנו את הרכב, הזמנה ${app.order.order_number}: 30,000 ק״מ, דלק 6/8 מיכל.`);
    expect(rows[1]!.text).toContain(`הרכב הוחזר, הזמנה ${app.order.order_number}: נסע 12 ק״מ, שולמו 450 ₪.`);
  });
});

describe("delivery", () => {
  it("through Twilio: the SMS by Body and the WhatsApp message by its template id, both with the status callback; each marked sent with its SID", async () => {
    const app = await book({ message_channel: "sms" }, twilioConfig());
    await app.db.prisma.booking.update({ where: { orderNumber: app.order.order_number }, data: { messageChannel: "whatsapp" } });
    await app.request.post(`/api/bookings/${app.order.order_number}/change?t=${app.order.token}`).send({ departure_time: "07:00" });
    expect((await runTwilioJobs(app)).failed).toBe(0);
    const sent = posted.map((call) => call.form);
    expect(posted.every((call) => call.path === `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`)).toBe(true);
    expect(sent[0]).toMatchObject({ To: "+972501234567", From: "ValetPark", StatusCallback: CALLBACK });
    expect(sent[0]!.Body).toContain("אושרה");
    expect(sent[1]).toMatchObject({ To: "whatsapp:+972501234567", From: "whatsapp:+972535550101", ContentSid: TEMPLATE_SID, StatusCallback: CALLBACK });
    expect(JSON.parse(sent[1]!.ContentVariables!)).toMatchObject({ "1": String(app.order.order_number) });
    const rows = await app.phoneRows();
    expect(rows.map((row) => [row.status, row.providerId])).toEqual([
      ["sent", `SM${"1".padStart(32, "0")}`],
      ["sent", `SM${"2".padStart(32, "0")}`],
    ]);
    sids = 0;
  });

  it("a WhatsApp message the provider refuses for good fails at once, and the same text follows by SMS", async () => {
    const app = await book({ message_channel: "whatsapp", phone: "050-0000463" }, twilioConfig());
    // One run: the WhatsApp message fails for good, and the SMS it queued goes at once.
    await runTwilioJobs(app);
    const rows = await app.phoneRows();
    expect(rows.map((row) => [row.channel, row.status, row.errorCode])).toEqual([
      ["whatsapp", "failed", "63024"],
      ["sms", "sent", null],
    ]);
    expect(rows[1]!.text).toBe(rows[0]!.text);
    sids = 0;
  });

  it("on the sandbox: nothing leaves the machine; the row is delivered with a SANDBOX id", async () => {
    const app = await book({ message_channel: "sms" });
    expect((await runDueJobs(app)).failed).toBe(0);
    const [row] = await app.phoneRows();
    expect(row).toMatchObject({ status: "delivered", providerId: expect.stringMatching(/^SANDBOX[0-9a-f]{32}$/) });
    // WhatsApp too, without an approved template's id: the sandbox keeps it by its name.
    await app.db.prisma.booking.update({ where: { orderNumber: app.order.order_number }, data: { messageChannel: "whatsapp" } });
    await app.request.post(`/api/bookings/${app.order.order_number}/change?t=${app.order.token}`).send({ departure_time: "07:00" });
    expect((await runDueJobs(app)).failed).toBe(0);
    expect((await app.phoneRows()).map((message) => [message.channel, message.status])).toEqual([
      ["sms", "delivered"],
      ["whatsapp", "delivered"],
    ]);
    expect(posted).toEqual([]);
    // Without SMTP, this process left the e-mails queued.
    expect(await app.db.prisma.messageOutbox.count({ where: { channel: "email", status: { not: "queued" } } })).toBe(0);
  });
});

describe("Twilio's status callback, POST /api/messages/status", () => {
  async function sentMessage() {
    const app = await book({ message_channel: "sms" }, twilioConfig());
    await runTwilioJobs(app);
    sids = 0;
    const [row] = await app.phoneRows();
    const callback = (params: Record<string, string>, token = AUTH_TOKEN) =>
      app.request
        .post("/api/messages/status")
        .type("form")
        .set("X-Twilio-Signature", twilio.getExpectedTwilioSignature(token, CALLBACK, params))
        .send(params);
    const base = { AccountSid: ACCOUNT_SID, MessageSid: row!.providerId!, SmsSid: row!.providerId!, To: row!.to, From: "ValetPark", ApiVersion: "2010-04-01" };
    return { app, row: row!, callback, base, status: async () => (await app.db.prisma.messageOutbox.findUniqueOrThrow({ where: { id: row!.id } })).status };
  }

  it("a signed 'delivered' moves the message to delivered; a replay of it, or an older 'sent' after it, changes nothing", async () => {
    const { callback, base, status } = await sentMessage();
    expect((await callback({ ...base, MessageStatus: "delivered" })).status).toBe(204);
    expect(await status()).toBe("delivered");
    expect((await callback({ ...base, MessageStatus: "delivered" })).status).toBe(204);
    expect((await callback({ ...base, MessageStatus: "sent" })).status).toBe(204);
    expect((await callback({ ...base, MessageStatus: "undelivered", ErrorCode: "30003" })).status).toBe(204);
    expect(await status()).toBe("delivered");
  });

  it("a signed 'undelivered' fails the message with Twilio's error code", async () => {
    const { app, row, callback, base, status } = await sentMessage();
    expect((await callback({ ...base, MessageStatus: "undelivered", ErrorCode: "30003" })).status).toBe(204);
    expect(await status()).toBe("failed");
    expect((await app.db.prisma.messageOutbox.findUniqueOrThrow({ where: { id: row.id } })).errorCode).toBe("30003");
  });

  it("unsigned, forged (another key), or with a field changed after signing: 403 and nothing changes", async () => {
    const { app, callback, base, status } = await sentMessage();
    const unsigned = await app.request.post("/api/messages/status").type("form").send({ ...base, MessageStatus: "delivered" });
    expect(unsigned.status).toBe(403);
    expect(unsigned.body.error.code).toBe("forbidden");
    expect((await callback({ ...base, MessageStatus: "delivered" }, "0".repeat(32))).status).toBe(403);
    const signedForSent = twilio.getExpectedTwilioSignature(AUTH_TOKEN, CALLBACK, { ...base, MessageStatus: "sent" });
    const tampered = await app.request.post("/api/messages/status").type("form").set("X-Twilio-Signature", signedForSent).send({ ...base, MessageStatus: "failed" });
    expect(tampered.status).toBe(403);
    expect(await status()).toBe("sent");
  });

  it("on the sandbox (no auth token) every callback is refused", async () => {
    const app = await book({ message_channel: "sms" });
    const params = { MessageSid: `SM${"0".repeat(32)}`, MessageStatus: "delivered" };
    const res = await app.request.post("/api/messages/status").type("form").set("X-Twilio-Signature", twilio.getExpectedTwilioSignature(AUTH_TOKEN, CALLBACK, params)).send(params);
    expect(res.status).toBe(403);
  });
});

describe("the reminder the day before the pickup (docs/decisions/035, 042)", () => {
  it("is planned for Monday 18:00 before Tuesday's 06:00 pickup, once, on the chosen channel; none for e-mail only or a cancelled booking", async () => {
    const app = await book({ message_channel: "sms" });
    const other = await app.request.post("/api/bookings").send(bookingBody({ message_channel: "email" }));
    expect(other.status).toBe(201);
    const cancelled = await app.request.post("/api/bookings").send(bookingBody({ message_channel: "whatsapp" }));
    // Cancelled by the operator inside the terms' window (as `valet bookings cancel --force` does).
    await app.db.prisma.booking.update({ where: { orderNumber: cancelled.body.order_number }, data: { cancelledAt: fixedNow(), serviceStatus: "cancelled" } });
    // Booked on the fixed clock's Sunday, as a traveller would have been.
    await app.db.prisma.booking.updateMany({ data: { createdAt: fixedNow() } });
    const booking = await app.db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: app.order.order_number } });
    const reminders = app.services.pickupReminders;
    const planAt = (iso: string) => (app.clock.set(new Date(iso)), reminders.plan());
    const reminderJobs = async () => (await plannedJobs(app.db)).filter((job) => job.task_identifier === "pickup_reminder");

    // Sunday noon: too early.
    expect(await planAt("2026-11-22T10:00:00Z")).toBe(0);
    // Monday 17:55 Israel (15:55 UTC): within the look-ahead, a job at 18:00 keyed by the booking; planned again, the same job.
    expect(await planAt("2026-11-23T15:55:00Z")).toBe(1);
    expect(await planAt("2026-11-23T15:58:00Z")).toBe(1);
    const [job, ...more] = await reminderJobs();
    expect(more).toEqual([]);
    expect(job).toMatchObject({ key: `reminder:${booking.id}`, run_at: new Date("2026-11-23T16:00:00Z"), payload: { bookingId: booking.id } });

    // 18:00: the job queues the SMS, and the site's jobs deliver it (the sandbox here).
    app.clock.set(new Date("2026-11-23T16:00:00Z"));
    await jobsDueNow(app.db);
    await runDueJobs(app);
    // Run again (a replayed job), it adds nothing.
    expect(await reminders.remind(job!.payload)).toBe(0);
    const rows = await app.db.prisma.messageOutbox.findMany({ where: { kind: "pickup_reminder" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: "sms", status: "delivered", bookingId: booking.id });
    expect(rows[0]!.text).toContain(`הזמנה ${app.order.order_number}: `);
    expect(rows[0]!.text).toContain("איסוף מחר 06:00 בטרמינל 3. נציג יתקשר אליכם כשעה לפני.");
  });

  it("a pickup moved after its reminder was planned gets one reminder, for the new time", async () => {
    const app = await book({ message_channel: "sms" });
    await app.db.prisma.booking.updateMany({ data: { createdAt: fixedNow() } });
    const booking = await app.db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: app.order.order_number } });
    const reminders = app.services.pickupReminders;
    app.clock.set(new Date("2026-11-23T15:55:00Z"));
    expect(await reminders.plan()).toBe(1);
    // Ten minutes before the reminder, the pickup moves a day later (Wednesday 06:00).
    await app.db.prisma.booking.update({ where: { id: booking.id }, data: { departureAt: new Date("2026-11-25T04:00:00Z") } });
    // The planned job runs at Monday 18:00 and finds nothing to send yet.
    app.clock.set(new Date("2026-11-23T16:00:00Z"));
    expect(await reminders.remind({ bookingId: booking.id })).toBe(0);
    // Tuesday: planned again for 18:00 under the same key, and sent once.
    app.clock.set(new Date("2026-11-24T15:55:00Z"));
    expect(await reminders.plan()).toBe(1);
    expect((await plannedJobs(app.db)).filter((job) => job.key === `reminder:${booking.id}`).map((job) => job.run_at)).toEqual([new Date("2026-11-24T16:00:00Z")]);
    app.clock.set(new Date("2026-11-24T16:00:00Z"));
    expect(await reminders.remind({ bookingId: booking.id })).toBe(1);
    const rows = await app.db.prisma.messageOutbox.findMany({ where: { kind: "pickup_reminder" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text).toContain("איסוף מחר 06:00");
  });
});
