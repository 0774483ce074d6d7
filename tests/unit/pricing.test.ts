import { describe, expect, it } from "vitest";
import type { ExtraId, ParkingType } from "@shared/constants.ts";
import { calculatorDays, parkingPrice, quote } from "@shared/pricing.ts";

describe("parkingPrice", () => {
  it.each<[ParkingType, number, number]>([
    ["open", 7, 450], // product.md §9 example
    ["covered", 8, 650], // product.md §9 example
    ["open", 5, 350],
    ["covered", 5, 500],
    ["open", 1, 350],
    ["covered", 1, 500],
    ["open", 6, 400],
    ["covered", 6, 550],
    ["open", 30, 350 + 25 * 50],
  ])("%s for %i days costs %i", (type, days, price) => {
    expect(parkingPrice(type, days)).toBe(price);
  });

  it("treats unreadable or fractional day counts as whole days of at least one", () => {
    expect(parkingPrice("open", 0)).toBe(350);
    expect(parkingPrice("open", -3)).toBe(350);
    expect(parkingPrice("open", Number.NaN)).toBe(350);
    expect(parkingPrice("open", 7.9)).toBe(450);
  });
});

describe("quote", () => {
  it.each<[string, ExtraId[], number, number]>([
    ["no extras", [], 0, 450],
    ["car wash", ["car_wash"], 150, 600],
    ["exterior wash", ["exterior_wash"], 70, 520],
    ["fuel", ["fuel"], 30, 480],
    ["charge", ["charge"], 50, 500],
    ["all four", ["car_wash", "exterior_wash", "fuel", "charge"], 300, 750],
  ])("7 days open with %s", (_name, extras, extrasTotal, total) => {
    const result = quote({ type: "open", days: 7, extras });
    expect(result.parking).toBe(450);
    expect(result.extrasTotal).toBe(extrasTotal);
    expect(result.discount).toBe(0);
    expect(result.total).toBe(total);
  });

  it("lists each extra with its price, in the order chosen", () => {
    expect(quote({ type: "covered", days: 5, extras: ["fuel", "car_wash"] }).extras).toEqual([
      { id: "fuel", price: 30 },
      { id: "car_wash", price: 150 },
    ]);
  });

  it("counts a repeated extra once", () => {
    const result = quote({ type: "open", days: 5, extras: ["fuel", "fuel", "charge", "fuel"] });
    expect(result.extras.map((extra) => extra.id)).toEqual(["fuel", "charge"]);
    expect(result.extrasTotal).toBe(80);
    expect(result.total).toBe(430);
  });

  it("ignores ids that are not extras", () => {
    const extras = ["fuel", "valet_gold"] as unknown as ExtraId[];
    expect(quote({ type: "open", days: 1, extras }).extrasTotal).toBe(30);
  });

  it("subtracts a fixed coupon amount", () => {
    expect(quote({ type: "covered", days: 8, extras: ["fuel"], couponAmount: 30 })).toEqual({
      days: 8,
      parking: 650,
      extras: [{ id: "fuel", price: 30 }],
      extrasTotal: 30,
      discount: 30,
      total: 650,
    });
  });

  it.each([
    [1000, 380, 0],
    [380, 380, 0],
    [379, 379, 1],
    [-50, 0, 380],
    [Number.NaN, 0, 380],
  ])("coupon of %d on a 380 order gives discount %d and total %d", (couponAmount, discount, total) => {
    const result = quote({ type: "open", days: 1, extras: ["fuel"], couponAmount });
    expect(result.discount).toBe(discount);
    expect(result.total).toBe(total);
  });

  it("reports the normalised day count", () => {
    expect(quote({ type: "open", days: 0, extras: [] }).days).toBe(1);
  });
});

describe("calculatorDays (product.md §5 calculator)", () => {
  it.each<[string | number, number]>([
    ["5", 5],
    ["7", 7],
    [" 12 ", 12],
    ["3.9", 3],
    ["0", 1],
    ["-4", 1],
    ["", 1],
    ["abc", 1],
    ["7abc", 1],
    [8, 8],
    [2.5, 2],
    [0, 1],
    [Number.NaN, 1],
  ])("%j → %i", (input, days) => {
    expect(calculatorDays(input)).toBe(days);
  });
});

describe("absurd day counts", () => {
  it("caps priced days at ten years so money stays a whole number", () => {
    expect(parkingPrice("open", 1e300)).toBe(350 + (3650 - 5) * 50);
    expect(quote({ type: "open", days: 1e300, extras: [] }).days).toBe(3650);
    expect(calculatorDays("99999")).toBe(3650);
  });
});
