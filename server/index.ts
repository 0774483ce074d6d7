// The process: configuration, database, listening and a graceful stop. The
// request pipeline itself is built by the app factory (server/app.ts).
import type { Server } from "node:http";
import { createRequire } from "node:module";
import { ConfigError, exampleIssuerFields, isTestPaymentSite, loadConfig, productionRefusal, type Config } from "./config.ts";
import { createLogger, type Logger } from "./logger.ts";
import { openDatabase, type Database } from "./db/database.ts";
import { EmbeddedInUseError, pgliteAwaitsImport } from "./db/embedded-postgres.ts";
import { carryOverPglite } from "./db/pglite-import.ts";
import { prepareDatabase } from "./db/prepare.ts";
import { recordServerStart } from "./services/site-address.ts";
import { adoptOrderLinkKey } from "./order-links/order-tokens.ts";
import { createApp } from "./app.ts";
import { startJobRunner } from "./jobs/job-queue.ts";
import { postgresRateLimits, type PostgresRateLimits } from "./api/rate-limit-store.ts";
import { isClusterWorker, runPrimary, workerCount, workerLogger, workerPoolSize } from "./cluster.ts";
import { productionBuild, type BuildSource } from "./pages.ts";
import type { RequestHandler } from "express";

const SHUTDOWN_GRACE_MS = 10_000;
/**
 * Jobs one process runs at once: two, so a slow provider (a mail server timing out) holds up
 * only half the work. More cost the booking path dearly: each new job woke every idle
 * worker for a query that found nothing (docs/BENCHMARKS.md).
 */
const JOB_CONCURRENCY = 2;
/** How long after listening the jobs start: the first requests are served first. */
const JOBS_START_DELAY_MS = 1_000;

async function openServerDatabase(config: Config, logger: Logger, poolSize: number): Promise<Database> {
  if (config.DATABASE_URL) return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: null, poolSize });
  // A DATA_DIR of the earlier embedded engine (PGlite) is carried over first, once.
  if (pgliteAwaitsImport(config.embeddedDataDir)) {
    logger.warn({ dataDir: config.embeddedDataDir }, "carrying the PGlite database over to the embedded Postgres");
    const report = await carryOverPglite(config.embeddedDataDir, (key) => adoptOrderLinkKey(config.embeddedDataDir, key));
    logger.warn(report, `carried over; the old folder is kept in ${report.keptAt}: delete it once the site works`);
  }
  // The server hosts the embedded database. An operator's CLI command may hold it
  // for a moment; wait for it rather than fail the start.
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await openDatabase({
        dataDir: config.embeddedDataDir,
        role: "host",
        logger,
        // Without its database the server can only answer 503: exit, so the supervisor restarts both.
        onEmbeddedExit: (code) => {
          logger.fatal({ code }, "the embedded Postgres stopped unexpectedly");
          process.exit(1);
        },
      });
    } catch (error) {
      if (!(error instanceof EmbeddedInUseError) || Date.now() > deadline) throw error;
      logger.warn({ pid: error.pid }, "embedded database held by another process; waiting");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * npm run dev: Vite serves the browser's modules with hot reload over the site's
 * own port, and React Router's server build is loaded from the sources on every
 * page, which server/pages.ts renders afresh (it keeps nothing in development).
 */
async function developmentVite(httpServer: Server): Promise<{ middleware: RequestHandler; build: BuildSource }> {
  const vite = await import("vite");
  const server = await vite.createServer({ appType: "custom", server: { middlewareMode: true, hmr: { server: httpServer } } });
  return {
    middleware: server.middlewares as unknown as RequestHandler,
    build: () => server.ssrLoadModule("virtual:react-router/server-build") as never,
  };
}

/**
 * Messages, tax documents, reminders, the flight poll and the daily purge: jobs every process
 * runs, each job in one of them (docs/decisions/042). Loaded and started a moment after the
 * server listens, so the requests a start was waiting for come first; their code (nodemailer,
 * graphile-worker) is a chunk of its own. A process that cannot run them exits, as at a start.
 */
function startJobsSoon(options: Parameters<typeof import("./jobs/site-jobs.ts").siteJobs>[0]): { stop(): Promise<void> } {
  const { logger, db } = options;
  let started: Promise<{ stop(): Promise<void> }> | null = null;
  const timer = setTimeout(() => {
    started = (async () => {
      const { siteJobs } = await import("./jobs/site-jobs.ts");
      const jobs = siteJobs(options);
      const runner = await startJobRunner({ connectionString: db.connectionString, logger, tasks: jobs.tasks, crontab: jobs.crontab, concurrency: JOB_CONCURRENCY });
      logger.info({ concurrency: JOB_CONCURRENCY }, "background jobs started");
      return {
        async stop() {
          await runner.stop();
          jobs.close();
        },
      };
    })();
    started.catch((error) => {
      logger.fatal({ err: error }, "background jobs could not start");
      process.exit(1);
    });
  }, JOBS_START_DELAY_MS);
  return {
    async stop() {
      clearTimeout(timer);
      await (await started?.catch(() => null))?.stop();
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const refusal = productionRefusal(config);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const logger = workerLogger(createLogger(config.LOG_LEVEL));
  if (isTestPaymentSite(config)) {
    logger.warn("PAYMENT_PROVIDER=sandbox in production: card payments are NOT real and anyone can approve one; payment pages and e-mails are marked as a test");
  }
  const started = Date.now();
  // WEB_CONCURRENCY=N on Postgres: this process only migrates and runs N workers (server/cluster.ts).
  const workers = isClusterWorker() ? config.WEB_CONCURRENCY : workerCount(config, logger);
  if (workers > 1 && !isClusterWorker()) return runPrimary({ ...config, DATABASE_URL: config.DATABASE_URL! }, logger, workers);

  const db = await openServerDatabase(config, logger, workerPoolSize(workers));
  if (isClusterWorker()) {
    logger.info({ mode: db.mode }, "worker started; the primary migrated the database");
  } else {
    const { applied } = await prepareDatabase(db);
    logger.info({ mode: db.mode, applied }, "database ready");
    // Links built by the operator's CLI point where this server's do (docs/decisions/039).
    await recordServerStart(db.prisma, config.PUBLIC_BASE_URL, { sendsEmail: Boolean(config.SMTP_URL) });
  }
  // On Postgres every process counts per-IP limits in one shared table (docs/decisions/016).
  const rateLimits: PostgresRateLimits | null =
    db.mode === "postgres" && config.RATE_LIMITS === "on" ? await postgresRateLimits(db.connectionString) : null;

  if (!config.SMTP_URL) logger.warn("SMTP_URL is not set: e-mails stay queued in the outbox (see `valet messages list`)");
  if (config.messageProvider === "sandbox") logger.warn("No Twilio credentials: SMS and WhatsApp go to the sandbox and reach no phone (see `valet messages list`)");

  // Through require, not import: an ES import of a built-in reads all its exports, and
  // node:http's WebSocket getter then loads undici, tens of milliseconds of a start.
  const { createServer } = createRequire(import.meta.url)("node:http") as typeof import("node:http");
  const server = createServer();
  const dev = config.NODE_ENV === "development" ? await developmentVite(server) : null;
  const { app, services } = createApp({
    config,
    db,
    logger,
    build: dev?.build ?? productionBuild(),
    viteMiddleware: dev?.middleware,
    rateLimitStore: rateLimits?.storeFor,
  });
  // The key that signs order links, read before the first request: on the embedded database a key an
  // older version kept in site_settings moves to DATA_DIR/secret-key now, so the next backup is without it;
  // a damaged key file stops the start here (server/order-links/order-tokens.ts).
  await services.orderTokens.secret();

  server.on("request", app);
  // Keep-alive sockets must not outlive a stop for long.
  server.keepAliveTimeout = 5_000;
  try {
    await listen(server, config.PORT, config.HOST);
  } catch (error) {
    logger.fatal({ err: error, port: config.PORT }, "could not listen");
    await db.close();
    process.exit(1);
  }
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  if (config.invoiceProvider === "sandbox") logger.warn("No Morning keys: tax documents are sandbox test documents, not tax invoices (see `valet invoices list`)");
  const jobs = startJobsSoon({ config, db, logger, services });
  logger.info({ port, startupMs: Date.now() - started, paymentProvider: config.paymentProvider }, `listening on http://localhost:${port}`);
  if (config.BUSINESS_PHONE === "050-1234567") {
    logger.warn("BUSINESS_PHONE, BUSINESS_EMAIL and WHATSAPP_NUMBER are the example defaults: set the business's own");
  }
  const exampleIssuer = exampleIssuerFields(config);
  if (exampleIssuer.length > 0) {
    logger.warn(`${exampleIssuer.join(", ")} ${exampleIssuer.length === 1 ? "is an example default" : "are the example defaults"}: set the business's own (the issuer on the site's test tax documents, docs/decisions/036)`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("grace period over; closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await jobs.stop();
    await rateLimits?.close();
    await db.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
