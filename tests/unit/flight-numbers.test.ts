import { describe, expect, it } from "vitest";
import { matchesBoardFlight, parseFlightNumber } from "@shared/flight-numbers.ts";

describe("parseFlightNumber", () => {
  it.each([
    ["LY315", "LY", "315"],
    ["LY 315", "LY", "315"],
    ["ly315", "LY", "315"],
    ["Ly 315", "LY", "315"],
    ["LY0315", "LY", "315"],
    ["LY-315", "LY", "315"],
    ["LY - 315", "LY", "315"],
    ["  LY315  ", "LY", "315"],
    ["6H 812", "6H", "812"],
    ["6h812", "6H", "812"],
    ["I3 5", "I3", "5"],
    ["IZ 1234", "IZ", "1234"],
    ["LY 0008", "LY", "8"],
    ["W62325", "W6", "2325"],
  ])("%s is %s %s", (typed, airline, number) => {
    expect(parseFlightNumber(typed)).toEqual({ airline, number });
  });

  it.each([
    "",
    "   ",
    "LY",
    "315",
    "12 345", // two digits are never an airline designator
    "LY 0",
    "LY 0000",
    "LY 12345", // flight numbers have at most four digits
    "LY315A",
    "L Y315",
    "ELY315", // ICAO three-letter codes are not what the board lists
    "LY/315",
    "LY 3 15",
    "טיסה 315",
  ])("%j is not a flight number", (typed) => {
    expect(parseFlightNumber(typed)).toBeNull();
  });
});

describe("matchesBoardFlight", () => {
  const ly315 = { airline: "LY", number: "315" };

  it.each([
    [{ CHOPER: "LY", CHFLTN: "315" }, true],
    [{ CHOPER: "LY", CHFLTN: "0315" }, true],
    [{ CHOPER: "ly ", CHFLTN: " 315" }, true],
    [{ CHOPER: "LY", CHFLTN: 315 }, true],
    [{ CHOPER: "LY", CHFLTN: "316" }, false],
    [{ CHOPER: "LY", CHFLTN: "3150" }, false],
    [{ CHOPER: "6H", CHFLTN: "315" }, false],
    [{ CHOPER: "LY", CHFLTN: "" }, false],
    [{ CHOPER: "LY", CHFLTN: "315A" }, false],
  ])("%j → %s", (row, expected) => {
    expect(matchesBoardFlight(ly315, row)).toBe(expected);
  });

  it("matches whatever spelling the traveller typed against the board's", () => {
    for (const typed of ["LY315", "ly 0315", "LY-315"]) {
      const flight = parseFlightNumber(typed);
      expect(flight).not.toBeNull();
      if (flight) expect(matchesBoardFlight(flight, { CHOPER: "LY", CHFLTN: "0315" })).toBe(true);
    }
  });

  it("does not match a code-share's marketing number: the board lists the operating carrier", () => {
    // Booked as IB 7782 (marketing), flown as LY 315 (operating): the board has only LY 315.
    const marketing = parseFlightNumber("IB 7782");
    expect(marketing).toEqual({ airline: "IB", number: "7782" });
    if (marketing) expect(matchesBoardFlight(marketing, { CHOPER: "LY", CHFLTN: "315" })).toBe(false);
  });
});
