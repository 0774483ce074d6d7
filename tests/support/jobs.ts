// The site's jobs in a test (docs/decisions/042): the server's own task list,
// run by graphile-worker over the worker's database until nothing is due now, with
// the test's stand-ins for the providers.
import { EventEmitter } from "node:events";
import type { Transporter } from "nodemailer";
import { Logger, runOnce } from "graphile-worker";
import type { Config } from "@server/config.ts";
import type { Database } from "@server/db/database.ts";
import { siteJobs } from "@server/jobs/site-jobs.ts";
import { recordServerStart } from "@server/services/site-address.ts";
import type { InvoiceProvider } from "@server/invoices/provider.ts";
import type { PhoneProvider } from "@server/messages/phone-provider.ts";
import { silentLogger, testConfig } from "./test-app.ts";
import { workerDatabase } from "./test-database.ts";

export interface JobsRun {
  /** Jobs that ended well (a message sent, or failed for good and recorded). */
  succeeded: number;
  /** Jobs that threw: graphile-worker retries them later. */
  failed: number;
}

export interface JobStandIns {
  config?: Config;
  phone?: PhoneProvider;
  transport?: Transporter;
  invoices?: InvoiceProvider;
}

/**
 * Runs every job due now, as a server process would after its start (which records
 * whether it sends e-mail, then gives waiting e-mails their jobs), until none is left.
 */
export async function runDueJobs(app: { services: Parameters<typeof siteJobs>[0]["services"] }, standIns: JobStandIns = {}): Promise<JobsRun> {
  const db = await workerDatabase();
  const config = standIns.config ?? testConfig();
  await recordServerStart(db.prisma, config.PUBLIC_BASE_URL, { sendsEmail: Boolean(config.SMTP_URL) });
  const jobs = siteJobs({ db, logger: silentLogger, services: app.services, ...standIns, config });
  const events = new EventEmitter();
  const run: JobsRun = { succeeded: 0, failed: 0 };
  events.on("job:success", () => run.succeeded++);
  events.on("job:error", () => run.failed++);
  try {
    await runOnce({
      connectionString: db.connectionString,
      maxPoolSize: 2,
      taskList: jobs.tasks,
      noHandleSignals: true,
      // Quiet: a job's retry is the test's subject, not a line in the run's output.
      logger: new Logger(() => () => {}),
      events: events as never,
    });
  } finally {
    jobs.close();
  }
  return run;
}

/** Every waiting job due now: a retry's backoff, or a reminder's moment, over at once. */
export async function jobsDueNow(db: Pick<Database, "prisma">): Promise<void> {
  await db.prisma.$executeRawUnsafe(`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE locked_at IS NULL`);
}

/** The waiting jobs, by key: what the site has planned. */
export function plannedJobs(db: Pick<Database, "prisma">) {
  return db.prisma.$queryRawUnsafe<{ task_identifier: string; key: string | null; run_at: Date; attempts: number; max_attempts: number; payload: unknown }[]>(
    `SELECT t.identifier AS task_identifier, j.key, j.run_at, j.attempts, j.max_attempts, j.payload
     FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id ORDER BY j.id`,
  );
}
