import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { cli, snapshot } from "./cli-harness.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

async function emails() {
  const { prisma } = await workerDatabase();
  const base = { text: "גוף", attempts: 6 };
  const failed = await prisma.emailOutbox.create({
    data: { ...base, kind: "booking_confirmation", to: "a@example.com", subject: "אישור הזמנה", status: "failed", lastError: "connect ECONNREFUSED" },
  });
  const failed2 = await prisma.emailOutbox.create({
    data: { ...base, kind: "cash_notification", to: "office@example.com", subject: "הזמנת מזומן", status: "failed" },
  });
  const sent = await prisma.emailOutbox.create({
    data: { ...base, kind: "contact", to: "office@example.com", subject: "פנייה", status: "sent", attempts: 1, sentAt: new Date() },
  });
  return { failed, failed2, sent };
}

describe("valet outbox", () => {
  it("lists e-mails newest first, filtered by status, without their bodies in JSON", async () => {
    const { failed, failed2, sent } = await emails();
    const all = await cli(["outbox", "list", "--json"]);
    expect(all.json().map((e: { id: number }) => e.id)).toEqual([sent.id, failed2.id, failed.id]);
    expect(all.json()[0]).not.toHaveProperty("text");
    const onlyFailed = await cli(["outbox", "list", "--status", "failed", "--json"]);
    expect(onlyFailed.json().map((e: { status: string }) => e.status)).toEqual(["failed", "failed"]);
    const text = await cli(["outbox", "list", "--status", "failed"]);
    expect(text.stdout).toMatch(/^מס׳\s+נוצרה\s+מצב\s+סוג\s+נמען\s+נושא\s+ניסיונות\s+שגיאה אחרונה$/m);
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
    expect(again.stderr).toBe(`error: e-mail ${sent.id} was already sent; nothing to retry\n`);
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
    expect(await db.prisma.emailOutbox.count({ where: { status: "failed" } })).toBe(0);
  });

  it("retry --all-failed on a terminal asks with the count and shows progress on stderr", async () => {
    await emails();
    const questions: string[] = [];
    const run = await cli(["outbox", "retry", "--all-failed"], {
      prompt: async (q) => (questions.push(q), "y"),
      tty: { stdin: true, stderr: true },
    });
    expect(run.code).toBe(0);
    expect(questions).toEqual(["Send 2 failed e-mail(s) again? [y/N] "]);
    expect(run.stderr).toContain("requeueing 2 failed e-mail(s)…");
    expect(run.stdout).toMatch(/^requeued 2 failed e-mail\(s\)/);
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
