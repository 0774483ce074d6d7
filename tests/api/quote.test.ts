import { beforeEach, describe, expect, it } from "vitest";
import { messages } from "@shared/messages/index.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

async function quote(query: Record<string, string>) {
  const { request } = await testApp({ now: fixedNow });
  return request.get("/api/quote").query(query);
}

describe("GET /api/quote", () => {
  it.each([
    [{ type: "open", departure: "2026-12-01", arrival: "2026-12-07" }, 7, 450],
    [{ type: "covered", departure: "2026-12-01", arrival: "2026-12-08" }, 8, 650],
    [{ type: "open", departure: "2026-12-01", arrival: "2026-12-05" }, 5, 350],
    [{ type: "covered", departure: "2026-12-01", arrival: "2026-12-01" }, 1, 500],
  ])("prices %o as %i days, %i ILS", async (query, days, total) => {
    const res = await quote(query);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ days, parking: total, discount: 0, total, currency: "ILS", coupon_code: null });
  });

  it("adds the extras at their spec prices", async () => {
    const res = await quote({ type: "covered", departure: "2026-12-01", arrival: "2026-12-08", extras: "car_wash,fuel" });
    expect(res.body.extras).toEqual([
      { id: "car_wash", price: 150 },
      { id: "fuel", price: 30 },
    ]);
    expect(res.body.total).toBe(650 + 180);
  });

  it("applies a valid coupon whatever the case typed", async () => {
    const { prisma } = await workerDatabase();
    await prisma.coupon.create({ data: { code: "SAVE50", amount: 50, usageLimit: 10 } });
    const res = await quote({ type: "open", departure: "2026-12-01", arrival: "2026-12-07", coupon: " save50 " });
    expect(res.body).toMatchObject({ discount: 50, coupon_code: "SAVE50", total: 400 });
    expect(res.body.coupon_error).toBeUndefined();
  });

  it("never goes below zero with a coupon larger than the stay", async () => {
    const { prisma } = await workerDatabase();
    await prisma.coupon.create({ data: { code: "BIG", amount: 900 } });
    const res = await quote({ type: "open", departure: "2026-12-01", arrival: "2026-12-02", coupon: "BIG" });
    expect(res.body).toMatchObject({ discount: 350, total: 0 });
  });

  it.each([
    ["an unknown code", "NOPE", {}, messages.coupon.invalid],
    ["an inactive coupon", "OFF", { active: false }, messages.coupon.invalid],
    ["a coupon not yet valid", "LATER", { validFrom: new Date("2026-12-01T00:00:00Z") }, messages.coupon.notValid],
    ["an expired coupon", "OLD", { validTo: new Date("2026-11-01T00:00:00Z") }, messages.coupon.notValid],
    ["a used-up coupon", "DONE", { usageLimit: 3, usedCount: 3 }, messages.coupon.limitReached],
  ])("prices without discount for %s, saying why", async (_label, code, data, message) => {
    const { prisma } = await workerDatabase();
    if (code !== "NOPE") await prisma.coupon.create({ data: { code, amount: 50, ...data } });
    const res = await quote({ type: "open", departure: "2026-12-01", arrival: "2026-12-07", coupon: code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ discount: 0, total: 450, coupon_code: null, coupon_error: message });
  });

  it.each([
    ["type missing", { departure: "2026-12-01", arrival: "2026-12-07" }, "type"],
    ["an unknown type", { type: "indoor-vip", departure: "2026-12-01", arrival: "2026-12-07" }, "type"],
    ["a malformed date", { type: "open", departure: "2026-13-01", arrival: "2026-12-07" }, "departure"],
    ["an impossible date", { type: "open", departure: "2026-02-30", arrival: "2026-03-07" }, "departure"],
    ["arrival before departure", { type: "open", departure: "2026-12-07", arrival: "2026-12-01" }, "arrival"],
    ["an unknown extra", { type: "open", departure: "2026-12-01", arrival: "2026-12-07", extras: "car_wash,jetpack" }, "extras"],
  ])("answers 400 with a Hebrew field error for %s", async (_label, query, field) => {
    const res = await quote(query as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toMatch(/[\u0590-\u05FF]/);
  });

  it("answers 400, not 500, for repeated parameters", async () => {
    const { request } = await testApp({ now: fixedNow });
    const res = await request.get("/api/quote?type=open&type=covered&departure=2026-12-01&arrival=2026-12-02");
    expect(res.status).toBe(400);
  });
});

describe("GET /api/coupons/check", () => {
  it("says whether a coupon applies, with the rule's message", async () => {
    const { prisma } = await workerDatabase();
    await prisma.coupon.create({ data: { code: "WINTER", amount: 40 } });
    await prisma.coupon.create({ data: { code: "FULL", amount: 40, usageLimit: 1, usedCount: 1 } });
    const { request } = await testApp({ now: fixedNow });
    expect((await request.get("/api/coupons/check").query({ code: "winter" })).body).toEqual({ valid: true, code: "WINTER", amount: 40 });
    expect((await request.get("/api/coupons/check").query({ code: "FULL" })).body).toEqual({ valid: false, message: messages.coupon.limitReached });
    expect((await request.get("/api/coupons/check").query({ code: "NONE" })).body).toEqual({ valid: false, message: messages.coupon.invalid });
    const empty = await request.get("/api/coupons/check").query({ code: " " });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.code).toBe(messages.coupon.empty);
  });
});
