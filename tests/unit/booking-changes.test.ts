// The rules of changing and cancelling a booking (docs/decisions/006, 017).
import { describe, expect, it } from "vitest";
import {
  amountDue,
  cancellationTerms,
  changeWindow,
  diffValues,
  isRestDay,
  lastCancellationDate,
  lawFee,
  repriceChange,
  settleChange,
  type BookingMoney,
  type ChangeableValues,
} from "@shared/booking-changes.ts";
import { toInstant } from "@shared/jerusalem-time.ts";

const at = (date: string, time: string) => toInstant(date, time)!;

describe("changeWindow", () => {
  const departureAt = at("2026-11-24", "06:00");
  it.each([
    ["a day and a minute before", at("2026-11-23", "05:59"), 24, true],
    ["exactly at the cutoff", at("2026-11-23", "06:00"), 24, false],
    ["after the cutoff", at("2026-11-23", "12:00"), 24, false],
    ["a shorter cutoff still open", at("2026-11-23", "12:00"), 12, true],
    ["a zero cutoff until pickup", at("2026-11-24", "05:45"), 0, true],
  ])("%s", (_name, now, cutoffHours, allowed) => {
    expect(changeWindow({ departureAt, cutoffHours, now, cancelled: false }).allowed).toBe(allowed);
  });

  it("the deadline is pickup less the cutoff; a cancelled booking never changes", () => {
    const window = changeWindow({ departureAt, cutoffHours: 24, now: at("2026-11-20", "10:00"), cancelled: true });
    expect(window).toEqual({ allowed: false, deadline: at("2026-11-23", "06:00") });
  });
});

describe("the law's two days that are not rest days", () => {
  it.each([
    ["Saturday", "2026-11-28", true],
    ["Friday", "2026-11-27", false],
    ["Rosh Hashana I (a Saturday)", "2026-09-12", true],
    ["Rosh Hashana II (a Sunday)", "2026-09-13", true],
    ["Yom Kippur (a Monday)", "2026-09-21", true],
    ["erev Yom Kippur", "2026-09-20", false],
    ["chol hamoed Sukkot", "2026-09-28", false],
  ])("%s is a rest day: %s", (_name, date, rest) => {
    expect(isRestDay(date)).toBe(rest);
  });

  it.each([
    ["handover Tuesday: Sunday and Monday remain", "2026-11-24", "2026-11-21"],
    ["handover Wednesday", "2026-11-25", "2026-11-22"],
    ["handover Sunday: Shabbat does not count", "2026-11-29", "2026-11-25"],
    ["handover Monday: Friday and Sunday", "2026-11-30", "2026-11-26"],
    ["handover after Rosh Hashana on Shabbat and Sunday", "2026-09-15", "2026-09-10"],
    ["handover the day after Yom Kippur: Sunday and Friday", "2026-09-22", "2026-09-17"],
  ])("%s", (_name, handover, last) => {
    expect(lastCancellationDate(handover)).toBe(last);
  });
});

describe("lawFee: 5% or 100 ₪, whichever is lower", () => {
  it.each([
    [0, 0],
    [350, 17],
    [450, 22],
    [1999, 99],
    [2000, 100],
    [5000, 100],
  ])("%i ₪ → %i ₪", (total, fee) => {
    expect(lawFee(total)).toBe(fee);
  });
});

describe("cancellationTerms", () => {
  const createdAt = at("2026-11-22", "10:00");
  const departureAt = at("2026-11-30", "06:00"); // a Monday: last date Thursday 26th
  const paid: BookingMoney = { total: 450, paid: 450, refundDue: 0, refunded: 0 };
  const cash: BookingMoney = { total: 450, paid: 0, refundDue: 0, refunded: 0 };
  const terms = (now: Date, money = paid, extra: Partial<{ cancelled: boolean; createdAt: Date; departureAt: Date }> = {}) =>
    cancellationTerms({ money, createdAt, departureAt, now, cancelled: false, ...extra });

  it("inside the window a paid booking gets all but the fee back", () => {
    expect(terms(at("2026-11-24", "12:00"))).toEqual({ allowed: true, reason: null, fee: 22, refund: 428, deadline: at("2026-11-27", "00:00") });
  });

  it("a booking nothing was paid for cancels without a fee and without a refund", () => {
    expect(terms(at("2026-11-24", "12:00"), cash)).toMatchObject({ allowed: true, fee: 0, refund: 0 });
  });

  it("the fee is capped at 100 ₪ on a large order", () => {
    expect(terms(at("2026-11-24", "12:00"), { total: 3000, paid: 3000, refundDue: 0, refunded: 0 })).toMatchObject({ fee: 100, refund: 2900 });
  });

  it("a refund already owed is not paid twice", () => {
    expect(terms(at("2026-11-24", "12:00"), { total: 400, paid: 450, refundDue: 50, refunded: 0 })).toMatchObject({ fee: 20, refund: 380 });
  });

  it.each([
    ["the last minute of the last date", at("2026-11-26", "23:59"), true, null],
    ["the next day, too close to the handover", at("2026-11-27", "00:00"), false, "too_close"],
    ["after the handover", at("2026-11-30", "07:00"), false, "started"],
  ])("%s", (_name, now, allowed, reason) => {
    expect(terms(now)).toMatchObject({ allowed, reason });
  });

  it("more than 14 days after the order the terms no longer apply, however far the handover", () => {
    const later = { departureAt: at("2027-01-20", "06:00") };
    expect(terms(at("2026-12-06", "09:59"), paid, later)).toMatchObject({ allowed: true, deadline: at("2026-12-06", "10:00") });
    expect(terms(at("2026-12-06", "10:00"), paid, later)).toMatchObject({ allowed: false, reason: "window_passed" });
  });

  it("a cancelled booking cannot be cancelled again", () => {
    expect(terms(at("2026-11-23", "10:00"), paid, { cancelled: true })).toMatchObject({ allowed: false, reason: "cancelled" });
  });
});

describe("settleChange", () => {
  it.each<[string, BookingMoney, number, { difference: number; amountDue: number; refundDue: number }]>([
    ["cash, up: the new amount to the representative", { total: 450, paid: 0, refundDue: 0, refunded: 0 }, 500, { difference: 50, amountDue: 500, refundDue: 0 }],
    ["cash, down: nothing to refund", { total: 450, paid: 0, refundDue: 0, refunded: 0 }, 400, { difference: -50, amountDue: 400, refundDue: 0 }],
    ["paid card, up: the difference to pay", { total: 450, paid: 450, refundDue: 0, refunded: 0 }, 550, { difference: 100, amountDue: 100, refundDue: 0 }],
    ["paid card, down: a refund due", { total: 450, paid: 450, refundDue: 0, refunded: 0 }, 400, { difference: -50, amountDue: 0, refundDue: 50 }],
    ["paid card, down then up: the refund owed is used first", { total: 400, paid: 450, refundDue: 50, refunded: 0 }, 500, { difference: 100, amountDue: 50, refundDue: 0 }],
    ["paid card, down twice: refunds add up", { total: 400, paid: 450, refundDue: 50, refunded: 0 }, 350, { difference: -50, amountDue: 0, refundDue: 100 }],
    ["already refunded stays refunded", { total: 400, paid: 450, refundDue: 0, refunded: 50 }, 420, { difference: 20, amountDue: 20, refundDue: 0 }],
  ])("%s", (_name, money, newTotal, expected) => {
    expect(settleChange(money, newTotal)).toEqual({ total: newTotal, ...expected });
  });

  it("amountDue of a paid booking is zero", () => {
    expect(amountDue({ total: 450, paid: 450, refundDue: 0, refunded: 0 })).toBe(0);
  });
});

describe("repriceChange applies the coupon's amount", () => {
  it.each([
    ["a longer stay", "2026-11-24", "2026-12-02", [], 30, 550 - 30],
    ["a shorter stay", "2026-11-24", "2026-11-26", [], 30, 350 - 30],
    ["with an extra", "2026-11-24", "2026-11-30", ["fuel"], 30, 450 + 30 - 30],
    ["never below zero", "2026-11-24", "2026-11-26", [], 1000, 0],
  ] as const)("%s", (_name, departureDate, arrivalDate, extras, couponAmount, total) => {
    expect(repriceChange({ type: "open", departureDate, arrivalDate, extras, couponAmount }).total).toBe(total);
  });
});

describe("diffValues", () => {
  const base: ChangeableValues = {
    departure_date: "2026-11-24",
    departure_time: "06:00",
    arrival_date: "2026-11-30",
    arrival_time: "22:30",
    departure_terminal: "terminal_3",
    arrival_terminal: "terminal_3",
    flight_number: "LY001",
    parking_type: "open",
    additional_services: ["fuel", "charge"],
    phone: "0501234567",
    car_model: "קורולה",
    license_number: "1234567",
  };
  it("lists what differs, extras as a set", () => {
    expect(diffValues(base, { ...base, additional_services: ["charge", "fuel"] })).toEqual({});
    expect(diffValues(base, { ...base, arrival_time: "23:00", additional_services: [] })).toEqual({
      arrival_time: { from: "22:30", to: "23:00" },
      additional_services: { from: ["fuel", "charge"], to: [] },
    });
  });
});
