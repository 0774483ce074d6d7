// A sample of commands as the operator runs them: a separate process through
// cli/index.ts, connecting to the database this test process hosts.
import { beforeAll, describe, expect, it } from "vitest";
import { runCliProcess } from "@tests/support/run-cli.ts";
import { resetDatabase, workerDatabase, workerDatabaseEnv } from "@tests/support/test-database.ts";

let env: Record<string, string>;
// Each process starts Node, tsx and Prisma: seconds each, more on a busy machine.
const SLOW = 90_000;

beforeAll(async () => {
  await resetDatabase(await workerDatabase());
  env = await workerDatabaseEnv();
});

describe("the valet process", () => {
  it("adds a coupon and lists it as JSON, exit 0", async () => {
    const add = await runCliProcess(["coupons", "add", "proc10", "--amount", "10"], env);
    expect(add.stderr).toBe("");
    expect(add.code).toBe(0);
    expect(add.stdout).toContain("added coupon PROC10");
    // Piped, not a terminal: no bidi isolates in the output.
    expect(add.stdout).not.toMatch(/[\u2068\u2069]/);

    const list = await runCliProcess(["coupons", "list", "--json"], env);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout)).toEqual([expect.objectContaining({ code: "PROC10", amount: 10 })]);
  }, SLOW);

  it("exits 2 with one error line for a bad amount, writing nothing", async () => {
    const run = await runCliProcess(["coupons", "add", "BAD", "--amount", "12.5"], env);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      "error: option '--amount <shekels>' argument '12.5' is invalid. Expected a positive whole number of shekels (1 to 100000)\n",
    );
    expect(await (await workerDatabase()).prisma.coupon.count({ where: { code: "BAD" } })).toBe(0);
  }, SLOW);

  it("exits 1 for a booking that does not exist", async () => {
    const run = await runCliProcess(["bookings", "show", "999999"], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("error: no booking with order number 999999\n");
  }, SLOW);
});
