// What a booking with a coupon (or a change of a booking) takes inside its
// transaction before its row is written: one use of the coupon and, when
// site_config.daily_capacity is set, a place on each Israel date of the stay. A
// booking with a coupon stays within three statements: coupon, dates (locked and
// counted), the booking with its e-mails. A booking without a coupon takes its
// dates inside its one write statement instead (booking-write.ts, docs/decisions/015).
import { messages } from "@shared/messages.ts";
import type { CapacityService } from "./capacity.ts";
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
  /** Dates of the stay already at capacity: the caller must roll back. */
  fullDates: Set<string>;
  /** False when the coupon's last use (or its validity) is gone. */
  couponRedeemed: boolean;
}

/**
 * The coupon first, then the dates: every booking write takes its locks in that
 * order (coupon row, then date rows in date order, whether here or in the
 * bookings trigger when no capacity is set), so two bookings never wait for each
 * other in a cycle. A refused booking's transaction is rolled back by its caller,
 * which returns the coupon's use.
 */
export async function claimPlaceAndCoupon(tx: DbClient, capacity: CapacityService, claim: PlaceClaim): Promise<ClaimResult> {
  if (claim.couponId !== undefined && claim.couponId !== null) {
    // One conditional update: the coupon can never pass its limit, however many
    // bookings race for its last use.
    const redeemed = await tx.$executeRaw`
      UPDATE coupons SET used_count = used_count + 1, updated_at = now()
      WHERE id = ${claim.couponId} AND active
        AND (usage_limit IS NULL OR used_count < usage_limit)
        AND (valid_from IS NULL OR valid_from <= ${claim.now})
        AND (valid_to IS NULL OR valid_to >= ${claim.now})`;
    if (redeemed === 0) return { fullDates: new Set(), couponRedeemed: false };
  }
  const fullDates = await capacity.lockAndFindFull(tx, {
    capacity: claim.capacity,
    from: claim.from,
    to: claim.to,
    excludeBookingId: claim.excludeBookingId,
  });
  return { fullDates, couponRedeemed: true };
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
