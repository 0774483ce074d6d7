// Carries a database of the earlier embedded engine (PGlite, DATA_DIR/pgdata) into the
// embedded Postgres (docs/decisions/041; docs/OPERATIONS.md, "Upgrading from PGlite").
// The new database is first given exactly the migrations the old one had, so every
// table and column matches; then every row of every table is copied as JSON (a
// lossless round trip for every type the schema uses: numeric digits, bytea in hex,
// timestamps with their zone), the sequences are set where they were, and the
// migration history is copied as it was. The server then applies the migrations
// that came later, as it would have on PGlite. Nothing in the old folder changes
// but what PGlite itself writes when it opens it; the caller moves it aside.
import fs from "node:fs";
import path from "node:path";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import pg from "pg";
import { pgdataFor, pgliteFolderFor, startEmbeddedPostgres } from "./embedded-postgres.ts";
import os from "node:os";
import { MIGRATIONS_DIR, applyMigrations } from "./migrate.ts";
import { ORDER_KEY_SETTING } from "./order-key-setting.ts";
import { localMigrations } from "./migration-history.ts";

const BATCH_ROWS = 200;

export class PgliteImportError extends Error {}

interface ImportReport {
  /** Rows per table, counted in both databases after the copy (they are equal, or the import failed). */
  tables: Record<string, number>;
  sequences: number;
  /** The migrations the old database had, applied to the new one before the copy. */
  migrations: string[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function appliedMigrations(old: PGlite): Promise<string[]> {
  const present = await old.query<{ present: boolean }>("SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present");
  if (!present.rows[0]?.present) throw new PgliteImportError("the old folder has no migration history: it is not this site's database");
  const { rows } = await old.query<{ migration_name: string }>(
    "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name",
  );
  return rows.map((row) => row.migration_name);
}

/** Applies only `names` of the code's migrations (a folder of copies): the old database's level, no further. */
async function applyMigrationSubset(connectionString: string, names: string[]): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "valet-import-migrations-"));
  try {
    fs.copyFileSync(path.join(MIGRATIONS_DIR, "migration_lock.toml"), path.join(folder, "migration_lock.toml"));
    for (const name of names) fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(folder, name), { recursive: true });
    await applyMigrations(connectionString, folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function tablesOf(query: (sql: string) => Promise<{ rows: { name: string }[] }>): Promise<string[]> {
  const { rows } = await query("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  return rows.map((row) => row.name);
}

/** Rows that must not reach the new database: the order-link key an older version kept (withheld by importPglite). */
const WITHHELD: Record<string, string> = { site_settings: `WHERE key <> '${ORDER_KEY_SETTING}'` };

async function copyTable(old: Transaction, target: pg.Client, table: string): Promise<number> {
  const cursor = `import_${table.replace(/\W/g, "_")}`;
  await old.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quote(table)} t ${WITHHELD[table] ?? ""}`);
  let copied = 0;
  for (;;) {
    const { rows } = await old.query<{ row: string }>(`FETCH ${BATCH_ROWS} FROM ${cursor}`);
    if (rows.length === 0) break;
    const json = `[${rows.map((row) => row.row).join(",")}]`;
    await target.query(`INSERT INTO ${quote(table)} SELECT * FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`, [json]);
    copied += rows.length;
  }
  await old.query(`CLOSE ${cursor}`);
  return copied;
}

/**
 * Copies the PGlite database in `pgliteDir` into the empty database at
 * `connectionString` (a superuser's: triggers and foreign keys are held off while
 * the rows go in, in any order). An order-link key the old database kept is handed
 * to `keepOrderLinkKey` instead of being copied. Throws PgliteImportError when it cannot be done
 * safely; the target then holds a partial copy and must be thrown away.
 */
async function importPglite(pgliteDir: string, connectionString: string, keepOrderLinkKey: (key: string) => void): Promise<ImportReport> {
  const { PGlite } = await import("@electric-sql/pglite");
  const old = await PGlite.create(pgliteDir);
  const target = new pg.Client({ connectionString });
  await target.connect();
  try {
    const existing = await target.query<{ present: boolean }>("SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present");
    if (existing.rows[0]?.present) throw new PgliteImportError("the new database is not empty: the import only fills a new one");

    const migrations = await appliedMigrations(old);
    const ours = new Set(localMigrations().map((migration) => migration.name));
    const unknown = migrations.filter((name) => !ours.has(name));
    if (unknown.length > 0) {
      throw new PgliteImportError(`the old database has migrations this version does not (${unknown.join(", ")}): import it with the version that made it, or a later one`);
    }
    await applyMigrationSubset(connectionString, migrations);

    const tables = (await tablesOf((sql) => old.query<{ name: string }>(sql))).filter((name) => name !== "_prisma_migrations");
    const targetTables = (await tablesOf((sql) => target.query<{ name: string }>(sql))).filter((name) => name !== "_prisma_migrations");
    if (tables.join() !== targetTables.join()) {
      throw new PgliteImportError(`the tables differ after the same migrations: old ${tables.join(", ")}; new ${targetTables.join(", ")}`);
    }

    const counts: Record<string, number> = {};
    let sequences = 0;
    await target.query("BEGIN");
    // The seed rows the migrations made and the history Prisma just wrote give way to the old ones.
    await target.query(`TRUNCATE ${[...tables, "_prisma_migrations"].map(quote).join(", ")}`);
    // Foreign keys and triggers (the settings notice) wait: rows go in table by table, in any order.
    await target.query("SET LOCAL session_replication_role = replica");
    await old.transaction(async (tx) => {
      // The key goes to its file, never into the new database's files or log, from which no scrub could take it back.
      const key = await tx.query<{ value: string }>("SELECT value FROM site_settings WHERE key = $1", [ORDER_KEY_SETTING]).catch(() => null);
      if (key?.rows[0]) keepOrderLinkKey(key.rows[0].value);
      for (const table of [...tables, "_prisma_migrations"]) counts[table] = await copyTable(tx, target, table);
      const { rows } = await tx.query<{ name: string }>(
        "SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'S' AND n.nspname = 'public'",
      );
      for (const { name } of rows) {
        const state = await tx.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM ${quote(name)}`);
        const { last_value: last, is_called: called } = state.rows[0]!;
        await target.query("SELECT setval($1::regclass, $2::bigint, $3)", [quote(name), last, called]);
        sequences++;
      }
    });
    for (const [table, copied] of Object.entries(counts)) {
      const { rows } = await target.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quote(table)}`);
      // Compared with what was read, which left the withheld rows out.
      if (rows[0]!.n !== copied) throw new PgliteImportError(`${table}: ${copied} rows read, ${rows[0]!.n} in the new database`);
    }
    await target.query("COMMIT");
    return { tables: counts, sequences, migrations };
  } catch (error) {
    await target.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await target.end();
    await old.close();
  }
}

export interface CarriedOver extends ImportReport {
  /** Where the old folder was moved once its rows were safe in the new database (delete it when satisfied). */
  keptAt: string | null;
}

/**
 * Fills the new embedded Postgres of DATA_DIR (which must not exist yet) from the
 * PGlite folder `from` (default DATA_DIR/pgdata, which is then moved aside to
 * DATA_DIR/pgdata.imported-<time>, so it is never imported twice). On failure the
 * half-made Postgres folder is removed and the old folder stays where it was.
 */
export async function carryOverPglite(
  dataDir: string,
  keepOrderLinkKey: (key: string) => void,
  from = pgliteFolderFor(dataDir),
): Promise<CarriedOver> {
  if (!fs.existsSync(path.join(from, "PG_VERSION"))) throw new PgliteImportError(`${from} holds no database`);
  const pgdata = pgdataFor(dataDir);
  if (fs.existsSync(pgdata)) throw new PgliteImportError(`${pgdata} exists already: the import only fills a new embedded database`);
  const server = await startEmbeddedPostgres({ dataDir, fromTemplate: false, allowPglite: true });
  let report: ImportReport;
  try {
    report = await importPglite(from, server.connectionString, keepOrderLinkKey);
  } catch (error) {
    await server.close();
    fs.rmSync(pgdata, { recursive: true, force: true });
    throw error;
  }
  await server.close();
  let keptAt: string | null = null;
  if (path.resolve(from) === path.resolve(pgliteFolderFor(dataDir))) {
    keptAt = `${from}.imported-${new Date().toISOString().replace(/[-:]/g, "").replace(/\..*$/, "").replace("T", "-")}`;
    fs.renameSync(from, keptAt);
  }
  return { ...report, keptAt };
}
