// The site's recurring work on graphile-worker's crontab (docs/decisions/024, 034,
// 035, 042): what runs when, and each run once however many processes run jobs.
// Two job runners here, each with its own connections as two server processes
// have, race for the same job in Postgres (the embedded one, or CI's).
import { parseCrontab } from "graphile-worker";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "@server/db/database.ts";
import { FlightBoardError } from "@server/flights/board.ts";
import { createFlightPoll } from "@server/flights/flight-poller.ts";
import { createFlightTracking, type FlightPollReport } from "@server/flights/flight-tracking.ts";
import { createSandboxFlightSource } from "@server/flights/sandbox-source.ts";
import { cleanUpJobs } from "@server/jobs/job-queue.ts";
import { siteJobs } from "@server/jobs/site-jobs.ts";
import { createPrivacyService } from "@server/services/privacy/index.ts";
import { createPurgeTask } from "@server/services/privacy/purge-schedule.ts";
import { boardRow, sandboxBoard } from "@tests/support/flight-board.ts";
import { returnBooking } from "@tests/support/flight-bookings.ts";
import { NOW } from "@tests/support/fixed-clock.ts";
import { plannedJobs, runDueJobs } from "@tests/support/jobs.ts";
import { silentLogger, testApp, testConfig } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

let db: Database;
beforeEach(async () => {
  db = await workerDatabase();
  await resetDatabase(db);
});

const REPORT: FlightPollReport = { checked: 1, updated: 0, notTracked: 0, events: [] };

/** A stand-in for the tracking service: `due` returns near, and what a poll does. */
function fakeTracking(due: number, poll: () => Promise<FlightPollReport> = async () => REPORT) {
  return { dueCount: vi.fn(async () => due), poll: vi.fn(poll) };
}

const addJob = (task: string) => db.prisma.$queryRawUnsafe(`SELECT graphile_worker.add_job($1)`, task);

describe("the crontab", () => {
  let items: ReturnType<typeof parseCrontab> = [];
  beforeAll(async () => {
    const { services } = await testApp();
    items = parseCrontab(siteJobs({ config: testConfig(), db: await workerDatabase(), logger: silentLogger, services }).crontab);
  });
  const entry = (task: string) => items.find((item) => item.task === task)!;
  /** Whether the entry fires at this UTC minute. */
  const firesAt = (task: string, iso: string) => {
    const at = new Date(iso);
    return entry(task).match({ min: at.getUTCMinutes(), hour: at.getUTCHours(), date: at.getUTCDate(), month: at.getUTCMonth() + 1, dow: at.getUTCDay() });
  };

  it("names a task of the site's list in every entry", () => {
    expect(items.map((item) => item.task).sort()).toEqual(["plan_pickup_reminders", "poll_flights", "privacy_purge"]);
  });

  it("plans reminders every minute and polls the board every 2 minutes, neither made up after downtime", () => {
    expect(["12:00", "12:01", "23:59"].every((hm) => firesAt("plan_pickup_reminders", `2026-11-23T${hm}:00Z`))).toBe(true);
    expect(["12:00", "12:02", "23:58"].every((hm) => firesAt("poll_flights", `2026-11-23T${hm}:00Z`))).toBe(true);
    expect(firesAt("poll_flights", "2026-11-23T12:01:00Z")).toBe(false);
    expect(entry("poll_flights").options).toMatchObject({ backfillPeriod: 0, maxAttempts: 1 });
    expect(entry("plan_pickup_reminders").options.backfillPeriod).toBe(0);
  });

  it("purges once a day at 00:30 UTC (02:30 or 03:30 in Israel), a missed day made up within a day, retried 8 times", () => {
    expect(firesAt("privacy_purge", "2026-11-23T00:30:00Z")).toBe(true);
    expect(firesAt("privacy_purge", "2026-11-23T01:30:00Z")).toBe(false);
    expect(entry("privacy_purge").options).toMatchObject({ backfillPeriod: 24 * 60 * 60_000, maxAttempts: 8 });
  });
});

describe("the flight poll (docs/decisions/034)", () => {
  it("with no return near, it only counts: no request to the board", async () => {
    const tracking = fakeTracking(0);
    expect(await createFlightPoll({ tracking, logger: silentLogger })()).toBeNull();
    expect(tracking.poll).not.toHaveBeenCalled();
  });

  it("a board that fails is logged and left for the next poll, never thrown to the job queue", async () => {
    const warn = vi.fn();
    const tracking = fakeTracking(2, async () => {
      throw new FlightBoardError("http", "The flight board answered HTTP 503");
    });
    const logger = { ...silentLogger, warn, debug: vi.fn(), info: vi.fn() } as unknown as typeof silentLogger;
    expect(await createFlightPoll({ tracking, logger })()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ due: 2, kind: "http" }), expect.stringContaining("next poll"));
  });

  it("two job runners, one poll job: the board is asked once", async () => {
    const app = await testApp();
    const tracking = fakeTracking(3);
    await addJob("poll_flights");
    const services = { ...app.services, flights: tracking };
    await Promise.all([runDueJobs({ services }), runDueJobs({ services })]);
    expect(tracking.poll).toHaveBeenCalledTimes(1);
    expect(await plannedJobs(db)).toEqual([]);
  });

  it("over the sandbox board, the poll records a delayed flight", async () => {
    const board = sandboxBoard();
    try {
      const booking = await returnBooking(db, "LY315", "2026-11-22", "18:45");
      board.write([boardRow("LY", "315", "2026-11-22T18:45:00", { expected: "2026-11-22T19:40:00", status: "DELAYED" })]);
      const tracking = createFlightTracking({ prisma: db.prisma, source: createSandboxFlightSource({ path: board.file }), onLanded: async () => {}, logger: silentLogger, now: () => NOW });
      const report = await createFlightPoll({ tracking, logger: silentLogger })();
      expect(report).toMatchObject({ checked: 1, updated: 1, events: [{ orderNumber: booking.orderNumber, kind: "flight_time_changed" }] });
      expect(await db.prisma.flightStatusRow.findUniqueOrThrow({ where: { bookingId: booking.id } })).toMatchObject({ status: "delayed" });
    } finally {
      board.remove();
    }
  });
});

describe("the daily purge (docs/decisions/024)", () => {
  it("two job runners, one purge job: it purges once", async () => {
    const app = await testApp();
    await db.prisma.visit.createMany({ data: [{ path: "/", createdAt: new Date("2024-01-01T00:00:00Z") }] });
    await addJob("privacy_purge");
    await Promise.all([runDueJobs(app), runDueJobs(app)]);
    expect(await db.prisma.visit.count()).toBe(0);
    expect(await plannedJobs(db)).toEqual([]);
  });

  it("clears the job queue's leftovers: jobs that failed for good", async () => {
    await db.prisma.$queryRawUnsafe(`SELECT graphile_worker.add_job('poll_flights', max_attempts := 1)`);
    await db.prisma.$executeRawUnsafe(`UPDATE graphile_worker._private_jobs SET attempts = max_attempts, last_error = 'board away'`);
    const purge = createPurgeTask({
      privacy: createPrivacyService(db.prisma, () => NOW),
      logger: silentLogger,
      cleanUpJobs: () => cleanUpJobs(db.connectionString),
    });
    const report = await purge();
    expect(report.counts).toBeDefined();
    expect(await plannedJobs(db)).toEqual([]);
  });

  it("a run that fails throws, so the job queue tries it again later", async () => {
    const privacy = createPrivacyService(db.prisma, () => NOW);
    privacy.purge = () => Promise.reject(new Error("database away"));
    const cleanUpJobs = vi.fn(async () => {});
    await expect(createPurgeTask({ privacy, logger: silentLogger, cleanUpJobs })()).rejects.toThrow("database away");
    expect(cleanUpJobs).not.toHaveBeenCalled();
  });
});
