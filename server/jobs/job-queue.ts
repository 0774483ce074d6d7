// Background work runs on graphile-worker (docs/decisions/042): its jobs live in
// the site's own Postgres (schema graphile_worker), are taken with SKIP LOCKED,
// woken by LISTEN/NOTIFY, retried with backoff, and its crontab runs each entry
// once however many processes run it. A queued message or tax document gets its
// job from a trigger in the statement that queues it (the job-queue migration);
// this file installs the schema and runs the tasks. graphile-worker is loaded
// only when the work starts, after the site listens, so a start is not slower.
import type { Logger } from "@server/logger.ts";
import type { JobHelpers, LogFunctionFactory, Runner, TaskList } from "graphile-worker";

export type { JobHelpers };

/** A row's job's payload (`{ id }`, from the job-queue migration's triggers): the row's id. */
export function rowIdOf(payload: unknown): number {
  const id = (payload as { id?: unknown } | null)?.id;
  if (typeof id !== "number" || !Number.isInteger(id)) throw new Error("job payload without a row id");
  return id;
}

/** graphile-worker's lines in the site's log: its routine (a job done, a worker started) at debug. */
function logFactory(logger: Logger): LogFunctionFactory {
  return (scope) => {
    const child = logger.child({ jobs: scope.label ?? "worker", ...(scope.taskIdentifier ? { task: scope.taskIdentifier } : {}), ...(scope.jobId ? { jobId: scope.jobId } : {}) });
    return (level, message, meta) => {
      // Its errors are the database's or its own: no traveller's data is in them.
      if (level === "error" || level === "warning") child.warn({ err: meta?.error }, message);
      else child.debug(message);
    };
  };
}

/** Without a logger (a migration run by a tool), graphile-worker says nothing. */
async function graphileLogger(logger: Logger | undefined) {
  const { Logger: GraphileLogger } = await import("graphile-worker");
  return new GraphileLogger(logger ? logFactory(logger) : () => () => {});
}

/**
 * Installs graphile-worker's schema, or brings it up to this version's. Runs before
 * the site's migrations (server/db/migrate.ts), whose triggers call its add_job.
 */
export async function installJobQueue(connectionString: string, logger?: Logger): Promise<void> {
  const { runMigrations } = await import("graphile-worker");
  await runMigrations({ connectionString, logger: await graphileLogger(logger), maxPoolSize: 1 });
}

export interface JobRunnerOptions {
  connectionString: string;
  logger: Logger;
  tasks: TaskList;
  /** graphile-worker's crontab lines (UTC). */
  crontab: string;
  /** Jobs this process runs at once. */
  concurrency: number;
}

/** Runs the site's tasks until stop() (which waits for the jobs under way). */
export async function startJobRunner(options: JobRunnerOptions): Promise<Pick<Runner, "stop">> {
  const { run } = await import("graphile-worker");
  const runner = await run({
    connectionString: options.connectionString,
    // One connection listens for new jobs; one more per job under way, and one spare.
    // (graphile-worker's local queue, which fetches jobs in batches, was tried: its
    // 0.18 fails to hand unstarted jobs back at a stop, leaving them locked for hours.)
    maxPoolSize: options.concurrency + 2,
    concurrency: options.concurrency,
    taskList: options.tasks,
    crontab: options.crontab,
    noHandleSignals: true,
    logger: await graphileLogger(options.logger),
  });
  return { stop: () => runner.stop() };
}

/** Deletes jobs that failed for good and the names and queues no job uses (graphile-worker's own cleanup). */
export async function cleanUpJobs(connectionString: string, logger?: Logger): Promise<void> {
  const { makeWorkerUtils } = await import("graphile-worker");
  const utils = await makeWorkerUtils({ connectionString, maxPoolSize: 1, logger: await graphileLogger(logger) });
  try {
    await utils.cleanup({ tasks: ["DELETE_PERMAFAILED_JOBS", "GC_TASK_IDENTIFIERS", "GC_JOB_QUEUES"] });
  } finally {
    await utils.release();
  }
}
