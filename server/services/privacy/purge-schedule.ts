// The daily purge (docs/decisions/024). Every server process runs this schedule;
// the purge itself runs once a day in one of them: a process runs it only when
// its conditional upsert of the job's row in scheduled_runs wins, which one
// statement decides on Postgres and on the embedded database alike (a second
// process waits for the first one's row, then finds it started less than a day
// ago). Each process checks hourly, so when the one that ran it stops, another
// takes the next day's run within the hour.
import type { Prisma } from "@server/db/database.ts";
import type { Logger } from "@server/logger.ts";
import { periodicJob, type PeriodicJob } from "@server/periodic-run.ts";
import type { PrivacyService, PurgeReport } from "./index.ts";

export const PURGE_JOB = "privacy_purge";
export const PURGE_EVERY_MS = 24 * 60 * 60_000;
/** After a start: let the server settle (migrations, first requests) first. */
const PURGE_FIRST_CHECK_MS = 2 * 60_000;
const PURGE_CHECK_EVERY_MS = 60 * 60_000;
/** A run that failed (the database away) is tried again this much later, not a day later. */
export const PURGE_RETRY_MS = 60 * 60_000;

/**
 * Claims the job's run now: true for exactly one caller per period, whichever
 * process it is in. The row is created on the first run ever; afterwards it is
 * taken only when its last start is at least `everyMs` old.
 */
export async function claimScheduledRun(prisma: Prisma, job: string, now: Date, everyMs: number): Promise<boolean> {
  const due = new Date(now.getTime() - everyMs);
  const won = await prisma.$queryRaw<{ job: string }[]>`
    INSERT INTO scheduled_runs (job, started_at) VALUES (${job}, ${now})
    ON CONFLICT (job) DO UPDATE SET started_at = EXCLUDED.started_at, finished_at = NULL, result = NULL
      WHERE scheduled_runs.started_at <= ${due}
    RETURNING job`;
  return won.length > 0;
}

/** Runs the purge when this process wins today's run; null when it is not due or another process has it. */
export type PurgeSchedule = PeriodicJob<PurgeReport | null>;

export function createPurgeSchedule(options: {
  prisma: Prisma;
  privacy: PrivacyService;
  logger: Logger;
  now?: () => Date;
  firstCheckMs?: number;
  checkEveryMs?: number;
}): PurgeSchedule {
  const { prisma, privacy, logger } = options;
  const now = options.now ?? (() => new Date());

  async function purgeIfClaimed(): Promise<PurgeReport | null> {
    const startedAt = now();
    if (!(await claimScheduledRun(prisma, PURGE_JOB, startedAt, PURGE_EVERY_MS))) return null;
    try {
      const report = await privacy.purge();
      await prisma.scheduledRun.update({ where: { job: PURGE_JOB }, data: { finishedAt: now(), result: { ...report.counts } } });
      logger.info({ counts: report.counts }, "privacy purge done");
      return report;
    } catch (error) {
      // Give the run back, due again in PURGE_RETRY_MS (if the database lets us write that).
      await prisma.scheduledRun
        .update({ where: { job: PURGE_JOB }, data: { startedAt: new Date(startedAt.getTime() - PURGE_EVERY_MS + PURGE_RETRY_MS) } })
        .catch(() => undefined);
      throw error;
    }
  }

  return periodicJob({
    run: purgeIfClaimed,
    firstCheckMs: options.firstCheckMs ?? PURGE_FIRST_CHECK_MS,
    checkEveryMs: options.checkEveryMs ?? PURGE_CHECK_EVERY_MS,
    logger,
    failure: "privacy purge failed; it is tried again later",
  });
}
