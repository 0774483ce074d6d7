// The operator's coupons: add, change, switch on and off. Codes are stored
// upper-case (unique regardless of case); whether a coupon can be used now is
// the same rule the booking form applies (shared/coupon-rules.ts).
import { evaluateCoupon, normalizeCouponCode } from "@shared/coupon-rules.ts";
import type { Prisma } from "@server/db/database.ts";
import { isUniqueViolation } from "@server/db/errors.ts";
import type { Coupon } from "@server/db/generated/client.ts";
import { Conflict, InvalidInput, NotFound } from "@server/services/domain-errors.ts";
import { adminMessages } from "./admin-messages.ts";

export type CouponStatus = "active" | "inactive" | "not_started" | "expired" | "used_up";

export interface CouponView {
  id: number;
  code: string;
  amount: number;
  usageLimit: number | null;
  usedCount: number;
  validFrom: Date | null;
  validTo: Date | null;
  active: boolean;
  /** What a customer typing the code now would meet. */
  status: CouponStatus;
  createdAt: Date;
  updatedAt: Date;
}

export interface CouponInput {
  code: string;
  amount: number;
  usageLimit: number | null;
  validFrom: Date | null;
  validTo: Date | null;
  active: boolean;
}

export type CouponPatch = Partial<Pick<CouponInput, "amount" | "usageLimit" | "validFrom" | "validTo">>;

function couponStatus(coupon: Coupon, now: Date): CouponStatus {
  const verdict = evaluateCoupon(coupon, { now, code: coupon.code });
  if (verdict.ok) return "active";
  if (verdict.reason === "limit_reached") return "used_up";
  if (verdict.reason === "not_valid") return coupon.validFrom && now < coupon.validFrom ? "not_started" : "expired";
  return "inactive";
}

function view(coupon: Coupon, now: Date): CouponView {
  const { id, code, amount, usageLimit, usedCount, validFrom, validTo, active, createdAt, updatedAt } = coupon;
  return { id, code, amount, usageLimit, usedCount, validFrom, validTo, active, status: couponStatus(coupon, now), createdAt, updatedAt };
}

/** A coupon's discount, in whole shekels. */
export const MIN_COUPON_AMOUNT = 1;
export const MAX_COUPON_AMOUNT = 100_000;
/** How many bookings one coupon may serve, when limited. */
export const MAX_USAGE_LIMIT = 1_000_000;
/** What customers type: Latin letters, digits, '-' and '_' (stored upper-case). */
export const COUPON_CODE_LENGTH = { min: 2, max: 40 } as const;
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{2,40}$/;

function wholeNumberIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** The rules a stored coupon keeps, whoever asks (the database has a CHECK on the amount too). */
function checkCoupon(values: Pick<CouponInput, "amount" | "usageLimit" | "validFrom" | "validTo">): void {
  if (!wholeNumberIn(values.amount, MIN_COUPON_AMOUNT, MAX_COUPON_AMOUNT)) {
    throw new InvalidInput(
      { amount: adminMessages.wholeNumberBetween(MIN_COUPON_AMOUNT, MAX_COUPON_AMOUNT) },
      { code: "out_of_range", subject: { min: MIN_COUPON_AMOUNT, max: MAX_COUPON_AMOUNT, unit: "shekels" } },
    );
  }
  if (values.usageLimit !== null && !wholeNumberIn(values.usageLimit, 1, MAX_USAGE_LIMIT)) {
    throw new InvalidInput(
      { usage_limit: adminMessages.wholeNumberBetweenOrNone(1, MAX_USAGE_LIMIT) },
      { code: "out_of_range", subject: { min: 1, max: MAX_USAGE_LIMIT, unit: "uses", clearable: true } },
    );
  }
  if (values.validFrom && values.validTo && values.validFrom.getTime() > values.validTo.getTime()) {
    throw new InvalidInput({ valid_to: adminMessages.couponEndsBeforeStart }, { code: "coupon_ends_before_start" });
  }
}

function checkCode(code: string): void {
  if (!COUPON_CODE_PATTERN.test(code)) {
    const { min, max } = COUPON_CODE_LENGTH;
    throw new InvalidInput({ code: adminMessages.couponCodeFormat(min, max) }, { code: "coupon_code_format", subject: { min, max } });
  }
}


export function createCouponAdmin(prisma: Prisma, now: () => Date) {
  async function find(code: string): Promise<Coupon> {
    const normalized = normalizeCouponCode(code);
    // Insensitive, in case a row was ever written without upper-casing.
    const coupon = await prisma.coupon.findFirst({ where: { code: { equals: normalized, mode: "insensitive" } } });
    if (!coupon) throw new NotFound("coupon_not_found", adminMessages.couponNotFound(normalized), { code: normalized });
    return coupon;
  }

  return {
    /** Every coupon by code, or only those a customer could use now. */
    async list(options: { usableOnly?: boolean } = {}): Promise<CouponView[]> {
      const rows = await prisma.coupon.findMany({ orderBy: { code: "asc" } });
      const views = rows.map((row) => view(row, now()));
      return options.usableOnly ? views.filter((coupon) => coupon.status === "active") : views;
    },

    async get(code: string): Promise<CouponView & { bookings: number }> {
      const coupon = await find(code);
      const bookings = await prisma.booking.count({ where: { couponId: coupon.id } });
      return { ...view(coupon, now()), bookings };
    },

    async add(input: CouponInput): Promise<CouponView> {
      const code = normalizeCouponCode(input.code);
      checkCode(code);
      checkCoupon(input);
      const existing = await prisma.coupon.findFirst({
        where: { code: { equals: code, mode: "insensitive" } },
        select: { code: true },
      });
      if (existing) throw new Conflict("coupon_exists", adminMessages.couponExists(existing.code), { code: existing.code });
      try {
        const created = await prisma.coupon.create({ data: { ...input, code } });
        return view(created, now());
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict("coupon_exists", adminMessages.couponExists(code), { code });
        throw error;
      }
    },

    async update(code: string, patch: CouponPatch): Promise<CouponView> {
      const coupon = await find(code);
      checkCoupon({
        amount: patch.amount ?? coupon.amount,
        usageLimit: patch.usageLimit !== undefined ? patch.usageLimit : coupon.usageLimit,
        validFrom: patch.validFrom !== undefined ? patch.validFrom : coupon.validFrom,
        validTo: patch.validTo !== undefined ? patch.validTo : coupon.validTo,
      });
      const updated = await prisma.coupon.update({ where: { id: coupon.id }, data: patch });
      return view(updated, now());
    },

    /** Returns whether anything changed (disabling a disabled coupon does not). */
    async setActive(code: string, active: boolean): Promise<{ coupon: CouponView; changed: boolean }> {
      const coupon = await find(code);
      if (coupon.active === active) return { coupon: view(coupon, now()), changed: false };
      const updated = await prisma.coupon.update({ where: { id: coupon.id }, data: { active } });
      return { coupon: view(updated, now()), changed: true };
    },
  };
}
