import { describe, expect, it } from "vitest";
import { evaluateCoupon, normalizeCouponCode, type CouponRecord } from "@shared/coupon-rules.ts";
import { messages } from "@shared/messages/index.ts";

const NOW = new Date("2026-09-10T12:00:00.000Z");
const coupon = (overrides: Partial<CouponRecord> = {}): CouponRecord => ({
  active: true,
  validFrom: new Date("2026-09-01T00:00:00.000Z"),
  validTo: new Date("2026-09-30T23:59:59.000Z"),
  usageLimit: 100,
  usedCount: 3,
  amount: 30,
  ...overrides,
});

describe("evaluateCoupon, in the spec's order", () => {
  it("applies a good coupon with its fixed amount and normalised code", () => {
    expect(evaluateCoupon(coupon(), { now: NOW, code: " holiday30 " })).toEqual({
      ok: true,
      code: "HOLIDAY30",
      amount: 30,
    });
  });

  it.each([
    ["empty code", null, "", "empty", messages.coupon.empty],
    ["blank code", coupon(), "   ", "empty", messages.coupon.empty],
    ["missing code", coupon(), undefined, "empty", messages.coupon.empty],
    ["not found", null, "NOPE", "invalid", messages.coupon.invalid],
    ["inactive", coupon({ active: false }), "HOLIDAY30", "invalid", messages.coupon.invalid],
    // Inactive is reported before dates and usage, as in the spec.
    ["inactive and expired", coupon({ active: false, validTo: new Date("2026-01-01") }), "X", "invalid", messages.coupon.invalid],
    ["not yet valid", coupon({ validFrom: new Date(NOW.getTime() + 1) }), "X", "not_valid", messages.coupon.notValid],
    ["expired", coupon({ validTo: new Date(NOW.getTime() - 1) }), "X", "not_valid", messages.coupon.notValid],
    ["expired and used up", coupon({ validTo: new Date(NOW.getTime() - 1), usedCount: 100 }), "X", "not_valid", messages.coupon.notValid],
    ["used_count == usage_limit", coupon({ usageLimit: 5, usedCount: 5 }), "X", "limit_reached", messages.coupon.limitReached],
    ["used_count > usage_limit", coupon({ usageLimit: 5, usedCount: 6 }), "X", "limit_reached", messages.coupon.limitReached],
    ["usage_limit 0", coupon({ usageLimit: 0, usedCount: 0 }), "X", "limit_reached", messages.coupon.limitReached],
  ])("%s", (_name, record, code, reason, message) => {
    expect(evaluateCoupon(record, { now: NOW, code })).toEqual({ ok: false, reason, message });
  });

  it.each([
    ["valid_from exactly now", coupon({ validFrom: NOW })],
    ["valid_to exactly now", coupon({ validTo: NOW })],
    ["no dates", coupon({ validFrom: null, validTo: null })],
    ["one use left", coupon({ usageLimit: 5, usedCount: 4 })],
    ["no usage limit", coupon({ usageLimit: null, usedCount: 10_000 })],
  ])("accepts %s", (_name, record) => {
    expect(evaluateCoupon(record, { now: NOW, code: "X" }).ok).toBe(true);
  });

  it("never gives a negative or fractional amount", () => {
    expect(evaluateCoupon(coupon({ amount: -10 }), { now: NOW, code: "X" })).toMatchObject({ ok: true, amount: 0 });
    expect(evaluateCoupon(coupon({ amount: 29.9 }), { now: NOW, code: "X" })).toMatchObject({ ok: true, amount: 29 });
  });

  it("has the Hebrew texts for the coupon flow", () => {
    expect(messages.coupon.empty).toBe("יש להזין קוד קופון");
    expect(messages.coupon.copied).toBe("קוד הקופון הועתק");
    expect(messages.coupon.copyFailed).toBe("שגיאה בהעתקה");
  });
});

describe("normalizeCouponCode", () => {
  it.each([
    ["holiday30", "HOLIDAY30"],
    ["  Holiday30\t", "HOLIDAY30"],
    ["", ""],
    [undefined, ""],
    [42, ""],
  ])("%j → %j", (input, output) => {
    expect(normalizeCouponCode(input)).toBe(output);
  });
});
