#!/usr/bin/env node
// Restores a backup made by scripts/backup.mjs (docs/OPERATIONS.md).
//
//   node scripts/restore.mjs FILE [--yes]
//
// Embedded (no DATABASE_URL): the server must be stopped. DATA_DIR/pgdata is
// moved aside to pgdata.before-restore-<time> (delete it once satisfied) and
// the backup is loaded into a new pgdata with PGlite; if that fails, the old
// folder is put back.
// Postgres (DATABASE_URL): pg_restore --clean --if-exists in one transaction;
// stop the server first so no booking is written in between.
// Either way, the row counts of the restored database are printed, and the
// server applies any newer migrations when it starts.
// Exit codes: 0 done, 1 failed, 2 bad usage (or a refusal without --yes).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ScriptError, confirm, databaseTarget, hostPid, libpqEnv, makePrivate, run, runTool, takeLock } from "./backup-common.mjs";

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

async function restoreEmbedded(target, file) {
  const pid = hostPid(target);
  if (pid) throw new ScriptError(`the embedded database in ${target.dataDir} is in use by process ${pid}: stop the server first`);
  const release = takeLock(target);
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*$/, "").replace("T", "-");
  const aside = `${target.pgdata}.before-restore-${stamp}`;
  const hadData = fs.existsSync(target.pgdata);
  try {
    if (hadData) fs.renameSync(target.pgdata, aside);
    const { PGlite } = await import("@electric-sql/pglite");
    let counts;
    try {
      const db = await PGlite.create({ dataDir: target.pgdata, loadDataDir: new Blob([fs.readFileSync(file)]) });
      try {
        counts = (await db.query(COUNT_SQL)).rows[0];
      } finally {
        await db.close();
      }
    } catch (error) {
      fs.rmSync(target.pgdata, { recursive: true, force: true });
      if (hadData) fs.renameSync(aside, target.pgdata);
      throw new ScriptError(`the backup could not be loaded; the database was left as it was: ${error?.message ?? error}`);
    }
    makePrivate(target.dataDir);
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
  // The restored folder holds every customer's details: nothing it writes may be
  // readable by other users, whatever the shell's umask (docs/SECURITY.md).
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
  const where = target.mode === "postgres" ? `the Postgres database ${new URL(target.url).pathname.slice(1)}` : `the embedded database in ${target.dataDir}`;
  await confirm(`Replace everything in ${where} with ${path.basename(file)}?`, parsed.values.yes);
  if (target.mode === "postgres") await restorePostgres(target, file);
  else await restoreEmbedded(target, file);
}

run(main);
