import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXTRA_IDS, PARKING_TYPES } from "@shared/constants.ts";
import { checkTime } from "@shared/calendar-rules.ts";
import { addDays, toInstant, toLocalParts } from "@shared/jerusalem-time.ts";
import { calculatorDays, parkingPrice, quote } from "@shared/pricing.ts";
import { checkSchedule } from "@shared/schedule-rules.ts";
import { stayDays } from "@shared/stay-days.ts";
import { TIME_SLOTS } from "@shared/time-slots.ts";

const parkingType = fc.constantFrom(...PARKING_TYPES);
const extras = fc.array(fc.constantFrom(...EXTRA_IDS), { maxLength: 8 });
/** Dates from 2020 to 2035 as 'YYYY-MM-DD'. */
const isoDate = fc
  .integer({ min: 0, max: 365 * 16 })
  .map((offset) => addDays("2020-01-01", offset) as string);
const slot = fc.constantFrom(...TIME_SLOTS);

describe("pricing properties", () => {
  it("the parking price never falls as days grow", () => {
    fc.assert(
      fc.property(parkingType, fc.integer({ min: -5, max: 400 }), fc.integer({ min: 0, max: 50 }), (type, days, more) => {
        expect(parkingPrice(type, days + more)).toBeGreaterThanOrEqual(parkingPrice(type, days));
      }),
    );
  });

  it("a total is never negative and the discount never exceeds the order", () => {
    fc.assert(
      fc.property(parkingType, fc.double({ noNaN: false }), extras, fc.double(), (type, days, chosen, couponAmount) => {
        const result = quote({ type, days, extras: chosen, couponAmount });
        expect(result.total).toBeGreaterThanOrEqual(0);
        expect(result.discount).toBeGreaterThanOrEqual(0);
        expect(result.discount).toBeLessThanOrEqual(result.parking + result.extrasTotal);
        expect(result.total).toBe(result.parking + result.extrasTotal - result.discount);
        expect(Number.isInteger(result.total)).toBe(true);
      }),
    );
  });

  it("calculator days are whole and at least one, for any input", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double()), (input) => {
        const days = calculatorDays(input);
        expect(Number.isInteger(days)).toBe(true);
        expect(days).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe("day counting properties", () => {
  it("days are at least one and count both ends", () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 0, max: 400 }), (from, length) => {
        const to = addDays(from, length) as string;
        expect(stayDays(from, to)).toBe(length + 1);
        expect(stayDays(to, from)).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it("days are at least one for any strings", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (from, to) => {
        expect(stayDays(from, to)).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe("time properties", () => {
  it("every slot is on a 15-minute boundary", () => {
    for (const time of TIME_SLOTS) {
      const [hours, minutes] = time.split(":").map(Number);
      expect(minutes! % 15).toBe(0);
      expect(hours).toBeLessThan(24);
    }
  });

  it("every existing local slot round-trips through an instant", () => {
    fc.assert(
      fc.property(isoDate, slot, (date, time) => {
        const instant = toInstant(date, time);
        if (instant) expect(toLocalParts(instant)).toMatchObject({ date, time });
      }),
    );
  });

  it("checkTime never throws and answers null or a coded refusal", () => {
    fc.assert(
      fc.property(fc.oneof(isoDate, fc.string()), fc.oneof(slot, fc.string()), (date, time) => {
        const result = checkTime(date, time);
        if (result !== null) expect(typeof result.message).toBe("string");
      }),
    );
  });
});

describe("checkSchedule never throws", () => {
  const value = fc.oneof(isoDate, slot, fc.string(), fc.constant(undefined), fc.integer(), fc.constant(null));

  it("on arbitrary strings and values", () => {
    fc.assert(
      fc.property(
        fc.tuple(value, value, value, value),
        fc.record({ now: fc.date({ noInvalidDate: true }), allowSameDayWithout8h: fc.boolean(), minAdvanceHours: fc.double() }),
        ([a, b, c, d], ctx) => {
          const result = checkSchedule({ departure_date: a, departure_time: b, arrival_date: c, arrival_time: d }, ctx);
          expect(result.ok).toBe(Object.keys(result.errors).length === 0);
        },
      ),
    );
  });

  it("a booking it accepts has the arrival strictly after the departure", () => {
    fc.assert(
      fc.property(isoDate, slot, isoDate, slot, (depDate, depTime, arrDate, arrTime) => {
        const now = new Date("2019-12-01T00:00:00Z");
        const input = { departure_date: depDate, departure_time: depTime, arrival_date: arrDate, arrival_time: arrTime };
        if (checkSchedule(input, { now }).ok) {
          expect((toInstant(arrDate, arrTime) as Date).getTime()).toBeGreaterThan((toInstant(depDate, depTime) as Date).getTime());
        }
      }),
    );
  });
});
