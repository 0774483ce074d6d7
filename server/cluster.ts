// WEB_CONCURRENCY=N on Postgres: this process becomes the primary of N workers
// (node:cluster), each a whole server sharing the one listening port
// (docs/decisions/016). The primary migrates the database once, before any worker
// starts, then only forks, replaces a worker that dies, and on SIGTERM or SIGINT
// stops them all gracefully and exits when the last one has.
import cluster, { type Worker } from "node:cluster";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";
import { openDatabase } from "./db/database.ts";
import { prepareDatabase } from "./db/prepare.ts";
import { recordServerStart } from "./services/site-address.ts";

/** After this long a worker's own graceful stop (10 s, server/index.ts) is over: kill it. */
const STOP_DEADLINE_MS = 15_000;
/** A worker that dies sooner than this after its start counts as a crash loop. */
const EARLY_DEATH_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

/** How many processes serve: always one on the embedded database, a single small site's (docs/decisions/016, 041). */
export function workerCount(config: Pick<Config, "WEB_CONCURRENCY" | "DATABASE_URL">, logger: Logger): number {
  if (config.WEB_CONCURRENCY <= 1) return 1;
  if (!config.DATABASE_URL) {
    logger.warn(
      { WEB_CONCURRENCY: config.WEB_CONCURRENCY },
      "WEB_CONCURRENCY is ignored on the embedded database, which is for one small site in one process. Set DATABASE_URL (Postgres) to run several workers",
    );
    return 1;
  }
  return config.WEB_CONCURRENCY;
}

/** Each worker's share of database connections: N workers together keep about what one process would. */
export function workerPoolSize(workers: number): number {
  return Math.max(5, Math.ceil(20 / workers));
}

export async function runPrimary(config: Config & { DATABASE_URL: string }, logger: Logger, workers: number): Promise<void> {
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: null, poolSize: 2 });
  try {
    const { applied } = await prepareDatabase(db);
    // As a single process does (server/index.ts): the address the CLI's links use, and whether e-mails get jobs.
    await recordServerStart(db.prisma, config.PUBLIC_BASE_URL, { sendsEmail: Boolean(config.SMTP_URL) });
    logger.info({ mode: db.mode, applied, workers }, "database ready; starting workers");
  } finally {
    await db.close();
  }

  let stopping = false;
  let restartDelay = 1_000;
  const startedAt = new Map<number, number>();

  const fork = (): Worker => {
    // The workers find the database migrated: they skip the migration step.
    const worker = cluster.fork({ VALET_CLUSTER_WORKER: "1" });
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) {
        logger.info("all workers stopped");
        process.exit(0);
      }
      return;
    }
    // A worker that keeps dying at start (bad configuration, database away) is
    // restarted ever more slowly instead of in a tight loop.
    restartDelay = lived < EARLY_DEATH_MS ? Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS) : 1_000;
    logger.error({ workerPid: worker.process.pid, code, signal, restartInMs: restartDelay }, "worker died; starting another");
    setTimeout(() => {
      if (!stopping) fork();
    }, restartDelay).unref();
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    logger.info({ signal, workers: running.length }, "stopping workers");
    if (running.length === 0) process.exit(0);
    for (const worker of running) worker.process.kill("SIGTERM");
    setTimeout(() => {
      logger.warn("workers still running after the grace period; killing them");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  for (let i = 0; i < workers; i++) fork();
}

/** True in a process forked by runPrimary. */
export function isClusterWorker(): boolean {
  return cluster.isWorker && process.env.VALET_CLUSTER_WORKER === "1";
}

/** A worker's log lines say which worker wrote them. */
export function workerLogger(logger: Logger): Logger {
  return isClusterWorker() ? logger.child({ worker: cluster.worker?.id, pid: process.pid }) : logger;
}
