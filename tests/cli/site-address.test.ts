// Every link that leaves the system is built from the site's configured public address,
// wherever the code runs (docs/decisions/039). The server records its PUBLIC_BASE_URL
// in the database at every start; the operator's CLI, whose shell may not set it, builds
// its links from that. With neither, the CLI queues nothing and says why: the flight
// poll run from a shell once sent a "landed" SMS with a dead localhost link.
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@server/db/database.ts";
import { recordServerStart } from "@server/services/site-address.ts";
import { boardRow, sandboxBoard } from "@tests/support/flight-board.ts";
import { returnBooking } from "@tests/support/flight-bookings.ts";
import { resetDatabase, workerDatabase, workerDatabaseEnv } from "@tests/support/test-database.ts";
import { cli } from "./cli-harness.ts";

const DAY = "2026-11-22";
const SITE = "https://valet.example";
const board = sandboxBoard();
let db: Database;

beforeEach(async () => {
  db = await workerDatabase();
  await resetDatabase(db);
});
afterAll(() => board.remove());

/** The CLI from the operator's shell: no PUBLIC_BASE_URL, the sandbox board. */
async function fromShell(...args: string[]) {
  return cli(args, { env: { ...(await workerDatabaseEnv()), LOG_LEVEL: "silent", FLIGHT_SOURCE: "sandbox", FLIGHT_SANDBOX_FILE: board.file } });
}

/** A return tonight whose flight has landed: the poll queues the "landed" SMS with the order's link. */
async function landedTonight() {
  const booking = await returnBooking(db, "6H812", DAY, "23:50");
  await db.prisma.booking.update({ where: { id: booking.id }, data: { messageChannel: "sms", serviceStatus: "parked" } });
  board.write([boardRow("6H", "812", "2026-11-23T01:20:00", { expected: "2026-11-23T01:05:00", status: "LANDED", terminal: 1 })]);
  return booking;
}

const phoneTexts = async () => (await db.prisma.messageOutbox.findMany({ where: { channel: { not: "email" } } })).map((row) => row.text);

describe("links built by the operator's CLI", () => {
  it("come from the address the server recorded when the shell does not set one", async () => {
    await landedTonight();
    await recordServerStart(db.prisma, SITE, { sendsEmail: false });
    const run = await fromShell("flights", "poll");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const texts = await phoneTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      for (const url of text.match(/https?:\/\/\S+/g) ?? []) expect(url.startsWith(`${SITE}/`), url).toBe(true);
    }
    expect(texts.join("\n")).not.toContain("localhost");
  });

  it("are refused, and nothing is queued, when no address is known", async () => {
    await landedTonight();
    const run = await fromShell("flights", "poll");
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("the site's public address is not known");
    expect(await db.prisma.messageOutbox.count()).toBe(0);
  });

  it("the server records its address at start, and a new start replaces it", async () => {
    await recordServerStart(db.prisma, "http://localhost:3000", { sendsEmail: false });
    await recordServerStart(db.prisma, SITE, { sendsEmail: false });
    expect(await db.prisma.siteAddress.findMany()).toEqual([expect.objectContaining({ id: 1, publicBaseUrl: SITE })]);
  });
});
