import { beforeEach, describe, expect, it } from "vitest";
import { endOfDay, startOfDay } from "@cli/parse-args.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { cli, snapshot } from "./cli-harness.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

describe("valet coupons add", () => {
  it("stores the code upper-case with its amount, limit and Israeli day bounds", async () => {
    const run = await cli(["coupons", "add", "holiday30", "--amount", "30", "--limit", "100", "--from", "2026-09-20", "--to", "2026-10-15"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("added coupon HOLIDAY30");
    expect(run.stdout).toMatch(/הנחה\s+₪30/);

    const { prisma } = await workerDatabase();
    const stored = await prisma.coupon.findUniqueOrThrow({ where: { code: "HOLIDAY30" } });
    expect(stored).toMatchObject({ amount: 30, usageLimit: 100, usedCount: 0, active: true });
    // From 00:00 on the first day to 23:59:59.999 on the last, Israel time (UTC+3 then).
    expect(stored.validFrom?.toISOString()).toBe("2026-09-19T21:00:00.000Z");
    expect(stored.validTo?.toISOString()).toBe("2026-10-15T20:59:59.999Z");
  });

  it("answers --json with the stored coupon", async () => {
    const run = await cli(["coupons", "add", "Save50", "--amount", "50", "--inactive", "--json"]);
    expect(run.code).toBe(0);
    expect(run.json()).toEqual({
      id: expect.any(Number),
      code: "SAVE50",
      amount: 50,
      usageLimit: null,
      usedCount: 0,
      validFrom: null,
      validTo: null,
      active: false,
      status: "inactive",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updatedAt: expect.any(String),
    });
  });

  it.each([
    ["a fractional amount", ["--amount", "12.5"], "--amount"],
    ["a negative amount", ["--amount", "-3"], "--amount"],
    ["a zero amount", ["--amount", "0"], "--amount"],
    ["a word for an amount", ["--amount", "abc"], "--amount"],
    ["an impossible date", ["--amount", "5", "--from", "2026-02-30"], "--from"],
    ["a loose date", ["--amount", "5", "--to", "1/10/2026"], "--to"],
    ["a negative limit", ["--amount", "5", "--limit", "-1"], "--limit"],
    ["an unknown option", ["--amount", "5", "--percent", "10"], "--percent"],
  ])("refuses %s with exit 2, naming the argument, writing nothing", async (_label, options, named) => {
    const db = await workerDatabase();
    const before = await snapshot(db);
    const run = await cli(["coupons", "add", "NEW", ...options]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/^error: /);
    expect(run.stderr).toContain(named);
    expect(await snapshot(db)).toEqual(before);
  });

  it("refuses --to before --from with exit 2", async () => {
    const run = await cli(["coupons", "add", "NEW", "--amount", "5", "--from", "2026-10-02", "--to", "2026-10-01"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: --to 2026-10-01 is before --from 2026-10-02\n$/);
    expect(await (await workerDatabase()).prisma.coupon.count()).toBe(0);
  });

  it("refuses a missing --amount and a malformed code with exit 2", async () => {
    expect((await cli(["coupons", "add", "NEW"])).stderr).toContain("--amount");
    const bad = await cli(["coupons", "add", "שלום", "--amount", "5"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("'code'");
  });

  it("refuses a duplicate code in any case with exit 1, leaving the first untouched", async () => {
    expect((await cli(["coupons", "add", "SAVE50", "--amount", "50"])).code).toBe(0);
    const db = await workerDatabase();
    const before = await snapshot(db);
    const run = await cli(["coupons", "add", "save50", "--amount", "70"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("error: coupon SAVE50 already exists (codes are unique regardless of case)\n");
    expect(await snapshot(db)).toEqual(before);
  });
});

describe("valet coupons list and show", () => {
  beforeEach(async () => {
    const { prisma } = await workerDatabase();
    // Now (fixed) is 2026-11-22 10:00 Israel time.
    await prisma.coupon.createMany({
      data: [
        { code: "LIVE", amount: 50 },
        { code: "OFF", amount: 20, active: false },
        { code: "LATER", amount: 30, validFrom: startOfDay("2026-12-01") },
        { code: "OLD", amount: 40, validTo: endOfDay("2026-11-21") },
        { code: "DONE", amount: 10, usageLimit: 2, usedCount: 2 },
      ],
    });
  });

  it("lists every coupon by code in an aligned Hebrew table, with its state now", async () => {
    const run = await cli(["coupons", "list"]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^קוד\s+הנחה\s+שימושים\s+בתוקף מ-\s+בתוקף עד\s+מצב$/);
    expect(lines.slice(2).map((line) => line.split(/\s{2,}/)[0])).toEqual(["DONE", "LATER", "LIVE", "OFF", "OLD"]);
    expect(run.stdout).toContain("נוצל במלואו");
    expect(run.stdout).toContain("טרם התחיל");
    expect(run.stdout).toContain("פג תוקף");
    expect(run.stdout).toContain("מושבת");
  });

  it("--active keeps only coupons a customer can use now; --json gives their state", async () => {
    const run = await cli(["coupons", "list", "--active", "--json"]);
    expect(run.code).toBe(0);
    expect(run.json()).toEqual([expect.objectContaining({ code: "LIVE", status: "active", amount: 50 })]);
    const all = (await cli(["coupons", "list", "--json"])).json<{ code: string; status: string }[]>();
    expect(Object.fromEntries(all.map((c) => [c.code, c.status]))).toEqual({
      DONE: "used_up",
      LATER: "not_started",
      LIVE: "active",
      OFF: "inactive",
      OLD: "expired",
    });
  });

  it("shows one coupon whatever the case typed, and exits 1 for an unknown one", async () => {
    const run = await cli(["coupons", "show", "live", "--json"]);
    expect(run.json()).toMatchObject({ code: "LIVE", amount: 50, bookings: 0, status: "active" });
    const text = await cli(["coupons", "show", "LATER"]);
    expect(text.stdout).toMatch(/בתוקף מ-\s+2026-12-01/);
    const missing = await cli(["coupons", "show", "NOPE"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe("error: no coupon NOPE\n");
  });
});

describe("valet coupons set, disable, enable", () => {
  beforeEach(async () => {
    await (await workerDatabase()).prisma.coupon.create({
      data: { code: "SAVE50", amount: 50, usageLimit: 10, validTo: endOfDay("2026-12-31") },
    });
  });

  it("changes the amount and clears the limit and end date with none", async () => {
    const run = await cli(["coupons", "set", "save50", "--amount", "60", "--limit", "none", "--to", "none", "--json"]);
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({ code: "SAVE50", amount: 60, usageLimit: null, validTo: null });
  });

  it("refuses a change that would end the coupon before it starts, writing nothing", async () => {
    const db = await workerDatabase();
    const before = await snapshot(db);
    const run = await cli(["coupons", "set", "SAVE50", "--from", "2027-01-05"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: --to: /);
    expect(await snapshot(db)).toEqual(before);
  });

  it("refuses set with nothing to change (2) and an unknown code (1)", async () => {
    expect((await cli(["coupons", "set", "SAVE50"])).code).toBe(2);
    expect((await cli(["coupons", "set", "NOPE", "--amount", "5"])).code).toBe(1);
    expect((await cli(["coupons", "set", "SAVE50", "--amount", "1.5"])).code).toBe(2);
  });

  it("switches a coupon off and on again, saying when nothing changed", async () => {
    const off = await cli(["coupons", "disable", "save50", "--json"]);
    expect(off.json()).toMatchObject({ code: "SAVE50", active: false, status: "inactive", changed: true });
    const again = await cli(["coupons", "disable", "SAVE50"]);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe("coupon SAVE50 was already disabled\n");
    const on = await cli(["coupons", "enable", "SAVE50"]);
    expect(on.stdout).toMatch(/^enabled coupon SAVE50/);
    expect((await (await workerDatabase()).prisma.coupon.findUniqueOrThrow({ where: { code: "SAVE50" } })).active).toBe(true);
  });
});
