// What a booking takes inside its transaction before its row is written: a place
// on each Israel date of the stay (when site_config.daily_capacity is set) and one
// use of its coupon. Both in one statement after the date locks, so a booking with
// a capacity and a coupon stays within four statements: lock, claim, insert, e-mails
// (docs/decisions/015).
import { messages } from "../../shared/messages.ts";
import { Prisma as Sql } from "../db/generated/client.ts";
import { fullDatesSql, type CapacityService } from "./capacity.ts";
import type { DbClient } from "./outbox.ts";

export interface PlaceClaim {
  /** site_config.daily_capacity; null: no limit, no lock, no count. */
  capacity: number | null;
  /** The stay's first and last Israel date. */
  from: string;
  to: string;
  /** A change of this booking does not compete with itself. */
  excludeBookingId?: number;
  /** The coupon to redeem, if any. */
  couponId?: number | null;
  now: Date;
}

export interface ClaimResult {
  /** Dates of the stay already at capacity: nothing was taken. */
  fullDates: Set<string>;
  /** False when the coupon's last use (or its validity) is gone. */
  couponRedeemed: boolean;
}

function redeemSql(couponId: number, now: Date): Sql.Sql {
  // One conditional update: the coupon can never pass its limit, however many
  // bookings race for its last use.
  return Sql.sql`
    UPDATE coupons SET used_count = used_count + 1, updated_at = now()
    WHERE id = ${couponId} AND active
      AND (usage_limit IS NULL OR used_count < usage_limit)
      AND (valid_from IS NULL OR valid_from <= ${now})
      AND (valid_to IS NULL OR valid_to >= ${now})`;
}

export async function claimPlaceAndCoupon(tx: DbClient, capacity: CapacityService, claim: PlaceClaim): Promise<ClaimResult> {
  const couponId = claim.couponId ?? null;
  if (claim.capacity === null) {
    const redeemed = couponId === null ? 1 : await tx.$executeRaw(redeemSql(couponId, claim.now));
    return { fullDates: new Set(), couponRedeemed: redeemed > 0 };
  }
  await capacity.lockDates(tx, claim.from, claim.to);
  const query = { capacity: claim.capacity, from: claim.from, to: claim.to, excludeBookingId: claim.excludeBookingId };
  if (couponId === null) return { fullDates: await capacity.fullDates(query, tx), couponRedeemed: true };
  // The coupon is used only when every date has room; a full stay takes nothing.
  const [row] = await tx.$queryRaw<Array<{ full: string[]; redeemed: number }>>`
    WITH full_days AS (${fullDatesSql(query)}),
    redeemed AS (${redeemSql(couponId, claim.now)} AND NOT EXISTS (SELECT 1 FROM full_days) RETURNING 1)
    SELECT array(SELECT date FROM full_days) AS full, (SELECT count(*) FROM redeemed)::int AS redeemed`;
  return { fullDates: new Set(row?.full ?? []), couponRedeemed: (row?.redeemed ?? 0) > 0 };
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
