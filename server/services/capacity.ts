// The lot's daily capacity (site_config.daily_capacity): a date is full when the
// cars parked over it reach the limit. A car counts on every Israel date from its
// departure to its return; failed and cancelled bookings do not hold a place
// (cancelled_at, docs/decisions/017), nor do no-shows (docs/decisions/029). A change
// leaves the booking itself out.
//
// The counts per date live in booking_day_counts, kept by a trigger on bookings
// (migration 20261123180000), so asking about N dates reads N rows whatever the
// number of bookings. A booking (or a change) that must not oversell locks the rows
// of its dates first, in date order, and reads the counts in the same statement:
// bookings touching a common date run their check-and-insert one after the other,
// bookings on other dates do not wait (docs/decisions/015).
import { messages } from "@shared/messages/index.ts";
import { Prisma as Sql } from "@server/db/generated/client.ts";
import type { DbClient } from "@server/db/database.ts";

export interface FullDatesQuery {
  /** site_config.daily_capacity; null means no limit (no query at all). */
  capacity: number | null;
  /** First and last Israel date ('YYYY-MM-DD'), both included. */
  from: string;
  to: string;
  /** A booking being changed does not compete with itself. */
  excludeBookingId?: number;
}

/** The place the excluded booking holds on `c.day` today (0 or 1). */
function ownPlace(excludeBookingId: number | undefined): Sql.Sql {
  if (excludeBookingId === undefined) return Sql.sql`0`;
  return Sql.sql`(SELECT count(*) FROM bookings b CROSS JOIN LATERAL valet_stay_days(b.departure_at, b.arrival_at) AS own
    WHERE b.id = ${excludeBookingId} AND own = c.day AND b.payment_status <> 'failed' AND b.cancelled_at IS NULL AND b.service_status <> 'no_show')`;
}

/**
 * The full dates in [from, to] among the count rows of `counts` (the table, or the
 * rows a statement has locked): what "full" means, in one place.
 */
export function fullDatesAmongSql(counts: Sql.Sql, query: FullDatesQuery & { capacity: number }): Sql.Sql {
  return Sql.sql`
    SELECT to_char(c.day, 'YYYY-MM-DD') AS date FROM ${counts} c
    WHERE c.day BETWEEN ${query.from}::date AND ${query.to}::date
      AND c.used - ${ownPlace(query.excludeBookingId)} >= ${query.capacity}
    ORDER BY c.day`;
}

/** The statement that lists the full dates in [from, to] (no lock): one row per date at most. */
function fullDatesSql(query: FullDatesQuery & { capacity: number }): Sql.Sql {
  return fullDatesAmongSql(Sql.sql`booking_day_counts`, query);
}

/**
 * The statement that locks the count rows of the stay's dates (and, for a change,
 * of the dates the booking holds now, which its update will free), in ascending
 * order, and yields the full ones. `INSERT … ON CONFLICT DO UPDATE` creates a
 * missing row, waits for any transaction holding the row and then reads its latest
 * committed count, even under READ COMMITTED: one round trip, and exact.
 */
function lockedFullDatesSql(query: FullDatesQuery & { capacity: number }): Sql.Sql {
  return Sql.sql`
    WITH locked AS (${lockDaysSql(query)})
    ${fullDatesAmongSql(Sql.sql`locked`, query)}`;
}

/**
 * The locking part of lockedFullDatesSql: yields (day, used) of every locked date.
 * With `onlyIf`, no date is locked unless that SQL condition holds (a new booking's
 * coupon still usable, server/services/booking-write.ts).
 */
export function lockDaysSql(query: Pick<FullDatesQuery, "from" | "to" | "excludeBookingId">, onlyIf?: Sql.Sql): Sql.Sql {
  const held =
    query.excludeBookingId === undefined
      ? Sql.empty
      : Sql.sql`UNION SELECT own FROM bookings b CROSS JOIN LATERAL valet_stay_days(b.departure_at, b.arrival_at) AS own WHERE b.id = ${query.excludeBookingId}`;
  return Sql.sql`
      INSERT INTO booking_day_counts AS counts (day, used)
      SELECT day, 0 FROM (
        SELECT day::date AS day FROM generate_series(${query.from}::date, ${query.to}::date, interval '1 day') AS day
        ${held}
      ) AS days
      ${onlyIf ? Sql.sql`WHERE ${onlyIf}` : Sql.empty}
      ORDER BY day
      ON CONFLICT (day) DO UPDATE SET used = counts.used
      RETURNING counts.day, counts.used`;
}

/**
 * The Hebrew field messages for a stay refused for capacity: on the time field of
 * a full departure or return date (the field the form clears, as for every
 * calendar refusal), or on the departure date when only a day in between is full.
 */
export function fullDatesErrors(full: ReadonlySet<string>, stay: { departure_date: string; arrival_date: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (full.has(stay.departure_date)) errors.departure_time = messages.schedule.unavailable;
  if (full.has(stay.arrival_date)) errors.arrival_time = messages.schedule.unavailable;
  if (Object.keys(errors).length === 0 && full.size > 0) errors.departure_date = messages.schedule.stayFull;
  return errors;
}

export function createCapacityService(prisma: DbClient) {
  /** Dates from `from` to `to` whose capacity is used up: one query, none without a capacity. */
  async function fullDates(query: FullDatesQuery, client: DbClient = prisma): Promise<Set<string>> {
    if (query.capacity === null || query.from > query.to) return new Set();
    const rows = await client.$queryRaw<Array<{ date: string }>>(fullDatesSql({ ...query, capacity: query.capacity }));
    return new Set(rows.map((row) => row.date));
  }

  return {
    fullDates,

    /**
     * Inside a change's transaction, before the update that takes places on these
     * dates: locks their counts until commit or rollback and answers which dates
     * are full. One statement. (A new booking locks them inside its own write,
     * booking-write.ts.)
     */
    async lockAndFindFull(tx: DbClient, query: FullDatesQuery): Promise<Set<string>> {
      if (query.capacity === null || query.from > query.to) return new Set();
      const rows = await tx.$queryRaw<Array<{ date: string }>>(lockedFullDatesSql({ ...query, capacity: query.capacity }));
      return new Set(rows.map((row) => row.date));
    },
  };
}

export type CapacityService = ReturnType<typeof createCapacityService>;
