import { describe, expect, it } from "vitest";
import { messages } from "@shared/messages/index.ts";
import { dateRangeQuerySchema, quoteQuerySchema, scheduleCheckSchema } from "@shared/query-schemas.ts";
import { fieldErrors } from "@shared/zod-errors.ts";

const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error as never);
};

describe("quoteQuerySchema", () => {
  it("reads a query string", () => {
    expect(
      quoteQuerySchema.parse({ type: "open", departure: "2026-07-01", arrival: "2026-07-07", extras: "car_wash,fuel", coupon: "holiday30" }),
    ).toEqual({ type: "open", departure: "2026-07-01", arrival: "2026-07-07", extras: ["car_wash", "fuel"], coupon: "HOLIDAY30" });
  });

  it("treats missing extras and coupon as none", () => {
    expect(quoteQuerySchema.parse({ type: "covered", departure: "2026-07-01", arrival: "2026-07-01", extras: "" })).toEqual({
      type: "covered",
      departure: "2026-07-01",
      arrival: "2026-07-01",
      extras: [],
    });
  });

  it.each([
    [{ type: "vip" }, "type", messages.required.parkingType],
    [{ departure: "2026-07-32" }, "departure", messages.invalid.date],
    [{ arrival: "2026-06-30" }, "arrival", messages.schedule.arrivalDateBeforeDeparture],
    [{ extras: "fuel,laser" }, "extras", messages.invalid.extraService],
  ])("refuses %j", (override, field, message) => {
    const query = { type: "open", departure: "2026-07-01", arrival: "2026-07-07", ...override };
    expect(errorsOf(quoteQuerySchema, query)).toEqual({ [field]: message });
  });
});

describe("scheduleCheckSchema", () => {
  it("accepts four well-formed values", () => {
    const body = { departure_date: "2026-07-01", departure_time: "10:00", arrival_date: "2026-07-07", arrival_time: "18:30" };
    expect(scheduleCheckSchema.parse({ ...body, extra: 1 })).toEqual(body);
  });

  it("answers in Hebrew", () => {
    expect(errorsOf(scheduleCheckSchema, { departure_time: "10:07" })).toEqual({
      departure_date: messages.required.departureDate,
      departure_time: messages.invalid.timeSlot,
      arrival_date: messages.required.arrivalDate,
      arrival_time: messages.required.arrivalTime,
    });
  });
});

describe("dateRangeQuerySchema", () => {
  it("accepts an ordered range and refuses a reversed one", () => {
    expect(dateRangeQuerySchema.parse({ from: "2026-07-01", to: "2026-07-31" })).toEqual({ from: "2026-07-01", to: "2026-07-31" });
    expect(errorsOf(dateRangeQuerySchema, { from: "2026-07-31", to: "2026-07-01" })).toEqual({ to: messages.invalid.date });
  });
});
