// The embedded database's files are the server user's alone (docs/OPERATIONS.md, "Who may read the data folder"): another
// local user once read the order-token key and customers' e-mails and phones from
// pg_wal, whose files PGlite had written 0666 inside 0755 folders. Folders must be
// 0700, files 0600 and the socket (DATA_DIR/postgres/.s.PGSQL.5432) closed to group
// and other, whatever the umask: on a fresh start, on a folder left loose (tightened
// at start, with a warning), in a copy of the build's template, and in a backup and
// its restore (docs/SECURITY.md). As root, Postgres runs as the `postgres` user:
// DATA_DIR itself is then 0710 root:postgres, so it may pass through to its folder.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "@server/db/database.ts";
import { TEMPLATE_DIR, TEMPLATE_MANIFEST, embeddedPostgresVersion, seedFromTemplate } from "@server/db/embedded-template.ts";
import { localMigrations } from "@server/db/migration-history.ts";
import { prepareDatabase } from "@server/db/prepare.ts";
import { PROJECT_ROOT } from "@server/paths.ts";

const dirs: string[] = [];
/** A temp folder others may pass through but not list (0711): as root, Postgres (the `postgres` user) must reach a DATA_DIR inside it. */
function tempDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `valet-${label}-`));
  fs.chmodSync(dir, 0o711);
  dirs.push(dir);
  return dir;
}

const AS_ROOT = process.getuid?.() === 0;
/** DATA_DIR's own mode: as root, the postgres group may pass through it to its folder. */
const DATA_DIR_MODE = AS_ROOT ? 0o710 : 0o700;

let umaskBefore: number;
beforeEach(() => {
  umaskBefore = process.umask();
});
afterEach(() => {
  process.umask(umaskBefore);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** Every entry under `root` (itself included), as `kind path mode`. */
function entries(root: string): { kind: "dir" | "file" | "socket" | "other"; path: string; mode: number }[] {
  const found: ReturnType<typeof entries> = [];
  const visit = (at: string) => {
    const stat = fs.lstatSync(at);
    if (stat.isSymbolicLink()) return;
    const kind = stat.isDirectory() ? "dir" : stat.isFile() ? "file" : stat.isSocket() ? "socket" : "other";
    found.push({ kind, path: path.relative(root, at) || ".", mode: stat.mode & 0o777 });
    if (stat.isDirectory()) for (const name of fs.readdirSync(at)) visit(path.join(at, name));
  };
  visit(root);
  return found;
}

/** What group or other could reach, or what is not exactly 0700 / 0600 (`root` itself: `rootMode`). */
function notPrivate(root: string, rootMode = 0o700): string[] {
  return entries(root)
    .filter(({ kind, path: at, mode }) =>
      at === "." ? mode !== rootMode : kind === "dir" ? mode !== 0o700 : kind === "file" ? mode !== 0o600 : (mode & 0o077) !== 0,
    )
    .map(({ kind, path: at, mode }) => `${kind} ${at} ${octal(mode)}`);
}

/** A DATA_DIR is private: DATA_DIR_MODE at its top (and as root, the postgres group's), 0700/0600 below. */
function dataDirNotPrivate(dataDir: string): string[] {
  const wrong = notPrivate(dataDir, DATA_DIR_MODE);
  if (AS_ROOT) {
    const postgresGid = fs.statSync(path.join(dataDir, "postgres")).gid;
    if (fs.statSync(dataDir).uid !== 0 || fs.statSync(dataDir).gid !== postgresGid) wrong.push(`${dataDir} is not root:postgres`);
  }
  return wrong;
}

function loosen(root: string): { files: number; folders: number } {
  let files = 0;
  let folders = 0;
  for (const entry of entries(root)) {
    if (entry.kind === "dir") folders++;
    if (entry.kind === "file") files++;
    if (entry.kind === "dir" || entry.kind === "file") fs.chmodSync(path.join(root, entry.path), entry.kind === "dir" ? 0o777 : 0o666);
  }
  return { files, folders };
}

function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe("the embedded database's files", () => {
  it("a fresh folder under umask 000 is private, and stays so while the database writes and after it closes", async () => {
    process.umask(0o000);
    const dataDir = path.join(tempDir("private-fresh"), "data");
    const { logger, lines } = captureLogs();
    const db = await openDatabase({ dataDir: dataDir, role: "host", logger });
    try {
      await prepareDatabase(db);
      await db.prisma.coupon.create({ data: { code: "PRIVATE", amount: 10 } });
      // New write-ahead log segments and a checkpoint: files made during the run.
      for (let i = 0; i < 3; i++) {
        await db.prisma.$queryRawUnsafe("SELECT pg_switch_wal()::text");
        await db.prisma.$executeRawUnsafe("CHECKPOINT");
      }
      // Postgres makes its own files under its own umask (0077): the relation cache's init files, made at the first connection.
      expect(fs.existsSync(path.join(dataDir, "postgres", "global", "pg_internal.init"))).toBe(true);
      const kinds = entries(dataDir);
      expect(kinds.filter((entry) => entry.kind === "socket").map((entry) => entry.path)).toEqual([path.join("postgres", ".s.PGSQL.5432")]);
      expect(kinds.some((entry) => entry.path.startsWith(path.join("postgres", "pg_wal", "0")))).toBe(true);
      expect(dataDirNotPrivate(dataDir), "while running").toEqual([]);
      // What a fresh start makes is private from the start: nothing to warn about.
      expect(lines.filter((line) => line.level === 40)).toEqual([]);
    } finally {
      await db.close();
    }
    expect(dataDirNotPrivate(dataDir), "after closing").toEqual([]);
  });

  it("a folder left loose (0777 folders, 0666 files) is tightened at start, and the warning says what changed", async () => {
    const dataDir = path.join(tempDir("private-loose"), "data");
    const options = { dataDir: dataDir, role: "host" as const };
    const first = await openDatabase(options);
    await prepareDatabase(first);
    await first.close();
    const loosened = loosen(dataDir);

    const { logger, lines } = captureLogs();
    const second = await openDatabase({ ...options, logger });
    try {
      expect(dataDirNotPrivate(dataDir)).toEqual([]);
      const warnings = lines.filter((line) => line.level === 40);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({
        folder: dataDir,
        files: { count: loosened.files, from: ["0666"] },
        folders: { count: loosened.folders, from: ["0777"] },
      });
      expect(warnings[0]!.msg).toContain(dataDir);
      expect(warnings[0]!.msg).toContain(`${loosened.files} files`);
      expect(warnings[0]!.msg).toContain("0666");
    } finally {
      await second.close();
    }

    // Nothing loose the next time: no warning.
    const quiet = captureLogs();
    const third = await openDatabase({ ...options, logger: quiet.logger });
    await third.close();
    expect(quiet.lines.filter((line) => line.level === 40)).toEqual([]);
  });

  it("a copy of the build's template is private, whatever the template's own modes", () => {
    process.umask(0o000);
    const template = tempDir("private-template");
    const pgdata = path.join(template, "pgdata");
    fs.mkdirSync(path.join(pgdata, "pg_wal"), { recursive: true, mode: 0o777 });
    fs.writeFileSync(path.join(pgdata, "PG_VERSION"), "18\n", { mode: 0o666 });
    fs.writeFileSync(path.join(pgdata, "pg_wal", "000000010000000000000001"), "wal", { mode: 0o666 });
    const manifest = path.join(template, "manifest.json");
    fs.writeFileSync(manifest, JSON.stringify({ postgres: embeddedPostgresVersion(), migrations: localMigrations(), createdAt: new Date().toISOString() }));

    const dataDir = path.join(tempDir("private-seeded"), "postgres");
    expect(seedFromTemplate(dataDir, { pgdata, manifest })).toEqual({ copied: true });
    expect(entries(dataDir).map((entry) => entry.path).sort()).toEqual([".", "PG_VERSION", "pg_wal", path.join("pg_wal", "000000010000000000000001")]);
    expect(notPrivate(dataDir)).toEqual([]);
  });

  // Made by `npm run build` (scripts/build-embedded-template.mjs); npm test builds first.
  it.skipIf(!fs.existsSync(TEMPLATE_MANIFEST))("the build's template is private: 0700 folders, 0600 files", () => {
    const wrong = entries(TEMPLATE_DIR)
      .filter(({ kind, mode }) => mode !== (kind === "dir" ? 0o700 : 0o600))
      .map(({ kind, path: at, mode }) => `${kind} ${at} ${octal(mode)}`);
    expect(wrong).toEqual([]);
  });

  it("a backup, online or offline, is written 0600 in a folder made 0700, and a restore is private, under umask 000", async () => {
    const dataDir = path.join(tempDir("private-backup"), "data");
    const out = tempDir("private-backups");
    const script = (name: string, args: string[], folder = dataDir) => {
      const { DATABASE_URL: _url, ...env } = process.env;
      // The script inherits the umask of the process that starts it; only the
      // start: the database this process hosts keeps its own.
      const hostUmask = process.umask(0o000);
      try {
        return new Promise<string>((resolve, reject) => {
          execFile(process.execPath, [path.join(PROJECT_ROOT, "scripts", name), ...args], { env: { ...env, DATA_DIR: folder }, timeout: 60_000 }, (error, stdout, stderr) =>
            error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
          );
        });
      } finally {
        process.umask(hostUmask);
      }
    };
    const backup = (file: string) => script("backup.mjs", ["--out", file]);
    const db = await openDatabase({ dataDir: dataDir, role: "host" });
    try {
      await prepareDatabase(db);
      expect(await backup(path.join(out, "online", "valet.tar.gz"))).toMatch(/online from process/);
    } finally {
      await db.close();
    }
    expect(await backup(path.join(out, "offline", "valet.tar.gz"))).toMatch(/offline/);
    for (const kind of ["online", "offline"]) {
      // Only the file: the staging copy beside it is gone.
      expect(fs.readdirSync(path.join(out, kind)), `${kind} folder`).toEqual(["valet.tar.gz"]);
      expect(octal(fs.statSync(path.join(out, kind)).mode), `${kind} folder`).toBe("0700");
      expect(octal(fs.statSync(path.join(out, kind, "valet.tar.gz")).mode), `${kind} file`).toBe("0600");
    }
    // The offline backup held the folder's lock and copied it: it left nothing loose there.
    expect(dataDirNotPrivate(dataDir)).toEqual([]);

    // Nor does a restore, into a new folder, nor over the one there.
    const restored = path.join(tempDir("private-restored"), "data");
    expect(await script("restore.mjs", [path.join(out, "online", "valet.tar.gz"), "--yes"], restored)).toMatch(/restored/);
    expect(dataDirNotPrivate(restored)).toEqual([]);
    expect(await script("restore.mjs", [path.join(out, "offline", "valet.tar.gz"), "--yes"], restored)).toMatch(/replaced data/);
    expect(dataDirNotPrivate(restored)).toEqual([]);
  });
});
