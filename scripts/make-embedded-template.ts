// Build step (scripts/build.mjs): the embedded data folder a first start copies
// instead of running initdb and every migration (server/db/embedded-template.ts).
// It is made as a first start would make it: a fresh Postgres folder (initdb),
// migrated and seeded by prepareDatabase, then stopped cleanly, so the copy needs
// no recovery when it starts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../server/db/database.ts";
import { startEmbeddedPostgres } from "../server/db/embedded-postgres.ts";
import { TEMPLATE_DIR, TEMPLATE_MANIFEST, TEMPLATE_PGDATA, embeddedPostgresVersion, type TemplateManifest } from "../server/db/embedded-template.ts";
import { historyMatches, localMigrations } from "../server/db/migration-history.ts";
import { prepareDatabase } from "../server/db/prepare.ts";
import { makeTemplatePrivate } from "../server/db/private-files.ts";

// An older template must not seed the new one: start from initdb.
fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
const work = fs.mkdtempSync(path.join(os.tmpdir(), "valet-template-"));
try {
  const migrations = localMigrations();
  const server = await startEmbeddedPostgres({ dataDir: work, tuning: "scratch", fromTemplate: false });
  try {
    const db = await openDatabase({ databaseUrl: server.connectionString, dataDir: null, poolSize: 2 });
    try {
      await prepareDatabase(db);
      // The manifest must describe the folder: a migration added meanwhile fails the build.
      if (!(await historyMatches(db.prisma, migrations))) throw new Error("the migrations changed while the template was made");
    } finally {
      await db.close();
    }
  } finally {
    await server.close();
  }
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  // The copy is the build user's (a build as root made the folder the postgres user's).
  fs.cpSync(server.pgdata, TEMPLATE_PGDATA, { recursive: true, filter: (source) => !/postmaster\.(pid|opts)$/.test(source) });
  const manifest: TemplateManifest = { postgres: embeddedPostgresVersion(), migrations, createdAt: new Date().toISOString() };
  fs.writeFileSync(TEMPLATE_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  // Private whatever the umask of the build: 0700 folders, 0600 files (private-files.ts).
  makeTemplatePrivate(TEMPLATE_DIR);
  console.log(`build: embedded database template with ${migrations.length} migrations in ${path.relative(process.cwd(), TEMPLATE_DIR)}`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
