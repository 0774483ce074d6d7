// Which errors mean "the database is not there (or too busy) right now", as
// opposed to a bug or a bad query. The API answers those with 503 and a Hebrew
// "try again in a few minutes" (server/api/http-errors.ts), page loaders fall back
// to what they last read (server/services/site-config.ts), and nothing is
// restarted: the pg pool drops broken connections and opens new ones when the
// database is back (tests/api/database-outage.test.ts).
//
// The shapes met in practice (driver adapters, Prisma 7, pg 8):
// - PrismaClientKnownRequestError P1001 with meta.driverAdapterError.cause.kind
//   "DatabaseNotReachable" (ECONNREFUSED / ENOTFOUND when opening a connection);
// - the pg error itself, passed through untouched by the adapter: "Connection
//   terminated unexpectedly" (an open connection cut), "timeout exceeded when
//   trying to connect" (pool connect timeout), errno errors (ECONNRESET, ENOENT
//   for a missing Unix socket, EPIPE);
// - an errno error the adapter does not convert (it converts only ECONNREFUSED,
//   ECONNRESET, ETIMEDOUT and ENOTFOUND), which Prisma turns into a
//   PrismaClientKnownRequestError keeping its code and message but not its
//   syscall: code "ENOENT", message "… connect ENOENT /…/.s.PGSQL.5432" when the
//   embedded database's socket is gone (docs/OPERATIONS.md, "When the database is away");
// - P2024 (no pool connection in time), P2028 (a transaction could not start or
//   outlived its time), P1017 (the server closed the connection);
// - a Postgres error the server sends while going away (57P01 admin shutdown,
//   57P02/57P03, class 08 connection exceptions, 53300 too many connections).

/** Prisma error codes of an unreachable, closed or saturated database. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);

/** Driver adapter error kinds (@prisma/driver-adapter-utils) of the same. */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);

/** Node socket errors when connecting to, or talking with, the database. */
const ERRNO_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENETDOWN",
]);

/** SQLSTATEs a server sends when it cannot serve now (not because of the query). */
function isUnavailableSqlState(code: string): boolean {
  // 08P01 is a protocol violation: a bug, not an outage.
  return (code.startsWith("08") && code !== "08P01") || code === "57P01" || code === "57P02" || code === "57P03" || code === "53300";
}

/** pg's own messages for a connection that broke or never came. */
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|is not queryable|Cannot use a pool after calling end|Client has encountered a connection error|Can't reach database server|Server has closed the connection|Timed out fetching a new connection from the connection pool|Unable to start a transaction in the given time/i;

/** Node's message for a connection to a Unix socket path that does not exist. */
const CONNECT_ENOENT = /\bconnect ENOENT\b/;

/** Marks a read given up on after a deadline (see withDeadline). */
export class DatabaseTimeoutError extends Error {
  readonly code = "DATABASE_TIMEOUT";
  constructor(what: string, ms: number) {
    super(`${what}: no answer from the database within ${ms} ms`);
  }
}

function unavailableAt(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  if (error instanceof DatabaseTimeoutError) return true;
  const e = error as {
    code?: unknown;
    errorCode?: unknown;
    kind?: unknown;
    syscall?: unknown;
    message?: unknown;
    originalCode?: unknown;
  };
  const code = typeof e.code === "string" ? e.code : typeof e.errorCode === "string" ? e.errorCode : "";
  if (PRISMA_CODES.has(code)) return true;
  if (ERRNO_CODES.has(code)) return true;
  // ENOENT only means "no database" when connecting (a Unix socket that is gone);
  // Prisma's copy of the error keeps the syscall only in its message.
  if (code === "ENOENT" && (e.syscall === "connect" || (typeof e.message === "string" && CONNECT_ENOENT.test(e.message)))) return true;
  if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return true;
  // A Postgres error: a pg DatabaseError (severity set) or an adapter "postgres" cause.
  const sqlState = e.kind === "postgres" ? String(e.code ?? "") : typeof e.originalCode === "string" ? e.originalCode : "";
  if (sqlState && isUnavailableSqlState(sqlState)) return true;
  if (typeof (error as { severity?: unknown }).severity === "string" && code && isUnavailableSqlState(code)) return true;
  return typeof e.message === "string" && PG_MESSAGES.test(e.message);
}

/**
 * True for errors that mean the database is unreachable, went away, or is too
 * busy to take the request now: worth a 503 and a retry, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Follow what wraps what: Error.cause, Prisma's meta.driverAdapterError and its cause.
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    if (unavailableAt(current)) return true;
    const e = current as { cause?: unknown; meta?: { driverAdapterError?: unknown } };
    queue.push(e.cause, e.meta?.driverAdapterError);
    if (current instanceof AggregateError) queue.push(...current.errors);
  }
  return false;
}

/**
 * Resolves with `work`, or rejects with DatabaseTimeoutError after `ms`. The
 * work goes on in the background (a pg query cannot be taken back); its late
 * outcome is ignored.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(what, ms)), ms);
    timer.unref();
  });
  work.catch(() => {});
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * A unique constraint refused the write; with `column`, only one whose constraint
 * names that column. Prisma's model calls report it as P2002, a $queryRaw statement
 * as P2010 carrying the adapter's "UniqueConstraintViolation" and the constraint's
 * name; a statement sent by the pool itself (rowsOf: the booking write,
 * server/services/booking-write.ts) as pg's own error, SQLSTATE 23505 with the
 * constraint's name.
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, meta, constraint } = error as { code?: unknown; meta?: unknown; constraint?: unknown };
  if (code === "23505") return column === undefined || (typeof constraint === "string" && constraint.includes(column));
  const detail = JSON.stringify(meta ?? {});
  const unique = code === "P2002" || (code === "P2010" && detail.includes('"kind":"UniqueConstraintViolation"'));
  return unique && (column === undefined || detail.includes(column));
}
