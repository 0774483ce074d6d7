import { describe, expect, it } from "vitest";
import {
  addDays,
  adoptOffsetSpans,
  offsetSpans,
  daysBetween,
  isValidDateString,
  isValidTimeString,
  localDate,
  toInstant,
  toLocalParts,
  weekdayOf,
} from "@shared/jerusalem-time.ts";

describe("toInstant: local Israeli time to an instant", () => {
  it.each([
    ["winter (UTC+2)", "2026-01-15", "10:00", "2026-01-15T08:00:00.000Z"],
    ["summer (UTC+3)", "2026-07-15", "10:00", "2026-07-15T07:00:00.000Z"],
    ["midnight", "2026-07-15", "00:00", "2026-07-14T21:00:00.000Z"],
    ["just before the spring jump", "2026-03-27", "01:45", "2026-03-26T23:45:00.000Z"],
    ["just after the spring jump", "2026-03-27", "03:00", "2026-03-27T00:00:00.000Z"],
    ["after the autumn change", "2026-10-25", "12:00", "2026-10-25T10:00:00.000Z"],
  ])("%s", (_name, date, time, iso) => {
    expect(toInstant(date, time)?.toISOString()).toBe(iso);
  });

  it.each([
    ["2026-02-30", "10:00"],
    ["2026-02-29", "10:00"],
    ["2026-13-01", "10:00"],
    ["2026-6-1", "10:00"],
    ["2026-06-01", "9:00"],
    ["2026-06-01", "24:00"],
    ["2026-06-01", "10:60"],
    ["2026-03-27", "02:00"],
    ["2026-03-27", "02:45"],
  ])("refuses %s %s", (date, time) => {
    expect(toInstant(date, time)).toBeNull();
  });

  it("accepts 29 February of a leap year", () => {
    expect(toInstant("2028-02-29", "10:00")).not.toBeNull();
  });
});

describe("toLocalParts", () => {
  it("reads an instant on the Israeli clock whatever the process zone", () => {
    expect(toLocalParts(new Date("2026-06-05T21:30:00Z"))).toEqual({ date: "2026-06-06", time: "00:30", weekday: 6 });
    expect(toLocalParts(new Date("2026-01-04T06:15:00Z"))).toEqual({ date: "2026-01-04", time: "08:15", weekday: 0 });
  });

  it("round-trips with toInstant", () => {
    const instant = toInstant("2026-09-21", "21:00") as Date;
    expect(toLocalParts(instant)).toEqual({ date: "2026-09-21", time: "21:00", weekday: 1 });
  });

  it("gives the local date of now", () => {
    expect(localDate(new Date("2026-06-01T21:00:00Z"))).toBe("2026-06-02");
  });
});

describe("small helpers", () => {
  it("validates dates and times", () => {
    expect(isValidDateString("2026-06-01")).toBe(true);
    expect(isValidDateString("2026-02-30")).toBe(false);
    expect(isValidDateString(20260601)).toBe(false);
    expect(isValidTimeString("23:45")).toBe(true);
    expect(isValidTimeString("23:45:00")).toBe(false);
  });

  it("does calendar arithmetic across DST and year ends", () => {
    expect(addDays("2026-03-26", 1)).toBe("2026-03-27");
    expect(addDays("2026-03-27", 1)).toBe("2026-03-28");
    expect(addDays("2026-10-25", 1)).toBe("2026-10-26");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("bad", 1)).toBeNull();
  });

  it("numbers weekdays from Sunday = 0", () => {
    expect(weekdayOf("2026-06-07")).toBe(0);
    expect(weekdayOf("2026-06-05")).toBe(5);
    expect(weekdayOf("2026-06-06")).toBe(6);
    expect(weekdayOf("x")).toBeNull();
  });
});

describe("agrees with luxon's zone arithmetic", () => {
  // luxon (a dependency of the stack, not of the browser bundle) is the oracle for
  // the Intl-based conversion, every 45 minutes (so every quarter hour of the clock
  // comes round) over two years of clock changes.
  // The repeated autumn hour is left out: luxon picks its instance by today's offset.
  it("every 45 minutes through 2026 and 2027", { timeout: 120_000 }, async () => {
    const { DateTime } = await import("luxon");
    let checked = 0;
    for (let date: string | null = "2026-01-01"; date && date < "2028-01-01"; date = addDays(date, 1)) {
      for (let minutes = (daysBetween("2026-01-01", date)! * 1440) % 45; minutes < 1440; minutes += 45) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
        const [year, month, day] = date.split("-").map(Number) as [number, number, number];
        const moment = DateTime.fromObject({ year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60 }, { zone: "Asia/Jerusalem" });
        const exists = moment.isValid && moment.hour === Math.floor(minutes / 60) && moment.minute === minutes % 60;
        const repeated = exists && moment.offset !== moment.minus({ hours: 1 }).offset && moment.plus({ hours: 1 }).offset === moment.offset && moment.minus({ hours: 1 }).hour === moment.hour;
        const ambiguous = exists && (DateTime.fromMillis(moment.toMillis() - 3_600_000, { zone: "Asia/Jerusalem" }).toFormat("HH:mm") === time || DateTime.fromMillis(moment.toMillis() + 3_600_000, { zone: "Asia/Jerusalem" }).toFormat("HH:mm") === time);
        if (repeated || ambiguous) continue;
        const instant = toInstant(date, time);
        expect(instant?.toISOString() ?? null, `${date} ${time}`).toBe(exists ? moment.toUTC().toISO() : null);
        if (instant) expect(toLocalParts(instant), `${date} ${time}`).toEqual({ date, time, weekday: moment.weekday % 7 });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(23_000);
  });

  it("takes the first of the repeated autumn hour", () => {
    // 2026-10-25: clocks go back from 02:00 (UTC+3) to 01:00 (UTC+2).
    expect(toInstant("2026-10-25", "01:30")?.toISOString()).toBe("2026-10-24T22:30:00.000Z");
    expect(toLocalParts(new Date("2026-10-24T23:30:00.000Z"))).toMatchObject({ date: "2026-10-25", time: "01:30" });
  });
});

describe("offsetSpans: Israel's offsets as the server sends them to the booking page", () => {
  it("finds the clock changes of a year to the quarter hour", () => {
    const spans = offsetSpans(Date.parse("2026-01-01T00:00:00Z"), Date.parse("2027-01-01T00:00:00Z"));
    expect(spans.map((span) => [new Date(span.from).toISOString(), new Date(span.to).toISOString(), span.offsetMs / 3_600_000])).toEqual([
      ["2026-01-01T00:00:00.000Z", "2026-03-27T00:00:00.000Z", 2],
      ["2026-03-27T00:00:00.000Z", "2026-10-24T23:00:00.000Z", 3],
      ["2026-10-24T23:00:00.000Z", "2027-01-01T00:00:00.000Z", 2],
    ]);
  });

  it("covers odd ends whole, so a span never stops short of what was asked", () => {
    const spans = offsetSpans(Date.parse("2026-03-26T10:07:00Z"), Date.parse("2026-03-27T00:05:00Z"));
    expect(spans[0]!.from).toBe(Date.parse("2026-03-26T10:00:00Z"));
    expect(spans.at(-1)!.to).toBe(Date.parse("2026-03-27T00:15:00Z"));
    expect(spans.map((span) => span.offsetMs / 3_600_000)).toEqual([2, 3]);
  });

  it("is what the clock then reads, where no Intl is asked", () => {
    // 2091 is far from every other test's dates, so nothing of it is cached yet:
    // a span that says UTC+5 must be what the clock reads.
    adoptOffsetSpans([{ from: Date.parse("2091-06-01T00:00:00Z"), to: Date.parse("2091-06-02T00:00:00Z"), offsetMs: 5 * 3_600_000 }]);
    try {
      expect(toLocalParts(new Date("2091-06-01T12:00:00Z")).time).toBe("17:00");
      expect(toLocalParts(new Date("2091-06-03T12:00:00Z")).time).toBe("15:00");
    } finally {
      adoptOffsetSpans([]);
    }
  });
});
