// Per-IP rate-limit counters kept in Postgres, so every process and container of
// the site shares one budget per address (docs/decisions/016). The counting is
// rate-limiter-flexible's Postgres store: one `INSERT … ON CONFLICT DO UPDATE …
// RETURNING` per request, atomic in the database. express-rate-limit keeps doing
// the rest (headers, the 429 and its Hebrew message), through its Store interface.
//
// The table `rate_limits` is created by the library at run time, not by a
// migration: it is not part of the site's data model, and a table missing from
// prisma/schema.prisma would be dropped by the next generated migration.
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from "express-rate-limit";
import pg from "pg";
import { RateLimiterPostgres, type RateLimiterRes } from "rate-limiter-flexible";

const RATE_LIMIT_TABLE = "rate_limits";

/** Makes the store of one named limit (a route of RATE_LIMITS). */
export type RateLimitStoreFactory = (name: string) => Store;

function info(res: RateLimiterRes): ClientRateLimitInfo {
  return { totalHits: res.consumedPoints, resetTime: new Date(Date.now() + Math.max(res.msBeforeNext, 0)) };
}

/** express-rate-limit's Store over a rate-limiter-flexible limiter. */
class FlexibleStore implements Store {
  readonly localKeys = false;
  private limiter: RateLimiterPostgres | null = null;

  constructor(
    readonly prefix: string,
    private readonly make: (windowMs: number, limit: number) => RateLimiterPostgres,
  ) {}

  init(options: Options): void {
    const limit = typeof options.limit === "number" ? options.limit : 0;
    this.limiter = this.make(options.windowMs, limit);
  }

  private get ready(): RateLimiterPostgres {
    if (!this.limiter) throw new Error("rate-limit store used before init");
    return this.limiter;
  }

  async increment(key: string): Promise<IncrementResponse> {
    // penalty() counts the hit without refusing: express-rate-limit compares the
    // total with the limit itself, exactly as with its memory store.
    return info(await this.ready.penalty(key, 1));
  }

  async decrement(key: string): Promise<void> {
    await this.ready.reward(key, 1);
  }

  async resetKey(key: string): Promise<void> {
    await this.ready.delete(key);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const res = await this.ready.get(key);
    return res ? info(res) : undefined;
  }
}

export interface PostgresRateLimits {
  storeFor: RateLimitStoreFactory;
  close(): Promise<void>;
}

/**
 * Opens a small pool of its own (the counters must not queue behind bookings in
 * Prisma's pool) and makes sure the table exists before the first request.
 */
export async function postgresRateLimits(connectionString: string): Promise<PostgresRateLimits> {
  const pool = new pg.Pool({ connectionString, max: 4, connectionTimeoutMillis: 5_000, keepAlive: true });
  // A broken idle connection is dropped and replaced, never a crash.
  pool.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    // The library creates the table (IF NOT EXISTS; a race between processes is tolerated).
    new RateLimiterPostgres({ storeClient: pool, storeType: "pool", tableName: RATE_LIMIT_TABLE, points: 1, duration: 60, clearExpiredByTimeout: false }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
  let sweeper = true;
  return {
    storeFor(name) {
      return new FlexibleStore(name, (windowMs, limit) => {
        // One limiter per process removes the rows that expired over an hour ago.
        const clearExpiredByTimeout = sweeper;
        sweeper = false;
        return new RateLimiterPostgres({
          storeClient: pool,
          storeType: "pool",
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
          clearExpiredByTimeout,
          keyPrefix: name,
          points: limit,
          duration: Math.ceil(windowMs / 1000),
        });
      });
    },
    close: () => pool.end(),
  };
}
