// Prices a stay on the server: the same rules as the browser's live summary,
// with the coupon checked against the database at this moment.
import { evaluateCoupon, normalizeCouponCode } from "@shared/coupon-rules.ts";
import { quote, type Quote } from "@shared/pricing.ts";
import { stayDays } from "@shared/stay-days.ts";
import type { ExtraId, ParkingType } from "@shared/constants.ts";
import type { CouponService, StoredCoupon } from "./coupons.ts";

export interface PricedStay extends Quote {
  couponCode: string | null;
  /** The coupon's own amount, before the price capped it: what a later change re-prices with (docs/decisions/027). */
  couponAmount: number;
  couponError: string | null;
  coupon: StoredCoupon | null;
}

export function createPricingService(deps: { coupons: CouponService; now: () => Date }) {
  return {
    async price(input: {
      type: ParkingType;
      departureDate: string;
      arrivalDate: string;
      extras: readonly ExtraId[];
      couponCode?: string | null;
    }): Promise<PricedStay> {
      const days = stayDays(input.departureDate, input.arrivalDate);
      let couponAmount = 0;
      let couponError: string | null = null;
      let coupon: StoredCoupon | null = null;
      const code = normalizeCouponCode(input.couponCode);
      if (code) {
        const found = await deps.coupons.findByCode(code);
        const verdict = evaluateCoupon(found, { now: deps.now(), code });
        if (verdict.ok) {
          couponAmount = verdict.amount;
          coupon = found;
        } else {
          couponError = verdict.message;
        }
      }
      const priced = quote({ type: input.type, days, extras: [...input.extras], couponAmount });
      return { ...priced, couponCode: coupon ? code : null, couponAmount, couponError, coupon };
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
