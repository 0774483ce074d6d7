import { describe, expect, it } from "vitest";
import { joinFullName, splitFullName } from "@shared/names.ts";
import { normalizeIsraeliPhone } from "@shared/phone.ts";

describe("splitFullName: at the first space", () => {
  it.each([
    ["ישראל ישראלי כהן", "ישראל", "ישראלי כהן"],
    ["ישראל ישראלי", "ישראל", "ישראלי"],
    ["ישראל", "ישראל", ""],
    ["  ישראל   ישראלי  ", "ישראל", "ישראלי"],
    ["", "", ""],
  ])("%j", (full, firstName, lastName) => {
    expect(splitFullName(full)).toEqual({ firstName, lastName });
  });

  it("joins back", () => {
    expect(joinFullName("ישראל", "ישראלי כהן")).toBe("ישראל ישראלי כהן");
    expect(joinFullName("ישראל", "")).toBe("ישראל");
  });
});

describe("normalizeIsraeliPhone", () => {
  it.each([
    ["0501234567", "0501234567"],
    ["050-1234567", "0501234567"],
    ["050 123 4567", "0501234567"],
    ["(050) 123-4567", "0501234567"],
    ["+972501234567", "0501234567"],
    ["+972 50-123-4567", "0501234567"],
    ["+972 (0)50 123 4567", "0501234567"],
    ["00972501234567", "0501234567"],
    ["972501234567", "0501234567"],
    ["03-1234567", "031234567"],
    ["+972 3 123 4567", "031234567"],
    ["02 123 4567", "021234567"],
    ["077-1234567", "0771234567"],
  ])("accepts %j", (input, national) => {
    expect(normalizeIsraeliPhone(input)).toBe(national);
  });

  it.each([
    "",
    "123",
    "050123456",
    "05012345678",
    "0612345678",
    "031234567 ext 5",
    "+1 212 555 1234",
    "+972",
    "phone",
  ])("refuses %j", (input) => {
    expect(normalizeIsraeliPhone(input)).toBeNull();
  });
});
