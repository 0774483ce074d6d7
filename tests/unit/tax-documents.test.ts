// The VAT a gross price includes (shared/tax-documents.ts), as the sandbox's test
// documents state it.
import { describe, expect, it } from "vitest";
import { vatRateOn } from "@shared/constants.ts";
import { vatIncluded } from "@shared/tax-documents.ts";

describe("vatIncluded", () => {
  it.each([
    [118, 0.18, 18],
    [450, 0.18, 68.64],
    [117, 0.17, 17],
    [350, 0.17, 50.85],
    [0, 0.18, 0],
    [-50, 0.18, -7.63],
  ])("%d ₪ at %d includes %d ₪", (gross, rate, vat) => {
    expect(vatIncluded(gross, rate)).toBe(vat);
  });

  it("uses the rate in force on the document's day", () => {
    expect(vatIncluded(118, vatRateOn("2024-12-31"))).toBe(17.15);
    expect(vatIncluded(118, vatRateOn("2025-01-01"))).toBe(18);
  });
});
