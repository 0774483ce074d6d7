// Runs once around the API suite. It names this run, so every Postgres database
// its workers make carries the run's prefix (scratch-database.ts), and drops this
// run's leftovers afterwards (workers are ended without a chance to clean up):
// another run on the same server (a second checkout, CI beside a developer) keeps
// its own.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { testDatabasePrefix } from "./scratch-database.ts";

export default function setup() {
  process.env.VALET_TEST_RUN ??= randomBytes(4).toString("hex");
  const prefix = testDatabasePrefix();
  return async function teardown() {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) return;
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE left(datname, length($1)) = $1", [prefix]);
    for (const row of rows) await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    await client.end();
  };
}
