import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { bookingRow } from "@tests/support/booking-row.ts";
import { cli, snapshot } from "./cli-harness.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

async function emails() {
  const { prisma } = await workerDatabase();
  const base = { text: "גוף", attempts: 6 };
  const failed = await prisma.messageOutbox.create({
    data: { ...base, kind: "booking_confirmation", to: "a@example.com", subject: "אישור הזמנה", status: "failed", lastError: "connect ECONNREFUSED" },
  });
  const failed2 = await prisma.messageOutbox.create({
    data: { ...base, kind: "cash_notification", to: "office@example.com", subject: "הזמנת מזומן", status: "failed" },
  });
  const sent = await prisma.messageOutbox.create({
    data: { ...base, kind: "contact", to: "office@example.com", subject: "פנייה", status: "sent", attempts: 1, sentAt: new Date() },
  });
  return { failed, failed2, sent };
}

describe("valet messages (also `valet outbox`)", () => {
  it("lists e-mails newest first, filtered by status, without their bodies in JSON", async () => {
    const { failed, failed2, sent } = await emails();
    const all = await cli(["outbox", "list", "--json"]);
    expect(all.json().map((e: { id: number }) => e.id)).toEqual([sent.id, failed2.id, failed.id]);
    expect(all.json()[0]).not.toHaveProperty("text");
    const onlyFailed = await cli(["outbox", "list", "--status", "failed", "--json"]);
    expect(onlyFailed.json().map((e: { status: string }) => e.status)).toEqual(["failed", "failed"]);
    const text = await cli(["outbox", "list", "--status", "failed"]);
    expect(text.stdout).toMatch(/^מס׳\s+נוצרה\s+ערוץ\s+מצב\s+סוג\s+נמען\s+נושא\s+ניסיונות\s+שגיאה אחרונה$/m);
    expect(text.stdout).toContain("נכשל");
    expect((await cli(["outbox", "list", "--status", "lost"])).code).toBe(2);
  });

  it("requeues one failed e-mail; a sent or unknown one fails with exit 1", async () => {
    const { failed, sent } = await emails();
    const run = await cli(["outbox", "retry", String(failed.id), "--json"]);
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({ id: failed.id, status: "queued", attempts: 0, lastError: null });
    const again = await cli(["outbox", "retry", String(sent.id)]);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`error: message ${sent.id} was already sent; nothing to retry\n`);
    expect((await cli(["outbox", "retry", "999999"])).code).toBe(1);
  });

  it("retry --all-failed asks first: refused without a terminal, done with --yes", async () => {
    await emails();
    const db = await workerDatabase();
    const before = await snapshot(db);
    const refused = await cli(["outbox", "retry", "--all-failed"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("pass --yes");
    expect(await snapshot(db)).toEqual(before);

    const run = await cli(["outbox", "retry", "--all-failed", "--yes", "--json"]);
    expect(run.json()).toEqual({ requeued: 2 });
    expect(await db.prisma.messageOutbox.count({ where: { status: "failed" } })).toBe(0);
  });

  it("retry --all-failed on a terminal asks with the count and shows progress on stderr", async () => {
    await emails();
    const questions: string[] = [];
    const run = await cli(["outbox", "retry", "--all-failed"], {
      prompt: async (q) => (questions.push(q), "y"),
      tty: { stdin: true, stderr: true },
    });
    expect(run.code).toBe(0);
    expect(questions).toEqual(["Send 2 failed message(s) again? [y/N] "]);
    expect(run.stderr).toContain("requeueing 2 failed message(s)…");
    expect(run.stdout).toMatch(/^requeued 2 failed message\(s\)/);
  });

  it("refuses an id together with --all-failed, or neither", async () => {
    expect((await cli(["outbox", "retry"])).code).toBe(2);
    expect((await cli(["outbox", "retry", "1", "--all-failed", "--yes"])).code).toBe(2);
  });
});

describe("valet db", () => {
  it("status reports the mode and no pending migrations", async () => {
    const run = await cli(["db", "status", "--json"]);
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({ reachable: true, pending: [], problem: null });
    expect(["embedded-client", "postgres"]).toContain(run.json().mode);
  });

  it("migrate is a no-op on an up-to-date database", async () => {
    const run = await cli(["db", "migrate", "--json"]);
    expect(run.code).toBe(0);
    expect(run.json()).toEqual({ applied: [] });
  });

  it("seed puts back missing defaults without touching changed ones", async () => {
    const { prisma } = await workerDatabase();
    await prisma.siteSetting.update({ where: { key: "holiday_popup_title" }, data: { value: "שנה טובה" } });
    await prisma.siteSetting.delete({ where: { key: "holiday_banner_title" } });
    const run = await cli(["db", "seed", "--json"]);
    expect(run.json()).toEqual({ configCreated: false, settingsCreated: 1 });
    expect((await prisma.siteSetting.findUniqueOrThrow({ where: { key: "holiday_popup_title" } })).value).toBe("שנה טובה");
  });
});

describe("valet messages: the phone's messages", () => {
  async function phoneRows() {
    const { prisma } = await workerDatabase();
    const booking = await prisma.booking.create({ data: { ...bookingRow({ orderNumber: 4242, couponId: null }), attribution: undefined } });
    const sms = await prisma.messageOutbox.create({
      data: {
        kind: "booking_confirmed",
        channel: "sms",
        to: "+972501234567",
        subject: "",
        text: "הזמנה 4242 אושרה. פרטים ושינויים: https://valet.test/order/4242?t=AbCdEfGhIjKlMnOp איסוף 24.11 בשעה 06:00, טרמינל 3.",
        status: "delivered",
        attempts: 1,
        providerId: `SM${"1".repeat(32)}`,
        sentAt: new Date("2026-11-22T08:00:00Z"),
        deliveredAt: new Date("2026-11-22T08:00:05Z"),
        bookingId: booking.id,
      },
    });
    const whatsapp = await prisma.messageOutbox.create({
      data: {
        kind: "car_received",
        channel: "whatsapp",
        to: "+972501234567",
        subject: "",
        text: "קיבלנו את הרכב",
        template: "car_received",
        templateVariables: { "1": "4242" },
        status: "failed",
        attempts: 1,
        errorCode: "63024",
        lastError: "Invalid message recipient",
        bookingId: booking.id,
      },
    });
    await prisma.messageOutbox.create({ data: { kind: "contact", to: "office@example.com", subject: "פנייה", text: "גוף" } });
    return { sms, whatsapp };
  }

  it("lists one order's messages, or one channel's, with the provider's error code", async () => {
    const { sms, whatsapp } = await phoneRows();
    const order = await cli(["messages", "list", "--order", "4242", "--json"]);
    expect(order.json().map((m: { id: number; channel: string }) => [m.id, m.channel])).toEqual([
      [whatsapp.id, "whatsapp"],
      [sms.id, "sms"],
    ]);
    expect(order.json()[0]).toMatchObject({ status: "failed", errorCode: "63024" });
    const onlySms = await cli(["messages", "list", "--channel", "sms", "--json"]);
    expect(onlySms.json().map((m: { id: number }) => m.id)).toEqual([sms.id]);
    const text = await cli(["messages", "list", "--order", "4242"]);
    expect(text.stdout).toContain("WhatsApp");
    expect(text.stdout).toContain("63024 Invalid message recipient");
    expect(text.stdout).toContain("נמסר");
  });

  it("shows one message in full: the text the traveller got, when it was delivered, the provider's id", async () => {
    const { sms } = await phoneRows();
    const shown = await cli(["messages", "show", String(sms.id)]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain("הזמנה 4242 אושרה.");
    expect(shown.stdout).toContain(`SM${"1".repeat(32)}`);
    expect(shown.stdout).toMatch(/נמסר\s+2026-11-22 10:00/);
    expect((await cli(["messages", "show", String(sms.id), "--json"])).json()).toMatchObject({ id: sms.id, channel: "sms", text: sms.text });
    expect((await cli(["messages", "show", "99999"])).code).toBe(1);
  });
});
