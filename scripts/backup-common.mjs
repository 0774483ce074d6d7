// What scripts/backup.mjs and scripts/restore.mjs share: where the database is,
// the embedded folder's lock and socket (the same protocol as
// server/db/embedded-postgres.ts: DATA_DIR/embedded.lock holds the hosting pid, a
// dead pid's lock is taken over; Postgres's data folder is DATA_DIR/postgres and
// its only door the Unix socket inside it), the archive's marker, and running
// tools (tar, and the Postgres client tools without a password on their command
// line). Plain JavaScript on production dependencies only, so the scripts run
// from a checkout and from the image alike; they cannot import the TypeScript
// server code, so what they share with it is repeated here. See docs/OPERATIONS.md.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Exit codes, as the operator CLI's: 0 done, 1 failed, 2 bad usage. */
export class ScriptError extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** The embedded Postgres's superuser; the local socket trusts it (server/db/embedded-postgres.ts). */
const SUPERUSER = "postgres";
const SOCKET_PORT = 5432;

/** The file at the top of an embedded backup that says what it is (a PGlite backup has none). */
export const MARKER_FILE = "valet-backup.json";
export const MARKER_FORMAT = "embedded-postgres";

export function databaseTarget(env = process.env) {
  if (env.DATABASE_URL) return { mode: "postgres", url: env.DATABASE_URL };
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(PROJECT_ROOT, "data"));
  const pgdata = path.join(dataDir, "postgres");
  return {
    mode: "embedded",
    dataDir,
    // Postgres's data folder; its socket is the only way in (no TCP port).
    pgdata,
    socketPath: path.join(pgdata, `.s.PGSQL.${SOCKET_PORT}`),
    connectionString: `postgresql://${SUPERUSER}@localhost/postgres?host=${encodeURIComponent(pgdata)}`,
    lockPath: path.join(dataDir, "embedded.lock"),
    // The folder of the earlier embedded engine (PGlite), carried over by `valet db import-pglite`.
    pglite: path.join(dataDir, "pgdata"),
    // The key that signs order links, beside the database and not in it (server/order-links/order-tokens.ts).
    secretKey: path.join(dataDir, "secret-key"),
  };
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** The live process that hosts the embedded folder (usually the server), or null. */
export function hostPid(target) {
  try {
    const pid = Number(fs.readFileSync(target.lockPath, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * The live Postgres that runs on the folder (postmaster.pid), or null. It outlives
 * a host killed with SIGKILL until the next start stops it; a pid the system gave
 * to another program since does not count.
 */
export function postmasterPid(target) {
  let pid;
  try {
    pid = Number(fs.readFileSync(path.join(target.pgdata, "postmaster.pid"), "utf8").split("\n")[0]);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return null;
  try {
    if (!fs.readFileSync(`/proc/${pid}/comm`, "utf8").startsWith("postgres")) return null;
  } catch {
    // No /proc (not Linux) or not ours to read: take the file's word.
  }
  return pid;
}

/** True when a Postgres answers on the folder's socket (the server's, a valet command's, or one left by a killed host). */
export function socketAnswers(target) {
  return new Promise((resolve) => {
    const socket = net.connect(target.socketPath);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Takes the folder's lock for this process; returns its release. */
export function takeLock(target) {
  fs.mkdirSync(target.dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(target.lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        fs.rmSync(target.lockPath, { force: true });
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const pid = hostPid(target);
      if (pid) throw new ScriptError(`the embedded database is in use by process ${pid} (the server or a valet command)`);
      fs.rmSync(target.lockPath, { force: true });
    }
  }
  throw new ScriptError(`could not take the lock ${target.lockPath}`);
}

/**
 * Root may not run Postgres: as root, the embedded Postgres runs as the `postgres`
 * user (made if missing, as the server does), which owns DATA_DIR/postgres and may
 * only pass through DATA_DIR (root:postgres 0710). Null when not root.
 */
export function postgresOwner() {
  if (process.getuid?.() !== 0) return null;
  const id = (flag) => Number(execFileSync("id", [flag, SUPERUSER], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    execFileSync("groupadd", ["--system", SUPERUSER]);
    execFileSync("useradd", ["--system", "--gid", SUPERUSER, "--no-create-home", SUPERUSER]);
    return { uid: id("-u"), gid: id("-g") };
  }
}

/** Gives `folder` and everything in it to `owner` (links themselves, not what they point to). */
export function chownTree(folder, owner) {
  fs.chownSync(folder, owner.uid, owner.gid);
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    fs.lchownSync(path.join(entry.parentPath, entry.name), owner.uid, owner.gid);
  }
}

/**
 * Makes a folder private to its owner: folders 0700, files 0600, sockets closed to
 * group and other, links left alone; the folder itself gets `topMode` (DATA_DIR
 * is 0710 root:postgres as root, so Postgres may pass through to its own folder).
 * The twin of makePrivate in server/db/private-files.ts, which the server runs at
 * every start; a restore's files come from an archive and keep its modes, so the
 * restore runs this on them.
 */
export function makePrivate(folder, topMode = 0o700) {
  const failed = [];
  const visit = (at, stat) => {
    const wanted = at === folder ? topMode : stat.isDirectory() ? 0o700 : stat.isFile() ? 0o600 : stat.mode & 0o700;
    try {
      if ((stat.mode & 0o777) !== wanted) fs.chmodSync(at, wanted);
      if (!stat.isDirectory()) return;
      for (const name of fs.readdirSync(at)) {
        const child = path.join(at, name);
        const childStat = fs.lstatSync(child);
        if (!childStat.isSymbolicLink()) visit(child, childStat);
      }
    } catch (error) {
      failed.push(`${at}: ${error.code ?? error.message}`);
    }
  };
  visit(folder, fs.statSync(folder));
  // The data is safe already; say what is still open rather than fail the script.
  if (failed.length > 0) console.error(`warning: could not make these private to this user: ${failed.slice(0, 5).join("; ")}`);
}

/** The major version of this installation's embedded Postgres binaries (18), or null when the image has none. */
export function installedPostgresMajor() {
  try {
    const require = createRequire(import.meta.url);
    // The package exports only its entry (dist/index.js); its manifest sits one folder up.
    const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    const { version } = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), "..", "package.json"), "utf8"));
    return Number(String(version).split(".")[0]);
  } catch {
    return null;
  }
}

/**
 * libpq settings from a DATABASE_URL: the password travels in PGPASSWORD, never
 * on a command line; Prisma-only parameters (schema=…) are left out.
 */
export function libpqEnv(databaseUrl) {
  const url = new URL(databaseUrl);
  const env = { ...process.env };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = "";
  const keep = new Set(["sslmode", "sslrootcert", "sslcert", "sslkey", "host", "port", "connect_timeout", "options", "application_name", "target_session_attrs"]);
  for (const key of [...url.searchParams.keys()]) if (!keep.has(key)) url.searchParams.delete(key);
  return { env, dbname: url.toString() };
}

/**
 * Runs a tool (pg_dump, pg_restore, tar); rejects with its stderr when it fails.
 * With `capture`, resolves with its stdout instead of passing it through.
 */
export function runTool(command, args, env = process.env, { capture = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", capture ? "pipe" : "inherit", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("error", (error) => {
      const install = command === "tar" ? "apt-get install tar gzip" : "apt-get install postgresql-client (its major version must be at least the server's)";
      reject(error.code === "ENOENT" ? new ScriptError(`${command} is not installed: ${install}`) : error);
    });
    child.once("exit", (code) => {
      if (code === 0) resolve(capture ? stdout : stderr);
      else reject(Object.assign(new ScriptError(`${command} failed (exit ${code}):\n${stderr.trim()}`), { stderr }));
    });
  });
}

/** Asks on a terminal; without one, only --yes proceeds (as the CLI's destructive commands). */
export async function confirm(question, yes) {
  if (yes) return;
  if (!process.stdin.isTTY) throw new ScriptError(`${question} Refusing without a terminal: add --yes.`, 2);
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await new Promise((resolve) => rl.question(`${question} [y/N] `, resolve));
  rl.close();
  if (!/^y(es)?$/i.test(String(answer).trim())) throw new ScriptError("cancelled", 1);
}

export function humanSize(bytes) {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Runs a script's main, printing `error: …` and exiting with its code on failure. */
export function run(main) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(`error: ${error instanceof ScriptError ? error.message : (error?.stack ?? error)}`);
      process.exit(error instanceof ScriptError ? error.exitCode : 1);
    },
  );
}
