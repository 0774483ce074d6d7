// A real database per test worker: a fresh database created for the worker on the
// run's Postgres (TEST_DATABASE_URL: the embedded Postgres the API suite's global
// setup started, or the one CI names). Migrated once; tests reset rows with resetDatabase().
import { openDatabase, type Database } from "@server/db/database.ts";
import { prepareDatabase } from "@server/db/prepare.ts";
import { seedDatabase } from "@server/db/seed.ts";
import { createPostgresDatabase } from "./scratch-database.ts";

interface WorkerDatabase {
  db: Database;
  /** Environment that points a CLI process (or runCli) at this database. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

const KEY = Symbol.for("valet-parking.test-database");
const registry = globalThis as unknown as Record<symbol, Promise<WorkerDatabase> | undefined>;

const SETTINGS_MODELS = new Set(["SiteConfig", "SiteSetting", "BlackoutPeriod"]);
const READS = /^(find|count|aggregate|groupBy|\$queryRaw)/;

/**
 * On Postgres the app hears settings changes on its own connection, a moment
 * after the writer's commit (server/db/change-feed.ts). A test that writes settings
 * and at once asks the app must not race that notice: every settings write (and
 * raw statement, such as the reset's TRUNCATE) made through the test's client
 * waits until the app's feed has heard it.
 */
function hearOwnSettingsWrites(db: Database): Database {
  const feed = db.changes();
  const prisma = db.prisma.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        const result = await query(args);
        if (READS.test(operation)) return result;
        if (model ? SETTINGS_MODELS.has(model) : operation.startsWith("$executeRaw")) await feed.sync();
        return result;
      },
    },
  }) as unknown as Database["prisma"];
  return { ...db, prisma };
}

/**
 * The order-link key on Postgres (TEST_DATABASE_URL): production there refuses to start
 * without SECRET_KEY (server/config.ts), so the app under test (testConfig) and valet
 * are given this one, and sign alike. The embedded database keeps a key file instead.
 */
export const POSTGRES_TEST_SECRET_KEY = "postgres-test-order-link-key-0123456789";

async function create(): Promise<WorkerDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is set by the API suite's global setup (tests/support/api-global-setup.ts)");
  const created = await createPostgresDatabase(baseUrl, "worker");
  const db = hearOwnSettingsWrites(await openDatabase({ databaseUrl: created.url, dataDir: null, poolSize: 20 }));
  await prepareDatabase(db);
  return {
    db,
    // valet's environment, as an operator's on Postgres (NODE_ENV unset: production) needs SECRET_KEY.
    env: { DATABASE_URL: created.url, SECRET_KEY: POSTGRES_TEST_SECRET_KEY },
    async dispose() {
      await db.close();
      await created.drop();
    },
  };
}

/** The worker's database, created and migrated on first use. */
export function workerDatabase(): Promise<Database> {
  registry[KEY] ??= create();
  return registry[KEY].then((entry) => entry.db);
}

/** Environment variables that point the operator CLI at the worker's database. */
export async function workerDatabaseEnv(): Promise<Record<string, string>> {
  await workerDatabase();
  return (await registry[KEY]!).env;
}

/** Empties every table and puts the seed back: each test starts from a known state. */
export async function resetDatabase(db: Database): Promise<void> {
  // Every table of the schema but the migration history: read from the database, so a new table is never forgotten.
  const tables = await db.prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations' AND tablename <> 'rate_limits'`,
  );
  await db.prisma.$executeRawUnsafe(`TRUNCATE ${tables.map((t) => `"${t.name}"`).join(", ")} RESTART IDENTITY CASCADE`);
  // Sequences no column owns (order numbers, the sandbox's document numbers) start again too.
  const free = await db.prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'S' AND n.nspname = current_schema()
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i'))`,
  );
  for (const sequence of free) await db.prisma.$executeRawUnsafe(`ALTER SEQUENCE "${sequence.name}" RESTART`);
  // The job queue too: a job left by an earlier test would name a row id this test reuses.
  await db.prisma.$executeRawUnsafe(`TRUNCATE graphile_worker._private_jobs, graphile_worker._private_job_queues CASCADE`);
  await seedDatabase(db.prisma);
}
