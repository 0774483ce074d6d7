// The crew page never refuses a move for its time, but asks to confirm one more than
// FAR_FROM_PLANNED_HOURS from the booking's planned time (product.md §17, docs/decisions/031).
import { describe, expect, it } from "vitest";
import { FAR_FROM_PLANNED_HOURS, farFromPlanned } from "@shared/far-from-planned.ts";

const planned = "2026-12-01T08:00:00.000Z";
const at = (hours: number) => new Date(new Date(planned).getTime() + hours * 3_600_000);

describe("farFromPlanned", () => {
  it("asks nothing within the window, on either side", () => {
    expect(farFromPlanned(at(0), planned)).toBeNull();
    expect(farFromPlanned(at(-FAR_FROM_PLANNED_HOURS), planned)).toBeNull();
    expect(farFromPlanned(at(FAR_FROM_PLANNED_HOURS), planned)).toBeNull();
  });

  it("says how far and which way beyond it: a traveller a day early, a flight a day late", () => {
    expect(farFromPlanned(at(-24), planned)).toEqual({ hours: 24, early: true });
    expect(farFromPlanned(at(26.5), planned)).toEqual({ hours: 26, early: false });
  });

  it("asks nothing about a time it cannot read", () => {
    expect(farFromPlanned(at(0), "not a time")).toBeNull();
  });
});
