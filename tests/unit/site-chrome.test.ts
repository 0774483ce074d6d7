// Pure pieces of the site chrome: the header's scroll rule, the visit dedupe,
// the pop-up's hand-off URL and dates, and the accessibility pre-paint script.
import { describe, expect, it } from "vitest";
import { nextHeaderVisible } from "~/lib/header-visibility.ts";
import { isNewVisit } from "~/lib/track-visit.ts";
import { bookingUrlWithCoupon, israelDate } from "~/lib/holiday-popup-state.ts";
import { isBookingPath } from "@shared/site-pages.ts";
import {
  DEFAULT_A11Y,
  applyAccessibility,
  normalizeSettings,
  prePaintScript,
} from "~/lib/accessibility-settings.ts";
import { A11Y_FONT_BASE_PX, A11Y_FONT_MAX_STEP, A11Y_FONT_MIN_STEP, A11Y_FONT_STEP_PX } from "@shared/constants.ts";

describe("header visibility (product.md §2: 50 px, 200 px)", () => {
  it.each([
    // [visible before, scrollY, previous scrollY, visible after]
    [false, 50, 300, true],
    [true, 0, 0, true],
    [true, 51, 10, false],
    [true, 600, 300, false],
    [false, 400, 600, false],
    [false, 201, 400, false],
    [false, 200, 400, true],
    [true, 300, 300, true],
    [false, 300, 300, false],
  ])("visible=%s at %i after %i → %s", (before, y, lastY, after) => {
    expect(nextHeaderVisible(before, y, lastY)).toBe(after);
  });
});

describe("visit dedupe (product.md §7: same path within 2 s)", () => {
  it("skips the same path within 2 seconds only", () => {
    const last = { path: "/faq", at: 10_000 };
    expect(isNewVisit(null, "/faq", 10_000)).toBe(true);
    expect(isNewVisit(last, "/faq", 11_999)).toBe(false);
    expect(isNewVisit(last, "/faq", 12_000)).toBe(true);
    expect(isNewVisit(last, "/about", 10_001)).toBe(true);
    expect(isNewVisit(last, "/faq?x=1", 10_001)).toBe(true);
  });
});

describe("holiday pop-up hand-off", () => {
  it("goes to /booking with the coupon, keeping the current query", () => {
    expect(bookingUrlWithCoupon("", "HOLIDAY30")).toBe("/booking?coupon=HOLIDAY30");
    expect(bookingUrlWithCoupon("?utm_source=google&type=open", "HOLIDAY30")).toBe(
      "/booking?utm_source=google&type=open&coupon=HOLIDAY30",
    );
    expect(bookingUrlWithCoupon("?coupon=OLD", "NEW 1")).toBe("/booking?coupon=NEW+1");
  });

  it("dates the dismissal in Israel: from 22:00 UTC in winter it is already tomorrow there", () => {
    expect(israelDate(new Date("2026-11-22T21:59:00Z"))).toBe("2026-11-22");
    expect(israelDate(new Date("2026-11-22T22:00:00Z"))).toBe("2026-11-23");
  });

  it("knows /booking in any case", () => {
    expect(isBookingPath("/booking")).toBe(true);
    expect(isBookingPath("/Booking/")).toBe(true);
    expect(isBookingPath("/booking-x")).toBe(false);
  });
});

/** Enough of an element for applyAccessibility. */
function fakeRoot() {
  const classes = new Set<string>();
  return {
    classes,
    style: { fontSize: "" },
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
  };
}

describe("accessibility settings", () => {
  it("clamps the font step to -3…+5 and defaults anything malformed", () => {
    expect(normalizeSettings({ fontSize: 9 }).fontSize).toBe(A11Y_FONT_MAX_STEP);
    expect(normalizeSettings({ fontSize: -9 }).fontSize).toBe(A11Y_FONT_MIN_STEP);
    expect(normalizeSettings({ fontSize: "big", contrast: "neon", grayscale: "yes" })).toEqual(DEFAULT_A11Y);
    expect(normalizeSettings(null)).toEqual(DEFAULT_A11Y);
  });

  it("turns settings into classes and a font size of 16 px + 2 px a step", () => {
    const root = fakeRoot();
    applyAccessibility(root as unknown as HTMLElement, { ...DEFAULT_A11Y, fontSize: 2, contrast: "high", animations: false, cursorSize: "large" });
    expect(root.style.fontSize).toBe(`${A11Y_FONT_BASE_PX + 2 * A11Y_FONT_STEP_PX}px`);
    expect([...root.classes].sort()).toEqual(["a11y-contrast-high", "a11y-large-cursor", "a11y-no-motion"]);
    applyAccessibility(root as unknown as HTMLElement, DEFAULT_A11Y);
    expect(root.classes.size).toBe(0);
    expect(root.style.fontSize).toBe("");
  });

  it("the pre-paint script is self-contained and does the same as the module", () => {
    const stored = JSON.stringify({ fontSize: 7, grayscale: true, darkMode: true, contrast: "inverted" });
    const root = fakeRoot();
    // Runs with only what a page's <head> has: document and localStorage.
    new Function("document", "localStorage", prePaintScript())({ documentElement: root }, { getItem: () => stored });
    const expected = fakeRoot();
    applyAccessibility(expected as unknown as HTMLElement, JSON.parse(stored));
    expect([...root.classes].sort()).toEqual([...expected.classes].sort());
    // Step 7 clamped to the largest: the script's font scale is shared/constants.ts's.
    expect(root.style.fontSize).toBe(`${A11Y_FONT_BASE_PX + A11Y_FONT_MAX_STEP * A11Y_FONT_STEP_PX}px`);
  });

  it("the pre-paint script never throws, whatever is stored", () => {
    const root = fakeRoot();
    const run = (value: string | null) =>
      new Function("document", "localStorage", prePaintScript())({ documentElement: root }, { getItem: () => value });
    expect(() => run("{not json")).not.toThrow();
    expect(() => run(null)).not.toThrow();
    expect(root.classes.size).toBe(0);
  });
});
