// The booking's bounds (docs/decisions/038) as a table: the horizon counts from
// today in Israel, the stay in priced days (both ends counted, as stayDays).
import { describe, expect, it } from "vitest";
import { messages } from "@shared/messages/index.ts";
import { checkSchedule } from "@shared/schedule-rules.ts";
import { lastBookableDates, stayBoundErrors } from "@shared/stay-bounds.ts";

// Sunday 2026-11-22 10:00 in Israel; 23:30 UTC on the 22nd is already the 23rd there.
const NOW = new Date("2026-11-22T08:00:00Z");
const LATE = new Date("2026-11-22T23:30:00Z");

describe("stayBoundErrors", () => {
  const rows: [string, string, string, { bookingHorizonDays?: number; maxStayDays?: number }, Date, { departure?: string; arrival?: string }][] = [
    ["a week", "2026-11-24", "2026-11-30", {}, NOW, {}],
    ["the longest default stay, 90 days", "2026-11-24", "2027-02-21", {}, NOW, {}],
    ["91 days", "2026-11-24", "2027-02-22", {}, NOW, { arrival: messages.schedule.stayTooLong(90) }],
    ["ten years", "2026-11-24", "2036-11-20", {}, NOW, { arrival: messages.schedule.stayTooLong(90) }],
    ["to the year 9999", "2027-01-05", "9999-12-28", {}, NOW, { arrival: messages.schedule.stayTooLong(90) }],
    ["the last departure, 365 days ahead", "2027-11-22", "2027-11-25", {}, NOW, {}],
    ["a day beyond the horizon", "2027-11-23", "2027-11-25", {}, NOW, { departure: messages.schedule.beyondHorizon(365) }],
    ["the horizon counts from Israel's today", "2027-11-23", "2027-11-25", {}, LATE, {}],
    ["both bounds broken", "2028-01-01", "2028-12-31", {}, NOW, { departure: messages.schedule.beyondHorizon(365), arrival: messages.schedule.stayTooLong(90) }],
    ["a one-day stay when the longest is one day", "2026-11-24", "2026-11-24", { maxStayDays: 1 }, NOW, {}],
    ["two days when the longest is one", "2026-11-24", "2026-11-25", { maxStayDays: 1 }, NOW, { arrival: messages.schedule.stayTooLong(1) }],
    ["an operator's horizon of 30 days", "2026-12-23", "2026-12-24", { bookingHorizonDays: 30 }, NOW, { departure: messages.schedule.beyondHorizon(30) }],
    ["an unreadable setting falls back to the default", "2026-11-24", "2027-02-22", { maxStayDays: Number.NaN }, NOW, { arrival: messages.schedule.stayTooLong(90) }],
    ["a return before the departure is the schedule's refusal, not the bound's", "2026-11-30", "2026-11-24", {}, NOW, {}],
  ];
  it.each(rows)("%s", (_name, departure, arrival, bounds, now, expected) => {
    expect(stayBoundErrors(departure, arrival, { ...bounds, now })).toEqual(expected);
  });

  it("speaks Hebrew counts naturally", () => {
    expect(messages.schedule.stayTooLong(1)).toContain("יום אחד");
    expect(messages.schedule.stayTooLong(2)).toContain("יומיים");
    expect(messages.schedule.beyondHorizon(365)).toContain("365 ימים");
  });
});

describe("lastBookableDates: the calendars' last dates", () => {
  it.each([
    ["defaults", "2026-11-22", "2026-11-24", {}, { departure: "2027-11-22", arrival: "2027-02-21" }],
    ["no departure chosen yet", "2026-11-22", null, {}, { departure: "2027-11-22", arrival: null }],
    ["an operator's bounds", "2026-11-22", "2026-11-24", { bookingHorizonDays: 30, maxStayDays: 7 }, { departure: "2026-12-22", arrival: "2026-11-30" }],
  ] as const)("%s", (_name, today, departure, bounds, expected) => {
    expect(lastBookableDates(today, departure, bounds)).toEqual(expected);
  });
});

describe("checkSchedule puts each refusal on its date", () => {
  const base = { departure_date: "2026-11-24", departure_time: "06:00", arrival_time: "22:30" };
  it("the longest stay on the arrival date", () => {
    expect(checkSchedule({ ...base, arrival_date: "2027-02-22" }, { now: NOW }).errors).toEqual({ arrival_date: messages.schedule.stayTooLong(90) });
  });
  it("the horizon on the departure date", () => {
    const result = checkSchedule({ ...base, departure_date: "2027-11-23", arrival_date: "2027-11-25" }, { now: NOW, bookingHorizonDays: 365 });
    expect(result.errors).toEqual({ departure_date: messages.schedule.beyondHorizon(365) });
  });
  it("a past departure says so, not the horizon", () => {
    const result = checkSchedule({ ...base, departure_date: "2026-11-20", arrival_date: "2026-11-25" }, { now: NOW });
    expect(result.errors.departure_date).toBe(messages.schedule.departureDateInPast);
  });
});
