// Hosts the embedded database (PGlite, real Postgres compiled to WASM) for the
// whole machine: it opens the data folder once and serves it on a Unix socket.
// The server and the operator CLI both talk plain Postgres protocol to that
// socket, so the CLI works while the server runs (docs/decisions/002).
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import type { Logger } from "pino";
import { SETTINGS_CHANNEL, changeCounter, type ChangeFeed } from "./change-feed.ts";
import { seedFromTemplate } from "./embedded-template.ts";
import { embeddedStartParams, keepWasmOnBaselineCompiler } from "./embedded-tuning.ts";
import { changedAnything, describeTightened, keepNewFilesPrivate, keepPgliteFilesPrivate, makePrivate } from "./private-files.ts";

// PGlite is one Postgres session. The socket server queues clients' messages one
// at a time and keeps a transaction's statements together, but a client's
// extended-protocol sequence (Parse, Bind, Describe, Execute … Sync) is several
// messages: interleaved with another client's, the unnamed statement and portal
// of one are overwritten by the other ("portal does not exist"). Reporting an open
// sequence as "in transaction" makes the queue serve the same client until Sync.
const SYNC = 0x53; // 'S'
const SIMPLE_QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const EXTENDED = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]); // P B D E C H
const NOTIFICATION = 0x41; // 'A'
const NOTIFICATION_BYTES = Buffer.from(SETTINGS_CHANNEL);

/**
 * The NotificationResponse messages ('A') in one reply of the session: PGlite is
 * one Postgres session, so a NOTIFY committed by any socket client arrives in that
 * client's reply, not at PGlite's own listen() callbacks.
 */
function notificationsIn(reply: Uint8Array): { channel: string; payload: string }[] {
  const found: { channel: string; payload: string }[] = [];
  const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
  const decoder = new TextDecoder();
  for (let at = 0; at + 5 <= reply.length; ) {
    const type = reply[at]!;
    const length = view.getInt32(at + 1);
    if (length < 4) break;
    if (type === NOTIFICATION && at + 1 + length <= reply.length) {
      const body = reply.subarray(at + 9, at + 1 + length);
      const end = body.indexOf(0);
      found.push({ channel: decoder.decode(body.subarray(0, end)), payload: decoder.decode(body.subarray(end + 1, body.indexOf(0, end + 1))) });
    }
    at += 1 + length;
  }
  return found;
}

function serializeProtocolSequences(db: PGlite, onNotification: (channel: string, payload: string) => void): PGlite {
  let sequenceOpen = false;
  return new Proxy(db, {
    get(target, property) {
      if (property === "isInTransaction") return () => sequenceOpen || target.isInTransaction();
      if (property === "execProtocolRawStream") {
        return async (message: Uint8Array, options: { onRawData?: (data: Uint8Array) => void }) => {
          const type = message[0] ?? 0;
          if (EXTENDED.has(type)) sequenceOpen = true;
          else if (type === SYNC || type === SIMPLE_QUERY || type === TERMINATE) sequenceOpen = false;
          // Notices come with the reply that ends a transaction; only those are read.
          const chunks: Uint8Array[] = [];
          const onRawData = (data: Uint8Array) => {
            if (type === SYNC || type === SIMPLE_QUERY) chunks.push(data.slice());
            options?.onRawData?.(data);
          };
          const result = await (target.execProtocolRawStream as (m: Uint8Array, o: unknown) => Promise<unknown>)(message, { ...options, onRawData });
          const reply = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
          if (reply && containsBytes(reply, NOTIFICATION_BYTES)) {
            for (const notice of notificationsIn(reply)) onNotification(notice.channel, notice.payload);
          }
          return result;
        };
      }
      if (property === "exec") {
        // The server rolls back a client that vanished mid-transaction with exec():
        // whatever it left open is over.
        return (...args: unknown[]) => {
          sequenceOpen = false;
          return (target.exec as (...a: unknown[]) => unknown)(...args);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** pg's convention: host is the folder, the file is `.s.PGSQL.<port>`. */
const EMBEDDED_PORT = 5432;

function containsBytes(haystack: Uint8Array, needle: Buffer): boolean {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).includes(needle);
}

export interface EmbeddedHost {
  connectionString: string;
  /** Settings changes committed through the socket (server/db/change-feed.ts). */
  changes: ChangeFeed;
  close(): Promise<void>;
}

export function socketPathFor(socketDir: string): string {
  return path.join(socketDir, `.s.PGSQL.${EMBEDDED_PORT}`);
}

export function connectionStringFor(socketDir: string): string {
  // user/password are ignored by PGlite; pg needs a database name.
  return `postgresql://postgres:postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
}

/**
 * The hosting process's backup socket: whoever connects receives a snapshot of
 * the data folder (PGlite's dumpDataDir, a gzipped tar) taken while no query
 * runs, so a backup needs no stop (scripts/backup.mjs, docs/OPERATIONS.md).
 * Answer: one line `OK <bytes>` then the bytes, or one line `ERR <message>`.
 */
function backupSocketPathFor(socketDir: string): string {
  return path.join(socketDir, ".s.valet-backup");
}

function serveBackups(db: PGlite, socketPath: string): Promise<{ close(): Promise<void> }> {
  fs.rmSync(socketPath, { force: true });
  const open = new Set<net.Socket>();
  const server = net.createServer((connection) => {
    open.add(connection);
    connection.on("close", () => open.delete(connection));
    connection.on("error", () => {});
    void (async () => {
      try {
        // Between two queries of the socket server: a crash-consistent copy,
        // recovered from its write-ahead log when it is opened.
        const archive = Buffer.from(await (await db.dumpDataDir("gzip")).arrayBuffer());
        connection.write(`OK ${archive.length}\n`);
        connection.end(archive);
      } catch (error) {
        connection.end(`ERR ${String((error as Error)?.message ?? error).replace(/\s+/g, " ")}\n`);
      }
    })();
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve({
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            for (const connection of open) connection.destroy();
          }),
      });
    });
  });
}

function lockPathFor(socketDir: string): string {
  return path.join(socketDir, "embedded.lock");
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the data folder's lock, or says who holds it. A lock left by a dead
 * process (a crash, kill -9) is taken over.
 */
function acquireLock(lockPath: string): { ok: true } | { ok: false; pid: number } {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return { ok: true };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(fs.readFileSync(lockPath, "utf8").trim());
      // Our own pid counts as alive: a second host in one process would corrupt the folder too.
      if (Number.isInteger(pid) && pid > 0 && processAlive(pid)) {
        return { ok: false, pid };
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`could not take the embedded database lock ${lockPath}`);
}

export class EmbeddedInUseError extends Error {
  constructor(readonly pid: number) {
    super(`the embedded database is held by process ${pid}`);
  }
}

/**
 * Opens PGlite on `dataDir` (or in memory when null) and serves it on a socket
 * in `socketDir`. Throws EmbeddedInUseError when another live process hosts it.
 */
export async function startEmbeddedHost(options: {
  dataDir: string | null;
  socketDir: string;
  /** Told when the folder had to be made private (the server's logger). */
  logger?: Pick<Logger, "warn">;
}): Promise<EmbeddedHost> {
  const { dataDir, socketDir } = options;
  // Before anything is created: the folder, the lock and the sockets come out private.
  keepNewFilesPrivate();
  fs.mkdirSync(socketDir, { recursive: true });
  const lockPath = lockPathFor(socketDir);
  const lock = acquireLock(lockPath);
  if (!lock.ok) throw new EmbeddedInUseError(lock.pid);

  const socketPath = socketPathFor(socketDir);
  fs.rmSync(socketPath, { force: true });
  let db: PGlite | undefined;
  let server: PGLiteSocketServer | undefined;
  try {
    // A first start copies the build's migrated template instead of an initdb (server/db/embedded-template.ts).
    if (dataDir) seedFromTemplate(dataDir);
    if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
    // A folder made under a looser umask, by an older version, or copied with its
    // modes is tightened, and the operator told (docs/OPERATIONS.md, "Who may read the data folder").
    const folders = privateFolders(socketDir, dataDir);
    for (const folder of folders) {
      const tightened = makePrivate(folder);
      if (changedAnything(tightened)) options.logger?.warn(tightened, describeTightened(tightened));
    }
    // relaxedDurability stays off (PGlite's default, pinned): a query is answered only
    // after its writes reached the file system, so a killed process loses no
    // answered commit (tests/api/crash-recovery.test.ts). PGlite runs Postgres with
    // fsync off, so a power loss can: docs/OPERATIONS.md.
    keepWasmOnBaselineCompiler();
    const pgliteOptions = { relaxedDurability: false, startParams: embeddedStartParams() };
    db = dataDir ? await PGlite.create(dataDir, pgliteOptions) : await PGlite.create(pgliteOptions);
    // A new database's files were just written 0666 by PGlite's initdb: ours, no warning.
    for (const folder of folders) makePrivate(folder);
    if (!keepPgliteFilesPrivate(db)) {
      options.logger?.warn("this PGlite offers no Module.FS: files it creates may be readable by others until the next start tightens them");
    }
    const counter = changeCounter();
    // The session listens, so a NOTIFY committed by any client shows in that client's reply.
    await db.exec(`LISTEN ${SETTINGS_CHANNEL}`);
    counter.setListening(true);
    server = new PGLiteSocketServer({
      db: serializeProtocolSequences(db, (channel, payload) => {
        if (channel === SETTINGS_CHANNEL) counter.heard(payload);
      }),
      path: socketPath,
      maxConnections: 64,
    });
    await server.start();
    const backupPath = backupSocketPathFor(socketDir);
    const backups = await serveBackups(db, backupPath);
    let closed = false;
    return {
      connectionString: connectionStringFor(socketDir),
      changes: {
        version: counter.version,
        subscribe: counter.subscribe,
        // A notice arrives in the very reply that commits it: heard before the writer goes on.
        sync: async () => {},
        close: async () => counter.setListening(false),
      },
      async close() {
        if (closed) return;
        closed = true;
        await backups.close();
        await server!.stop();
        await db!.close();
        fs.rmSync(lockPath, { force: true });
        fs.rmSync(socketPath, { force: true });
        fs.rmSync(backupPath, { force: true });
      },
    };
  } catch (error) {
    await server?.stop().catch(() => {});
    await db?.close().catch(() => {});
    fs.rmSync(lockPath, { force: true });
    throw error;
  }
}

/** The folders to keep private: the socket folder (DATA_DIR), and the data folder when it lies elsewhere. */
function privateFolders(socketDir: string, dataDir: string | null): string[] {
  if (!dataDir) return [socketDir];
  const relative = path.relative(socketDir, dataDir);
  const inside = !relative.startsWith("..") && !path.isAbsolute(relative);
  return inside ? [socketDir] : [socketDir, dataDir];
}
