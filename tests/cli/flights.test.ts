// valet flights and valet flights poll (docs/decisions/034), in-process against the
// worker's database, the board a sandbox file named by FLIGHT_SANDBOX_FILE.
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@server/db/database.ts";
import { boardRow, sandboxBoard } from "@tests/support/flight-board.ts";
import { returnBooking } from "@tests/support/flight-bookings.ts";
import { resetDatabase, workerDatabase, workerDatabaseEnv } from "@tests/support/test-database.ts";
import { cli } from "./cli-harness.ts";

const DAY = "2026-11-22";
const board = sandboxBoard();
let db: Database;

beforeEach(async () => {
  db = await workerDatabase();
  await resetDatabase(db);
  board.write([]);
});
afterAll(() => board.remove());

/** The CLI with the sandbox board (the operator's own CLI reads data.gov.il). */
async function valet(...args: string[]) {
  return cli(args, { env: { ...(await workerDatabaseEnv()), LOG_LEVEL: "silent", PUBLIC_BASE_URL: "https://valet.test", FLIGHT_SOURCE: "sandbox", FLIGHT_SANDBOX_FILE: board.file } });
}

async function tonight() {
  const delayed = await returnBooking(db, "LY315", DAY, "18:45");
  const landed = await returnBooking(db, "6H812", DAY, "23:50");
  const unknown = await returnBooking(db, "IZ999", DAY, "20:00");
  board.write([
    boardRow("LY", "315", `${DAY}T18:45:00`, { expected: `${DAY}T19:40:00`, status: "DELAYED" }),
    boardRow("6H", "812", "2026-11-23T01:20:00", { expected: "2026-11-23T01:05:00", status: "LANDED", terminal: 1 }),
  ]);
  return { delayed, landed, unknown };
}

describe("valet flights poll", () => {
  it("polls the board now and says what it checked, updated and added", async () => {
    const { delayed, landed } = await tonight();
    const run = await valet("flights", "poll");
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(
      [
        "checked 3 return(s) from 12 hours ago to 24 hours ahead: 3 updated, 1 not tracked (not on the board)",
        "events added (2):",
        `  order ${delayed.orderNumber}: landing time changed`,
        `  order ${landed.orderNumber}: landed`,
        "",
      ].join("\n"),
    );
    const again = await valet("flights", "poll", "--date", DAY, "--json");
    expect(again.json()).toEqual({ checked: 3, updated: 0, notTracked: 1, events: [] });
    const otherDay = await valet("flights", "poll", "--date", "2026-11-24", "--json");
    expect(otherDay.json()).toEqual({ checked: 0, updated: 0, notTracked: 0, events: [] });
  });

  it("a board that cannot be read: a clear error, exit 1, nothing written", async () => {
    await tonight();
    board.write("<html>maintenance</html>");
    const run = await valet("flights", "poll");
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^error: the flight board could not be read \(bad_response\): The sandbox flight board .* is not JSON; nothing was changed\n$/);
    expect(await db.prisma.flightStatusRow.count()).toBe(0);
  });

  it("refuses a malformed date before touching anything", async () => {
    const run = await valet("flights", "poll", "--date", "2026-02-30");
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/YYYY-MM-DD/);
  });
});

describe("valet flights", () => {
  it("lists the day's returns with the board's status and times", async () => {
    const { delayed, landed, unknown } = await tonight();
    const before = await valet("flights", "--date", DAY);
    expect(before.code, before.stderr).toBe(0);
    // Nothing polled yet: no status known, never checked.
    expect(before.stdout).toContain("לא במעקב");
    await valet("flights", "poll");

    const run = await valet("flights");
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^הזמנה\s+טיסה\s+החזרה\s+מצב הטיסה\s+מתוכננת\s+צפויה\s+נחתה\s+טרמינל\s+נבדקה$/);
    expect(lines.slice(2)).toHaveLength(3);
    expect(lines[2]).toMatch(new RegExp(`^ *${delayed.orderNumber} {2}LY315 {2}18:45 {2}מתעכבת {2,}18:45 {2,}19:40 {2,}— {2,}3 {2,}2026-11-22 10:00$`));
    expect(lines[3]).toMatch(new RegExp(`^ *${unknown.orderNumber} {2}IZ999 {2}20:00 {2}לא במעקב {2,}— {2,}— {2,}— {2,}— {2,}2026-11-22 10:00$`));
    // Landed after midnight: the time carries its date.
    expect(lines[4]).toMatch(new RegExp(`^ *${landed.orderNumber} {2}6H812 {2}23:50 {2}נחתה {2,}2026-11-23 01:20 {2}2026-11-23 01:05 {2}2026-11-23 01:05 {2}1 {2,}2026-11-22 10:00$`));

    const json = (await valet("flights", "--date", DAY, "--json")).json();
    expect(json.date).toBe(DAY);
    expect(json.returns[0]).toEqual({
      orderNumber: delayed.orderNumber,
      flightNumber: "LY315",
      arrivalAt: "2026-11-22T16:45:00.000Z",
      serviceStatus: "booked",
      flight: { status: "delayed", scheduled_at: "2026-11-22T16:45:00.000Z", estimated_at: "2026-11-22T17:40:00.000Z", landed_at: null, terminal: 3 },
      checkedAt: "2026-11-22T08:00:00.000Z",
    });
  });

  it("says so when the day has no returns", async () => {
    const run = await valet("flights", "--date", "2026-12-01");
    expect(run.stdout).toBe("no returns on 2026-12-01\n");
  });

  it("the flight events read in Hebrew in valet bookings show", async () => {
    const { delayed } = await tonight();
    await valet("flights", "poll");
    const run = await valet("bookings", "show", String(delayed.orderNumber));
    expect(run.stdout).toMatch(/שעת הנחיתה השתנתה +מערכת +LY315; 2026-11-22 18:45→2026-11-22 19:40/);
  });

  it("the manifest shows each return's flight status and landing time", async () => {
    const { delayed } = await tonight();
    await valet("flights", "poll");
    const manifest = await valet("bookings", "manifest", "--date", DAY, "--json");
    const entry = manifest.json().entries.find((e: { orderNumber: number; kind: string }) => e.orderNumber === delayed.orderNumber && e.kind === "return");
    expect(entry.flight).toMatchObject({ status: "delayed", estimated_at: "2026-11-22T17:40:00.000Z" });
    const text = await valet("bookings", "manifest", "--date", DAY);
    expect(text.stdout.split("\n")[2]).toMatch(/מצב השירות\s+מצב הטיסה\s+נחיתה$/);
    expect(text.stdout).toMatch(/LY315 .* {2}מתעכבת {2,}19:40\n/);
  });
});
