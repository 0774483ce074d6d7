import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayAvailability } from "@shared/day-availability.ts";
import { addDays, toInstant } from "@shared/jerusalem-time.ts";
import type { AvailabilityDay } from "@shared/loader-services.ts";
import { packCalendar, unpackCalendar } from "@shared/packed-calendar.ts";
import { availabilityDays } from "@server/services/availability-days.ts";

const at = (date: string, time: string): Date => toInstant(date, time) as Date;

/** A year of the real calendar from `from`, with a blocked morning and a full day. */
function year(from: string, count = 366): AvailabilityDay[] {
  const blackouts = [{ startAt: at("2026-12-08", "10:00"), endAt: at("2026-12-08", "12:00") }];
  const ctx = { blackouts, isDateFull: new Set(["2027-01-14"]) };
  const days = [];
  for (let i = 0, date: string | null = from; i < count && date; i++, date = addDays(date, 1)) days.push(dayAvailability(date, ctx)!);
  return availabilityDays(days);
}

describe("packCalendar", () => {
  it("keeps only the days that are not their weekday's ordinary hours, and unpacks to the same year", () => {
    const days = year("2026-11-22");
    const packed = packCalendar(days);
    expect(packed.count).toBe(366);
    // Sunday–Thursday around the clock, Friday until 15:00, Saturday from 21:00.
    expect(packed.week[0]).toEqual([{ from: "00:00", to: "23:45" }]);
    expect(packed.week[5]).toEqual([{ from: "00:00", to: "14:45" }]);
    expect(packed.week[6]).toEqual([{ from: "21:00", to: "23:45" }]);
    const special = new Set(packed.exceptions.map((day) => day.date));
    expect(special).toContain("2026-12-08"); // blocked 10:00–12:00
    expect(special).toContain("2027-01-14"); // full
    expect(special).toContain("2027-04-22"); // Passover
    expect(special).not.toContain("2026-12-03"); // an ordinary Thursday
    expect(packed.exceptions.length).toBeLessThan(60);
    expect(unpackCalendar(packed)).toEqual(days);
  });

  it("unpacks whatever it packed, however the days differ from their weekday", () => {
    const ranges = fc.array(fc.record({ from: fc.constantFrom("00:00", "09:00", "21:00"), to: fc.constantFrom("14:45", "23:45") }), { maxLength: 2 });
    const change = fc.record({
      holiday_label: fc.option(fc.constantFrom("פסח", "ערב ראש השנה"), { freq: 4 }),
      is_full: fc.boolean(),
      closed_all_day: fc.boolean(),
      open: fc.option(ranges, { freq: 2 }),
      blocked: fc.array(fc.record({ from: fc.constant("2026-12-08T08:00:00.000Z"), to: fc.constant("2026-12-08T10:00:00.000Z") }), { maxLength: 1 }),
    });
    fc.assert(
      fc.property(fc.nat(60), fc.integer({ min: 1, max: 40 }), fc.array(fc.tuple(fc.nat(39), change), { maxLength: 10 }), (start, count, changes) => {
        const days = year(addDays("2026-11-22", start)!, count);
        for (const [index, { open, ...rest }] of changes) {
          const day = days[index % count]!;
          days[index % count] = { ...day, ...rest, open: open ?? day.open };
        }
        expect(unpackCalendar(packCalendar(days))).toEqual(days);
      }),
      { numRuns: 150 },
    );
  });

  it("packs an empty calendar to nothing", () => {
    expect(unpackCalendar(packCalendar([]))).toEqual([]);
  });
});
