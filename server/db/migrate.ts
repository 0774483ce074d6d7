// Applies prisma/migrations through Prisma's WASM schema engine, so migrations run
// where the native engine cannot be downloaded (docs/decisions/003). The folder
// keeps Prisma's standard layout, so `prisma migrate deploy` works too.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";
import { projectPath } from "@server/paths.ts";

export const MIGRATIONS_DIR = projectPath("prisma", "migrations");
export const SCHEMA_PATH = projectPath("prisma", "schema.prisma");

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

interface ScriptRunner {
  executeScript(script: string): Promise<void>;
  client: { query(sql: string): Promise<unknown> };
}

/**
 * The pg adapter runs a migration script by splitting it on every ";", which
 * breaks a function body ($$ … ; … $$, e.g. the settings-change trigger). Postgres's
 * simple query protocol takes the whole script at once and parses it properly.
 */
function wholeScripts(factory: PrismaPg): PrismaPg {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    (adapter as unknown as ScriptRunner).executeScript = async function (this: ScriptRunner, script: string) {
      await this.client.query(script);
    };
    return adapter;
  };
  return factory;
}

export async function openSchemaEngine(connectionString: string): Promise<{
  engine: SchemaEngine;
  close(): Promise<void>;
}> {
  engineClass ??= loadEngineClass();
  const Engine = await engineClass;
  const factory = wholeScripts(new PrismaPg({ connectionString, max: 2 }));
  const engine = await Engine.new(
    { datamodels: [[SCHEMA_PATH, fs.readFileSync(SCHEMA_PATH, "utf8")]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  return {
    engine,
    async close() {
      // The engine holds its adapter connection until the process lets go of it.
      await (engine as unknown as { free?: () => void }).free?.();
    },
  };
}

export function readMigrations(dir = MIGRATIONS_DIR): MigrationList {
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

/** Applies every pending migration; returns the names applied now. */
export async function applyMigrations(connectionString: string): Promise<string[]> {
  const { engine, close } = await openSchemaEngine(connectionString);
  try {
    const result = await engine.applyMigrations({
      migrationsList: readMigrations(),
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
