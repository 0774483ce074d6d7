// The Saturday banner's computed flag (product.md §2; the source is ours): from 15:00
// on Friday or a holiday eve until 21:00 when Shabbat or the holiday ends, in
// Jerusalem time, with site_config's on/off override.
import { describe, expect, it } from "vitest";
import { isSaturdayBannerTime, saturdayBannerKind } from "@shared/saturday-banner.ts";
import { toInstant } from "@shared/jerusalem-time.ts";

function at(date: string, time: string): Date {
  const instant = toInstant(date, time);
  if (!instant) throw new Error(`bad moment ${date} ${time}`);
  return instant;
}

describe("saturdayBannerKind", () => {
  it.each([
    // An ordinary weekend: Friday 2026-11-27, Saturday 2026-11-28.
    ["2026-11-26", "23:59", null],
    ["2026-11-27", "14:59", null],
    ["2026-11-27", "15:00", "shabbat"],
    ["2026-11-27", "23:30", "shabbat"],
    ["2026-11-28", "00:00", "shabbat"],
    ["2026-11-28", "20:59", "shabbat"],
    ["2026-11-28", "21:00", null],
    ["2026-11-29", "10:00", null],
    // Yom Kippur (Monday 2026-09-21) and its eve on Sunday.
    ["2026-09-20", "14:59", null],
    ["2026-09-20", "15:00", "holiday"],
    ["2026-09-21", "12:00", "holiday"],
    ["2026-09-21", "20:59", "holiday"],
    ["2026-09-21", "21:00", null],
    // Pesach on a Thursday: eve Wednesday 2026-04-01, back Thursday night.
    ["2026-04-01", "15:00", "holiday"],
    ["2026-04-02", "21:00", null],
    // Rosh Hashana on Saturday and Sunday: Friday afternoon to Sunday 21:00 in one stretch.
    ["2026-09-11", "15:00", "shabbat"],
    ["2026-09-12", "12:00", "holiday"],
    ["2026-09-12", "21:30", "holiday"],
    ["2026-09-13", "20:59", "holiday"],
    ["2026-09-13", "21:00", null],
    // Shavuot on a Friday (2026-05-22) flows into Shabbat: closed until Saturday 21:00.
    ["2026-05-21", "15:00", "holiday"],
    ["2026-05-22", "21:30", "shabbat"],
    ["2026-05-23", "20:59", "shabbat"],
    ["2026-05-23", "21:00", null],
  ] as const)("%s %s → %s", (date, time, expected) => {
    expect(saturdayBannerKind(at(date, time))).toBe(expected);
  });

  it("works from the instant, whatever the server's zone: 13:00 UTC on Friday is 15:00 in Israel (winter)", () => {
    expect(saturdayBannerKind(new Date("2026-11-27T12:59:00Z"))).toBeNull();
    expect(saturdayBannerKind(new Date("2026-11-27T13:00:00Z"))).toBe("shabbat");
  });

  it("follows summer time: 15:00 in Israel is 12:00 UTC in July", () => {
    expect(saturdayBannerKind(new Date("2026-07-03T11:59:00Z"))).toBeNull();
    expect(saturdayBannerKind(new Date("2026-07-03T12:00:00Z"))).toBe("shabbat");
  });

  it("site_config can force it on or off", () => {
    const tuesday = at("2026-11-24", "10:00");
    const saturday = at("2026-11-28", "10:00");
    expect(saturdayBannerKind(tuesday, "on")).toBe("closed");
    expect(saturdayBannerKind(saturday, "on")).toBe("shabbat");
    expect(saturdayBannerKind(saturday, "off")).toBeNull();
    expect(isSaturdayBannerTime(tuesday, "auto")).toBe(false);
    expect(isSaturdayBannerTime(saturday, "auto")).toBe(true);
    expect(isSaturdayBannerTime(saturday, "off")).toBe(false);
  });
});
