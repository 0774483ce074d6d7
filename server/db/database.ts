// The one Prisma client factory, used by the server, the CLI and the tests.
// With DATABASE_URL it talks to that Postgres; without it, to the embedded
// Postgres on its Unix socket under DATA_DIR (hosted by this process, or by
// another process that already holds it, e.g. the server while the CLI runs).
import net from "node:net";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import type { Logger } from "pino";
import { PrismaClient, type Prisma as PrismaTypes } from "./generated/client.ts";
import { withDeadline } from "./errors.ts";
import { postgresChangeFeed, type ChangeFeed } from "./change-feed.ts";
import {
  EmbeddedInUseError,
  connectionStringFor,
  socketPathFor,
  startEmbeddedPostgres,
  type EmbeddedServer,
} from "./embedded-postgres.ts";

export type Prisma = PrismaClient;

/** A Prisma client or an interactive transaction's client: what a query that may run inside a transaction takes. */
export type DbClient = Prisma | PrismaTypes.TransactionClient;

export interface Database {
  prisma: PrismaClient;
  connectionString: string;
  mode: "postgres" | "embedded-host" | "embedded-client";
  /** The embedded database's DATA_DIR (its Postgres folder and lock, and the key that signs order links); null on Postgres. */
  folder: string | null;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Settings changes as the database announces them (server/db/change-feed.ts);
   * opened on first use, so a CLI command never holds a listening connection.
   */
  changes(): ChangeFeed;
  close(): Promise<void>;
}

/** /readyz's patience: a database that takes longer than this is not ready. */
const PING_TIMEOUT_MS = 3_000;

/** Each client's pg pool, shared by Prisma's adapter and rowsOf. */
const pools = new WeakMap<object, pg.Pool>();

export function createPrismaClient(connectionString: string, poolSize = 10): PrismaClient {
  // A pooled connection that breaks is dropped by pg (the adapter listens for its
  // 'error') and replaced on the next checkout: no restart after an outage.
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // Fail fast when the database is gone, so /readyz and APIs answer 503 quickly.
    connectionTimeoutMillis: 5_000,
    // A connection across a dead network path is noticed by TCP keepalive
    // rather than held forever.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // The pool is the client's: $disconnect ends it.
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(prisma, pool);
  return prisma;
}

/**
 * The rows of one SQL statement built with Prisma.sql, sent by the client's own pg
 * pool. Prisma's raw-query path serialises every value to JSON and back and runs
 * the query through its engine's layers: for the booking's two statements, whose
 * values carry the rendered e-mails, that was about a third of the server's CPU per
 * booking (docs/BENCHMARKS.md). Inside an interactive transaction (or on a client
 * made elsewhere) the statement goes through $queryRaw, on that transaction.
 * Values are bound as pg binds them (Date as timestamptz, arrays as Postgres
 * arrays), so every value must carry its cast in the SQL, as $queryRaw's do.
 */
export async function rowsOf<Row>(client: DbClient, query: PrismaTypes.Sql): Promise<Row[]> {
  const pool = pools.get(client);
  if (!pool) return client.$queryRaw<Row[]>(query);
  const result = await pool.query(query.text, query.values as unknown[]);
  return result.rows as Row[];
}

function socketAnswers(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPathFor(dataDir));
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function wrap(
  connectionString: string,
  mode: Database["mode"],
  host: EmbeddedServer | null,
  poolSize?: number,
  folder: string | null = null,
): Promise<Database> {
  const prisma = createPrismaClient(connectionString, poolSize);
  let feed: ChangeFeed | null = null;
  return {
    prisma,
    connectionString,
    mode,
    folder,
    changes() {
      feed ??= postgresChangeFeed(connectionString);
      return feed;
    },
    async ping() {
      try {
        await withDeadline(prisma.$queryRawUnsafe("SELECT 1"), PING_TIMEOUT_MS, "ping");
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await feed?.close();
      await prisma.$disconnect();
      await host?.close();
    },
  };
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** DATA_DIR of the embedded database (when there is no databaseUrl). */
  dataDir: string | null;
  /** Host the embedded database here even if another process could (the server). */
  role?: "host" | "any";
  poolSize?: number;
  /** Told when the embedded folder had to be made private, and what its Postgres warns about. */
  logger?: Pick<Logger, "warn" | "error">;
  /** The embedded Postgres stopped without being asked (server/index.ts exits). */
  onEmbeddedExit?: (code: number | null) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return wrap(options.databaseUrl, "postgres", null, options.poolSize);
  const dataDir = options.dataDir;
  if (!dataDir) throw new Error("the embedded database needs a DATA_DIR");
  // Another process (usually the running server) may already host it.
  if (options.role !== "host" && (await socketAnswers(dataDir))) {
    return wrap(connectionStringFor(dataDir), "embedded-client", null, options.poolSize, dataDir);
  }
  try {
    const host = await startEmbeddedPostgres({ dataDir, logger: options.logger, onUnexpectedExit: options.onEmbeddedExit });
    return wrap(host.connectionString, "embedded-host", host, options.poolSize, dataDir);
  } catch (error) {
    if (error instanceof EmbeddedInUseError && options.role !== "host") {
      // Its socket was not up yet when we looked: it is starting; connect to it.
      for (let i = 0; i < 100 && !(await socketAnswers(dataDir)); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return wrap(connectionStringFor(dataDir), "embedded-client", null, options.poolSize, dataDir);
    }
    throw error;
  }
}
