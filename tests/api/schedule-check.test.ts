import { beforeEach, describe, expect, it } from "vitest";
import { messages } from "@shared/messages/index.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

// Now is Sunday 2026-11-22 10:00 in Jerusalem.
async function check(body: Record<string, unknown>) {
  const { request } = await testApp({ now: fixedNow });
  return request.post("/api/schedule/check").send(body);
}

const week = { departure_date: "2026-11-24", departure_time: "06:00", arrival_date: "2026-11-26", arrival_time: "22:30" };

describe("POST /api/schedule/check", () => {
  it("accepts a stay inside opening hours", async () => {
    const res = await check(week);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, errors: {} });
  });

  it("refuses Friday from 15:00 and accepts 14:45", async () => {
    const at = async (time: string) =>
      (await check({ ...week, departure_date: "2026-11-27", departure_time: time, arrival_date: "2026-11-29" })).body;
    expect(await at("14:45")).toEqual({ ok: true, errors: {} });
    expect(await at("15:00")).toEqual({ ok: false, errors: { departure_time: messages.schedule.fridayOrEve } });
  });

  it("refuses Shabbat before 21:00 on the return too", async () => {
    const res = await check({ ...week, arrival_date: "2026-11-28", arrival_time: "20:45" });
    expect(res.body.errors).toEqual({ arrival_time: messages.schedule.shabbat });
    const after = await check({ ...week, arrival_date: "2026-11-28", arrival_time: "21:00" });
    expect(after.body.ok).toBe(true);
  });

  it("refuses a departure less than 8 hours away, and follows a changed setting at once", async () => {
    const soon = { ...week, departure_date: "2026-11-22", departure_time: "17:45" };
    const refused = await check(soon);
    expect(refused.body.errors.departure_time).toBe(messages.schedule.minAdvance(8));
    expect((await check({ ...soon, departure_time: "18:00" })).body.ok).toBe(true);

    const { prisma } = await workerDatabase();
    await prisma.siteConfig.update({ where: { id: 1 }, data: { minAdvanceHours: 4 } });
    expect((await check({ ...soon, departure_time: "14:00" })).body.ok).toBe(true);
  });

  it("refuses a moment inside a blocked period, edges included", async () => {
    const { prisma } = await workerDatabase();
    await prisma.blackoutPeriod.create({
      data: { startAt: toInstant("2026-11-24", "06:00")!, endAt: toInstant("2026-11-24", "08:00")! },
    });
    for (const time of ["06:00", "07:00", "08:00"]) {
      const res = await check({ ...week, departure_time: time });
      expect(res.body.errors.departure_time, time).toBe(messages.schedule.unavailable);
    }
    expect((await check({ ...week, departure_time: "08:15" })).body.ok).toBe(true);
  });

  it("refuses a return before the departure", async () => {
    const res = await check({ ...week, arrival_date: "2026-11-23" });
    expect(res.body.ok).toBe(false);
    expect(Object.keys(res.body.errors)).toContain("arrival_date");
  });

  it.each([
    ["an empty body", {}],
    ["a malformed time", { ...week, departure_time: "6am" }],
    ["a malformed date", { ...week, arrival_date: "26/11/2026" }],
    ["a list instead of an object", [1, 2]],
  ])("answers 400 with Hebrew field errors for %s", async (_label, body) => {
    const res = await check(body as Record<string, unknown>);
    expect(res.status).toBe(400);
    for (const message of Object.values(res.body.error.fields)) expect(message).toMatch(/[\u0590-\u05FF]/);
  });
});
