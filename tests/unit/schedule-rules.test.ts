import { describe, expect, it } from "vitest";
import { toInstant } from "@shared/jerusalem-time.ts";
import { messages } from "@shared/messages/index.ts";
import {
  checkSchedule,
  sameDayNotice,
  type ScheduleContext,
  type ScheduleInput,
} from "@shared/schedule-rules.ts";

const at = (date: string, time: string): Date => {
  const instant = toInstant(date, time);
  if (!instant) throw new Error(`bad fixture ${date} ${time}`);
  return instant;
};

// Monday 2026-06-01 10:00 in Israel; the rest of that week has no holiday.
const NOW = at("2026-06-01", "10:00");
const ctx = (extra: Partial<ScheduleContext> = {}): ScheduleContext => ({
  now: NOW,
  minAdvanceHours: 8,
  allowSameDayWithout8h: false,
  blackouts: [],
  ...extra,
});

const trip = (overrides: ScheduleInput = {}): ScheduleInput => ({
  departure_date: "2026-06-03",
  departure_time: "10:00",
  arrival_date: "2026-06-10",
  arrival_time: "18:00",
  ...overrides,
});

describe("checkSchedule: a good booking", () => {
  it("passes with no errors", () => {
    expect(checkSchedule(trip(), ctx())).toEqual({ ok: true, errors: {} });
  });
});

describe("checkSchedule: minimum advance notice", () => {
  it.each([
    ["2026-06-01", "17:45", messages.schedule.minAdvance(8)],
    ["2026-06-01", "18:00", undefined],
    ["2026-06-01", "18:15", undefined],
    ["2026-06-02", "00:00", undefined],
  ])("departure %s %s with now Monday 10:00", (date, time, error) => {
    const result = checkSchedule(trip({ departure_date: date, departure_time: time }), ctx());
    expect(result.errors.departure_time).toBe(error);
  });

  it("says how many hours in Hebrew", () => {
    expect(messages.schedule.minAdvance(8)).toBe("יש לבחור תאריך ושעה לפחות 8 שעות מעכשיו");
    expect(messages.schedule.minAdvance(24)).toBe("יש לבחור תאריך ושעה לפחות 24 שעות מעכשיו");
    expect(messages.schedule.minAdvance(2)).toBe("יש לבחור תאריך ושעה לפחות שעתיים מעכשיו");
    expect(messages.schedule.minAdvance(1)).toBe("יש לבחור תאריך ושעה לפחות שעה אחת מעכשיו");
  });

  it("follows min_advance_hours from the site configuration", () => {
    const result = checkSchedule(trip({ departure_date: "2026-06-02", departure_time: "09:45" }), ctx({ minAdvanceHours: 24 }));
    expect(result.errors.departure_time).toBe(messages.schedule.minAdvance(24));
    expect(checkSchedule(trip({ departure_date: "2026-06-02", departure_time: "10:00" }), ctx({ minAdvanceHours: 24 })).ok).toBe(true);
  });

  it("uses the default of 8 hours when the configuration is missing", () => {
    const defaults: ScheduleContext = { now: NOW };
    expect(checkSchedule(trip({ departure_date: "2026-06-01", departure_time: "17:45" }), defaults).ok).toBe(false);
    expect(checkSchedule(trip({ departure_date: "2026-06-01", departure_time: "18:00" }), defaults).ok).toBe(true);
  });

  it("measures from an off-slot now to the minute", () => {
    const now = new Date(at("2026-06-01", "10:00").getTime() + 7 * 60_000); // 10:07
    expect(checkSchedule(trip({ departure_date: "2026-06-01", departure_time: "18:00" }), ctx({ now })).ok).toBe(false);
    expect(checkSchedule(trip({ departure_date: "2026-06-01", departure_time: "18:15" }), ctx({ now })).ok).toBe(true);
  });
});

describe("checkSchedule: same-day switch (allow_same_day_without_8h)", () => {
  it.each([
    // [switch, date, time, expected error]
    [true, "2026-06-01", "09:45", messages.schedule.timeInPast],
    [true, "2026-06-01", "10:00", undefined],
    [true, "2026-06-01", "10:15", undefined],
    [false, "2026-06-01", "10:15", messages.schedule.minAdvance(8)],
    [false, "2026-06-01", "09:45", messages.schedule.minAdvance(8)],
  ])("switch %s: departure %s %s", (allowSameDayWithout8h, date, time, error) => {
    const result = checkSchedule(trip({ departure_date: date, departure_time: time }), ctx({ allowSameDayWithout8h }));
    expect(result.errors.departure_time).toBe(error);
  });

  it("keeps the N-hours rule for later dates even when the switch is on", () => {
    const late = ctx({ now: at("2026-06-01", "20:00"), allowSameDayWithout8h: true });
    expect(checkSchedule(trip({ departure_date: "2026-06-01", departure_time: "23:45" }), late).ok).toBe(true);
    expect(checkSchedule(trip({ departure_date: "2026-06-02", departure_time: "03:45" }), late).errors.departure_time).toBe(
      messages.schedule.minAdvance(8),
    );
    expect(checkSchedule(trip({ departure_date: "2026-06-02", departure_time: "04:00" }), late).ok).toBe(true);
  });

  it("still applies the calendar rules on the same day", () => {
    const friday = ctx({ now: at("2026-06-05", "09:00"), allowSameDayWithout8h: true });
    const result = checkSchedule(trip({ departure_date: "2026-06-05", departure_time: "15:00" }), friday);
    expect(result.errors.departure_time).toBe(messages.schedule.fridayOrEve);
  });

  it("asks to phone for a same-day departure only while the switch is off", () => {
    expect(sameDayNotice("2026-06-01", ctx())).toBe(messages.schedule.sameDayCallUs);
    expect(sameDayNotice("2026-06-02", ctx())).toBeNull();
    expect(sameDayNotice("2026-06-01", ctx({ allowSameDayWithout8h: true }))).toBeNull();
  });
});

describe("checkSchedule: dates in order", () => {
  it("refuses a departure date in the past", () => {
    const result = checkSchedule(trip({ departure_date: "2026-05-31", departure_time: "23:45" }), ctx());
    expect(result.errors.departure_date).toBe(messages.schedule.departureDateInPast);
  });

  it("refuses an arrival date before the departure date", () => {
    const result = checkSchedule(trip({ arrival_date: "2026-06-02", arrival_time: "23:00" }), ctx());
    expect(result).toEqual({ ok: false, errors: { arrival_date: messages.schedule.arrivalDateBeforeDeparture } });
  });

  it("refuses an arrival at the same moment as the departure", () => {
    const result = checkSchedule(trip({ arrival_date: "2026-06-03", arrival_time: "10:00" }), ctx());
    expect(result).toEqual({ ok: false, errors: { arrival_time: messages.schedule.arrivalNotAfterDeparture } });
  });

  it("refuses an earlier arrival time on the departure date", () => {
    const result = checkSchedule(trip({ arrival_date: "2026-06-03", arrival_time: "09:45" }), ctx());
    expect(result.errors.arrival_time).toBe(messages.schedule.arrivalNotAfterDeparture);
  });

  it("accepts a same-day return a slot later", () => {
    expect(checkSchedule(trip({ arrival_date: "2026-06-03", arrival_time: "10:15" }), ctx()).ok).toBe(true);
  });
});

describe("checkSchedule: calendar rules on both ends", () => {
  it.each([
    ["departure", { departure_date: "2026-06-05", departure_time: "15:00" }, "departure_time", messages.schedule.fridayOrEve],
    ["arrival", { arrival_date: "2026-06-12", arrival_time: "15:00" }, "arrival_time", messages.schedule.fridayOrEve],
    ["departure", { departure_date: "2026-06-06", departure_time: "20:45" }, "departure_time", messages.schedule.shabbat],
    ["arrival", { arrival_date: "2026-06-13", arrival_time: "20:45" }, "arrival_time", messages.schedule.shabbat],
  ] as const)("%s %j", (_leg, overrides, field, message) => {
    expect(checkSchedule(trip(overrides), ctx()).errors[field]).toBe(message);
  });

  it("lets a Saturday-night return through at 21:00", () => {
    expect(checkSchedule(trip({ arrival_date: "2026-06-13", arrival_time: "21:00" }), ctx()).ok).toBe(true);
  });

  it("refuses a landing on a holiday until 21:00 of its last day", () => {
    const autumn = ctx({ now: at("2026-09-01", "10:00") });
    const base = { departure_date: "2026-09-08", departure_time: "08:00" };
    expect(checkSchedule({ ...base, arrival_date: "2026-09-12", arrival_time: "21:00" }, autumn).errors.arrival_time).toBe(
      messages.schedule.holiday,
    );
    expect(checkSchedule({ ...base, arrival_date: "2026-09-13", arrival_time: "20:45" }, autumn).errors.arrival_time).toBe(
      messages.schedule.holiday,
    );
    expect(checkSchedule({ ...base, arrival_date: "2026-09-13", arrival_time: "21:00" }, autumn).ok).toBe(true);
  });

  it("refuses a blocked period on either end, both ends inclusive", () => {
    const blackouts = [{ startAt: at("2026-06-03", "10:00"), endAt: at("2026-06-10", "18:00") }];
    const result = checkSchedule(trip(), ctx({ blackouts }));
    expect(result.errors).toEqual({
      departure_time: messages.schedule.unavailable,
      arrival_time: messages.schedule.unavailable,
    });
    expect(checkSchedule(trip({ departure_time: "09:45", arrival_time: "18:15" }), ctx({ blackouts })).ok).toBe(true);
  });

  it("refuses a full date", () => {
    const result = checkSchedule(trip(), ctx({ isDateFull: new Set(["2026-06-03"]) }));
    expect(result.errors).toEqual({ departure_time: messages.schedule.unavailable });
  });
});

describe("checkSchedule: formats", () => {
  it("asks for every missing value", () => {
    expect(checkSchedule({}, ctx()).errors).toEqual({
      departure_date: messages.required.departureDate,
      departure_time: messages.required.departureTime,
      arrival_date: messages.required.arrivalDate,
      arrival_time: messages.required.arrivalTime,
    });
  });

  it("refuses an off-slot time", () => {
    expect(checkSchedule(trip({ departure_time: "10:07" }), ctx()).errors.departure_time).toBe(messages.invalid.timeSlot);
  });

  it("refuses an impossible date", () => {
    expect(checkSchedule(trip({ arrival_date: "2026-02-30" }), ctx()).errors.arrival_date).toBe(messages.invalid.date);
  });

  it("refuses a time the spring DST jump skips", () => {
    const march = ctx({ now: at("2026-03-01", "10:00") });
    const result = checkSchedule(
      { departure_date: "2026-03-27", departure_time: "02:30", arrival_date: "2026-03-29", arrival_time: "22:00" },
      march,
    );
    expect(result.errors).toEqual({ departure_time: messages.invalid.time });
  });

  it("never throws on values of the wrong type", () => {
    const junk = { departure_date: 20260603, departure_time: null, arrival_date: ["x"], arrival_time: {} };
    expect(checkSchedule(junk, ctx()).ok).toBe(false);
    expect(checkSchedule(null as unknown as ScheduleInput, ctx()).ok).toBe(false);
  });
});
