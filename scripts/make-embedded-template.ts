// Build step (scripts/build.mjs): the embedded data folder a first start copies
// instead of running initdb and every migration (server/db/embedded-template.ts).
// It is made as a first start would make it: a fresh PGlite folder, migrated and
// seeded by prepareDatabase, then closed cleanly, so the copy needs no recovery
// when it is opened. One difference: write-ahead log segments of 1 MB instead of
// 16 (initdb's --wal-segsize), so a first start copies 24 MB instead of 39.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../server/db/database.ts";
import { TEMPLATE_DIR, TEMPLATE_MANIFEST, TEMPLATE_PGDATA, pgliteVersion, type TemplateManifest } from "../server/db/embedded-template.ts";
import { historyMatches, localMigrations } from "../server/db/migration-history.ts";
import { prepareDatabase } from "../server/db/prepare.ts";
import { makeTemplatePrivate } from "../server/db/private-files.ts";

// An older template must not seed the new one: start from initdb.
fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
const work = fs.mkdtempSync(path.join(os.tmpdir(), "valet-template-"));
try {
  const migrations = localMigrations();
  const pgdata = path.join(work, "pgdata");
  await (await PGlite.create(pgdata, { initDbStartParams: ["--wal-segsize=1"] })).close();
  const db = await openDatabase({ dataDir: pgdata, socketDir: work, role: "host" });
  try {
    await prepareDatabase(db);
    // The manifest must describe the folder: a migration added meanwhile fails the build.
    if (!(await historyMatches(db.prisma, migrations))) throw new Error("the migrations changed while the template was made");
  } finally {
    await db.close();
  }
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  fs.cpSync(pgdata, TEMPLATE_PGDATA, { recursive: true });
  const manifest: TemplateManifest = { pglite: pgliteVersion(), migrations, createdAt: new Date().toISOString() };
  fs.writeFileSync(TEMPLATE_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  // Private whatever the umask of the build: 0700 folders, 0600 files (private-files.ts).
  makeTemplatePrivate(TEMPLATE_DIR);
  console.log(`build: embedded database template with ${migrations.length} migrations in ${path.relative(process.cwd(), TEMPLATE_DIR)}`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
