// A change made with the CLI reaches the running site at once, without a
// restart: the app below is built once and only the CLI changes the database.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messages } from "@shared/messages/index.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { cli } from "./cli-harness.ts";

let request: Awaited<ReturnType<typeof testApp>>["request"];

beforeAll(async () => {
  ({ request } = await testApp({ now: fixedNow }));
});
beforeEach(async () => resetDatabase(await workerDatabase()));

// Now is Sunday 2026-11-22 10:00 in Jerusalem.
const stay = { departure_date: "2026-11-24", departure_time: "07:00", arrival_date: "2026-11-26", arrival_time: "22:30" };

describe("the CLI and the running site", () => {
  it("a coupon added with the CLI is accepted by /api/quote", async () => {
    const quote = { type: "open", departure: "2026-12-01", arrival: "2026-12-07", coupon: "winter40" };
    const before = await request.get("/api/quote").query(quote);
    expect(before.body).toMatchObject({ discount: 0, total: 450, coupon_error: messages.coupon.invalid });

    expect((await cli(["coupons", "add", "WINTER40", "--amount", "40", "--to", "2026-12-31"])).code).toBe(0);
    const after = await request.get("/api/quote").query(quote);
    expect(after.body).toMatchObject({ discount: 40, total: 410, coupon_code: "WINTER40" });

    expect((await cli(["coupons", "disable", "winter40"])).code).toBe(0);
    expect((await request.get("/api/quote").query(quote)).body).toMatchObject({ discount: 0, coupon_error: messages.coupon.invalid });
  });

  it("a blackout added with the CLI blocks the time in /api/schedule/check, until disabled", async () => {
    expect((await request.post("/api/schedule/check").send(stay)).body).toEqual({ ok: true, errors: {} });

    const add = await cli(["blackouts", "add", "--from", "2026-11-24 06:00", "--to", "2026-11-24 08:00", "--json"]);
    expect(add.code).toBe(0);
    const blocked = await request.post("/api/schedule/check").send(stay);
    expect(blocked.body).toEqual({ ok: false, errors: { departure_time: messages.schedule.unavailable } });

    expect((await cli(["blackouts", "disable", String(add.json().id)])).code).toBe(0);
    expect((await request.post("/api/schedule/check").send(stay)).body.ok).toBe(true);
  });

  it("min_advance_hours set with the CLI applies to the next schedule check", async () => {
    const soon = { ...stay, departure_date: "2026-11-22", departure_time: "14:00" };
    const refused = await request.post("/api/schedule/check").send(soon);
    expect(refused.body.errors.departure_time).toBe(messages.schedule.minAdvance(8));

    expect((await cli(["config", "set", "min_advance_hours", "4"])).code).toBe(0);
    expect((await request.post("/api/schedule/check").send(soon)).body).toEqual({ ok: true, errors: {} });

    expect((await cli(["config", "set", "min_advance_hours", "24"])).code).toBe(0);
    const further = await request.post("/api/schedule/check").send({ ...stay, departure_date: "2026-11-23", departure_time: "09:00" });
    expect(further.body.errors.departure_time).toBe(messages.schedule.minAdvance(24));
  });
});
