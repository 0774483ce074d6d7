// Coupon look-ups. Codes are stored upper-case, so a code matches whatever case
// the visitor typed. Redemption (the atomic used_count + 1) lives with bookings.
import { normalizeCouponCode, type CouponRecord } from "@shared/coupon-rules.ts";
import { isStorableText } from "@shared/field-schemas.ts";
import type { Prisma } from "@server/db/database.ts";

export interface StoredCoupon extends CouponRecord {
  id: number;
  code: string;
}

export function createCouponService(prisma: Prisma) {
  return {
    async findByCode(code: unknown): Promise<StoredCoupon | null> {
      const normalized = normalizeCouponCode(code);
      // No stored code holds a NUL, and Postgres refuses one even in a look-up.
      if (!normalized || !isStorableText(normalized)) return null;
      return prisma.coupon.findUnique({
        where: { code: normalized },
        select: { id: true, code: true, active: true, validFrom: true, validTo: true, usageLimit: true, usedCount: true, amount: true },
      });
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
