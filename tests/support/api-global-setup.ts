// Runs once around the API suite. Worker databases on Postgres are dropped here,
// since workers are ended without a chance to clean up after themselves.
import pg from "pg";

export default function setup() {
  return async function teardown() {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) return;
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'valet_test_%'");
    for (const row of rows) await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    await client.end();
  };
}
