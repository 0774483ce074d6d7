// Writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL that takes
// a database from the current migrations to prisma/schema.prisma
// (server/db/migration-diff.ts), or says there is nothing to write.
//   npm run db:new-migration -- <name>
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { startScratchPostgres } from "../server/db/embedded-postgres.ts";
import { MIGRATIONS_DIR } from "../server/db/migrate.ts";
import { migrationSqlFor } from "../server/db/migration-diff.ts";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]/gi, "_").toLowerCase();
if (!name) {
  console.error("usage: npm run db:new-migration -- <name>");
  process.exit(2);
}

/**
 * An empty database to replay the migrations on, and how to throw it away: a new
 * database on a throwaway embedded Postgres (its own `postgres` database may come
 * migrated from the build's template). The one place that knows where it comes from.
 */
async function scratchDatabase(): Promise<{ url: string; dispose(): Promise<void> }> {
  const server = await startScratchPostgres("valet-migration-");
  try {
    const admin = new pg.Client({ connectionString: server.connectionString });
    await admin.connect();
    await admin.query(`CREATE DATABASE migration_diff`).finally(() => admin.end());
  } catch (error) {
    await server.close();
    throw error;
  }
  const url = new URL(server.connectionString);
  url.pathname = "/migration_diff";
  return { url: url.toString(), dispose: () => server.close() };
}

const scratch = await scratchDatabase();
let sql: string;
try {
  sql = await migrationSqlFor({ scratchUrl: scratch.url });
} finally {
  await scratch.dispose();
}
if (!sql) {
  console.log("schema and migrations agree: nothing to write");
} else {
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), sql);
  const lock = path.join(MIGRATIONS_DIR, "migration_lock.toml");
  if (!fs.existsSync(lock)) fs.writeFileSync(lock, 'provider = "postgresql"\n');
  console.log(`wrote ${path.relative(process.cwd(), dir)}/migration.sql: review it before committing`);
}
