// What scripts/backup.mjs and scripts/restore.mjs share: where the database is,
// the embedded folder's lock (the same protocol as server/db/embedded-host.ts:
// DATA_DIR/embedded.lock holds the hosting pid; a dead pid's lock is taken over),
// and running the Postgres client tools without a password on their command line.
// Plain JavaScript on production dependencies only, so the scripts run from a
// checkout and from the image alike. See docs/OPERATIONS.md.
import { spawn } from "node:child_process";
import fs from "node:fs";
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

export function databaseTarget(env = process.env) {
  if (env.DATABASE_URL) return { mode: "postgres", url: env.DATABASE_URL };
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(PROJECT_ROOT, "data"));
  return {
    mode: "embedded",
    dataDir,
    pgdata: path.join(dataDir, "pgdata"),
    lockPath: path.join(dataDir, "embedded.lock"),
    backupSocket: path.join(dataDir, ".s.valet-backup"),
    // The key that signs order links, beside the database and not in it (server/services/order-tokens.ts).
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
 * Makes the embedded folder private to this user again after a script opened it
 * with PGlite, which writes some files 0644 (a new database's 0666) whatever the
 * umask: folders 0700, files 0600, sockets closed to group and other, links left
 * alone. The twin of makePrivate in server/db/private-files.ts, which the server
 * runs at every start; without this, the next start would warn about them.
 */
export function makePrivate(folder) {
  const failed = [];
  const visit = (at, stat) => {
    const wanted = stat.isDirectory() ? 0o700 : stat.isFile() ? 0o600 : stat.mode & 0o700;
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

/** Runs a Postgres client tool; rejects with its stderr when it fails. */
export function runTool(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("error", (error) => {
      reject(
        error.code === "ENOENT"
          ? new ScriptError(`${command} is not installed: apt-get install postgresql-client (its major version must be at least the server's)`)
          : error,
      );
    });
    child.once("exit", (code) => {
      if (code === 0) resolve(stderr);
      else reject(new ScriptError(`${command} failed (exit ${code}):\n${stderr.trim()}`));
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
