// One flight poller for the whole site (docs/decisions/034). Every server process
// runs this loop; a process polls only when its conditional update of the
// scheduled_runs row `flight_poll` wins (its next turn has come), and that update
// also takes a lease: a process that dies mid-poll holds the turn only until the
// lease runs out, then another takes it. The next turn depends on what was found:
// every 2 minutes while returns are near, every 15 when none are, and further
// apart while the board keeps failing.
import type { Prisma } from "@server/db/database.ts";
import type { Logger } from "@server/logger.ts";
import { periodicJob, type PeriodicJob } from "@server/periodic-run.ts";
import { FlightBoardError } from "./board.ts";
import type { FlightPollReport, FlightTracking } from "./flight-tracking.ts";

export const FLIGHT_POLL_JOB = "flight_poll";
const MINUTE = 60_000;
/** Longer than a poll takes (each board request times out in 20 s). */
export const FLIGHT_POLL_LEASE_MS = 5 * MINUTE;
export const FLIGHT_POLL_BUSY_MS = 2 * MINUTE;
export const FLIGHT_POLL_IDLE_MS = 15 * MINUTE;
/** After the 1st, 2nd, 3rd and every later failure in a row. */
export const FLIGHT_POLL_BACKOFF_MS = [4 * MINUTE, 8 * MINUTE, 16 * MINUTE, 30 * MINUTE] as const;
/** How often each process asks whether the turn has come: one cheap statement. */
const CHECK_EVERY_MS = 30_000;

/** What one process did at its check; null when the turn was not due or another process had it. */
interface FlightPollTurn {
  due: number;
  /** Null when nothing was due (no poll) or the poll failed. */
  report: FlightPollReport | null;
  /** Failed polls in a row, this one included. */
  failures: number;
  nextRunAt: Date;
}

/**
 * Takes the turn if it has come: true for one caller however many ask at once.
 * Returns the failures so far (kept in `result`) or null when not this caller's turn.
 */
async function claimTurn(prisma: Prisma, now: Date): Promise<{ failures: number } | null> {
  const lease = new Date(now.getTime() + FLIGHT_POLL_LEASE_MS);
  const won = await prisma.$queryRaw<{ result: unknown }[]>`
    INSERT INTO scheduled_runs (job, started_at, next_run_at) VALUES (${FLIGHT_POLL_JOB}, ${now}, ${lease})
    ON CONFLICT (job) DO UPDATE SET started_at = EXCLUDED.started_at, next_run_at = EXCLUDED.next_run_at, finished_at = NULL
      WHERE scheduled_runs.next_run_at IS NULL OR scheduled_runs.next_run_at <= ${now}
    RETURNING result`;
  if (won.length === 0) return null;
  const failures = (won[0]?.result as { failures?: unknown } | null)?.failures;
  return { failures: typeof failures === "number" ? failures : 0 };
}

/** Polls when this process wins the turn; null when it is not due or another process has it. */
export type FlightPoller = PeriodicJob<FlightPollTurn | null>;

export function createFlightPoller(options: {
  prisma: Prisma;
  tracking: Pick<FlightTracking, "poll" | "dueCount">;
  logger: Logger;
  now?: () => Date;
  firstCheckMs?: number;
  checkEveryMs?: number;
}): FlightPoller {
  const { prisma, tracking, logger } = options;
  const now = options.now ?? (() => new Date());

  async function takeTurn(): Promise<FlightPollTurn | null> {
    const claimed = await claimTurn(prisma, now());
    if (!claimed) return null;
    let failures = claimed.failures;
    let report: FlightPollReport | null = null;
    let failedKind: string | null = null;
    const due = await tracking.dueCount();
    if (due > 0) {
      try {
        report = await tracking.poll();
        failures = 0;
      } catch (error) {
        failures++;
        failedKind = error instanceof FlightBoardError ? error.kind : "error";
        logger.warn({ err: error, failures }, "flight board poll failed; trying again later");
      }
    }
    const wait = failedKind
      ? FLIGHT_POLL_BACKOFF_MS[Math.min(failures, FLIGHT_POLL_BACKOFF_MS.length) - 1]!
      : due > 0
        ? FLIGHT_POLL_BUSY_MS
        : FLIGHT_POLL_IDLE_MS;
    const finishedAt = now();
    const nextRunAt = new Date(finishedAt.getTime() + wait);
    const result = { failures, due, ...(failedKind ? { error: failedKind } : {}), ...(report ? { checked: report.checked, updated: report.updated, notTracked: report.notTracked, events: report.events.length } : {}) };
    await prisma.scheduledRun.update({ where: { job: FLIGHT_POLL_JOB }, data: { finishedAt, nextRunAt, result } });
    // Every two minutes all day: a line only when something changed.
    if (report) logger[report.updated > 0 || report.events.length > 0 ? "info" : "debug"]({ ...result, nextRunAt }, "flight board polled");
    return { due, report, failures, nextRunAt };
  }

  return periodicJob({
    run: takeTurn,
    firstCheckMs: options.firstCheckMs ?? CHECK_EVERY_MS,
    checkEveryMs: options.checkEveryMs ?? CHECK_EVERY_MS,
    logger,
    failure: "flight poller check failed; it is tried again later",
  });
}
