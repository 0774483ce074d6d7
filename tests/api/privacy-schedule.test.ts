// The daily purge runs once a day in one process of several (product.md §14,
// docs/decisions/024): two schedules over one database, each with its own
// connection pool as two server processes have, race for the day's run and
// exactly one purges. The two pools are two sessions racing in Postgres (the
// embedded one, or CI's with TEST_DATABASE_URL).
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createPrismaClient, type Database } from "@server/db/database.ts";
import { createPrivacyService } from "@server/services/privacy/index.ts";
import {
  PURGE_EVERY_MS,
  PURGE_JOB,
  PURGE_RETRY_MS,
  claimScheduledRun,
  createPurgeSchedule,
  type PurgeSchedule,
} from "@server/services/privacy/purge-schedule.ts";
import { NOW } from "@tests/support/fixed-clock.ts";
import { silentLogger } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

let db: Database;
/** A second process's own connection pool to the same database. */
let other: ReturnType<typeof createPrismaClient> | undefined;

beforeEach(async () => {
  db = await workerDatabase();
  await resetDatabase(db);
  await db.prisma.scheduledRun.deleteMany();
  other ??= createPrismaClient(db.connectionString, 4);
});
afterAll(async () => {
  await other?.$disconnect();
});

const HOUR = 60 * 60_000;
const later = (ms: number) => new Date(NOW.getTime() + ms);

function schedule(prisma: Database["prisma"], now: () => Date, overrides: Partial<Parameters<typeof createPurgeSchedule>[0]> = {}): PurgeSchedule {
  return createPurgeSchedule({ prisma, privacy: createPrivacyService(prisma, now), logger: silentLogger, now, ...overrides });
}

describe("claiming the day's run", () => {
  it("goes to exactly one of two processes asking at once, then to nobody until a day has passed", async () => {
    const first = await Promise.all([claimScheduledRun(db.prisma, PURGE_JOB, NOW, PURGE_EVERY_MS), claimScheduledRun(other!, PURGE_JOB, NOW, PURGE_EVERY_MS)]);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await claimScheduledRun(other!, PURGE_JOB, later(23 * HOUR), PURGE_EVERY_MS)).toBe(false);
    const nextDay = await Promise.all([
      claimScheduledRun(db.prisma, PURGE_JOB, later(PURGE_EVERY_MS), PURGE_EVERY_MS),
      claimScheduledRun(other!, PURGE_JOB, later(PURGE_EVERY_MS), PURGE_EVERY_MS),
    ]);
    expect(nextDay.filter(Boolean)).toHaveLength(1);
  });

  it("many processes racing many times: one winner per day", async () => {
    for (let day = 0; day < 5; day++) {
      const at = later(day * PURGE_EVERY_MS);
      const claims = await Promise.all([db.prisma, other!, db.prisma, other!].map((client) => claimScheduledRun(client, PURGE_JOB, at, PURGE_EVERY_MS)));
      expect(claims.filter(Boolean), `day ${day}`).toHaveLength(1);
    }
  });
});

describe("the purge schedule", () => {
  it("two processes' schedules: only one purges, and it records the run", async () => {
    const { prisma } = db;
    await prisma.visit.create({ data: { path: "/", createdAt: new Date("2024-01-01T00:00:00Z") } });
    const reports = await Promise.all([schedule(db.prisma, () => NOW).runIfDue(), schedule(other!, () => NOW).runIfDue()]);
    const ran = reports.filter((report) => report !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]!.counts.visitsDeleted).toBe(1);
    expect(await prisma.scheduledRun.findUniqueOrThrow({ where: { job: PURGE_JOB } })).toMatchObject({
      startedAt: NOW,
      finishedAt: NOW,
      result: expect.objectContaining({ visitsDeleted: 1 }),
    });
    // The next day's check in either process runs it again.
    expect(await schedule(other!, () => later(PURGE_EVERY_MS)).runIfDue()).not.toBeNull();
  });

  it("a failed run gives the day back, due again after PURGE_RETRY_MS rather than a day", async () => {
    const failing = createPrivacyService(db.prisma, () => NOW);
    failing.purge = () => Promise.reject(new Error("database away"));
    await expect(schedule(db.prisma, () => NOW, { privacy: failing }).runIfDue()).rejects.toThrow("database away");
    expect(await claimScheduledRun(db.prisma, PURGE_JOB, later(PURGE_RETRY_MS - 1), PURGE_EVERY_MS)).toBe(false);
    expect(await claimScheduledRun(db.prisma, PURGE_JOB, later(PURGE_RETRY_MS), PURGE_EVERY_MS)).toBe(true);
  });

  it("starts after its first delay, checks again on its interval, and stops cleanly", async () => {
    const privacy = createPrivacyService(db.prisma, () => NOW);
    const purge = vi.spyOn(privacy, "purge");
    // Each check sees a clock a day later than the last, so each one is due.
    let day = 0;
    const running = schedule(db.prisma, () => later(day * PURGE_EVERY_MS), { privacy, firstCheckMs: 10, checkEveryMs: 20 });
    running.start();
    await vi.waitFor(() => expect(purge).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    day = 1;
    await vi.waitFor(() => expect(purge).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    await running.stop();
    day = 2;
    const calls = purge.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(purge).toHaveBeenCalledTimes(calls);
  });
});
