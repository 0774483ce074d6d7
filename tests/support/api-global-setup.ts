// Runs once around the API suite. It names this run, so every Postgres database
// its workers make carries the run's prefix (scratch-database.ts), and drops this
// run's leftovers afterwards (workers are ended without a chance to clean up):
// another run on the same server (a second checkout, CI beside a developer) keeps
// its own. Without TEST_DATABASE_URL it starts the site's own embedded Postgres
// in a temp folder for the run and points TEST_DATABASE_URL at it (the workers
// inherit it), so the tests run the engine the site runs.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startScratchPostgres } from "@server/db/embedded-postgres.ts";
import { testDatabasePrefix } from "./scratch-database.ts";

export default async function setup() {
  process.env.VALET_TEST_RUN ??= randomBytes(4).toString("hex");
  const prefix = testDatabasePrefix();
  const embedded = process.env.TEST_DATABASE_URL ? null : await startScratchPostgres("valet-test-pg-");
  if (embedded) {
    process.env.TEST_DATABASE_URL = embedded.connectionString;
    // Tests that start the site on its own DATA_DIR (the embedded default) read this, as the
    // run's databases are then the embedded engine's too.
    process.env.VALET_TEST_DATABASE = "embedded";
  }
  return async function teardown() {
    if (embedded) {
      await embedded.close();
      return;
    }
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) return;
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE left(datname, length($1)) = $1", [prefix]);
    for (const row of rows) await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    await client.end();
  };
}
