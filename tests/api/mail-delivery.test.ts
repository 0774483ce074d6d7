// The outbox delivered over real SMTP: a server started inside the test receives
// the message, which is parsed back. Every e-mail arrives as multipart/alternative,
// a plain-text part then an HTML part, and the two say the same (product.md §7.6).
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TEST_SITE_MARK } from "@server/messages/message-delivery.ts";
import { createAdminServices } from "@server/services/admin/index.ts";
import { recordServerStart } from "@server/services/site-address.ts";
import { messages } from "@shared/messages/index.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { emailSafetyProblems, parseEmailHtml, textLines } from "@tests/support/email-parts.ts";
import { fixedNow, PICKUP_DAY, settableClock } from "@tests/support/fixed-clock.ts";
import { jobsDueNow, plannedJobs, runDueJobs } from "@tests/support/jobs.ts";
import { testApp, testConfig } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

let server: SMTPServer | undefined;
const received: ParsedMail[] = [];
/** The messages as they crossed the wire, to read their MIME structure. */
const raw: string[] = [];
let reject = false;

async function startSmtp(): Promise<string> {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if (reject) return callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 }));
        raw.push(Buffer.concat(chunks).toString("utf8"));
        received.push(await simpleParser(Buffer.concat(chunks)));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return `smtp://127.0.0.1:${port}`;
}

/** The site's jobs with this test's SMTP server (and, given, a production site's settings). */
const smtpConfig = (smtpUrl: string, overrides: Record<string, string> = {}) => testConfig({ SMTP_URL: smtpUrl, MAIL_FROM: "Valet <no-reply@valet.test>", ...overrides });

beforeEach(async () => {
  await resetDatabase(await workerDatabase());
  received.length = 0;
  raw.length = 0;
  reject = false;
});
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** The content types inside a message's multipart/alternative, in order (the last is the one a client prefers). */
function alternativeParts(message: string): string[] {
  const boundary = /Content-Type: multipart\/alternative;\s*boundary="?([^"\r\n;]+)"?/i.exec(message)?.[1];
  if (!boundary) return [];
  const body = message.split(`--${boundary}--`)[0]!;
  return body
    .split(`--${boundary}`)
    .slice(1)
    .map((part) => /^Content-Type:\s*([^;\r\n]+)/im.exec(part)?.[1]?.trim().toLowerCase() ?? "?");
}

/** Each delivered message: both parts present, in that order, saying the same lines; the HTML safe to show. */
function expectBothParts() {
  expect(raw).toHaveLength(received.length);
  for (const [index, mail] of received.entries()) {
    expect(alternativeParts(raw[index]!), mail.subject).toEqual(["text/plain", "text/html"]);
    expect(mail.html, mail.subject).toBeTruthy();
    const html = parseEmailHtml(mail.html as string);
    expect(emailSafetyProblems(html), mail.subject).toEqual([]);
    expect(html.lines, mail.subject).toEqual(textLines(mail.text ?? ""));
  }
}

describe("e-mail delivery", () => {
  it("sends a cash booking's two e-mails over SMTP, the confirmation with its .ics", async () => {
    const smtpUrl = await startSmtp();
    const { request, db, services } = await testApp({ now: fixedNow });
    const order = (await request.post("/api/bookings").send(bookingBody())).body.order_number;
    expect(await runDueJobs({ services }, { config: smtpConfig(smtpUrl) })).toEqual({ succeeded: 2, failed: 0 });

    const business = received.find((mail) => mail.to && JSON.stringify(mail.to).includes("office@valet.test"))!;
    const customer = received.find((mail) => mail.to && JSON.stringify(mail.to).includes("dana@example.com"))!;
    expect(business.subject).toContain(`#${order}`);
    expect(business.text).toContain("מספר רישוי: 1234567");
    expect(customer.subject).toContain(`אישור הזמנה #${order}`);
    expect(customer.html).toContain('dir="rtl"');
    const ics = customer.attachments.find((a) => a.filename === `valet-${order}.ics`)!;
    expect(ics.contentType).toBe("text/calendar");
    expect(ics.content.toString("utf8")).toContain("DTSTART:20261124T040000Z");

    const rows = await db.prisma.messageOutbox.findMany();
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1 && row.sentAt)).toBe(true);

    // Both parts, the text one first, each with the order's facts: Israel time, shekels.
    expectBothParts();
    for (const mail of [business, customer]) {
      for (const part of [mail.text!, parseEmailHtml(mail.html as string).lines.join("\n")]) {
        expect(part).toContain(`${order}`);
        expect(part).toContain("24.11.2026 בשעה 06:00");
        expect(part).toContain("סה״כ לתשלום: 450 ₪");
      }
    }
  });

  it("a production site on the sandbox marks every e-mail as a test, in the subject and both parts (docs/decisions/009)", async () => {
    const smtpUrl = await startSmtp();
    const { request, services } = await testApp({ now: fixedNow });
    await request.post("/api/bookings").send(bookingBody());
    const production = smtpConfig(smtpUrl, { NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox" });
    expect(await runDueJobs({ services }, { config: production })).toEqual({ succeeded: 2, failed: 0 });
    for (const mail of received) {
      expect(mail.subject?.startsWith(`${TEST_SITE_MARK.subject} `), mail.subject).toBe(true);
      expect(textLines(mail.text ?? "")[0]).toBe(TEST_SITE_MARK.line);
      expect(parseEmailHtml(mail.html as string).lines[0]).toBe(TEST_SITE_MARK.line);
    }
    expectBothParts();
  });

  it("delivers every e-mail of an order's life and a contact inquiry with both parts", async () => {
    const smtpUrl = await startSmtp();
    const { request, db, services } = await testApp({ now: fixedNow });
    const order = (await request.post("/api/bookings").send(bookingBody({ departure_date: "2026-12-01", arrival_date: "2026-12-07" }))).body;
    const at = (action: string) => `/api/bookings/${order.order_number}/${action}?t=${order.token}`;
    expect((await request.post(at("change")).send({ arrival_time: "23:45" })).status).toBe(200);
    expect((await request.post(at("resend-confirmation")).send({})).status).toBe(200);
    expect((await request.post(at("cancel")).send({})).status).toBe(200);
    const contact = { name: "דנה <b>כהן</b>", phone: "050-123 4567", email: "dana@example.com", message: "שורה ראשונה\nשורה שנייה", source: "contact_page" };
    expect((await request.post("/api/contact").send(contact)).status).toBe(201);

    await runDueJobs({ services }, { config: smtpConfig(smtpUrl) });
    const kinds = (await db.prisma.messageOutbox.findMany({ orderBy: { id: "asc" } })).map((row) => [row.kind, row.status]);
    expect(kinds).toEqual(
      ["business_notification", "customer_confirmation", "customer_change", "business_change", "customer_confirmation_resend", "customer_cancellation", "business_cancellation", "contact_inquiry"].map((kind) => [kind, "sent"]),
    );
    expect(received).toHaveLength(kinds.length);
    expectBothParts();

    const link = `https://valet.test/order/${order.order_number}?t=${order.token}`;
    const change = received.find((mail) => mail.subject?.startsWith(`עדכון הזמנה #${order.order_number}`))!;
    expect(change.text).toContain("שעת נחיתה: 22:30 ← 23:45");
    expect(parseEmailHtml(change.html as string).links.map((a) => a.href)).toContain(link);
    const inquiry = received.find((mail) => mail.subject?.startsWith(messages.contact.contactSubject))!;
    expect(inquiry.text).toContain("שם: דנה <b>כהן</b>");
    expect(parseEmailHtml(inquiry.html as string).byTag("b")).toEqual([]);
    expect(inquiry.text).toContain("שורה ראשונה\nשורה שנייה");
  });

  it("delivers the traveller's pickup and return e-mails (product.md §17) with both parts saying the same", async () => {
    const smtpUrl = await startSmtp();
    const clock = settableClock();
    const { request, db, services } = await testApp({ now: clock.now });
    const order = (await request.post("/api/bookings").send(bookingBody())).body;
    const added = await createAdminServices(db.prisma, fixedNow).crew.add({ name: "דני כהן", phone: "050-123 4567" });
    const signedIn = await request.post("/api/crew/sign-in").send({ token: added.link.token });
    const cookie = `valet_crew=${/^valet_crew=([^;]+)/.exec(signedIn.headers["set-cookie"]![0]!)![1]!}`;
    const crew = (action: string, body: object) => request.post(`/api/crew/bookings/${order.order_number}/${action}`).set("cookie", cookie).send(body);
    // The crew works on the day of the pickup (docs/decisions/037).
    clock.set(PICKUP_DAY);
    expect((await crew("pickup", { odometer_km: 12_000, fuel_eighths: 5, keys: 2, cash_collected: 200 })).status).toBe(200);
    await crew("parked", { bay: "B-12", key_hook: "7" });
    await crew("returning", {});
    expect((await crew("return", { odometer_km: 12_040, fuel_eighths: 4, cash_collected: 250 })).status).toBe(200);

    await runDueJobs({ services }, { config: smtpConfig(smtpUrl) });
    const kinds = (await db.prisma.messageOutbox.findMany({ orderBy: { id: "asc" } })).map((row) => [row.kind, row.status]);
    // The site's jobs issue the cash payments' two tax documents too, and send each (docs/decisions/036).
    expect(kinds).toEqual(
      ["business_notification", "customer_confirmation", "customer_pickup", "customer_return", "tax_document_invoice_receipt", "tax_document_invoice_receipt"].map((kind) => [kind, "sent"]),
    );
    expectBothParts();

    const link = `https://valet.test/order/${order.order_number}?t=${order.token}`;
    const pickup = received.find((mail) => mail.subject?.startsWith(`קיבלנו את הרכב – הזמנה #${order.order_number}`))!;
    const back = received.find((mail) => mail.subject?.startsWith(`הרכב הוחזר – הזמנה #${order.order_number}`))!;
    for (const mail of [pickup, back]) {
      expect(JSON.stringify(mail.to)).toContain("dana@example.com");
      expect(parseEmailHtml(mail.html as string).links.map((a) => a.href)).toContain(link);
    }
    expect(pickup.text).toContain("מד קילומטרים: 12,000 ק״מ");
    expect(pickup.text).toContain("דלק: 5/8 מיכל");
    expect(pickup.text).toContain("תמונות הרכב מהמסירה יופיעו בעמוד ההזמנה.");
    expect(back.text).toContain("נסיעה בזמן השירות: 40 ק״מ");
    expect(back.text).toContain("שולם (מזומן): 450 ₪");
    expect(back.text).not.toContain("יתרה לתשלום");
  });

  it("sends a row queued with a line break in its headers (before they were cleaned) with every header on one line", async () => {
    const smtpUrl = await startSmtp();
    const { db, services } = await testApp({ now: fixedNow });
    // Written straight to the table, as a row queued before header values were put on one line (docs/SECURITY.md).
    await db.prisma.messageOutbox.create({
      data: {
        kind: "business_notification",
        to: "office@valet.test",
        subject: "הזמנה חדשה #1001 – דנה\r\nBcc: x@evil.example",
        text: "שלום",
        html: "<p>שלום</p>",
        attachments: [{ filename: "valet-1001\r\nX-Evil: 1.ics", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", contentType: "text/calendar" }],
      },
    });
    expect(await runDueJobs({ services }, { config: smtpConfig(smtpUrl) })).toEqual({ succeeded: 1, failed: 0 });
    const [mail] = received;
    expect(mail!.subject).toBe("הזמנה חדשה #1001 – דנה Bcc: x@evil.example");
    expect(mail!.bcc).toBeUndefined();
    expect(mail!.headers.has("x-evil")).toBe(false);
    expect(mail!.attachments.map((a) => a.filename)).toEqual(["valet-1001 X-Evil: 1.ics"]);
    expect(raw[0]).not.toMatch(/%0D%0A|=0D=0A/i);
  });

  it("records a refused delivery, retries with backoff, and gives up after the last attempt", async () => {
    const smtpUrl = await startSmtp();
    reject = true;
    const { db, services } = await testApp({ now: fixedNow });
    const config = smtpConfig(smtpUrl);
    await services.outbox.enqueue({ kind: "test", to: "someone@example.com", subject: "בדיקה", text: "שלום" });

    expect(await runDueJobs({ services }, { config })).toEqual({ succeeded: 0, failed: 1 });
    let row = await db.prisma.messageOutbox.findFirstOrThrow();
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.lastError).toMatch(/mailbox unavailable/);
    // Not due again until its backoff has passed; the job's error names the row, not the address.
    const [job] = await plannedJobs(db);
    expect(job).toMatchObject({ task_identifier: "deliver_message", key: `message:${row.id}`, attempts: 1, max_attempts: 8 });
    expect(job!.run_at.getTime()).toBeGreaterThan(Date.now());
    expect(await runDueJobs({ services }, { config })).toEqual({ succeeded: 0, failed: 0 });

    for (let attempt = 2; attempt <= 8; attempt++) {
      await jobsDueNow(db);
      await runDueJobs({ services }, { config });
    }
    row = await db.prisma.messageOutbox.findFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: 8 });
    // Failed for good: recorded on the row, and no job left behind.
    expect(await plannedJobs(db)).toEqual([]);

    // The operator puts it back; the mailbox works again; it goes out.
    reject = false;
    expect(await services.outbox.retry(row.id)).toBe(true);
    expect(await runDueJobs({ services }, { config })).toEqual({ succeeded: 1, failed: 0 });
    expect((await db.prisma.messageOutbox.findFirstOrThrow()).status).toBe("sent");
  });

  it("without SMTP, e-mails wait in the outbox with no job; a process with SMTP sends them when it starts", async () => {
    const smtpUrl = await startSmtp();
    const { request, services } = await testApp({ now: fixedNow });
    const db = await workerDatabase();
    // The server last started without SMTP_URL (site_address.sends_email false).
    await recordServerStart(db.prisma, "https://valet.test", { sendsEmail: false });
    await request.post("/api/bookings").send(bookingBody());
    expect(await plannedJobs(db)).toEqual([]);
    expect(await runDueJobs({ services })).toEqual({ succeeded: 0, failed: 0 });
    expect(await db.prisma.messageOutbox.count({ where: { status: "queued", attempts: 0 } })).toBe(2);
    // A start with SMTP gives each its job, and they go.
    expect(await runDueJobs({ services }, { config: smtpConfig(smtpUrl) })).toEqual({ succeeded: 2, failed: 0 });
    expect(received).toHaveLength(2);
    expect(await db.prisma.messageOutbox.count({ where: { status: "sent" } })).toBe(2);
  });

  it("a server started with SMTP gives each e-mail its job in the statement that queues it", async () => {
    const { request } = await testApp({ now: fixedNow });
    const db = await workerDatabase();
    await recordServerStart(db.prisma, "https://valet.test", { sendsEmail: true });
    await request.post("/api/bookings").send(bookingBody());
    const rows = await db.prisma.messageOutbox.findMany({ orderBy: { id: "asc" } });
    expect((await plannedJobs(db)).map((job) => [job.task_identifier, job.key])).toEqual(rows.map((row) => ["deliver_message", `message:${row.id}`]));
  });
});
