// Whether a database already has exactly the code's migrations, read with one
// plain SQL query on Prisma's own history table. When it does, a start needs
// neither the WASM schema engine nor its memory (about 40 MiB and 0.3-0.5 s per
// start: docs/OPERATIONS.md, "First start of the embedded database"); anything else (a pending,
// failed, edited or unknown migration, no history at all) goes through the engine
// as before, which applies, reports or refuses as it always did.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Prisma } from "./database.ts";
import { MIGRATIONS_DIR } from "./migrate.ts";

export interface LocalMigration {
  name: string;
  /** Prisma's checksum: SHA-256 of migration.sql, lower-case hex. */
  checksum: string;
}

/** The code's migrations, oldest first, as Prisma names and checksums them. */
export function localMigrations(dir = MIGRATIONS_DIR): LocalMigration[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({
      name,
      checksum: crypto.createHash("sha256").update(fs.readFileSync(path.join(dir, name, "migration.sql"))).digest("hex"),
    }));
}

interface HistoryRow {
  migration_name: string;
  checksum: string;
  finished: boolean;
  rolled_back: boolean;
}

/** True when every local migration is applied, unchanged, and nothing else is recorded. */
export async function historyMatches(prisma: Pick<Prisma, "$queryRawUnsafe">, local = localMigrations()): Promise<boolean> {
  // to_regclass answers NULL for a missing table, so a new database costs no error.
  const [table] = await prisma.$queryRawUnsafe<{ present: boolean }[]>(
    "SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present",
  );
  if (!table?.present) return false;
  const rows = await prisma.$queryRawUnsafe<HistoryRow[]>(
    `SELECT migration_name, checksum, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS rolled_back
       FROM _prisma_migrations`,
  );
  // A rolled-back attempt stays in the table beside its successful retry: ignore it.
  const applied = rows.filter((row) => !row.rolled_back);
  if (applied.some((row) => !row.finished)) return false; // failed or under way: the engine reports it
  if (applied.length !== local.length) return false;
  const byName = new Map(applied.map((row) => [row.migration_name, row.checksum]));
  return local.every((migration) => byName.get(migration.name) === migration.checksum);
}
