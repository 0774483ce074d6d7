// The operator's rules are the services', whoever calls them (product.md §8.3,
// docs/decisions/019): the CLI's readers refuse early, but an entry point that
// calls a service directly meets the same bounds, gets a domain error with a
// stable code, the refused field under the API's name and a Hebrew reason, and
// nothing is written.
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@server/db/database.ts";
import { createAdminServices } from "@server/services/admin/index.ts";
import { MAX_COUPON_AMOUNT, MAX_USAGE_LIMIT, type CouponInput } from "@server/services/admin/coupon-admin.ts";
import { MAX_DAILY_CAPACITY, MAX_MIN_ADVANCE_HOURS } from "@server/services/admin/site-config-admin.ts";
import { MAX_BLACKOUT_NOTE } from "@server/services/admin/blackout-admin.ts";
import { MAX_CANCELLATION_FEE } from "@server/services/booking-changes/service.ts";
import { createServices } from "@server/services/index.ts";
import { Conflict, DomainError, InvalidInput, NotFound } from "@server/services/domain-errors.ts";
import type { SiteConfigValues } from "@server/services/site-config.ts";
import { MAX_CHANGE_CUTOFF_HOURS } from "@shared/constants.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import { makeBooking, snapshot } from "@tests/cli/cli-harness.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { silentLogger, testConfig } from "@tests/support/test-app.ts";

const HEBREW = /[\u0590-\u05ff]/;
const NOW = new Date("2026-11-22T08:00:00Z");

let db: Database;
beforeEach(async () => {
  db = await workerDatabase();
  await resetDatabase(db);
});

const admin = () => createAdminServices(db.prisma, () => NOW);

/** Runs `work`, expecting a refusal; returns it. */
async function refusal(work: () => Promise<unknown>): Promise<DomainError> {
  const error = await work().then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

/** The refusal is an InvalidInput naming exactly `field` with a Hebrew reason, and nothing was written. */
async function expectInvalid(work: () => Promise<unknown>, field: string, code: string): Promise<void> {
  const before = await snapshot(db);
  const error = await refusal(work);
  expect(error).toBeInstanceOf(InvalidInput);
  expect(error.code).toBe(code);
  const fields = (error as InvalidInput).fields;
  expect(Object.keys(fields)).toEqual([field]);
  expect(fields[field]).toMatch(HEBREW);
  expect(await snapshot(db)).toEqual(before);
}

const coupon: CouponInput = { code: "SAVE50", amount: 50, usageLimit: null, validFrom: null, validTo: null, active: true };

describe("coupons keep their bounds whoever adds them", () => {
  it.each<[string, Partial<CouponInput>, string, string]>([
    ["a zero amount", { amount: 0 }, "amount", "out_of_range"],
    ["a negative amount", { amount: -3 }, "amount", "out_of_range"],
    ["a fractional amount", { amount: 12.5 }, "amount", "out_of_range"],
    ["an amount above the bound", { amount: MAX_COUPON_AMOUNT + 1 }, "amount", "out_of_range"],
    ["a zero limit", { usageLimit: 0 }, "usage_limit", "out_of_range"],
    ["a limit above the bound", { usageLimit: MAX_USAGE_LIMIT + 1 }, "usage_limit", "out_of_range"],
    ["an end before the start", { validFrom: new Date("2026-10-02T00:00:00Z"), validTo: new Date("2026-10-01T00:00:00Z") }, "valid_to", "coupon_ends_before_start"],
    ["a Hebrew code", { code: "שלום" }, "code", "coupon_code_format"],
    ["a one-letter code", { code: "A" }, "code", "coupon_code_format"],
    ["a code with a space", { code: "NEW YEAR" }, "code", "coupon_code_format"],
    ["a code of 41 letters", { code: "A".repeat(41) }, "code", "coupon_code_format"],
  ])("add refuses %s", async (_label, change, field, code) => {
    await expectInvalid(() => admin().coupons.add({ ...coupon, ...change }), field, code);
  });

  it("accepts the bounds themselves, and a lower-case code stored upper-case", async () => {
    expect(await admin().coupons.add({ ...coupon, code: "max-1", amount: MAX_COUPON_AMOUNT, usageLimit: MAX_USAGE_LIMIT })).toMatchObject({ code: "MAX-1", amount: MAX_COUPON_AMOUNT });
    expect(await admin().coupons.add({ ...coupon, code: "AB", amount: 1, usageLimit: 1 })).toMatchObject({ code: "AB", amount: 1 });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["an amount above the bound", { amount: MAX_COUPON_AMOUNT + 1 }, "amount"],
    ["a zero amount", { amount: 0 }, "amount"],
    ["a limit above the bound", { usageLimit: MAX_USAGE_LIMIT + 1 }, "usage_limit"],
  ])("set refuses %s", async (_label, patch, field) => {
    await admin().coupons.add(coupon);
    await expectInvalid(() => admin().coupons.update("save50", patch), field, "out_of_range");
  });

  it("names an unknown coupon (not found) and a duplicate in any case (conflict) by stable codes", async () => {
    await admin().coupons.add(coupon);
    const missing = await refusal(() => admin().coupons.get("nope"));
    expect(missing).toBeInstanceOf(NotFound);
    expect(missing).toMatchObject({ code: "coupon_not_found", subject: { code: "NOPE" } });
    const duplicate = await refusal(() => admin().coupons.add({ ...coupon, code: "save50" }));
    expect(duplicate).toBeInstanceOf(Conflict);
    expect(duplicate).toMatchObject({ code: "coupon_exists", subject: { code: "SAVE50" } });
    expect(duplicate.message).toMatch(HEBREW);
  });
});

describe("blocked periods", () => {
  const from = toInstant("2026-12-24", "06:00")!;
  const to = toInstant("2026-12-24", "12:00")!;

  it.each<[string, { startAt: Date; endAt: Date; note: string | null }, string, string]>([
    ["an end before the start", { startAt: to, endAt: from, note: null }, "start_at", "blackout_ends_before_start"],
    ["an empty period", { startAt: from, endAt: from, note: null }, "start_at", "blackout_ends_before_start"],
    ["a note too long", { startAt: from, endAt: to, note: "א".repeat(MAX_BLACKOUT_NOTE + 1) }, "note", "too_long"],
  ])("add refuses %s", async (_label, input, field, code) => {
    await expectInvalid(() => admin().blackouts.add(input), field, code);
  });

  it("names an unknown period", async () => {
    expect(await refusal(() => admin().blackouts.setActive(99, false))).toMatchObject({ kind: "not_found", code: "blackout_not_found", subject: { id: 99 } });
  });
});

describe("site configuration and settings", () => {
  it.each<[string, Partial<SiteConfigValues>, string, string]>([
    ["negative advance hours", { minAdvanceHours: -1 }, "min_advance_hours", "out_of_range"],
    ["advance hours above the bound", { minAdvanceHours: MAX_MIN_ADVANCE_HOURS + 1 }, "min_advance_hours", "out_of_range"],
    ["fractional advance hours", { minAdvanceHours: 4.5 }, "min_advance_hours", "out_of_range"],
    ["a zero capacity", { dailyCapacity: 0 }, "daily_capacity", "out_of_range"],
    ["a capacity above the bound", { dailyCapacity: MAX_DAILY_CAPACITY + 1 }, "daily_capacity", "out_of_range"],
    ["a cutoff above the bound", { changeCutoffHours: MAX_CHANGE_CUTOFF_HOURS + 1 }, "change_cutoff_hours", "out_of_range"],
    ["an unknown banner mode", { saturdayBanner: "sometimes" as SiteConfigValues["saturdayBanner"] }, "saturday_banner", "one_of"],
    ["a word for a flag", { holidayPopupEnabled: "yes" as unknown as boolean }, "holiday_popup_enabled", "true_or_false"],
    ["a pop-up that ends before it starts", { holidayPopupFrom: new Date("2026-12-10T00:00:00Z"), holidayPopupTo: new Date("2026-12-01T00:00:00Z") }, "holiday_popup_to", "popup_ends_before_start"],
  ])("setConfig refuses %s", async (_label, patch, field, code) => {
    await expectInvalid(() => admin().site.setConfig(patch), field, code);
  });

  it("setConfig accepts no limit on capacity", async () => {
    expect(await admin().site.setConfig({ dailyCapacity: null, minAdvanceHours: MAX_MIN_ADVANCE_HOURS })).toMatchObject({ dailyCapacity: null, minAdvanceHours: MAX_MIN_ADVANCE_HOURS });
  });

  it.each<[string, Parameters<ReturnType<typeof admin>["site"]["setSetting"]>, string, string]>([
    ["an advertised code with a space", ["holiday_popup_coupon_code", "NEW YEAR"], "holiday_popup_coupon_code", "coupon_code_format"],
    ["an advertised code in Hebrew", ["holiday_banner_coupon_code", "חג"], "holiday_banner_coupon_code", "coupon_code_format"],
    ["an empty title", ["holiday_popup_title", "   "], "holiday_popup_title", "invalid_value"],
  ])("setSetting refuses %s", async (_label, [key, value], field, code) => {
    await expectInvalid(() => admin().site.setSetting(key, value), field, code);
  });

  it("setSetting stores an advertised code upper-case, as coupons are stored", async () => {
    expect((await admin().site.setSetting("holiday_banner_coupon_code", " pesach40 ")).value).toBe("PESACH40");
  });

  it("refuses a banner that ends before it starts, naming both days", async () => {
    await admin().site.setSetting("holiday_banner_from", "2026-04-10");
    const error = await refusal(() => admin().site.setSetting("holiday_banner_to", "2026-04-01"));
    expect(error).toMatchObject({ kind: "invalid", code: "banner_ends_before_start", subject: { from: "2026-04-10", to: "2026-04-01" } });
  });
});

describe("the outbox and refunds", () => {
  it("names an unknown e-mail", async () => {
    expect(await refusal(() => admin().outbox.retry(999_999))).toMatchObject({ kind: "not_found", code: "email_not_found" });
  });

  it.each([
    ["a negative fee", -5],
    ["a fractional fee", 2.5],
    ["a fee above the bound", MAX_CANCELLATION_FEE + 1],
  ])("an operator's cancellation refuses %s before touching the booking", async (_label, fee) => {
    const booking = await makeBooking(db, { departure: ["2026-12-01", "06:00"], arrival: ["2026-12-07", "22:30"] });
    const services = createServices({ prisma: db.prisma, config: testConfig(), logger: silentLogger, now: () => NOW });
    await expectInvalid(() => services.bookingChanges.cancel(booking.orderNumber, { actor: "operator", force: true, fee }), "fee", "out_of_range");
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).cancelledAt).toBeNull();
  });

  it("a refund already settled is a conflict with a stable code", async () => {
    const booking = await makeBooking(db, { departure: ["2026-12-01", "06:00"], arrival: ["2026-12-07", "22:30"] });
    const services = createServices({ prisma: db.prisma, config: testConfig(), logger: silentLogger, now: () => NOW });
    const error = await refusal(() => services.bookingChanges.markRefunded(booking.orderNumber, undefined));
    expect(error).toMatchObject({ kind: "conflict", code: "nothing_owed", subject: { orderNumber: booking.orderNumber } });
    expect(error.message).toMatch(HEBREW);
  });
});
