import {
  BASE_DAYS,
  BASE_PRICES,
  EXTRA_DAY_PRICE,
  EXTRA_PRICES,
  MAX_PRICED_DAYS,
  isExtraId,
  type ExtraId,
  type ParkingType,
} from "./constants.ts";

// Prices are recomputed from these functions on the server; whatever price the
// browser shows is only a preview.

export interface QuoteInput {
  type: ParkingType;
  days: number;
  extras: readonly ExtraId[];
  /** Fixed coupon discount in shekels, already checked by the coupon rules. */
  couponAmount?: number;
}

export interface Quote {
  days: number;
  parking: number;
  extras: { id: ExtraId; price: number }[];
  extrasTotal: number;
  discount: number;
  total: number;
}

/** Whole days from 1 to MAX_PRICED_DAYS; anything unreadable counts as a single day. */
function wholeDays(days: number): number {
  return Number.isFinite(days) ? Math.min(MAX_PRICED_DAYS, Math.max(1, Math.floor(days))) : 1;
}

/** The base price covers up to BASE_DAYS; each further day adds EXTRA_DAY_PRICE. */
export function parkingPrice(type: ParkingType, days: number): number {
  return BASE_PRICES[type] + Math.max(0, wholeDays(days) - BASE_DAYS) * EXTRA_DAY_PRICE;
}

export function quote(input: QuoteInput): Quote {
  const days = wholeDays(input.days);
  const parking = parkingPrice(input.type, days);
  // A service is bought once however often its id is sent; unknown ids are
  // dropped because the body schema has already refused them for users.
  const ids = [...new Set(input.extras)].filter(isExtraId);
  const extras = ids.map((id) => ({ id, price: EXTRA_PRICES[id] }));
  const extrasTotal = extras.reduce((sum, extra) => sum + extra.price, 0);
  const subtotal = parking + extrasTotal;
  const coupon = input.couponAmount ?? 0;
  const wanted = Number.isFinite(coupon) ? Math.max(0, Math.floor(coupon)) : 0;
  const discount = Math.min(wanted, subtotal);
  return { days, parking, extras, extrasTotal, discount, total: subtotal - discount };
}

/**
 * The calculator's day field (product.md §5): typed text becomes a number, anything
 * non-numeric is one day, fractions round down and the minimum is one (the
 * maximum is MAX_PRICED_DAYS).
 */
export function calculatorDays(input: string | number): number {
  const value = typeof input === "number" ? input : Number(input.trim());
  if (typeof input === "string" && input.trim() === "") return 1;
  return wholeDays(value);
}
