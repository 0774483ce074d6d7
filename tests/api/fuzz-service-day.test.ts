// Fuzzing the service day (product.md §17): the crew's moves, the photo upload and the
// traveller's extend get mutated and random bodies, odd keys, queries and cookies.
// Every answer is below 500 and shows nothing internal (fuzz-kit.ts). Fixed seeds;
// FUZZ_SEED / FUZZ_RUNS to hunt.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminServices } from "@server/services/admin/index.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { describeRequest, expectSafe, fuzzApp, fuzzRuns, idempotencyHeader, jsonText, mutatedBody, randomJson, StatusTally, trickyString, wellFormed } from "@tests/support/fuzz-kit.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

let app: Awaited<ReturnType<typeof fuzzApp>>;
let cookie: string;
let orders: Array<{ order_number: number; token: string }>;

const MOVES = ["pickup", "parked", "returning", "return", "no-show"] as const;
const VALID: Record<(typeof MOVES)[number], Record<string, unknown>> = {
  pickup: { odometer_km: 12_000, fuel_eighths: 5, keys: 2, damage_notes: "שריטה", cash_collected: 100 },
  parked: { bay: "B-12", key_hook: "7" },
  returning: {},
  return: { odometer_km: 12_040, battery_percent: 60, cash_collected: 50 },
  "no-show": {},
};

beforeAll(async () => {
  await resetDatabase(await workerDatabase());
  app = await fuzzApp();
  const { link } = await createAdminServices(app.db.prisma, fixedNow).crew.add({ name: "דני כהן", phone: "050-1112233" });
  const signedIn = await app.request.post("/api/crew/sign-in").send({ token: link.token });
  cookie = `valet_crew=${/^valet_crew=([^;]+)/.exec(String(signedIn.headers["set-cookie"]))![1]!}`;
  orders = [];
  // Picked up tomorrow: within the crew's days (docs/decisions/037), so the moves are taken, not refused for the date.
  for (let i = 0; i < 3; i++) orders.push((await app.request.post("/api/bookings").send(bookingBody({ departure_date: "2026-11-23", arrival_date: "2026-11-29" }))).body);
});

afterAll(async () => app?.close());

const orderNumber = () => fc.oneof(fc.constantFrom(...[0, 1, 2].map((i) => String(orders[i]!.order_number))), fc.constantFrom("0", "-1", "99999999999", "1e3", "abc", "%00"));

describe("the service day under fuzz", () => {
  it("crew moves: mutated valid bodies, odd keys and order numbers, with and without a session", async () => {
    const tally = new StatusTally();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...MOVES).chain((move) => fc.tuple(fc.constant(move), Object.keys(VALID[move]).length ? mutatedBody(VALID[move]) : fc.oneof(fc.constant({}), randomJson))), orderNumber(), idempotencyHeader, fc.boolean(), async ([move, body], order, key, signedIn) => {
        const path = `/api/crew/bookings/${order}/${move}`;
        const text = jsonText(body);
        const test = app.request.post(path).set("Content-Type", "application/json");
        if (signedIn) test.set("cookie", cookie);
        if (key !== undefined) test.set("Idempotency-Key", key);
        await expectSafe(test.send(text), tally, describeRequest("POST", path, { key, signedIn, body: text.slice(0, 300) }));
      }),
      fuzzRuns(2301, 200),
    );
    expect(tally.has((status) => status === 401)).toBe(true);
    expect(tally.has((status) => status === 422)).toBe(true);
  });

  it("the manifest and the photo upload: odd dates, stages, types and bodies", async () => {
    const tally = new StatusTally();
    await fc.assert(
      fc.asyncProperty(orderNumber(), trickyString.map(wellFormed), fc.constantFrom("image/jpeg", "image/png", "text/html", "application/json", "multipart/form-data"), fc.uint8Array({ maxLength: 2_000 }), async (order, odd, type, bytes) => {
        const manifest = `/api/crew/manifest?date=${encodeURIComponent(odd)}`;
        await expectSafe(app.request.get(manifest).set("cookie", cookie), tally, describeRequest("GET", manifest));
        const upload = `/api/crew/bookings/${order}/photos?stage=${encodeURIComponent(odd)}`;
        await expectSafe(app.request.post(upload).set("cookie", cookie).set("Content-Type", type).send(Buffer.from(bytes)), tally, describeRequest("POST", upload, type));
      }),
      fuzzRuns(2302, 100),
    );
    expect(tally.has((status) => status >= 400 && status < 500)).toBe(true);
  });

  it("extend and quote-extend: random JSON and tokens, 4xx never 5xx", async () => {
    const tally = new StatusTally();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("extend", "quote-extend"), fc.oneof(randomJson, mutatedBody({ arrival_date: "2026-12-09", arrival_time: "22:30" })), fc.oneof(fc.constant(orders[0]!.token), trickyString.map(wellFormed)), async (action, body, token) => {
        const path = `/api/bookings/${orders[0]!.order_number}/${action}?t=${encodeURIComponent(token)}`;
        const text = jsonText(body);
        await expectSafe(app.request.post(path).set("Content-Type", "application/json").send(text), tally, describeRequest("POST", path, text.slice(0, 300)));
      }),
      fuzzRuns(2303, 150),
    );
    expect(tally.has((status) => status >= 400 && status < 500)).toBe(true);
  });
});
