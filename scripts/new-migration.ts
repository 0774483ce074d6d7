// Writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL that takes
// a database from the current migrations to prisma/schema.prisma. It replays the
// migrations on a throwaway in-memory PGlite, so no shadow database is needed.
//   npm run db:new-migration -- <name>
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedHost } from "../server/db/embedded-host.ts";
import { MIGRATIONS_DIR, SCHEMA_PATH, applyMigrations, openSchemaEngine, readMigrations } from "../server/db/migrate.ts";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]/gi, "_").toLowerCase();
if (!name) {
  console.error("usage: npm run db:new-migration -- <name>");
  process.exit(2);
}

const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "valet-migration-"));
const host = await startEmbeddedHost({ dataDir: null, socketDir });
try {
  const hasMigrations = readMigrations().migrationDirectories.length > 0;
  if (hasMigrations) await applyMigrations(host.connectionString);
  const { engine, close } = await openSchemaEngine(host.connectionString);
  const filters = { externalTables: [], externalEnums: [] };
  const target = { tag: "schemaDatamodel" as const, files: [{ path: SCHEMA_PATH, content: fs.readFileSync(SCHEMA_PATH, "utf8") }] };
  let from: Parameters<typeof engine.diff>[0]["from"] = { tag: "empty" };
  if (hasMigrations) {
    const live = await engine.introspect({
      schema: target,
      baseDirectoryPath: path.dirname(SCHEMA_PATH),
      force: true,
      compositeTypeDepth: 0,
      namespaces: null,
    } as never);
    from = { tag: "schemaDatamodel", files: (live as { schema: { files: { path: string; content: string }[] } }).schema.files };
  }
  const result = await engine.diff({ from, to: target, script: true, exitCode: null, filters });
  await close();
  const sql = (result as unknown as { stdout?: string }).stdout ?? "";
  if (!sql.trim() || /^-- This is an empty migration/.test(sql.trim())) {
    console.log("schema and migrations agree: nothing to write");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "migration.sql"), sql);
    const lock = path.join(MIGRATIONS_DIR, "migration_lock.toml");
    if (!fs.existsSync(lock)) fs.writeFileSync(lock, 'provider = "postgresql"\n');
    console.log(`wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
  }
} finally {
  await host.close();
  fs.rmSync(socketDir, { recursive: true, force: true });
}
