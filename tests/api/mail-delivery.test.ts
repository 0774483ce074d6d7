// The outbox delivered over real SMTP: a server started inside the test receives
// the message, which is parsed back.
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDeliveryWorker, MAX_ATTEMPTS } from "../../server/mail/delivery-worker.ts";
import { bookingBody } from "../support/booking-body.ts";
import { fixedNow } from "../support/fixed-clock.ts";
import { silentLogger, testApp } from "../support/test-app.ts";
import { resetDatabase, workerDatabase } from "../support/test-database.ts";

let server: SMTPServer | undefined;
const received: ParsedMail[] = [];
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

beforeEach(async () => {
  await resetDatabase(await workerDatabase());
  received.length = 0;
  reject = false;
});
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe("e-mail delivery", () => {
  it("sends a cash booking's two e-mails over SMTP, the confirmation with its .ics", async () => {
    const smtpUrl = await startSmtp();
    const { request, db } = await testApp({ now: fixedNow });
    const order = (await request.post("/api/bookings").send(bookingBody())).body.order_number;
    const worker = createDeliveryWorker({ prisma: db.prisma, logger: silentLogger, smtpUrl, from: "Valet <no-reply@valet.test>" });
    expect(await worker.runOnce()).toBe(2);
    await worker.stop();

    const business = received.find((mail) => mail.to && JSON.stringify(mail.to).includes("office@valet.test"))!;
    const customer = received.find((mail) => mail.to && JSON.stringify(mail.to).includes("dana@example.com"))!;
    expect(business.subject).toContain(`#${order}`);
    expect(business.text).toContain("מספר רישוי: 1234567");
    expect(customer.subject).toContain(`אישור הזמנה #${order}`);
    expect(customer.html).toContain('dir="rtl"');
    const ics = customer.attachments.find((a) => a.filename === `valet-${order}.ics`)!;
    expect(ics.contentType).toBe("text/calendar");
    expect(ics.content.toString("utf8")).toContain("DTSTART:20261124T040000Z");

    const rows = await db.prisma.emailOutbox.findMany();
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1 && row.sentAt)).toBe(true);
  });

  it("records a refused delivery, retries with backoff, and gives up after the last attempt", async () => {
    const smtpUrl = await startSmtp();
    reject = true;
    const { db, services } = await testApp({ now: fixedNow });
    await services.outbox.enqueue({ kind: "test", to: "someone@example.com", subject: "בדיקה", text: "שלום" });
    let clock = Date.now() + 1000;
    const worker = createDeliveryWorker({ prisma: db.prisma, logger: silentLogger, smtpUrl, from: "v@valet.test", now: () => new Date(clock) });

    expect(await worker.runOnce()).toBe(0);
    let row = await db.prisma.emailOutbox.findFirstOrThrow();
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.lastError).toMatch(/mailbox unavailable/);
    // Not due again until its backoff has passed.
    expect(await worker.runOnce()).toBe(0);
    expect((await db.prisma.emailOutbox.findFirstOrThrow()).attempts).toBe(1);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      clock += 2 * 60 * 60_000;
      await worker.runOnce();
    }
    row = await db.prisma.emailOutbox.findFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });

    // The operator puts it back; the mailbox works again; it goes out.
    reject = false;
    expect(await services.outbox.retry(row.id)).toBe(true);
    expect(await worker.runOnce()).toBe(1);
    expect((await db.prisma.emailOutbox.findFirstOrThrow()).status).toBe("sent");
    await worker.stop();
  });
});
