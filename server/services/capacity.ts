// The lot's daily capacity (site_config.daily_capacity): a date is full when the
// cars parked over it reach the limit. A car counts on every Israel date from its
// departure to its return; failed and cancelled bookings do not hold a place
// (cancelled_at, docs/decisions/017). A change leaves the booking itself out.
//
// The count is one SQL statement over the dates asked (generate_series per stay,
// grouped by date), whatever the number of bookings: no stay is loaded into Node.
// A booking (or a change) that must not oversell takes a transaction-scoped
// advisory lock per Israel date of its stay first, in date order, so bookings
// touching a common date run their count-and-insert one after the other while
// bookings on other dates do not wait (docs/decisions/015).
import { Prisma as Sql } from "../db/generated/client.ts";
import type { DbClient } from "./outbox.ts";

/** Payment statuses whose booking holds no place. */
export const PLACE_FREEING_STATUSES = ["failed"] as const;

/** First key of the two-key advisory lock: 'VP' + 'cd' (valet parking, capacity day). */
export const CAPACITY_LOCK_NAMESPACE = 0x5650_6364;

/** A date in Israel as the lock's second key: days since 2000-01-01. */
const DAY_KEY = Sql.sql`(day::date - date '2000-01-01')`;

export interface FullDatesQuery {
  /** site_config.daily_capacity; null means no limit (no query at all). */
  capacity: number | null;
  /** First and last Israel date ('YYYY-MM-DD'), both included. */
  from: string;
  to: string;
  /** A booking being changed does not compete with itself. */
  excludeBookingId?: number;
}

/**
 * The statement that lists the full dates in [from, to]. Bookings are narrowed by
 * the indexed instants first (a stay ending before `from` or starting after `to`
 * is never expanded), then each remaining stay yields its Israel dates inside the
 * range.
 */
export function fullDatesSql(query: FullDatesQuery & { capacity: number }): Sql.Sql {
  return Sql.sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS date
    FROM bookings b
    CROSS JOIN LATERAL generate_series(
      GREATEST((b.departure_at AT TIME ZONE 'Asia/Jerusalem')::date, ${query.from}::date),
      LEAST((b.arrival_at AT TIME ZONE 'Asia/Jerusalem')::date, ${query.to}::date),
      interval '1 day') AS day
    WHERE b.departure_at < ((${query.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Jerusalem')
      AND b.arrival_at >= (${query.from}::date::timestamp AT TIME ZONE 'Asia/Jerusalem')
      AND b.payment_status::text <> ALL (${[...PLACE_FREEING_STATUSES]}::text[])
      AND b.cancelled_at IS NULL
      AND b.id <> ${query.excludeBookingId ?? 0}
    GROUP BY day
    HAVING count(*) >= ${query.capacity}
    ORDER BY day`;
}

export function createCapacityService(prisma: DbClient) {
  /** Dates from `from` to `to` whose capacity is used up: one query, none without a capacity. */
  async function fullDates(query: FullDatesQuery, client: DbClient = prisma): Promise<Set<string>> {
    if (query.capacity === null || query.from > query.to) return new Set();
    const rows = await client.$queryRaw<Array<{ date: string }>>(fullDatesSql({ ...query, capacity: query.capacity }));
    return new Set(rows.map((row) => row.date));
  }

  /**
   * Inside a transaction, before the insert (or the change) that takes places on
   * these dates: waits for every other transaction holding one of them. The locks
   * are held until commit or rollback. Count with a later statement: a statement
   * reads the database as it was when it began (READ COMMITTED), and the count
   * must see the bookings of the transaction that held the lock before.
   */
  async function lockDates(tx: DbClient, from: string, to: string): Promise<void> {
    if (from > to) return;
    // generate_series yields the dates in ascending order, and the locks are
    // taken row by row in that order: two stays overlapping on several dates
    // never each hold a date the other waits for (no deadlock).
    await tx.$executeRaw`
      SELECT pg_advisory_xact_lock(${CAPACITY_LOCK_NAMESPACE}::int, ${DAY_KEY}::int)
      FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS day`;
  }

  return {
    fullDates,
    lockDates,

    /** lockDates, then fullDates under the locks (two statements): for a change of an existing booking. */
    async lockAndFindFull(tx: DbClient, query: FullDatesQuery): Promise<Set<string>> {
      if (query.capacity === null) return new Set();
      await lockDates(tx, query.from, query.to);
      return fullDates(query, tx);
    },
  };
}

export type CapacityService = ReturnType<typeof createCapacityService>;
