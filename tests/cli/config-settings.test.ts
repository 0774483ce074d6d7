import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { cli, snapshot } from "./cli-harness.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

const CONFIG_KEYS = [
  "allow_same_day_without_8h",
  "min_advance_hours",
  "holiday_popup_enabled",
  "holiday_popup_from",
  "holiday_popup_to",
  "saturday_banner",
  "daily_capacity",
  "change_cutoff_hours",
  "retention_visits_months",
  "retention_inquiries_months",
  "retention_outbox_days",
  "retention_payment_detail_days",
  "retention_bookings_months",
];

describe("valet config", () => {
  it("shows the seeded defaults as a table and as JSON keyed by the CLI's keys", async () => {
    const text = await cli(["config", "show"]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^min_advance_hours\s+8\s+0–168$/m);
    expect(text.stdout).toMatch(/^booking_horizon_days\s+365\s+1–365$/m);
    expect(text.stdout).toMatch(/^max_stay_days\s+90\s+1–365$/m);
    const run = await cli(["config", "show", "--json"]);
    expect(run.json()).toEqual({
      allow_same_day_without_8h: false,
      min_advance_hours: 8,
      holiday_popup_enabled: false,
      holiday_popup_from: null,
      holiday_popup_to: null,
      saturday_banner: "auto",
      daily_capacity: null,
      change_cutoff_hours: 24,
      booking_horizon_days: 365,
      max_stay_days: 90,
      retention_visits_months: 13,
      retention_inquiries_months: 24,
      retention_outbox_days: 90,
      retention_payment_detail_days: 90,
      retention_bookings_months: 84,
      handover_photo_retention_days: 60,
    });
  });

  it.each([
    ["min_advance_hours", "6", { minAdvanceHours: 6 }, 6],
    ["allow_same_day_without_8h", "yes", { allowSameDayWithout8h: true }, true],
    ["holiday_popup_enabled", "true", { holidayPopupEnabled: true }, true],
    ["holiday_popup_from", "2026-12-10", { holidayPopupFrom: new Date("2026-12-09T22:00:00.000Z") }, "2026-12-10"],
    ["holiday_popup_to", "2026-12-20", { holidayPopupTo: new Date("2026-12-20T21:59:59.999Z") }, "2026-12-20"],
    ["saturday_banner", "OFF", { saturdayBanner: "off" }, "off"],
    ["daily_capacity", "40", { dailyCapacity: 40 }, 40],
    ["booking_horizon_days", "180", { bookingHorizonDays: 180 }, 180],
    ["max_stay_days", "30", { maxStayDays: 30 }, 30],
  ])("sets %s to %s, type-checked, and reports the change", async (key, value, stored, shown) => {
    const run = await cli(["config", "set", key, value, "--json"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({ key, value: shown });
    const row = await (await workerDatabase()).prisma.siteConfig.findUniqueOrThrow({ where: { id: 1 } });
    expect(row).toMatchObject(stored);
  });

  it("clears an optional value with none, and prints old → new for people", async () => {
    await cli(["config", "set", "daily_capacity", "40"]);
    const run = await cli(["config", "set", "daily_capacity", "none"]);
    expect(run.stdout).toBe("daily_capacity: 40 → none\n");
    expect((await (await workerDatabase()).prisma.siteConfig.findUniqueOrThrow({ where: { id: 1 } })).dailyCapacity).toBeNull();
  });

  it("round-trips: every value config show --json prints, config set accepts", async () => {
    await cli(["config", "set", "holiday_popup_from", "2026-12-10"]);
    const shown = (await cli(["config", "show", "--json"])).json<Record<string, unknown>>();
    for (const [key, value] of Object.entries(shown)) {
      const run = await cli(["config", "set", key, value === null ? "none" : String(value)]);
      expect(run.code, key).toBe(0);
      expect(run.stdout, key).toMatch(/is already/);
    }
  });

  it.each([
    ["an unknown key", ["nope", "1"], /^error: unknown config key "nope"; valid keys: allow_same_day_without_8h, /],
    ["a site setting's key", ["holiday_banner_title", "x"], /use valet settings set/],
    ["a negative number", ["min_advance_hours", "-3"], /^error: invalid value "-3" for min_advance_hours: /],
    ["a fraction", ["min_advance_hours", "4.5"], /^error: invalid value "4.5" for min_advance_hours: /],
    ["a number out of bounds", ["min_advance_hours", "169"], /for min_advance_hours: expected a whole number of hours from 0 to 168/],
    ["a word for a flag", ["allow_same_day_without_8h", "maybe"], /for allow_same_day_without_8h: expected true or false/],
    ["an impossible date", ["holiday_popup_from", "2026-02-30"], /for holiday_popup_from: expected a real date as YYYY-MM-DD/],
    ["an unknown banner mode", ["saturday_banner", "sometimes"], /for saturday_banner: expected one of auto, on, off/],
    ["a zero capacity", ["daily_capacity", "0"], /for daily_capacity: /],
    ["bookings kept under 7 years", ["retention_bookings_months", "83"], /for retention_bookings_months: expected a whole number of months from 84 to 240 \(bookings are accounting records, kept at least 7 years\)/],
    ["visits kept for ever", ["retention_visits_months", "1300"], /for retention_visits_months: expected a whole number of months from 1 to 36/],
    ["outbox bodies kept no time at all", ["retention_outbox_days", "0"], /for retention_outbox_days: expected a whole number of days from 7 to 730/],
  ])("refuses %s with exit 2, one line, writing nothing", async (_label, args, message) => {
    const db = await workerDatabase();
    const before = await snapshot(db);
    const run = await cli(["config", "set", ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(await snapshot(db)).toEqual(before);
  });

  it("refuses a pop-up that ends before it starts, writing nothing", async () => {
    await cli(["config", "set", "holiday_popup_from", "2026-12-10"]);
    const db = await workerDatabase();
    const before = await snapshot(db);
    const run = await cli(["config", "set", "holiday_popup_to", "2026-12-01"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: holiday_popup_to: /);
    expect(await snapshot(db)).toEqual(before);
  });

  it("lists every key in config set --help", async () => {
    const run = await cli(["config", "set", "--help"]);
    expect(run.code).toBe(0);
    for (const key of CONFIG_KEYS) expect(run.stdout).toContain(key);
    expect(run.stdout).toContain("Examples:");
  });
});

describe("valet settings", () => {
  it("shows every setting with its default marked, and JSON keyed by setting", async () => {
    const text = await cli(["settings", "show"]);
    expect(text.stdout).toMatch(/^holiday_popup_title\s+חג שמח!\s+✓$/m);
    const run = await cli(["settings", "show", "--json"]);
    expect(run.json()).toMatchObject({ holiday_popup_coupon_code: "HOLIDAY30", holiday_banner_enabled: "false", holiday_banner_from: "" });
  });

  it("sets a Hebrew text, trimmed as the site reads it", async () => {
    const run = await cli(["settings", "set", "holiday_banner_title", "  פסח שמח!  ", "--json"]);
    expect(run.code).toBe(0);
    expect(run.json()).toEqual({ key: "holiday_banner_title", value: "פסח שמח!", previous: "חג שמח!" });
    const row = await (await workerDatabase()).prisma.siteSetting.findUniqueOrThrow({ where: { key: "holiday_banner_title" } });
    expect(row.value).toBe("פסח שמח!");
  });

  it("normalises flags, dates and codes, and warns when the advertised coupon does not exist", async () => {
    expect((await cli(["settings", "set", "holiday_banner_enabled", "on", "--json"])).json().value).toBe("true");
    expect((await cli(["settings", "set", "holiday_banner_from", "2026-04-01", "--json"])).json().value).toBe("2026-04-01");
    expect((await cli(["settings", "set", "holiday_banner_from", "none", "--json"])).json().value).toBe("");
    const code = await cli(["settings", "set", "holiday_banner_coupon_code", "pesach40", "--json"]);
    expect(code.json().value).toBe("PESACH40");
    expect(code.stderr).toBe("warning: no coupon PESACH40 exists yet; add it with: valet coupons add PESACH40 --amount N\n");
  });

  it.each([
    ["an unknown key", ["nope", "x"], /^error: unknown setting "nope"; valid keys: holiday_popup_coupon_code, /],
    ["a config key", ["min_advance_hours", "4"], /use valet config set/],
    ["an empty title", ["holiday_popup_title", "   "], /^error: invalid value " {3}" for holiday_popup_title: /],
    ["a title too long", ["holiday_popup_title", "א".repeat(81)], /for holiday_popup_title: /],
    ["a word for a flag", ["holiday_banner_enabled", "maybe"], /for holiday_banner_enabled: expected true or false/],
    ["an impossible date", ["holiday_banner_to", "2026-13-01"], /for holiday_banner_to: expected a real date/],
    ["a code with spaces", ["holiday_popup_coupon_code", "NEW YEAR"], /for holiday_popup_coupon_code: /],
  ])("refuses %s with exit 2, writing nothing", async (_label, args, message) => {
    const db = await workerDatabase();
    const before = await snapshot(db);
    const run = await cli(["settings", "set", ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(await snapshot(db)).toEqual(before);
  });

  it("refuses a banner that ends before it starts", async () => {
    await cli(["settings", "set", "holiday_banner_from", "2026-04-10"]);
    const run = await cli(["settings", "set", "holiday_banner_to", "2026-04-01"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("error: holiday_banner_to: the banner would end (2026-04-01) before it starts (2026-04-10)\n");
  });
});
