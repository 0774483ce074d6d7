import { describe, expect, it } from "vitest";
import { holidayInfo, holidayLabels } from "@shared/holidays.ts";
import { weekdayOf } from "@shared/jerusalem-time.ts";

// Dates checked against @hebcal/core (Israel schedule) when this table was written.
const HOLIDAY = { isHoliday: true, isHolidayEve: false };
const EVE = { isHoliday: false, isLastHolidayDay: false, isHolidayEve: true };

describe("holidayInfo: yom tov days in Israel, 2026–2028", () => {
  it.each([
    // 5787
    ["2026-09-11", "Erev Rosh Hashana (Friday)", { ...EVE, label: "ערב ראש השנה" }],
    ["2026-09-12", "Rosh Hashana I (Saturday), not last", { ...HOLIDAY, isLastHolidayDay: false, label: "ראש השנה" }],
    ["2026-09-13", "Rosh Hashana II (Sunday), last", { ...HOLIDAY, isLastHolidayDay: true, label: "ראש השנה" }],
    ["2026-09-20", "Erev Yom Kippur (Sunday)", { ...EVE, label: "ערב יום כיפור" }],
    ["2026-09-21", "Yom Kippur (Monday)", { ...HOLIDAY, isLastHolidayDay: true, label: "יום כיפור" }],
    ["2026-09-25", "Erev Sukkot (Friday)", { ...EVE, label: "ערב סוכות" }],
    ["2026-09-26", "Sukkot I (Saturday)", { ...HOLIDAY, isLastHolidayDay: true, label: "סוכות" }],
    ["2026-10-02", "Hoshana Raba (Friday), eve of Shmini Atzeret", { ...EVE, label: "ערב שמיני עצרת" }],
    ["2026-10-03", "Shmini Atzeret (Saturday)", { ...HOLIDAY, isLastHolidayDay: true, label: "שמיני עצרת" }],
    ["2026-04-02", "Pesach I 2026 (Thursday)", { ...HOLIDAY, isLastHolidayDay: true, label: "פסח" }],
    ["2026-05-22", "Shavuot 2026 (Friday)", { ...HOLIDAY, isLastHolidayDay: true, label: "שבועות" }],
    // 5787, spring 2027
    ["2027-04-21", "Erev Pesach (Wednesday)", { ...EVE, label: "ערב פסח" }],
    ["2027-04-22", "Pesach I (Thursday)", { ...HOLIDAY, isLastHolidayDay: true, label: "פסח" }],
    ["2027-04-27", "Pesach VI, eve of Pesach VII", { ...EVE, label: "ערב שביעי של פסח" }],
    ["2027-04-28", "Pesach VII (Wednesday)", { ...HOLIDAY, isLastHolidayDay: true, label: "שביעי של פסח" }],
    ["2027-06-10", "Erev Shavuot (Thursday)", { ...EVE, label: "ערב שבועות" }],
    ["2027-06-11", "Shavuot (Friday)", { ...HOLIDAY, isLastHolidayDay: true, label: "שבועות" }],
    // 5788
    ["2027-10-02", "Rosh Hashana I 2027 (Saturday)", { ...HOLIDAY, isLastHolidayDay: false, label: "ראש השנה" }],
    ["2027-10-03", "Rosh Hashana II 2027 (Sunday)", { ...HOLIDAY, isLastHolidayDay: true, label: "ראש השנה" }],
    ["2027-10-11", "Yom Kippur 2027 (Monday)", { ...HOLIDAY, isLastHolidayDay: true, label: "יום כיפור" }],
    // 5789
    ["2028-09-20", "Erev Rosh Hashana 2028 (Wednesday)", { ...EVE, label: "ערב ראש השנה" }],
    ["2028-09-21", "Rosh Hashana I 2028 (Thursday)", { ...HOLIDAY, isLastHolidayDay: false, label: "ראש השנה" }],
    ["2028-09-22", "Rosh Hashana II 2028 (Friday)", { ...HOLIDAY, isLastHolidayDay: true, label: "ראש השנה" }],
    ["2028-09-29", "Erev Yom Kippur 2028 (Friday)", { ...EVE, label: "ערב יום כיפור" }],
    ["2028-09-30", "Yom Kippur 2028 (Saturday)", { ...HOLIDAY, isLastHolidayDay: true, label: "יום כיפור" }],
    ["2028-10-05", "Sukkot I 2028 (Thursday)", { ...HOLIDAY, isLastHolidayDay: true, label: "סוכות" }],
    ["2028-10-12", "Shmini Atzeret 2028 (Thursday)", { ...HOLIDAY, isLastHolidayDay: true, label: "שמיני עצרת" }],
  ])("%s %s", (date, _name, expected) => {
    expect(holidayInfo(date)).toEqual(expected);
  });

  it("the weekdays the table relies on are right", () => {
    expect(weekdayOf("2026-09-12")).toBe(6); // Rosh Hashana on Shabbat
    expect(weekdayOf("2026-10-03")).toBe(6); // Shmini Atzeret on Shabbat
    expect(weekdayOf("2028-09-30")).toBe(6); // Yom Kippur on Shabbat
    expect(weekdayOf("2027-06-11")).toBe(5); // Shavuot on Friday
    expect(weekdayOf("2028-09-22")).toBe(5); // Rosh Hashana II on Friday
  });
});

describe("holidayInfo: ordinary days", () => {
  it.each([
    ["2026-09-28", "Sukkot chol hamoed"],
    ["2027-04-24", "Pesach chol hamoed"],
    ["2026-12-07", "Chanukah"],
    ["2026-03-03", "Purim"],
    ["2026-03-02", "Erev Purim and the Fast of Esther"],
    ["2026-04-22", "Yom HaAtzma'ut"],
    ["2026-04-21", "Yom HaZikaron"],
    ["2026-07-23", "Tish'a B'Av"],
    ["2026-09-14", "Tzom Gedaliah"],
    ["2026-11-10", "Rosh Chodesh Kislev"],
    ["2026-06-05", "a plain Friday"],
    ["2026-09-22", "the day after Yom Kippur"],
  ])("%s (%s) is not a holiday or an eve", (date) => {
    expect(holidayInfo(date)).toEqual({
      isHoliday: false,
      isLastHolidayDay: false,
      isHolidayEve: false,
      label: null,
    });
  });

  it("treats invalid dates as ordinary days instead of throwing", () => {
    expect(holidayInfo("2026-02-30").isHoliday).toBe(false);
    expect(holidayInfo("not a date").label).toBeNull();
  });

  it("gives the same answer when asked again (per-year cache)", () => {
    expect(holidayInfo("2026-09-21")).toEqual(holidayInfo("2026-09-21"));
  });
});

describe("holidayLabels", () => {
  it("labels holidays and eves in a range, inclusive", () => {
    expect(holidayLabels("2027-04-21", "2027-04-28")).toEqual({
      "2027-04-21": "ערב פסח",
      "2027-04-22": "פסח",
      "2027-04-27": "ערב שביעי של פסח",
      "2027-04-28": "שביעי של פסח",
    });
  });

  it("covers the autumn holidays of 2026", () => {
    expect(holidayLabels("2026-09-01", "2026-10-31")).toEqual({
      "2026-09-11": "ערב ראש השנה",
      "2026-09-12": "ראש השנה",
      "2026-09-13": "ראש השנה",
      "2026-09-20": "ערב יום כיפור",
      "2026-09-21": "יום כיפור",
      "2026-09-25": "ערב סוכות",
      "2026-09-26": "סוכות",
      "2026-10-02": "ערב שמיני עצרת",
      "2026-10-03": "שמיני עצרת",
    });
  });

  it("is empty for an invalid or reversed range", () => {
    expect(holidayLabels("2026-09-30", "2026-09-01")).toEqual({});
    expect(holidayLabels("bad", "2026-09-01")).toEqual({});
  });

  it("spans a year boundary", () => {
    expect(Object.keys(holidayLabels("2026-12-01", "2027-01-31"))).toEqual([]);
  });
});
