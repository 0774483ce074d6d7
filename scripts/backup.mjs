#!/usr/bin/env node
// Backs up the site's database to one file (docs/OPERATIONS.md).
//
//   node scripts/backup.mjs [--out FILE] [--with-secret-key]
//
// Embedded (no DATABASE_URL): a gzipped tar of DATA_DIR/pgdata made by PGlite's
// dumpDataDir. While the server runs it is asked for the snapshot over its backup
// socket (DATA_DIR/.s.valet-backup), so the site stays up; when nothing runs the
// script opens the folder itself, holding its lock meanwhile. The key that signs
// order links (DATA_DIR/secret-key) is not in it: whoever holds a backup must not
// be able to sign a link to every order. --with-secret-key copies it to
// FILE.secret-key (0600), to be kept apart from the backups.
// Postgres (DATABASE_URL): pg_dump's custom format (restore with pg_restore); the
// key is SECRET_KEY, in the server's environment, never in the database.
//
// Default file: ./backups/valet-<embedded|postgres>-<UTC time>.<tar.gz|dump>.
// Exit codes: 0 done, 1 failed, 2 bad usage.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { ScriptError, databaseTarget, hostPid, humanSize, libpqEnv, makePrivate, run, runTool, takeLock } from "./backup-common.mjs";

const USAGE = `usage: node scripts/backup.mjs [--out FILE] [--with-secret-key]

Backs up the database the server uses: DATABASE_URL (pg_dump, custom format) or
else the embedded database in DATA_DIR (default ./data), online while the server
runs. Restore with: node scripts/restore.mjs FILE

The key that signs order links is left out. Embedded, --with-secret-key also copies
DATA_DIR/secret-key to FILE.secret-key: whoever has it can open every order, so keep
it apart from the backups. On Postgres the key is SECRET_KEY, kept with the server's
environment.`;

/** The running server's snapshot, over its backup socket. */
function snapshotFromServer(socketPath, file) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    const out = fs.createWriteStream(file, { mode: 0o600 });
    let header = "";
    let expected = -1;
    let received = 0;
    socket.on("data", (chunk) => {
      if (expected < 0) {
        header += chunk.toString("latin1");
        const newline = header.indexOf("\n");
        if (newline < 0) return;
        const line = header.slice(0, newline);
        if (!line.startsWith("OK ")) {
          socket.destroy();
          out.destroy();
          reject(new ScriptError(`the server could not make the snapshot: ${line.replace(/^ERR /, "")}`));
          return;
        }
        expected = Number(line.slice(3));
        const rest = Buffer.from(header.slice(newline + 1), "latin1");
        header = "";
        received += rest.length;
        out.write(rest);
      } else {
        received += chunk.length;
        out.write(chunk);
      }
    });
    socket.on("error", (error) => {
      out.destroy();
      reject(
        error.code === "ENOENT" || error.code === "ECONNREFUSED"
          ? new ScriptError(`the running server offers no backup socket (${socketPath}): update it, or stop it and back up again`)
          : error,
      );
    });
    socket.on("end", () => {
      out.end(() => {
        if (expected < 0) reject(new ScriptError("the server closed the backup connection without an answer"));
        else if (received !== expected) reject(new ScriptError(`the snapshot was cut short: ${received} of ${expected} bytes`));
        else resolve(received);
      });
    });
  });
}

/** Nothing hosts the folder: open it here, under its lock. */
async function snapshotOffline(target, file) {
  const release = takeLock(target);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(target.pgdata);
    try {
      const archive = Buffer.from(await (await db.dumpDataDir("gzip")).arrayBuffer());
      fs.writeFileSync(file, archive, { mode: 0o600 });
      return archive.length;
    } finally {
      await db.close();
      makePrivate(target.dataDir);
    }
  } finally {
    release();
  }
}

async function main() {
  // A backup holds every customer's details: the file, a folder made for it, and
  // whatever pg_dump or PGlite writes are the operator's alone, whatever the
  // shell's umask (docs/SECURITY.md).
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
    if (!fs.existsSync(target.pgdata)) throw new ScriptError(`no embedded database in ${target.dataDir}`);
    const pid = hostPid(target);
    const size = pid ? await snapshotFromServer(target.backupSocket, partial) : await snapshotOffline(target, partial);
    fs.renameSync(partial, file);
    console.log(
      `backup: ${file} (${humanSize(size)}), the embedded database in ${target.dataDir}, ${pid ? `online from process ${pid}` : "offline"}`,
    );
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
