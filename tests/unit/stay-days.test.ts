import { describe, expect, it } from "vitest";
import { stayDays } from "@shared/stay-days.ts";

describe("stayDays: inclusive calendar days, at least one", () => {
  it.each([
    ["same day", "2026-01-01", "2026-01-01", 1],
    ["next day", "2026-01-01", "2026-01-02", 2],
    ["a week", "2026-01-01", "2026-01-07", 7],
    ["across a month end", "2026-01-30", "2026-02-02", 4],
    ["across February of a common year", "2026-02-27", "2026-03-01", 3],
    ["across February of a leap year", "2028-02-27", "2028-03-01", 4],
    ["across a year end", "2026-12-30", "2027-01-02", 4],
    ["over the spring DST change (Fri 2026-03-27)", "2026-03-26", "2026-03-28", 3],
    ["over the autumn DST change (Sun 2026-10-25)", "2026-10-24", "2026-10-26", 3],
    ["starting on the spring DST day", "2026-03-27", "2026-03-27", 1],
    ["ending on the autumn DST day", "2026-10-20", "2026-10-25", 6],
    ["a whole year", "2026-01-01", "2026-12-31", 365],
  ])("%s", (_name, from, to, days) => {
    expect(stayDays(from, to)).toBe(days);
  });

  it("falls back to one day for an arrival before departure or unreadable dates", () => {
    expect(stayDays("2026-01-07", "2026-01-01")).toBe(1);
    expect(stayDays("2026-02-30", "2026-03-02")).toBe(1);
    expect(stayDays("", "")).toBe(1);
  });
});
