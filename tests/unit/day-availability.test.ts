import { describe, expect, it } from "vitest";
import { MAX_AVAILABILITY_DAYS, dayAvailability, rangeAvailability } from "@shared/day-availability.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import { TIME_SLOTS } from "@shared/time-slots.ts";

const at = (date: string, time: string): Date => toInstant(date, time) as Date;

describe("dayAvailability", () => {
  it("opens every slot on an ordinary weekday", () => {
    const day = dayAvailability("2026-06-03");
    expect(day).toEqual({
      date: "2026-06-03",
      weekday: 3,
      holidayLabel: null,
      isFull: false,
      closedAllDay: false,
      openSlots: [...TIME_SLOTS],
      blocked: [],
    });
  });

  it("closes Friday from 15:00", () => {
    const day = dayAvailability("2026-06-05");
    expect(day?.weekday).toBe(5);
    expect(day?.openSlots.at(-1)).toBe("14:45");
    expect(day?.openSlots).toHaveLength(60);
  });

  it("opens Saturday from 21:00", () => {
    expect(dayAvailability("2026-06-06")?.openSlots).toEqual([
      ...["21:00", "21:15", "21:30", "21:45", "22:00", "22:15"],
      ...["22:30", "22:45", "23:00", "23:15", "23:30", "23:45"],
    ]);
  });

  it.each([
    ["2026-09-12", "ראש השנה", true],
    ["2026-09-13", "ראש השנה", false],
    ["2027-06-11", "שבועות", true], // a holiday on Friday is closed all day
    ["2028-09-22", "ראש השנה", true],
    ["2026-09-20", "ערב יום כיפור", false],
  ])("%s is labelled %s, closed all day: %s", (date, label, closed) => {
    const day = dayAvailability(date);
    expect(day?.holidayLabel).toBe(label);
    expect(day?.closedAllDay).toBe(closed);
  });

  it("closes a full date and says so", () => {
    const day = dayAvailability("2026-06-03", { isDateFull: new Set(["2026-06-03"]) });
    expect(day?.isFull).toBe(true);
    expect(day?.closedAllDay).toBe(true);
    expect(day?.openSlots).toEqual([]);
  });

  it("lists the blocked periods touching the day, clipped to it", () => {
    const blackouts = [
      { startAt: at("2026-06-02", "20:00"), endAt: at("2026-06-03", "06:00") },
      { startAt: at("2026-06-03", "12:00"), endAt: at("2026-06-03", "12:30") },
      { startAt: at("2026-06-04", "00:00"), endAt: at("2026-06-05", "00:00") },
    ];
    const day = dayAvailability("2026-06-03", { blackouts });
    expect(day?.blocked).toEqual([
      { from: at("2026-06-03", "00:00"), to: at("2026-06-03", "06:00") },
      { from: at("2026-06-03", "12:00"), to: at("2026-06-03", "12:30") },
    ]);
    expect(day?.openSlots).not.toContain("06:00");
    expect(day?.openSlots).toContain("06:15");
    expect(day?.openSlots).not.toContain("12:15");
    expect(day?.openSlots).toContain("12:45");
    expect(day?.openSlots).toContain("23:45");
  });

  it("leaves out the times the spring DST jump skips", () => {
    const day = dayAvailability("2026-03-27");
    expect(day?.openSlots).toContain("01:45");
    expect(day?.openSlots).not.toContain("02:00");
    expect(day?.openSlots).toContain("03:00");
  });

  it("is null for an invalid date", () => {
    expect(dayAvailability("2026-02-30")).toBeNull();
  });
});

describe("rangeAvailability", () => {
  it("covers each date of the range", () => {
    const days = rangeAvailability("2026-09-10", "2026-09-14");
    expect(days.map((day) => [day.date, day.closedAllDay])).toEqual([
      ["2026-09-10", false],
      ["2026-09-11", false],
      ["2026-09-12", true],
      ["2026-09-13", false],
      ["2026-09-14", false],
    ]);
  });

  it("is capped", () => {
    expect(rangeAvailability("2026-01-01", "2026-12-31")).toHaveLength(MAX_AVAILABILITY_DAYS);
    expect(rangeAvailability("2026-01-02", "2026-01-01")).toEqual([]);
  });
});
