// formatShekels groups whole shekels by hand (shared/format-he.ts, docs/decisions/022); it
// must write exactly what Intl's he-IL format writes, the browser's and the server's.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatShekels } from "@shared/format-he.ts";

const intl = new Intl.NumberFormat("he-IL");

describe("formatShekels", () => {
  it.each([
    [0, "0 ₪"],
    // Intl writes "-0"; a traveller owes nothing, so formatShekels writes 0.
    [-0, "0 ₪"],
    [5, "5 ₪"],
    [450, "450 ₪"],
    [1200, "1,200 ₪"],
    [999_999, "999,999 ₪"],
    [1_000_000, "1,000,000 ₪"],
    [-40, "\u200e-40 ₪"],
    [-1200, "\u200e-1,200 ₪"],
    [12.5, "12.5 ₪"],
  ])("%d → %s", (amount, written) => {
    expect(formatShekels(amount)).toBe(written);
  });

  it("writes every amount as Intl's he-IL format does", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.maxSafeInteger(), fc.double({ min: -1e6, max: 1e6, noNaN: true })), (amount) => {
        // `+ 0` turns -0 into 0: the one value where the two differ on purpose (the row above).
        expect(formatShekels(amount)).toBe(`${intl.format(amount + 0)} ₪`);
      }),
    );
  });
});
