// One flight poller for the whole site (docs/decisions/034): every process runs the
// loop, and only the one whose conditional update of scheduled_runs' `flight_poll`
// wins polls. Two pollers, each with its own connection pool as two server
// processes have, race here, in Postgres (the embedded one, or CI's).
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createPrismaClient, type Database } from "@server/db/database.ts";
import { FlightBoardError } from "@server/flights/board.ts";
import {
  FLIGHT_POLL_BACKOFF_MS,
  FLIGHT_POLL_BUSY_MS,
  FLIGHT_POLL_IDLE_MS,
  FLIGHT_POLL_JOB,
  FLIGHT_POLL_LEASE_MS,
  createFlightPoller,
} from "@server/flights/flight-poller.ts";
import { createFlightTracking, type FlightPollReport } from "@server/flights/flight-tracking.ts";
import { createSandboxFlightSource } from "@server/flights/sandbox-source.ts";
import { boardRow, sandboxBoard } from "@tests/support/flight-board.ts";
import { returnBooking } from "@tests/support/flight-bookings.ts";
import { NOW } from "@tests/support/fixed-clock.ts";
import { silentLogger } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

let db: Database;
let other: ReturnType<typeof createPrismaClient> | undefined;
const board = sandboxBoard();

beforeEach(async () => {
  db = await workerDatabase();
  await resetDatabase(db);
  other ??= createPrismaClient(db.connectionString, 4);
});
afterAll(async () => {
  await other?.$disconnect();
  board.remove();
});

const at = (ms: number) => new Date(NOW.getTime() + ms);
const REPORT: FlightPollReport = { checked: 1, updated: 0, notTracked: 0, events: [] };

/** A stand-in for the tracking service: `due` returns near, and what a poll does. */
function fakeTracking(due: number, poll: () => Promise<FlightPollReport> = async () => REPORT) {
  return { dueCount: vi.fn(async () => due), poll: vi.fn(poll) };
}

function poller(prisma: Database["prisma"], tracking: ReturnType<typeof fakeTracking>, now: () => Date) {
  return createFlightPoller({ prisma, tracking, logger: silentLogger, now });
}

const stored = () => db.prisma.scheduledRun.findUniqueOrThrow({ where: { job: FLIGHT_POLL_JOB } });

describe("two processes, one poller", () => {
  it("of two processes checking at once, exactly one polls; the other waits for the next turn", async () => {
    const first = fakeTracking(3);
    const second = fakeTracking(3);
    let clock = NOW;
    const pollers = [poller(db.prisma, first, () => clock), poller(other!, second, () => clock)];

    const turns = await Promise.all(pollers.map((p) => p.runIfDue()));
    expect(turns.filter((turn) => turn !== null)).toHaveLength(1);
    expect(first.poll.mock.calls.length + second.poll.mock.calls.length).toBe(1);
    expect(await stored()).toMatchObject({ nextRunAt: at(FLIGHT_POLL_BUSY_MS), result: { failures: 0, due: 3, checked: 1 } });

    clock = at(FLIGHT_POLL_BUSY_MS - 1000);
    expect(await Promise.all(pollers.map((p) => p.runIfDue()))).toEqual([null, null]);
    clock = at(FLIGHT_POLL_BUSY_MS);
    const next = await Promise.all(pollers.map((p) => p.runIfDue()));
    expect(next.filter((turn) => turn !== null)).toHaveLength(1);
    expect(first.poll.mock.calls.length + second.poll.mock.calls.length).toBe(2);
  });

  it("many checks racing turn after turn: one poll per turn", async () => {
    const trackings = [fakeTracking(1), fakeTracking(1), fakeTracking(1), fakeTracking(1)];
    for (let turn = 0; turn < 5; turn++) {
      const clock = at(turn * FLIGHT_POLL_BUSY_MS);
      const pollers = trackings.map((tracking, i) => poller(i % 2 ? other! : db.prisma, tracking, () => clock));
      const results = await Promise.all(pollers.map((p) => p.runIfDue()));
      expect(results.filter((result) => result !== null), `turn ${turn}`).toHaveLength(1);
    }
    expect(trackings.reduce((sum, tracking) => sum + tracking.poll.mock.calls.length, 0)).toBe(5);
  });

  it("a poller that dies mid-poll holds the turn only until its lease runs out", async () => {
    const stuck = fakeTracking(1, () => new Promise<FlightPollReport>(() => {}));
    void poller(db.prisma, stuck, () => NOW).runIfDue();
    await vi.waitFor(() => expect(stuck.poll).toHaveBeenCalled());

    const survivor = fakeTracking(1);
    expect(await poller(other!, survivor, () => at(FLIGHT_POLL_LEASE_MS - 1000)).runIfDue()).toBeNull();
    expect(await poller(other!, survivor, () => at(FLIGHT_POLL_LEASE_MS)).runIfDue()).not.toBeNull();
    expect(survivor.poll).toHaveBeenCalledTimes(1);
  });
});

describe("the cadence", () => {
  it("with no return near, it only counts, and looks again in 15 minutes", async () => {
    const tracking = fakeTracking(0);
    const turn = await poller(db.prisma, tracking, () => NOW).runIfDue();
    expect(turn).toEqual({ due: 0, report: null, failures: 0, nextRunAt: at(FLIGHT_POLL_IDLE_MS) });
    expect(tracking.poll).not.toHaveBeenCalled();
    expect(await poller(db.prisma, tracking, () => at(FLIGHT_POLL_IDLE_MS - 1000)).runIfDue()).toBeNull();
  });

  it("backs off 4, 8, 16 and then every 30 minutes while the board fails, and a success resets it", async () => {
    let failing = true;
    const tracking = fakeTracking(2, async () => {
      if (failing) throw new FlightBoardError("http", "The flight board answered HTTP 503");
      return REPORT;
    });
    let clock = NOW;
    const waits: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const turn = (await poller(db.prisma, tracking, () => clock).runIfDue())!;
      expect(turn.failures).toBe(attempt + 1);
      waits.push(turn.nextRunAt.getTime() - clock.getTime());
      // Not sooner, from any process.
      expect(await poller(other!, tracking, () => new Date(turn.nextRunAt.getTime() - 1)).runIfDue()).toBeNull();
      clock = turn.nextRunAt;
    }
    expect(waits).toEqual([...FLIGHT_POLL_BACKOFF_MS, FLIGHT_POLL_BACKOFF_MS[3]]);
    expect(FLIGHT_POLL_BACKOFF_MS.map((ms) => ms / 60_000)).toEqual([4, 8, 16, 30]);
    expect(await stored()).toMatchObject({ result: { failures: 5, error: "http" } });

    failing = false;
    const recovered = (await poller(other!, tracking, () => clock).runIfDue())!;
    expect(recovered).toMatchObject({ failures: 0, report: REPORT });
    expect(recovered.nextRunAt.getTime() - clock.getTime()).toBe(FLIGHT_POLL_BUSY_MS);
  });

  it("start() runs the checks on its own and stop() ends them", async () => {
    const tracking = fakeTracking(1);
    const running = createFlightPoller({ prisma: db.prisma, tracking, logger: silentLogger, now: () => NOW, firstCheckMs: 1, checkEveryMs: 20 });
    running.start();
    await vi.waitFor(() => expect(tracking.poll).toHaveBeenCalledTimes(1));
    await running.stop();
    // The turn is taken until NOW + 2 minutes: later checks found it not due.
    expect(tracking.dueCount).toHaveBeenCalledTimes(1);
  });
});

describe("with the real tracking over the sandbox board", () => {
  it("the winning process records the flights; the other leaves them alone", async () => {
    const booking = await returnBooking(db, "LY315", "2026-11-22", "18:45");
    board.write([boardRow("LY", "315", "2026-11-22T18:45:00", { expected: "2026-11-22T19:40:00", status: "DELAYED" })]);
    const trackingOf = (prisma: Database["prisma"]) =>
      createFlightTracking({ prisma, source: createSandboxFlightSource({ path: board.file }), onLanded: async () => {}, logger: silentLogger, now: () => NOW });
    const pollers = [db.prisma, other!].map((prisma) => createFlightPoller({ prisma, tracking: trackingOf(prisma), logger: silentLogger, now: () => NOW }));
    const turns = (await Promise.all(pollers.map((p) => p.runIfDue()))).filter((turn) => turn !== null);
    expect(turns).toHaveLength(1);
    expect(turns[0]!.report).toMatchObject({ checked: 1, updated: 1, events: [{ orderNumber: booking.orderNumber, kind: "flight_time_changed" }] });
    expect(await db.prisma.flightStatusRow.findUniqueOrThrow({ where: { bookingId: booking.id } })).toMatchObject({ status: "delayed" });
  });
});
