#!/usr/bin/env node
// Backs up the site's database to one file (docs/OPERATIONS.md).
//
//   node scripts/backup.mjs [--out FILE] [--with-secret-key]
//
// Embedded (no DATABASE_URL): a gzipped tar of Postgres's data folder
// DATA_DIR/postgres, with a marker (valet-backup.json) at its top. While a
// Postgres answers on the folder's socket (the server's, a valet command's, or
// one left by a host killed with SIGKILL) the copy is Postgres's low-level base
// backup (pg_backup_start … pg_backup_stop, docs "Making a Base Backup Using the
// Low Level API"), so the site stays up: the archive holds backup_label and the
// write-ahead log from start to stop, and Postgres replays it at the restored
// folder's first start. When nothing answers, the script takes the folder's lock
// so nothing starts meanwhile and copies the stopped folder, with the log from its
// last checkpoint on. Older log, and what reused log segments still hold past the
// log's end, is left out: it can hold rows deleted long ago. The binaries ship no
// pg_dump or pg_basebackup, hence the copy by hand (scripts/backup-folder-copy.mjs).
// The key that signs order links (DATA_DIR/secret-key) is not in it: whoever holds
// a backup must not be able to sign a link to every order. --with-secret-key
// copies it to FILE.secret-key (0600), to be kept apart from the backups.
// Postgres (DATABASE_URL): pg_dump's custom format (restore with pg_restore); the
// key is SECRET_KEY, in the server's environment, never in the database.
//
// Default file: ./backups/valet-<embedded|postgres>-<UTC time>.<tar.gz|dump>.
// Exit codes: 0 done, 1 failed, 2 bad usage.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  MARKER_FILE,
  MARKER_FORMAT,
  ScriptError,
  databaseTarget,
  hostPid,
  humanSize,
  libpqEnv,
  postmasterPid,
  run,
  runTool,
  socketAnswers,
  takeLock,
} from "./backup-common.mjs";
import { checkpointSegment, copyDataFolder, copyWal } from "./backup-folder-copy.mjs";

const USAGE = `usage: node scripts/backup.mjs [--out FILE] [--with-secret-key]

Backs up the database the server uses: DATABASE_URL (pg_dump, custom format) or
else the embedded database in DATA_DIR (default ./data), online while the server
runs. Restore with: node scripts/restore.mjs FILE

The key that signs order links is left out. Embedded, --with-secret-key also copies
DATA_DIR/secret-key to FILE.secret-key: whoever has it can open every order, so keep
it apart from the backups. On Postgres the key is SECRET_KEY, kept with the server's
environment.`;

/**
 * Postgres's low-level base backup, on one connection: pg_backup_start, copy the
 * folder, pg_backup_stop, write backup_label (and tablespace_map) into the copy,
 * then copy the log from start to stop out of pg_wal. Postgres replays
 * it at the copy's first start, so the copy is consistent though the server wrote
 * on while it was taken. Closing the connection early aborts the backup.
 */
async function copyOnline(target, staging, label) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: target.connectionString });
  client.on("error", () => {}); // a server going away mid-backup fails the query under way; that is the error to report
  await client.connect();
  try {
    const {
      rows: [{ segment_size: segmentSize }],
    } = await client.query("SELECT setting::bigint::float8 AS segment_size FROM pg_settings WHERE name = 'wal_segment_size'");
    await client.query("SELECT pg_backup_start($1, fast => true)", [label]);
    copyDataFolder(target.pgdata, staging);
    const {
      rows: [stop],
    } = await client.query(
      "SELECT s.labelfile, s.spcmapfile, pg_walfile_name(s.lsn) AS last_segment FROM pg_backup_stop(wait_for_archive => false) AS s",
    );
    // Written as returned, byte for byte.
    fs.writeFileSync(path.join(staging, "backup_label"), stop.labelfile);
    if (stop.spcmapfile) fs.writeFileSync(path.join(staging, "tablespace_map"), stop.spcmapfile);
    const first = /^START WAL LOCATION: .* \(file ([0-9A-F]{24})\)$/m.exec(stop.labelfile)?.[1];
    if (!first) throw new ScriptError(`pg_backup_stop returned a backup_label without its first segment:\n${stop.labelfile}`);
    copyWal(target.pgdata, staging, { first, last: stop.last_segment, segmentSize });
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The embedded database into `partial`: online through the socket when a Postgres
 * answers there, else a copy of the stopped folder under the folder's lock.
 * Either way the copy is staged in a private folder beside the file, gets the
 * marker at its top, and is archived with the system's tar.
 */
async function backupEmbedded(target, file, partial) {
  if (!fs.existsSync(path.join(target.pgdata, "PG_VERSION"))) {
    if (fs.existsSync(path.join(target.pglite, "PG_VERSION"))) {
      throw new ScriptError(
        `${target.dataDir} holds only a database of the earlier embedded engine (PGlite, in ${target.pglite}): carry it over first with valet db import-pglite ${target.pglite}, or keep a copy of that folder (docs/OPERATIONS.md)`,
      );
    }
    throw new ScriptError(`no embedded database in ${target.dataDir}`);
  }
  const postgresMajor = Number(fs.readFileSync(path.join(target.pgdata, "PG_VERSION"), "utf8").trim());
  // mkdtemp makes it 0700: the copy holds every customer's details.
  const staging = fs.mkdtempSync(path.join(path.dirname(file), `.${path.basename(file)}.staging-`));
  try {
    let how;
    if (await socketAnswers(target)) {
      const pid = hostPid(target) ?? postmasterPid(target);
      await copyOnline(target, staging, `valet backup ${path.basename(file)}`);
      how = pid ? `online from process ${pid}` : "online";
    } else {
      // Nothing answers: hold the lock so no server or valet command starts on the folder meanwhile.
      const release = takeLock(target);
      try {
        const running = postmasterPid(target);
        if (running) throw new ScriptError(`a Postgres (process ${running}) runs on ${target.pgdata} but does not answer yet: try again in a moment`);
        // Stopped (or its server killed outright): the folder as it lies is consistent,
        // with the log from its last checkpoint on (which Postgres replays at start).
        copyDataFolder(target.pgdata, staging);
        const from = checkpointSegment(target.pgdata);
        if (!from) throw new ScriptError(`${path.join(target.pgdata, "global", "pg_control")} is not one this script can read: start the server and back up online instead`);
        copyWal(target.pgdata, staging, { first: from.first, last: null, segmentSize: from.segmentSize });
      } finally {
        release();
      }
      how = "offline";
    }
    const marker = { format: MARKER_FORMAT, postgresMajor, madeAt: new Date().toISOString() };
    fs.writeFileSync(path.join(staging, MARKER_FILE), `${JSON.stringify(marker, null, 2)}\n`);
    // The marker first, so a restore finds it without reading the whole archive. Owners
    // are left out: a restore gives the files to whoever runs the database there.
    const names = fs.readdirSync(staging).filter((name) => name !== MARKER_FILE).sort();
    await runTool("tar", ["--create", "--gzip", `--file=${partial}`, "--owner=0", "--group=0", "--numeric-owner", "-C", staging, "--", MARKER_FILE, ...names]);
    return how;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function main() {
  // A backup holds every customer's details: the file, a folder made for it, the
  // staging copy and whatever pg_dump or tar writes are the operator's alone,
  // whatever the shell's umask (docs/SECURITY.md).
  process.umask(0o077);
  let values;
  try {
    ({ values } = parseArgs({
      options: { out: { type: "string", short: "o" }, "with-secret-key": { type: "boolean" }, help: { type: "boolean", short: "h" } },
    }));
  } catch (error) {
    throw new ScriptError(`${error.message}\n${USAGE}`, 2);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const target = databaseTarget();
  const withKey = Boolean(values["with-secret-key"]);
  if (withKey && target.mode === "postgres") {
    throw new ScriptError("--with-secret-key: on Postgres the key is SECRET_KEY, in the server's environment and never in the database; keep it with that", 2);
  }
  if (withKey && !fs.existsSync(target.secretKey)) {
    throw new ScriptError(`--with-secret-key: there is no ${target.secretKey} yet; the server makes it at its start (moving the key an older version kept in the database)`);
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*$/, "").replace("T", "-");
  const file = path.resolve(values.out ?? path.join("backups", `valet-${target.mode}-${stamp}.${target.mode === "postgres" ? "dump" : "tar.gz"}`));
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written beside, renamed when complete: a failed run never leaves a file that looks whole.
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  try {
    if (target.mode === "postgres") {
      const { env, dbname } = libpqEnv(target.url);
      await runTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`, `--dbname=${dbname}`], env);
      fs.renameSync(partial, file);
      console.log(`backup: ${file} (${humanSize(fs.statSync(file).size)}), pg_dump of ${new URL(target.url).pathname.slice(1)}`);
      return;
    }
    const how = await backupEmbedded(target, file, partial);
    fs.renameSync(partial, file);
    console.log(`backup: ${file} (${humanSize(fs.statSync(file).size)}), the embedded database in ${target.dataDir}, ${how}`);
    if (withKey) console.log(`secret key: ${copySecretKey(target, file)} (keep it apart from the backups: it signs a link to any order)`);
    else console.log(`not in the backup: the key that signs order links, ${target.secretKey} (--with-secret-key copies it)`);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** DATA_DIR/secret-key beside the backup as FILE.secret-key, written whole and the operator's alone. */
function copySecretKey(target, file) {
  const copy = `${file}.secret-key`;
  const partial = `${copy}.partial`;
  fs.rmSync(partial, { force: true });
  try {
    fs.writeFileSync(partial, fs.readFileSync(target.secretKey), { mode: 0o600, flag: "wx" });
    fs.renameSync(partial, copy);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return copy;
}

run(main);
