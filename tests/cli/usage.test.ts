// The CLI's contract for every command: --help with examples, exit codes, and
// one error line naming what was wrong.
import { describe, expect, it } from "vitest";
import { cli } from "./cli-harness.ts";

const LEAVES = [
  ["coupons", "add"], ["coupons", "list"], ["coupons", "show"], ["coupons", "set"], ["coupons", "disable"], ["coupons", "enable"],
  ["blackouts", "add"], ["blackouts", "list"], ["blackouts", "disable"], ["blackouts", "enable"], ["blackouts", "remove"],
  ["config", "show"], ["config", "set"], ["settings", "show"], ["settings", "set"],
  ["bookings", "list"], ["bookings", "show"], ["bookings", "manifest"], ["bookings", "status"],
  ["messages", "list"], ["messages", "show"], ["messages", "retry"], ["flights", "poll"], ["invoices", "list"], ["invoices", "show"], ["invoices", "retry"],
  ["privacy", "purge"], ["privacy", "erase"],
  ["db", "migrate"], ["db", "seed"], ["db", "status"],
];

describe("every command", () => {
  it.each(LEAVES)("%s %s has --help with examples and --json", async (...command) => {
    const run = await cli([...command, "--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Usage: valet ${command.join(" ")}`);
    expect(run.stdout).toMatch(/Examples:\n {2}valet /);
    expect(run.stdout).toContain("--json");
  });

  it("the top-level help lists every group and the exit codes", async () => {
    const run = await cli(["--help"]);
    expect(run.code).toBe(0);
    for (const group of ["coupons", "blackouts", "config", "settings", "bookings", "messages", "flights", "invoices", "privacy", "db"]) expect(run.stdout).toContain(group);
    expect(run.stdout).toContain("Exit codes: 0");
  });

  it.each([
    ["an unknown command", ["coupns", "list"], "error: unknown command 'coupns'"],
    ["an unknown subcommand", ["coupons", "delete", "X"], "error: unknown command 'delete'"],
    ["an unknown option", ["coupons", "list", "--all"], "error: unknown option '--all'"],
    ["a missing argument", ["coupons", "show"], "error: missing required argument 'code'"],
    ["an extra argument", ["coupons", "show", "A", "B"], "error: too many arguments"],
  ])("exits 2 on %s with the error on stderr", async (_label, args, message) => {
    const run = await cli(args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr.startsWith(message)).toBe(true);
  });

  it("a group without a subcommand prints its help and exits 2", async () => {
    const run = await cli(["coupons"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Usage: valet coupons");
  });

  it("a bad environment is a usage error on one line", async () => {
    const run = await cli(["coupons", "list"], { env: { DATABASE_URL: "mysql://nope", LOG_LEVEL: "silent" } });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("error: Invalid configuration: DATABASE_URL: must be a postgres:// or postgresql:// URL\n");
  });

  it("an unreachable database fails with exit 1 and one line", async () => {
    const run = await cli(["coupons", "list"], { env: { DATABASE_URL: "postgresql://valet:x@127.0.0.1:1/none", SECRET_KEY: "s".repeat(32), LOG_LEVEL: "silent" } });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error: database: .+\n$/);
  });
});
