import { describe, expect, it } from "vitest";
import { holidayInfo } from "@shared/holidays.ts";
import { toInstant, toLocalParts } from "@shared/jerusalem-time.ts";
import { isQuietTime, pickupReminderAt, sendableAt } from "@shared/message-timing.ts";

/** An Israel-time moment, 'YYYY-MM-DD HH:mm' (optionally ':ss'). */
const at = (local: string): Date => {
  const [date = "", time = ""] = local.split(" ");
  const instant = toInstant(date, time.slice(0, 5));
  if (!instant) throw new Error(`bad fixture ${local}`);
  return new Date(instant.getTime() + Number(time.slice(6) || 0) * 1000);
};

/** An instant back in Israel time, 'YYYY-MM-DD HH:mm', for readable failures. */
const local = (instant: Date | null): string | null => {
  if (instant === null) return null;
  const parts = toLocalParts(instant);
  return `${parts.date} ${parts.time}`;
};

describe("the holiday fixtures match @hebcal (shared/holidays.ts)", () => {
  it.each([
    ["2026-04-01", "eve"],
    ["2026-04-02", "last"],
    ["2026-09-11", "eve"],
    ["2026-09-12", "first"],
    ["2026-09-13", "last"],
    ["2026-09-20", "eve"],
    ["2026-09-21", "last"],
    ["2027-04-21", "eve"],
    ["2027-04-22", "last"],
    ["2027-10-01", "eve"],
    ["2027-10-02", "first"],
    ["2027-10-03", "last"],
  ])("%s is a holiday %s", (date, kind) => {
    const info = holidayInfo(date);
    expect({ eve: info.isHolidayEve, holiday: info.isHoliday, last: info.isLastHolidayDay }).toEqual({
      eve: kind === "eve",
      holiday: kind !== "eve",
      last: kind === "last",
    });
  });
});

describe("sendableAt: a planned moment moves earlier, never later", () => {
  // [case, planned, notBefore, expected] in Israel time; null: nothing to send.
  it.each([
    // Ordinary weekdays (June 2026: no holiday).
    ["weekday afternoon is allowed as is", "2026-06-09 14:30", "2026-06-08 12:00", "2026-06-09 14:30"],
    ["weekday 21:59:30 is allowed as is", "2026-06-09 21:59:30", "2026-06-08 12:00", "2026-06-09 21:59:30"],
    ["weekday 22:00 → 21:59", "2026-06-09 22:00", "2026-06-08 12:00", "2026-06-09 21:59"],
    ["weekday 22:30 → 21:59 the same evening", "2026-06-09 22:30", "2026-06-08 12:00", "2026-06-09 21:59"],
    ["weekday 06:00 → 21:59 the evening before", "2026-06-10 06:00", "2026-06-08 12:00", "2026-06-09 21:59"],
    ["weekday 07:59 → 21:59 the evening before", "2026-06-10 07:59", "2026-06-08 12:00", "2026-06-09 21:59"],
    ["weekday 08:00 is allowed", "2026-06-10 08:00", "2026-06-08 12:00", "2026-06-10 08:00"],
    // Friday and Shabbat (product.md §5.2: Friday from 15:00, Shabbat until 21:00).
    ["Friday 14:59 is allowed", "2026-06-05 14:59", "2026-06-04 12:00", "2026-06-05 14:59"],
    ["Friday 15:00 → 14:59", "2026-06-05 15:00", "2026-06-04 12:00", "2026-06-05 14:59"],
    ["Friday afternoon after the cut-off → 14:59", "2026-06-05 16:00", "2026-06-04 12:00", "2026-06-05 14:59"],
    ["Saturday noon → Friday 14:59", "2026-06-06 12:00", "2026-06-04 12:00", "2026-06-05 14:59"],
    ["Saturday 20:59 → Friday 14:59", "2026-06-06 20:59", "2026-06-04 12:00", "2026-06-05 14:59"],
    ["Saturday 21:30, after reopening, is allowed", "2026-06-06 21:30", "2026-06-04 12:00", "2026-06-06 21:30"],
    ["Saturday 22:30 → Saturday 21:59", "2026-06-06 22:30", "2026-06-04 12:00", "2026-06-06 21:59"],
    ["Sunday 07:00 → Saturday 21:59", "2026-06-07 07:00", "2026-06-04 12:00", "2026-06-06 21:59"],
    // Holidays (dates checked above).
    ["Pesach I 2026 (Thu) morning → eve 14:59", "2026-04-02 10:00", "2026-03-30 12:00", "2026-04-01 14:59"],
    ["Pesach I 2026 21:30, last day reopened", "2026-04-02 21:30", "2026-03-30 12:00", "2026-04-02 21:30"],
    ["Rosh Hashana I 2026 (Sat) 22:00, closed all day → Friday 14:59", "2026-09-12 22:00", "2026-09-09 12:00", "2026-09-11 14:59"],
    ["Rosh Hashana II 2026 (Sun) 10:00 → Friday 14:59", "2026-09-13 10:00", "2026-09-09 12:00", "2026-09-11 14:59"],
    ["Rosh Hashana II 2026 21:00 reopened", "2026-09-13 21:00", "2026-09-09 12:00", "2026-09-13 21:00"],
    ["Monday after Rosh Hashana 07:00 → Sunday 21:59", "2026-09-14 07:00", "2026-09-09 12:00", "2026-09-13 21:59"],
    ["Yom Kippur 2026 (Mon) noon → Sunday eve 14:59", "2026-09-21 12:00", "2026-09-18 12:00", "2026-09-20 14:59"],
    ["day after Yom Kippur 07:30 → Yom Kippur 21:59", "2026-09-22 07:30", "2026-09-18 12:00", "2026-09-21 21:59"],
    ["Pesach I 2027 (Thu) 09:00 → eve 14:59", "2027-04-22 09:00", "2027-04-19 12:00", "2027-04-21 14:59"],
    ["Rosh Hashana II 2027 (Sun) noon → Friday 14:59", "2027-10-03 12:00", "2027-09-29 12:00", "2027-10-01 14:59"],
    // Clock changes in 2026: Friday 27 March 02:00 → 03:00, Sunday 25 October 02:00 → 01:00.
    ["spring-forward Friday 06:00 → Thursday 21:59", "2026-03-27 06:00", "2026-03-25 12:00", "2026-03-26 21:59"],
    ["fall-back Sunday 06:00 → Saturday 21:59", "2026-10-25 06:00", "2026-10-22 12:00", "2026-10-24 21:59"],
    // Nothing allowed between notBefore and planned.
    ["06:00, notBefore 23:00 the evening before", "2026-06-10 06:00", "2026-06-09 23:00", null],
    ["Saturday noon, notBefore Friday 16:00", "2026-06-06 12:00", "2026-06-05 16:00", null],
    ["Yom Kippur noon, notBefore on the eve after 15:00", "2026-09-21 12:00", "2026-09-20 15:00", null],
    ["planned before notBefore", "2026-06-09 14:30", "2026-06-09 15:00", null],
    // notBefore inside the last allowed minute: send at notBefore itself.
    ["22:30, notBefore 21:59:30", "2026-06-09 22:30", "2026-06-09 21:59:30", "2026-06-09 21:59"],
  ])("%s", (_case, planned, notBefore, expected) => {
    const result = sendableAt(at(planned), at(notBefore));
    expect(local(result)).toBe(expected === null ? null : expected.slice(0, 16));
    if (result !== null) {
      expect(isQuietTime(result)).toBe(false);
      expect(result.getTime()).toBeLessThanOrEqual(at(planned).getTime());
      expect(result.getTime()).toBeGreaterThanOrEqual(at(notBefore).getTime());
    }
  });

  it("is the start of the minute, or notBefore when that is later", () => {
    expect(sendableAt(at("2026-06-09 22:30"), at("2026-06-08 12:00"))?.toISOString()).toBe("2026-06-09T18:59:00.000Z");
    expect(sendableAt(at("2026-06-09 22:30"), at("2026-06-09 21:59:30"))?.toISOString()).toBe("2026-06-09T18:59:30.000Z");
  });

  it("crosses the clock changes by instants, not by wall-clock arithmetic", () => {
    // Spring: Friday 06:00 IDT (UTC+3) → Thursday 21:59 IST (UTC+2).
    expect(sendableAt(new Date("2026-03-27T03:00:00Z"), new Date("2026-03-25T00:00:00Z"))?.toISOString()).toBe(
      "2026-03-26T19:59:00.000Z",
    );
    // Autumn: Sunday 06:00 IST (UTC+2) → Saturday 21:59 IDT (UTC+3).
    expect(sendableAt(new Date("2026-10-25T04:00:00Z"), new Date("2026-10-22T00:00:00Z"))?.toISOString()).toBe(
      "2026-10-24T18:59:00.000Z",
    );
  });

  it("answers null for invalid dates", () => {
    expect(sendableAt(new Date(Number.NaN), at("2026-06-08 12:00"))).toBeNull();
    expect(sendableAt(at("2026-06-09 14:30"), new Date(Number.NaN))).toBeNull();
  });
});

describe("isQuietTime", () => {
  it.each([
    ["2026-06-09 07:59", true],
    ["2026-06-09 08:00", false],
    ["2026-06-09 21:59", false],
    ["2026-06-09 22:00", true],
    ["2026-06-05 14:59", false],
    ["2026-06-05 15:00", true],
    ["2026-06-06 20:59", true],
    ["2026-06-06 21:00", false],
    ["2026-09-12 21:30", true],
    ["2026-09-13 21:30", false],
  ])("%s → %s", (moment, quiet) => {
    expect(isQuietTime(at(moment))).toBe(quiet);
  });

  it("treats an invalid date as quiet, so nothing is sent", () => {
    expect(isQuietTime(new Date(Number.NaN))).toBe(true);
  });
});

describe("the reminder the day before a pickup (docs/decisions/035): 18:00 the evening before, moved earlier, never later", () => {
  it.each([
    ["a Tuesday pickup: Monday at 18:00", "2026-12-01 06:00", "2026-11-22 10:00", "2026-11-30 18:00"],
    ["booked the day before, before 18:00: that evening", "2026-12-02 07:00", "2026-12-01 17:00", "2026-12-01 18:00"],
    ["a Sunday pickup: Saturday 18:00 is Shabbat, so Friday 14:59", "2026-12-06 06:00", "2026-11-22 10:00", "2026-12-04 14:59"],
    ["a Saturday-night pickup: Friday 18:00 is Shabbat, so Friday 14:59", "2026-12-05 23:00", "2026-11-22 10:00", "2026-12-04 14:59"],
    ["after Rosh Hashana: the eve before it, 14:59", "2027-10-04 08:00", "2027-09-20 10:00", "2027-10-01 14:59"],
    ["booked after 18:00 the day before: no reminder, the confirmation says it all", "2026-12-01 06:00", "2026-11-30 20:00", null],
    ["booked on Friday afternoon for Sunday: no allowed moment left", "2026-12-06 06:00", "2026-12-04 16:00", null],
  ])("%s", (_name, pickup, booked, expected) => {
    expect(local(pickupReminderAt(at(pickup), at(booked)))).toBe(expected);
  });
});
