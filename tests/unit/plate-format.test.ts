// Israeli plates as the crew reads them (product.md §17, docs/decisions/031): seven digits
// NN-NNN-NN, eight digits NNN-NN-NNN, whatever the traveller typed between them; any
// other plate as typed. Written out here, not computed.
import { describe, expect, it } from "vitest";
import { formatPlate, plateDigits } from "@shared/plate.ts";

describe("formatPlate", () => {
  it.each([
    ["1234567", "12-345-67"],
    ["12-345-67", "12-345-67"],
    ["12 345 67", "12-345-67"],
    [" 1234567 ", "12-345-67"],
    ["123-456-7", "12-345-67"],
    ["12345678", "123-45-678"],
    ["123-45-678", "123-45-678"],
    ["123 45 678", "123-45-678"],
    ["12.345.67", "12-345-67"],
    ["12־345־67", "12-345-67"],
    // Neither seven nor eight digits, or not only digits: as typed.
    ["123456", "123456"],
    ["123456789", "123456789"],
    ["מ-12345", "מ-12345"],
    ["CD-1234", "CD-1234"],
    ["", ""],
  ])("%j → %j", (typed, shown) => {
    expect(formatPlate(typed)).toBe(shown);
  });
});

describe("plateDigits", () => {
  it.each([
    ["12-345-67", "1234567"],
    ["123 45 678", "12345678"],
    ["מ-12345", "12345"],
  ])("%j → %j", (typed, digits) => {
    expect(plateDigits(typed)).toBe(digits);
  });
});
