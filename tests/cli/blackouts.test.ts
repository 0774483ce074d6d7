import { beforeEach, describe, expect, it } from "vitest";
import { toInstant } from "@shared/jerusalem-time.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { cli, makeBooking, snapshot } from "./cli-harness.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

async function addPeriod(from: string, to: string, data: { active?: boolean; note?: string } = {}) {
  const [fromDate, fromTime] = from.split(" ") as [string, string];
  const [toDate, toTime] = to.split(" ") as [string, string];
  return (await workerDatabase()).prisma.blackoutPeriod.create({
    data: { startAt: toInstant(fromDate, fromTime)!, endAt: toInstant(toDate, toTime)!, ...data },
  });
}

describe("valet blackouts add", () => {
  it("stores the period in Israel time and prints it back the same way", async () => {
    const run = await cli(["blackouts", "add", "--from", "2026-12-24 06:00", "--to", "2026-12-24 12:00", "--note", "תחזוקת חניון"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("added blackout 1: 2026-12-24 06:00 → 2026-12-24 12:00 (תחזוקת חניון)\n");
    const [stored] = await (await workerDatabase()).prisma.blackoutPeriod.findMany();
    expect(stored).toMatchObject({
      startAt: new Date("2026-12-24T04:00:00.000Z"),
      endAt: new Date("2026-12-24T10:00:00.000Z"),
      active: true,
      note: "תחזוקת חניון",
    });
  });

  it("takes bare dates as whole days, and answers --json with ISO instants", async () => {
    const run = await cli(["blackouts", "add", "--from", "2026-12-31", "--to", "2027-01-01", "--json"]);
    expect(run.code).toBe(0);
    expect(run.json()).toEqual({
      id: 1,
      startAt: "2026-12-30T22:00:00.000Z",
      endAt: "2027-01-01T21:59:59.999Z",
      active: true,
      note: null,
      createdAt: expect.any(String),
      affectedOrders: [],
    });
  });

  it("warns on stderr about bookings already inside the period, still adding it", async () => {
    const db = await workerDatabase();
    const pickup = await makeBooking(db, { departure: ["2026-12-24", "07:00"], arrival: ["2026-12-28", "10:00"] });
    const ret = await makeBooking(db, { departure: ["2026-12-20", "07:00"], arrival: ["2026-12-24", "11:00"] });
    await makeBooking(db, { departure: ["2026-12-24", "08:00"], arrival: ["2026-12-25", "10:00"], paymentStatus: "failed" });
    const run = await cli(["blackouts", "add", "--from", "2026-12-24 06:00", "--to", "2026-12-24 12:00", "--json"]);
    expect(run.code).toBe(0);
    const orders = [pickup.orderNumber, ret.orderNumber];
    expect(run.json().affectedOrders).toEqual(orders);
    expect(run.stderr).toBe(
      `warning: 2 existing booking(s) have a pickup or return in this period and are not cancelled: orders ${orders.join(", ")}\n`,
    );
  });

  it.each([
    ["from equal to to", ["--from", "2026-12-24 06:00", "--to", "2026-12-24 06:00"], "--from"],
    ["from after to", ["--from", "2026-12-24 12:00", "--to", "2026-12-24 06:00"], "--from"],
    ["a time without a leading zero", ["--from", "2026-12-24 6:00", "--to", "2026-12-24 07:00"], "--from"],
    ["an impossible date", ["--from", "2026-02-30 06:00", "--to", "2026-03-01 07:00"], "--from"],
    ["an hour the clock skips", ["--from", "2027-03-26 02:30", "--to", "2027-03-26 07:00"], "--from"],
    ["a missing --to", ["--from", "2026-12-24 06:00"], "--to"],
    ["a 25th hour", ["--from", "2026-12-24 06:00", "--to", "2026-12-24 25:00"], "--to"],
  ])("refuses %s with exit 2, naming the argument, writing nothing", async (_label, options, named) => {
    const db = await workerDatabase();
    const before = await snapshot(db);
    const run = await cli(["blackouts", "add", ...options]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: .*\n$/);
    expect(run.stderr).toContain(named);
    expect(await snapshot(db)).toEqual(before);
  });
});

describe("valet blackouts list, disable, enable, remove", () => {
  beforeEach(async () => {
    await addPeriod("2026-11-01 08:00", "2026-11-02 08:00", { note: "עבר" });
    await addPeriod("2026-12-24 06:00", "2026-12-24 12:00", { note: "תחזוקה" });
    await addPeriod("2026-11-22 09:00", "2026-11-22 11:00", { active: false });
  });

  it("lists every period in start order in an aligned table", async () => {
    const run = await cli(["blackouts", "list"]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^מס׳\s+מ-\s+עד\s+פעיל\s+הערה$/);
    expect(lines.slice(2).map((line) => line.trim().split(/\s+/)[0])).toEqual(["1", "3", "2"]);
    expect(lines[3]).toMatch(/^ {2}3 {2}2026-11-22 09:00 {2}2026-11-22 11:00 {2}לא$/);
  });

  it("--upcoming leaves out periods already over (now is 2026-11-22 10:00)", async () => {
    const run = await cli(["blackouts", "list", "--upcoming", "--json"]);
    expect(run.json().map((p: { id: number }) => p.id)).toEqual([3, 2]);
  });

  it("disables and enables by id; an unknown id fails with exit 1", async () => {
    const off = await cli(["blackouts", "disable", "2", "--json"]);
    expect(off.json()).toMatchObject({ id: 2, active: false, changed: true });
    expect((await cli(["blackouts", "enable", "2"])).stdout).toMatch(/^enabled blackout 2: 2026-12-24 06:00/);
    const missing = await cli(["blackouts", "disable", "99"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe("error: no blackout period 99\n");
    expect((await cli(["blackouts", "disable", "two"])).code).toBe(2);
  });

  it("remove refuses without a terminal unless --yes, writing nothing", async () => {
    const db = await workerDatabase();
    const before = await snapshot(db);
    const run = await cli(["blackouts", "remove", "2"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("error: removing blackout 2 needs confirmation: pass --yes (no terminal to ask on)\n");
    expect(await snapshot(db)).toEqual(before);

    const yes = await cli(["blackouts", "remove", "2", "--yes", "--json"]);
    expect(yes.code).toBe(0);
    expect(yes.json()).toMatchObject({ id: 2, removed: true });
    expect(await db.prisma.blackoutPeriod.count()).toBe(2);
  });

  it("remove asks on a terminal and does nothing unless told yes", async () => {
    const db = await workerDatabase();
    const questions: string[] = [];
    const no = await cli(["blackouts", "remove", "2"], { prompt: async (q) => (questions.push(q), "n") });
    expect(no.code).toBe(1);
    expect(no.stderr).toBe("error: cancelled; nothing was changed\n");
    expect(questions).toEqual(["Remove blackout 2: 2026-12-24 06:00 → 2026-12-24 12:00 (תחזוקה)? [y/N] "]);
    expect(await db.prisma.blackoutPeriod.count()).toBe(3);

    // "ט" is where y sits on a Hebrew keyboard.
    const yes = await cli(["blackouts", "remove", "2"], { prompt: async () => "ט" });
    expect(yes.code).toBe(0);
    expect(await db.prisma.blackoutPeriod.count()).toBe(2);
  });
});
