import { messages } from "./messages/index.ts";

// product.md §5 coupon checks, in the spec's order. The caller looks the coupon up by its
// normalised code and passes what it found (or null); redeeming it atomically is
// the server's job.

/** The fields of a coupons row these rules read (Prisma's camelCase shape). */
export interface CouponRecord {
  active: boolean;
  validFrom: Date | null;
  validTo: Date | null;
  usageLimit: number | null;
  usedCount: number;
  /** Fixed discount in whole shekels. */
  amount: number;
}

type CouponRefusalReason = "empty" | "invalid" | "not_valid" | "limit_reached";

export type CouponResult =
  | { ok: true; code: string; amount: number }
  | { ok: false; reason: CouponRefusalReason; message: string };

/** Codes are unique regardless of case and surrounding spaces. */
export function normalizeCouponCode(code: unknown): string {
  return typeof code === "string" ? code.trim().toUpperCase() : "";
}

function refuse(reason: CouponRefusalReason, message: string): CouponResult {
  return { ok: false, reason, message };
}

/**
 * Whether a coupon may be applied at `now`. The validity window includes both of
 * its ends; a missing end is open. A null usage limit means unlimited; a limit of 0
 * follows the spec's rule literally (used_count ≥ usage_limit) and refuses every use.
 */
export function evaluateCoupon(
  coupon: CouponRecord | null,
  { now, code }: { now: Date; code: unknown },
): CouponResult {
  const normalized = normalizeCouponCode(code);
  if (normalized === "") return refuse("empty", messages.coupon.empty);
  if (!coupon || !coupon.active) return refuse("invalid", messages.coupon.invalid);
  const t = now.getTime();
  if (coupon.validFrom && t < coupon.validFrom.getTime()) return refuse("not_valid", messages.coupon.notValid);
  if (coupon.validTo && t > coupon.validTo.getTime()) return refuse("not_valid", messages.coupon.notValid);
  const limit = coupon.usageLimit;
  if (limit !== null && coupon.usedCount >= limit) {
    return refuse("limit_reached", messages.coupon.limitReached);
  }
  const amount = Number.isFinite(coupon.amount) ? Math.max(0, Math.floor(coupon.amount)) : 0;
  return { ok: true, code: normalized, amount };
}
