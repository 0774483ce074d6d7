// Applies prisma/migrations through Prisma's WASM schema engine, so migrations run
// where the native engine cannot be downloaded (docs/decisions/003). The folder
// keeps Prisma's standard layout, so `prisma migrate deploy` works too.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { ColumnTypeEnum, bindMigrationAwareSqlAdapterFactory, type SqlQuery, type SqlResultSet } from "@prisma/driver-adapter-utils";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";
import { projectPath } from "@server/paths.ts";
import { installJobQueue } from "@server/jobs/job-queue.ts";

export const MIGRATIONS_DIR = projectPath("prisma", "migrations");
export const SCHEMA_PATH = projectPath("prisma", "schema.prisma");

/**
 * A panicking engine hands its message to this global, then aborts with a bare
 * "unreachable" (or, without the global, a TypeError about it). Thrown from here,
 * the message is what the caller sees; the engine is not usable after a panic anyway.
 */
(globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY ??= {
  set_message(message: string) {
    throw new Error(`the schema engine panicked: ${message}`);
  },
};

/** Loads the engine's wasm by hand: no experimental ESM-wasm import needed. */
async function loadEngineClass(): Promise<typeof SchemaEngine> {
  const bg = await import("@prisma/schema-engine-wasm/schema_engine_bg");
  const require = createRequire(import.meta.url);
  const wasmPath = path.join(
    path.dirname(require.resolve("@prisma/schema-engine-wasm")),
    "schema_engine_bg.wasm",
  );
  const module = await WebAssembly.compile(fs.readFileSync(wasmPath));
  const instance = await WebAssembly.instantiate(module, { "./schema_engine_bg.js": bg });
  const exports = instance.exports as Record<string, unknown> & { __wbindgen_start?: () => void };
  (bg as unknown as { __wbg_set_wasm(w: unknown): void }).__wbg_set_wasm(exports);
  exports.__wbindgen_start?.();
  return (bg as unknown as { SchemaEngine: typeof SchemaEngine }).SchemaEngine;
}

let engineClass: Promise<typeof SchemaEngine> | undefined;

interface PgAdapterInternals {
  client: { query(sql: string): Promise<unknown> };
  executeScript(script: string): Promise<void>;
  performIO(query: SqlQuery): Promise<pg.QueryArrayResult>;
  queryRaw(query: SqlQuery): Promise<SqlResultSet>;
  startTransaction(...args: unknown[]): Promise<unknown>;
}

const PG_CHAR = 18;
const PG_TEXT = 25;
/** The positions of "char" columns in a result, keyed by its rows (the array queryRaw hands on). */
const charColumns = new WeakMap<unknown[], number[]>();

/**
 * The adapter maps each result column's type OID to one of Prisma's column types
 * and refuses any it does not list (fieldToColumnType in @prisma/adapter-pg 7.10).
 * Postgres's one-byte "char" (OID 18) is not listed, and the catalog is full of it
 * (pg_constraint.contype, pg_class.relkind, pg_attribute.attidentity…), so the
 * engine's introspection, and any `diff` from a live database, fails on every
 * Postgres: "Column type 'char' could not be deserialized". Reporting it as
 * text is not enough either: the describer reads those columns as Prisma's
 * Character type and panics on a Text value.
 *
 * So this queryable's two steps are wrapped, on this adapter only (the app's
 * client never reads the catalog): performIO, the one place pg's result (with its
 * field OIDs) passes, reports "char" as text, which the adapter accepts (pg gives
 * its value as a one-character string), and notes where those columns are;
 * queryRaw, which hands the same rows array on, gives them back the Character
 * type. Nothing else of the adapter changes, and a transaction's queryable
 * (startTransaction) gets the same two wrappers.
 */
function readCharColumns<T>(queryable: T): T {
  const internals = queryable as unknown as PgAdapterInternals;
  const performIO = internals.performIO.bind(queryable);
  internals.performIO = async (query) => {
    const result = await performIO(query);
    const positions = result.fields.flatMap((field, at) => (field.dataTypeID === PG_CHAR ? [at] : []));
    if (positions.length > 0) {
      for (const at of positions) result.fields[at]!.dataTypeID = PG_TEXT;
      charColumns.set(result.rows, positions);
    }
    return result;
  };
  const queryRaw = internals.queryRaw.bind(queryable);
  internals.queryRaw = async (query) => {
    const set = await queryRaw(query);
    for (const at of charColumns.get(set.rows) ?? []) set.columnTypes[at] = ColumnTypeEnum.Character;
    return set;
  };
  return queryable;
}

/**
 * Makes the pg adapter fit for the schema engine:
 * - it runs a migration script by splitting it on every ";", which breaks a
 *   function body ($$ … ; … $$, e.g. the settings-change trigger). Postgres's
 *   simple query protocol takes the whole script at once and parses it properly;
 * - it cannot read the catalog's "char" columns (readCharColumns).
 */
function forSchemaEngine(factory: PrismaPg): PrismaPg {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = readCharColumns(await connect());
    const internals = adapter as unknown as PgAdapterInternals;
    internals.executeScript = async function (this: PgAdapterInternals, script: string) {
      await this.client.query(script);
    };
    const startTransaction = internals.startTransaction.bind(adapter);
    internals.startTransaction = async (...args) => readCharColumns(await startTransaction(...args));
    return adapter;
  };
  return factory;
}

/** A Prisma schema file: its path (which names it in messages) and its text. */
export interface SchemaFile {
  path: string;
  content: string;
}

export async function openSchemaEngine(
  connectionString: string,
  schema: SchemaFile = { path: SCHEMA_PATH, content: fs.readFileSync(SCHEMA_PATH, "utf8") },
): Promise<{
  engine: SchemaEngine;
  close(): Promise<void>;
}> {
  engineClass ??= loadEngineClass();
  const Engine = await engineClass;
  // The pool is ours to end: the engine lets go of its connection but not of the pool,
  // which kept a finished `valet db migrate` alive for pg's 10 s idle timeout.
  const pool = new pg.Pool({ connectionString, max: 2 });
  const factory = forSchemaEngine(new PrismaPg(pool));
  const engine = await Engine.new(
    { datamodels: [[schema.path, schema.content]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  return {
    engine,
    async close() {
      // The engine holds its adapter connection until the process lets go of it.
      await (engine as unknown as { free?: () => void }).free?.();
      await pool.end();
    },
  };
}

function readMigrations(dir = MIGRATIONS_DIR): MigrationList {
  const names = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  const lockPath = path.join(dir, "migration_lock.toml");
  return {
    baseDir: dir,
    lockfile: {
      path: "migration_lock.toml",
      content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: names.map((name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok", value: fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8") },
      },
    })),
  };
}

/**
 * Applies every pending migration (of `dir`, default prisma/migrations); returns the names applied now.
 * The job queue's schema comes first: the migrations' triggers add its jobs (docs/decisions/042).
 */
export async function applyMigrations(connectionString: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  await installJobQueue(connectionString);
  const { engine, close } = await openSchemaEngine(connectionString);
  try {
    const result = await engine.applyMigrations({
      migrationsList: readMigrations(dir),
      filters: { externalTables: [], externalEnums: [] },
    });
    return result.appliedMigrationNames;
  } finally {
    await close();
  }
}

export interface MigrationStatus {
  total: number;
  pending: string[];
  problem: string | null;
}

export async function migrationStatus(connectionString: string): Promise<MigrationStatus> {
  const { engine, close } = await openSchemaEngine(connectionString);
  try {
    const list = readMigrations();
    const result = await engine.diagnoseMigrationHistory({
      migrationsList: list,
      optInToShadowDatabase: false,
      filters: { externalTables: [], externalEnums: [] },
    });
    const history = result.history;
    let pending: string[] = [];
    let problem: string | null = null;
    if (history?.diagnostic === "databaseIsBehind") pending = history.unappliedMigrationNames;
    else if (history?.diagnostic === "historiesDiverge") {
      pending = history.unappliedMigrationNames;
      problem = `migration history diverges after ${history.lastCommonMigrationName ?? "the start"}`;
    } else if (history?.diagnostic === "migrationsDirectoryIsBehind") {
      problem = `the database has migrations this code does not: ${history.unpersistedMigrationNames.join(", ")}`;
    }
    if (result.failedMigrationNames.length > 0) {
      problem = `failed migrations: ${result.failedMigrationNames.join(", ")}`;
    }
    return { total: list.migrationDirectories.length, pending, problem };
  } finally {
    await close();
  }
}
