// The return follows the flight (docs/decisions/034): a poll reads the sandbox board
// (a temp file) for the near returns and records each one's flight, with booking
// events once per change and the landing hook in the same transaction. Two
// processes applying one sighting really race (on the embedded Postgres or CI's).
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { toInstant } from "@shared/jerusalem-time.ts";
import { createPrismaClient, type Database } from "@server/db/database.ts";
import { FlightBoardError } from "@server/flights/board.ts";
import type { OnLanded } from "@server/flights/flight-observation.ts";
import { createFlightTracking } from "@server/flights/flight-tracking.ts";
import { createSandboxFlightSource } from "@server/flights/sandbox-source.ts";
import { createCrewManifest } from "@server/services/crew-manifest.ts";
import { boardRow, sandboxBoard } from "@tests/support/flight-board.ts";
import { returnBooking } from "@tests/support/flight-bookings.ts";
import { NOW } from "@tests/support/fixed-clock.ts";
import { logSink } from "@tests/support/log-sink.ts";
import { silentLogger, testApp, testConfig } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

// NOW is Sunday 2026-11-22 10:00 in Israel (UTC+2): tonight's returns are near.
const DAY = "2026-11-22";
const board = sandboxBoard();
let db: Database;
let other: ReturnType<typeof createPrismaClient> | undefined;

beforeEach(async () => {
  db = await workerDatabase();
  await resetDatabase(db);
  board.write([]);
  other ??= createPrismaClient(db.connectionString, 4);
});
afterAll(async () => {
  await other?.$disconnect();
  board.remove();
});

function tracking(options: { onLanded?: OnLanded; prisma?: Database["prisma"]; now?: Date } = {}) {
  return createFlightTracking({
    prisma: options.prisma ?? db.prisma,
    source: createSandboxFlightSource({ path: board.file }),
    onLanded: options.onLanded ?? (async () => {}),
    logger: silentLogger,
    now: () => options.now ?? NOW,
  });
}

const row = (bookingId: number) => db.prisma.flightStatusRow.findUniqueOrThrow({ where: { bookingId } });
const events = (bookingId: number) => db.prisma.bookingEvent.findMany({ where: { bookingId }, orderBy: { id: "asc" } });
const utc = (time: string) => toInstant(DAY, time)!;

describe("a delayed flight", () => {
  it("records the expected time, and adds one event per move of more than 30 minutes", async () => {
    const booking = await returnBooking(db, "LY315", DAY, "18:45");
    board.write([boardRow("LY", "315", `${DAY}T18:45:00`, { expected: `${DAY}T19:40:00`, status: "DELAYED" })]);

    const first = await tracking().poll();
    expect(first).toEqual({ checked: 1, updated: 1, notTracked: 0, events: [{ orderNumber: booking.orderNumber, kind: "flight_time_changed" }] });
    expect(await row(booking.id)).toMatchObject({
      flightNumber: "LY315",
      returnDate: new Date(`${DAY}T00:00:00.000Z`),
      status: "delayed",
      scheduledAt: utc("18:45"),
      estimatedAt: utc("19:40"),
      landedAt: null,
      terminal: 3,
      checkedAt: NOW,
      changedAt: NOW,
    });
    // From what the crew planned (the booking's time) to the board's expected landing.
    expect((await events(booking.id)).map((e) => [e.kind, e.actor, e.changes, e.note])).toEqual([
      ["flight_time_changed", "system", { from: utc("18:45").toISOString(), to: utc("19:40").toISOString() }, "LY315"],
    ]);

    // The same board again: nothing new, only checked again.
    const later = new Date(NOW.getTime() + 2 * 60_000);
    expect(await tracking({ now: later }).poll()).toEqual({ checked: 1, updated: 0, notTracked: 0, events: [] });
    expect(await row(booking.id)).toMatchObject({ checkedAt: later, changedAt: NOW });
    expect(await events(booking.id)).toHaveLength(1);

    // Ten minutes more is shown, but is no event; then 40 minutes past the last known time is.
    board.write([boardRow("LY", "315", `${DAY}T18:45:00`, { expected: `${DAY}T19:50:00`, status: "DELAYED" })]);
    expect((await tracking({ now: later }).poll()).events).toEqual([]);
    expect(await row(booking.id)).toMatchObject({ estimatedAt: utc("19:50"), changedAt: later });
    board.write([boardRow("LY", "315", `${DAY}T18:45:00`, { expected: `${DAY}T20:30:00`, status: "DELAYED" })]);
    await tracking().poll();
    expect((await events(booking.id)).map((e) => e.changes)).toEqual([
      { from: utc("18:45").toISOString(), to: utc("19:40").toISOString() },
      { from: utc("19:50").toISOString(), to: utc("20:30").toISOString() },
    ]);
  });

  it("a flight on time (within 30 minutes of the booking) adds no event", async () => {
    const booking = await returnBooking(db, "LY315", DAY, "18:30");
    board.write([boardRow("LY", "315", `${DAY}T18:45:00`)]);
    expect((await tracking().poll()).events).toEqual([]);
    expect(await row(booking.id)).toMatchObject({ status: "scheduled", estimatedAt: utc("18:45") });
  });
});

describe("a landing", () => {
  it("adds flight_landed and calls onLanded once, in the landing's transaction", async () => {
    const booking = await returnBooking(db, "LY315", DAY, "18:45");
    const onLanded = vi.fn<OnLanded>(async () => {});
    board.write([boardRow("LY", "315", `${DAY}T18:45:00`, { expected: `${DAY}T18:52:00` })]);
    await tracking({ onLanded }).poll();
    board.write([boardRow("LY", "315", `${DAY}T18:45:00`, { expected: `${DAY}T18:58:00`, status: "LANDED" })]);
    const report = await tracking({ onLanded }).poll();
    expect(report.events).toEqual([{ orderNumber: booking.orderNumber, kind: "flight_landed" }]);
    expect(await row(booking.id)).toMatchObject({ status: "landed", landedAt: utc("18:58") });
    expect(onLanded).toHaveBeenCalledTimes(1);
    expect(onLanded.mock.calls[0]![1]).toBe(booking.id);

    await tracking({ onLanded }).poll();
    expect(onLanded).toHaveBeenCalledTimes(1);
    expect((await events(booking.id)).map((e) => e.kind)).toEqual(["flight_landed"]);
  });

  it("when onLanded fails, the landing is not recorded and the next poll tries again", async () => {
    const booking = await returnBooking(db, "LY315", DAY, "18:45");
    board.write([boardRow("LY", "315", `${DAY}T18:45:00`, { status: "LANDED" })]);
    const failing: OnLanded = async (tx, bookingId) => {
      // Written through the transaction, then undone with it.
      await tx.bookingEvent.create({ data: { bookingId, kind: "probe", actor: "system" } });
      throw new Error("outbox unavailable");
    };
    await expect(tracking({ onLanded: failing }).poll()).rejects.toThrow("outbox unavailable");
    expect(await db.prisma.flightStatusRow.count()).toBe(0);
    expect(await events(booking.id)).toEqual([]);

    const onLanded = vi.fn<OnLanded>(async () => {});
    await tracking({ onLanded }).poll();
    expect(onLanded).toHaveBeenCalledTimes(1);
    expect((await events(booking.id)).map((e) => e.kind)).toEqual(["flight_landed"]);
  });

  it("a landed flight that drops off the board keeps its last word", async () => {
    const booking = await returnBooking(db, "LY315", DAY, "18:45");
    board.write([boardRow("LY", "315", `${DAY}T18:45:00`, { status: "LANDED" })]);
    await tracking().poll();
    board.write([]);
    const later = new Date(NOW.getTime() + 60 * 60_000);
    expect(await tracking({ now: later }).poll()).toEqual({ checked: 1, updated: 0, notTracked: 0, events: [] });
    expect(await row(booking.id)).toMatchObject({ status: "landed", checkedAt: later, changedAt: NOW });
  });
});

describe("a cancelled flight", () => {
  it("adds flight_cancelled once", async () => {
    const booking = await returnBooking(db, "LY315", DAY, "18:45");
    board.write([boardRow("LY", "315", `${DAY}T18:45:00`, { status: "CANCELED" })]);
    expect((await tracking().poll()).events).toEqual([{ orderNumber: booking.orderNumber, kind: "flight_cancelled" }]);
    await tracking().poll();
    expect(await row(booking.id)).toMatchObject({ status: "cancelled" });
    expect((await events(booking.id)).map((e) => e.kind)).toEqual(["flight_cancelled"]);
  });
});

describe("flights the board does not show", () => {
  it("are not_tracked, with no event: neither an unknown flight nor text that is no flight number", async () => {
    const unknown = await returnBooking(db, "LY999", DAY, "18:45");
    const notANumber = await returnBooking(db, "לא יודע", DAY, "19:00");
    board.write([boardRow("LY", "315", `${DAY}T18:45:00`)]);
    expect(await tracking().poll()).toEqual({ checked: 2, updated: 2, notTracked: 2, events: [] });
    expect(await row(unknown.id)).toMatchObject({ flightNumber: "LY999", status: "not_tracked", scheduledAt: null, estimatedAt: null, terminal: null });
    expect(await row(notANumber.id)).toMatchObject({ flightNumber: "לא יודע", status: "not_tracked" });
    expect(await db.prisma.bookingEvent.count()).toBe(0);
  });

  it("only the returns still ahead are polled: not cancelled, returned, no-show, failed or far away", async () => {
    await returnBooking(db, "LY315", DAY, "18:45", { cancelledAt: NOW, serviceStatus: "cancelled" });
    await returnBooking(db, "LY315", DAY, "18:45", { serviceStatus: "returned" });
    await returnBooking(db, "LY315", DAY, "18:45", { serviceStatus: "no_show" });
    await returnBooking(db, "LY315", DAY, "18:45", { paymentMethod: "card", paymentStatus: "failed" });
    await returnBooking(db, "LY315", "2026-11-24", "18:45");
    const near = await returnBooking(db, "LY315", DAY, "18:45", { serviceStatus: "parked" });
    board.write([boardRow("LY", "315", `${DAY}T18:45:00`)]);
    expect((await tracking().poll()).checked).toBe(1);
    expect((await db.prisma.flightStatusRow.findMany()).map((r) => r.bookingId)).toEqual([near.id]);
    // A given date polls that day's returns instead.
    expect((await tracking().poll({ date: "2026-11-24" })).checked).toBe(1);
  });
});

describe("matching the booking's flight to the board's row", () => {
  it("however the traveller typed it, and an arrival after midnight on the night of the return", async () => {
    const plain = await returnBooking(db, "LY315", DAY, "18:45");
    const spaced = await returnBooking(db, "ly 315", DAY, "18:45");
    const padded = await returnBooking(db, "LY0315", DAY, "18:45");
    const overnight = await returnBooking(db, "6H812", DAY, "23:50");
    board.write([
      boardRow("LY", "0315", `${DAY}T18:45:00`, { expected: `${DAY}T18:50:00` }),
      boardRow("6H", "812", "2026-11-23T01:20:00", { terminal: 1 }),
    ]);
    expect(await tracking().poll()).toMatchObject({ checked: 4, notTracked: 0 });
    for (const booking of [plain, spaced, padded]) {
      expect(await row(booking.id)).toMatchObject({ flightNumber: "LY315", status: "scheduled", estimatedAt: utc("18:50") });
    }
    expect(await row(overnight.id)).toMatchObject({
      flightNumber: "6H812",
      returnDate: new Date(`${DAY}T00:00:00.000Z`),
      scheduledAt: toInstant("2026-11-23", "01:20"),
      terminal: 1,
    });
  });

  it("a code-share: each code matches its own row, and an operator's number under the partner's code matches none", async () => {
    const operator = await returnBooking(db, "A3928", DAY, "19:00");
    const partner = await returnBooking(db, "LY8123", DAY, "19:00");
    const mixed = await returnBooking(db, "LY928", DAY, "19:00");
    board.write([
      boardRow("A3", "928", `${DAY}T19:00:00`, { expected: `${DAY}T19:10:00`, terminal: 3 }),
      boardRow("LY", "8123", `${DAY}T19:00:00`, { expected: `${DAY}T19:15:00`, terminal: 3 }),
    ]);
    await tracking().poll();
    expect(await row(operator.id)).toMatchObject({ flightNumber: "A3928", estimatedAt: utc("19:10") });
    expect(await row(partner.id)).toMatchObject({ flightNumber: "LY8123", estimatedAt: utc("19:15") });
    expect(await row(mixed.id)).toMatchObject({ flightNumber: "LY928", status: "not_tracked" });
  });

  it("a booking changed to another flight starts afresh from its own time", async () => {
    const booking = await returnBooking(db, "LY315", DAY, "18:45");
    board.write([boardRow("LY", "315", `${DAY}T18:45:00`, { status: "LANDED" }), boardRow("LY", "317", `${DAY}T21:00:00`, { expected: `${DAY}T21:05:00` })]);
    await tracking().poll();
    await db.prisma.booking.update({ where: { id: booking.id }, data: { flightNumber: "LY317", arrivalAt: utc("21:00") } });
    expect((await tracking().poll()).events).toEqual([]);
    expect(await row(booking.id)).toMatchObject({ flightNumber: "LY317", status: "scheduled", landedAt: null, estimatedAt: utc("21:05") });
  });
});

describe("a board that cannot be read", () => {
  it("throws, and leaves every stored row and event as it was", async () => {
    const booking = await returnBooking(db, "LY315", DAY, "18:45");
    board.write([boardRow("LY", "315", `${DAY}T18:45:00`, { expected: `${DAY}T19:40:00`, status: "DELAYED" })]);
    await tracking().poll();
    const before = { row: await row(booking.id), events: await events(booking.id) };

    board.write("<html>maintenance</html>");
    const later = new Date(NOW.getTime() + 10 * 60_000);
    await expect(tracking({ now: later }).poll()).rejects.toBeInstanceOf(FlightBoardError);
    board.write([{ unexpected: "shape" }]);
    await expect(tracking({ now: later }).poll()).rejects.toBeInstanceOf(FlightBoardError);
    expect({ row: await row(booking.id), events: await events(booking.id) }).toEqual(before);
  });
});

describe("a row whose time fits the pattern but is no time (T25:61:00)", () => {
  it("affects only its own flight: the others are recorded, a landing's message queued, and the row is logged once", async () => {
    // The site's own services, as the poller drives them: the sandbox board, the outbox, the log.
    const log = logSink();
    const app = await testApp({ config: testConfig({ FLIGHT_SOURCE: "sandbox", FLIGHT_SANDBOX_FILE: board.file }), logger: log.logger, now: () => NOW });
    // Parked: "your flight landed" goes only while the car is with us.
    const landing = await returnBooking(db, "LY315", DAY, "18:45", { serviceStatus: "parked" });
    const broken = await returnBooking(db, "6H812", DAY, "19:30", { serviceStatus: "parked" });
    board.write([
      boardRow("LY", "315", `${DAY}T18:45:00`),
      boardRow("6H", "812", `${DAY}T19:30:00`, { expected: `${DAY}T20:30:00`, status: "DELAYED" }),
    ]);
    await app.services.flights.poll();
    const before = { row: await row(broken.id), events: await events(broken.id) };
    expect(before.row).toMatchObject({ status: "delayed", estimatedAt: utc("20:30") });

    board.write([
      boardRow("LY", "315", `${DAY}T18:45:00`, { expected: `${DAY}T18:40:00`, status: "LANDED" }),
      boardRow("6H", "812", `${DAY}T25:61:00`, { expected: `${DAY}T25:61:00`, status: "LANDED" }),
    ]);
    const report = await app.services.flights.poll();
    expect(report).toMatchObject({ checked: 2, events: [{ orderNumber: landing.orderNumber, kind: "flight_landed" }] });
    expect(await row(landing.id)).toMatchObject({ status: "landed", landedAt: utc("18:40") });
    const landed = await db.prisma.messageOutbox.findMany({ where: { kind: "flight_landed" } });
    expect(landed.map((message) => [message.bookingId, message.channel])).toEqual([[landing.id, "sms"]]);
    // The bad row's flight keeps what it last showed, with no event of its own.
    expect(await row(broken.id)).toMatchObject({ status: "delayed", estimatedAt: before.row.estimatedAt, landedAt: null, changedAt: before.row.changedAt });
    expect(await events(broken.id)).toEqual(before.events);

    // Polled again (every two minutes while returns are near): nothing new, and no second line.
    await app.services.flights.poll();
    const warnings = log.text().split("\n").filter((line) => line.includes("flight board row skipped"));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, row: { CHOPER: "6H", CHFLTN: "812", CHSTOL: `${DAY}T25:61:00` } });
    expect(await db.prisma.messageOutbox.count({ where: { kind: "flight_landed" } })).toBe(1);
  });
});

describe("the crew's manifest", () => {
  it("carries each return's flight as last polled, and none for a pickup", async () => {
    const polled = await returnBooking(db, "LY315", DAY, "18:45");
    const unpolled = await returnBooking(db, "LY317", "2026-11-23", "12:00");
    // Picked up today at 10:00, back in three days.
    await returnBooking(db, "LY001", "2026-11-25", "10:00");
    board.write([boardRow("LY", "315", `${DAY}T18:45:00`, { expected: `${DAY}T19:40:00`, status: "DELAYED" })]);
    await tracking().poll();
    const { entries } = await createCrewManifest({ prisma: db.prisma, now: () => NOW }).forDay(DAY);
    const flightOf = (id: number, kind: string) => entries.find((e) => e.order_number === id && e.kind === kind)?.flight;
    expect(flightOf(polled.orderNumber, "return")).toEqual({
      status: "delayed",
      scheduled_at: utc("18:45").toISOString(),
      estimated_at: utc("19:40").toISOString(),
      landed_at: null,
      terminal: 3,
    });
    expect(flightOf(unpolled.orderNumber, "return")).toMatchObject({ status: "not_tracked" });
    expect(entries.filter((e) => e.kind === "pickup").map((e) => e.flight)).toEqual([null]);
  });
});

describe("two processes applying the same sighting at once", () => {
  it("write one row and one event of each kind, and call onLanded once", async () => {
    const bookings = [await returnBooking(db, "LY315", DAY, "18:00"), await returnBooking(db, "LY317", DAY, "18:00"), await returnBooking(db, "6H812", DAY, "18:00")];
    const onLanded = vi.fn<OnLanded>(async () => {});
    const processes = [tracking({ onLanded }), tracking({ onLanded, prisma: other! }), tracking({ onLanded }), tracking({ onLanded, prisma: other! })];
    // Rows on time first: the race is then over changing a stored row, not creating it.
    board.write([boardRow("LY", "315", `${DAY}T18:00:00`), boardRow("LY", "317", `${DAY}T18:00:00`), boardRow("6H", "812", `${DAY}T18:00:00`)]);
    await tracking().poll();
    board.write([
      boardRow("LY", "315", `${DAY}T18:00:00`, { expected: `${DAY}T19:30:00`, status: "DELAYED" }),
      boardRow("LY", "317", `${DAY}T18:00:00`, { status: "LANDED" }),
      boardRow("6H", "812", `${DAY}T18:00:00`, { status: "CANCELED" }),
    ]);
    for (let round = 0; round < 3; round++) await Promise.all(processes.map((process) => process.poll()));
    expect(await db.prisma.flightStatusRow.count()).toBe(3);
    const kinds = (await db.prisma.bookingEvent.findMany({ orderBy: { bookingId: "asc" } })).map((e) => [e.bookingId, e.kind]);
    expect(kinds).toEqual([
      [bookings[0]!.id, "flight_time_changed"],
      [bookings[1]!.id, "flight_landed"],
      [bookings[2]!.id, "flight_cancelled"],
    ]);
    expect(onLanded).toHaveBeenCalledTimes(1);
  });

  it("the second waits for the first's transaction, then finds the landing already recorded", async () => {
    const booking = await returnBooking(db, "LY315", DAY, "18:00");
    board.write([boardRow("LY", "315", `${DAY}T18:00:00`)]);
    await tracking().poll();
    board.write([boardRow("LY", "315", `${DAY}T18:00:00`, { status: "LANDED" })]);
    const landings: string[] = [];
    // The first holds its transaction open past the second's start.
    const slow = tracking({ onLanded: async () => void (await new Promise((resolve) => setTimeout(resolve, 400)), landings.push("first")) });
    const quick = tracking({ prisma: other!, onLanded: async () => void landings.push("second") });
    await Promise.all([slow.poll(), new Promise((resolve) => setTimeout(resolve, 100)).then(() => quick.poll())]);
    expect(landings).toEqual(["first"]);
    expect((await events(booking.id)).map((e) => e.kind)).toEqual(["flight_landed"]);
  });
});
