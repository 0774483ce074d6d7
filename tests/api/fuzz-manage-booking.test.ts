// Fuzzing "manage my booking" (product.md §12): mutated and random change bodies, odd
// Idempotency-Keys and tokens against quote-change, change and cancel. Every answer
// is below 500 and shows nothing internal (fuzz-kit.ts); the booking stays a booking
// the rules accept. Fixed seeds; FUZZ_SEED / FUZZ_RUNS to hunt.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody } from "@tests/support/booking-body.ts";
import { describeRequest, expectSafe, fuzzApp, fuzzRuns, idempotencyHeader, jsonText, mutatedBody, randomJson, StatusTally, trickyString, wellFormed } from "@tests/support/fuzz-kit.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

let app: Awaited<ReturnType<typeof fuzzApp>>;
let order: { order_number: number; token: string };

/** A valid change: a December stay moved by the fields the page sends. */
const VALID_CHANGE = {
  departure_date: "2026-12-01",
  departure_time: "07:00",
  arrival_date: "2026-12-08",
  arrival_time: "23:00",
  departure_terminal: "terminal_1",
  arrival_terminal: "terminal_3",
  flight_number: "LY8",
  parking_type: "covered",
  additional_services: ["fuel"],
  phone: "0521234567",
  car_model: "מאזדה 3",
  license_number: "7654321",
};

beforeAll(async () => {
  await resetDatabase(await workerDatabase());
  app = await fuzzApp();
  const created = await app.request.post("/api/bookings").send(bookingBody({ departure_date: "2026-12-01", arrival_date: "2026-12-07" }));
  expect(created.status).toBe(201);
  order = created.body;
});

afterAll(async () => app?.close());

const url = (action: string, token = order.token) => `/api/bookings/${order.order_number}/${action}?t=${encodeURIComponent(token)}`;

describe("manage-booking endpoints under fuzz", () => {
  it("quote-change and change: mutated valid bodies and odd Idempotency-Keys never fail the server", async () => {
    const tally = new StatusTally();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("quote-change", "change"), mutatedBody(VALID_CHANGE), idempotencyHeader, async (action, body, key) => {
        const text = jsonText(body);
        const test = app.request.post(url(action)).set("Content-Type", "application/json");
        if (key !== undefined) test.set("Idempotency-Key", key);
        await expectSafe(test.send(text), tally, describeRequest("POST", url(action), { key, body: text.slice(0, 400) }));
      }),
      fuzzRuns(1501, 150),
    );
    expect(tally.has((status) => status === 200)).toBe(true);
    expect(tally.has((status) => status === 422)).toBe(true);
    // Whatever was accepted, the stored booking still reads back whole.
    expect((await app.request.get(`/api/bookings/${order.order_number}?t=${order.token}`)).status).toBe(200);
  });

  it("random JSON bodies and tokens: 4xx, never 5xx", async () => {
    const tally = new StatusTally();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("quote-change", "change", "cancel", "pay-difference", "resend-confirmation"), randomJson, fc.oneof(fc.constant(order.token), trickyString.map(wellFormed)), async (action, body, token) => {
        const text = jsonText(body);
        const test = app.request.post(url(action, token)).set("Content-Type", "application/json");
        await expectSafe(test.send(text), tally, describeRequest("POST", url(action, token), text.slice(0, 300)));
      }),
      fuzzRuns(1502, 150),
    );
    expect(tally.has((status) => status >= 400 && status < 500)).toBe(true);
  });
});
