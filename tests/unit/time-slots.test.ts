import { describe, expect, it } from "vitest";
import { TIME_SLOTS, isSlotTime } from "@shared/time-slots.ts";

describe("TIME_SLOTS", () => {
  it("runs every 15 minutes from 00:00 to 23:45", () => {
    expect(TIME_SLOTS).toHaveLength(96);
    expect(TIME_SLOTS[0]).toBe("00:00");
    expect(TIME_SLOTS[1]).toBe("00:15");
    expect(TIME_SLOTS[4]).toBe("01:00");
    expect(TIME_SLOTS[95]).toBe("23:45");
    expect(new Set(TIME_SLOTS).size).toBe(96);
  });
});

describe("isSlotTime", () => {
  it.each([
    ["10:00", true],
    ["10:15", true],
    ["23:45", true],
    ["00:00", true],
    ["10:07", false],
    ["10:59", false],
    ["24:00", false],
    ["9:00", false],
    ["", false],
    ["ten", false],
  ])("%j → %s", (time, ok) => {
    expect(isSlotTime(time)).toBe(ok);
  });
});
