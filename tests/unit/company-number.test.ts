// The ח.פ. / ע.מ. check digit (shared/company-number.ts): the Israeli ID number's
// algorithm. The valid numbers below were completed with their check digit by hand
// (e.g. 51471328·8: 5+2+4+14→5+1+6+2+16→7+8 = 40).
import { describe, expect, it } from "vitest";
import { isValidCompanyNumber } from "@shared/company-number.ts";

describe("isValidCompanyNumber", () => {
  it.each([
    ["514713288", "a company (51…)"],
    ["512345679", "a company"],
    ["515200343", "a company"],
    ["580012342", "a non-profit (58…)"],
    ["557001237", "a partnership (55…)"],
    ["034567891", "a licensed dealer's ID number, leading zero kept"],
    ["301234563", "a licensed dealer's ID number"],
  ])("accepts %s (%s)", (digits) => {
    expect(isValidCompanyNumber(digits)).toBe(true);
  });

  it.each([
    ["514713287", "the check digit is one off"],
    ["512345678", "the check digit is wrong"],
    ["515151515", "the check digit is wrong"],
    ["51471328", "8 digits"],
    ["0514713288", "10 digits"],
    ["51471328A", "a letter"],
    ["51-4713288", "not digits only (the schema strips separators first)"],
    [" 514713288", "a space"],
    ["000000000", "all zeros: the sum divides by 10 but it names nobody"],
    ["", "empty"],
  ])("refuses %j (%s)", (digits) => {
    expect(isValidCompanyNumber(digits)).toBe(false);
  });
});
