// How scripts/backup.mjs copies the embedded database's folder by hand (the
// binaries ship no pg_basebackup): Postgres's data folder without what its docs say
// to leave out of a base backup, and the write-ahead log a copy replays at its first
// start, from a given segment on, with what reused segments still hold past the
// log's end zeroed (it can hold rows deleted long ago).
import fs from "node:fs";
import path from "node:path";
import { ScriptError } from "./backup-common.mjs";

// What Postgres's docs say to leave out of a base backup (or what pg_basebackup leaves out).
/** Files at the folder's top: the running server's, or a backup's own files, written afresh. */
const SKIPPED_AT_TOP = new Set([
  "postmaster.pid",
  "postmaster.opts",
  "backup_label",
  "tablespace_map",
  "backup_manifest",
  "postgresql.auto.conf.tmp",
  "current_logfiles.tmp",
]);
/** Folders at the top whose contents are made afresh at start (the folder itself is kept). */
const EMPTIED_AT_TOP = new Set(["pg_replslot", "pg_dynshmem", "pg_notify", "pg_serial", "pg_snapshots", "pg_stat_tmp", "pg_subtrans"]);

/** Anywhere: temporary files, the relation cache (rebuilt at start), the socket and its lock file. */
function skippedAnywhere(name) {
  return name.startsWith("pgsql_tmp") || name.startsWith("pg_internal.init") || name.startsWith(".s.PGSQL.");
}

/** Copies one file; false when it vanished meanwhile (a running server drops files: a dropped table, a finished temp file). */
function copyFile(from, to) {
  try {
    fs.copyFileSync(from, to, fs.constants.COPYFILE_FICLONE);
    return true;
  } catch (error) {
    if (error.code === "ENOENT") return false;
    throw error;
  }
}

/**
 * Copies Postgres's data folder into `to` (which exists), leaving out what the
 * docs say to (SKIPPED_AT_TOP, EMPTIED_AT_TOP, skippedAnywhere) and pg_wal's
 * contents (copyWal's). Sockets and other special files are never copied.
 */
export function copyDataFolder(from, to) {
  const visit = (relative) => {
    let entries;
    try {
      entries = fs.readdirSync(path.join(from, relative), { withFileTypes: true });
    } catch (error) {
      if (error.code === "ENOENT") return; // a folder dropped meanwhile (a dropped database)
      throw error;
    }
    for (const entry of entries) {
      const name = entry.name;
      if (skippedAnywhere(name) || (relative === "" && SKIPPED_AT_TOP.has(name))) continue;
      const child = path.join(relative, name);
      if (relative === "" && name === "pg_wal") {
        // Its contents are copyWal's, into a folder of the copy's own even where pg_wal links elsewhere.
        fs.mkdirSync(path.join(to, child), { mode: 0o700 });
      } else if (entry.isDirectory()) {
        fs.mkdirSync(path.join(to, child), { mode: 0o700 });
        if (relative === "" && EMPTIED_AT_TOP.has(name)) continue;
        visit(child);
      } else if (entry.isFile()) {
        copyFile(path.join(from, child), path.join(to, child));
      } else if (entry.isSymbolicLink()) {
        // A tablespace (pg_tblspc/…): kept as the link it is (tablespace_map says where).
        try {
          fs.symlinkSync(fs.readlinkSync(path.join(from, child)), path.join(to, child));
        } catch (error) {
          if (error.code !== "ENOENT") throw error;
        }
      }
    }
  };
  visit("");
}

/** A write-ahead log segment's name (timeline, then its number in two halves) and its number. */
function segments(segmentSize) {
  const perId = 0x100000000 / segmentSize;
  const hex = (value) => value.toString(16).toUpperCase().padStart(8, "0");
  return {
    number: (name) => Number.parseInt(name.slice(8, 16), 16) * perId + Number.parseInt(name.slice(16, 24), 16),
    name: (timeline, n) => timeline + hex(Math.floor(n / perId)) + hex(n % perId),
  };
}

/** Postgres's write-ahead log page size (XLOG_BLCKSZ, 8 kB in every build we ship). */
const WAL_PAGE = 8192;

/**
 * Copies one log segment, then zeroes whatever of it is not this segment's own
 * log: Postgres reuses old segments under new names (wal_recycle) and overwrites
 * them page by page, so the pages past the end of the log still hold what was
 * written long before, deleted rows too. A page is this segment's when its
 * header's address (xlp_pageaddr, bytes 8-15) is the page's own; replay stops at
 * the first zeroed page as at any end of the log. Returns false when the segment
 * was gone, or holds none of its own log (a segment renamed ahead, never written).
 */
function copySegment(from, to, segmentNumber, segmentSize) {
  let bytes;
  try {
    bytes = fs.readFileSync(from);
  } catch (error) {
    if (error.code === "ENOENT") return false;
    throw error;
  }
  const start = BigInt(segmentNumber) * BigInt(segmentSize);
  let page = 0;
  while (page + 16 <= bytes.length && bytes.readBigUInt64LE(page + 8) === start + BigInt(page)) page += WAL_PAGE;
  if (page === 0) return false;
  bytes.fill(0, page);
  fs.writeFileSync(to, bytes, { mode: 0o600 });
  return true;
}

/**
 * Copies the write-ahead log from segment `first` on (to `last`, or else as far as
 * it was written) into the staging pg_wal, with the timeline history files: what
 * Postgres replays at the copy's first start. Older segments are left out: the
 * server keeps 64 MB of them (wal_keep_size), and they hold what was written long
 * before, deleted rows too (such as the order-link key an older version kept in the
 * database: server/order-links/order-tokens.ts). Every segment from `first` to `last`
 * must be there.
 */
export function copyWal(from, to, { first, last, segmentSize }) {
  const { number, name } = segments(segmentSize);
  const wal = path.join(to, "pg_wal");
  for (const sub of ["archive_status", "summaries"]) fs.mkdirSync(path.join(wal, sub), { recursive: true, mode: 0o700 });
  for (const file of fs.readdirSync(path.join(from, "pg_wal"))) {
    if (file.endsWith(".history")) copyFile(path.join(from, "pg_wal", file), path.join(wal, file));
  }
  for (let n = number(first); last === null || n <= number(last); n++) {
    const segment = name(first.slice(0, 8), n);
    if (copySegment(path.join(from, "pg_wal", segment), path.join(wal, segment), n, segmentSize)) continue;
    if (last === null && n > number(first)) return; // offline: the end of the log
    throw new ScriptError(
      last === null
        ? `the write-ahead log segment ${segment} of the last checkpoint is missing or empty in ${path.join(from, "pg_wal")}: the folder is damaged`
        : `the write-ahead log segment ${segment} the backup needs was gone before it could be copied (more than the 64 MB the server keeps was written during the backup): try again`,
    );
  }
}

/**
 * Where a stopped folder's replay starts: the segment of its last checkpoint's
 * redo point, read from global/pg_control (the binaries ship no pg_controldata).
 * ControlFileData has begun the same way since Postgres 11: system_identifier,
 * pg_control_version, catalog_version_no, state, time, checkPoint, then the
 * checkpoint's copy, whose first fields are redo and ThisTimeLineID. Null when the
 * file is of another layout.
 */
export function checkpointSegment(pgdata) {
  const control = fs.readFileSync(path.join(pgdata, "global", "pg_control"));
  const version = control.readUInt32LE(8);
  if (version < 1100 || version >= 10_000) return null;
  const redo = control.readBigUInt64LE(40);
  const timeline = control.readUInt32LE(48);
  const walFiles = fs.readdirSync(path.join(pgdata, "pg_wal")).filter((file) => /^[0-9A-F]{24}$/.test(file));
  if (walFiles.length === 0) return null;
  const segmentSize = fs.statSync(path.join(pgdata, "pg_wal", walFiles[0])).size;
  if (segmentSize <= 0 || (segmentSize & (segmentSize - 1)) !== 0) return null;
  const first = segments(segmentSize).name(timeline.toString(16).toUpperCase().padStart(8, "0"), Number(redo / BigInt(segmentSize)));
  return { first, segmentSize };
}
