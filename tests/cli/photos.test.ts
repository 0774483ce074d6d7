// valet photos purge and valet bookings dispute (product.md §16, docs/decisions/030): the
// handover photos go handover_photo_retention_days after the car's return (the
// return's record, or the planned arrival without one), except a disputed booking's
// and a car's still with us; the daily privacy purge applies the same rule.
// Now is fixed at Sunday 2026-11-22 10:00 in Israel: with the default 60 days,
// photos of cars returned before 2026-09-23 10:00 go.
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@server/db/database.ts";
import type { Prisma as PrismaTypes } from "@server/db/generated/client.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { cli, makeBooking } from "./cli-harness.ts";

let db: Database;
beforeEach(async () => {
  db = await workerDatabase();
  await resetDatabase(db);
});

const at = (date: string, time = "12:00") => toInstant(date, time)!;

async function photosOf(bookingId: number, count: number, crewMemberId: number) {
  for (let index = 0; index < count; index++) {
    await db.prisma.handoverPhoto.create({
      data: { bookingId, stage: index % 2 ? "return" : "pickup", content: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), contentType: "image/jpeg", width: 1, height: 1, bytes: 4, sha256: "0".repeat(64), crewMemberId },
    });
  }
}

async function booking(fields: { arrival: string; returned?: string } & Partial<PrismaTypes.BookingCreateInput>) {
  const { arrival, returned, ...rest } = fields;
  const row = await makeBooking(db, { departure: ["2026-08-01", "08:00"], arrival: [arrival, "20:00"], ...(returned ? { serviceStatus: "returned" } : {}), ...rest });
  if (returned) {
    await db.prisma.handover.create({ data: { bookingId: row.id, stage: "return", odometerKm: 12_000, fuelEighths: 4, recordedAt: at(returned) } });
  }
  return row;
}

/** One booking on each side of each rule. */
async function seed() {
  const crew = await db.prisma.crewMember.create({ data: { name: "דני כהן", phone: "0501234567" } });
  const rows = {
    returnedLongAgo: await booking({ arrival: "2026-09-01", returned: "2026-09-01" }),
    returnedRecently: await booking({ arrival: "2026-10-15", returned: "2026-10-15" }),
    // No return recorded: its planned arrival counts.
    arrivedLongAgo: await booking({ arrival: "2026-09-05" }),
    disputed: await booking({ arrival: "2026-09-01", returned: "2026-09-01", photosDisputedAt: at("2026-09-10") }),
    // Still in the lot, two months late: its photos stay.
    stillWithUs: await booking({ arrival: "2026-08-10", serviceStatus: "parked" }),
    // Planned back long ago, but returned late: counted from the return.
    returnedLate: await booking({ arrival: "2026-09-01", returned: "2026-10-01" }),
  };
  await photosOf(rows.returnedLongAgo.id, 2, crew.id);
  await photosOf(rows.returnedRecently.id, 2, crew.id);
  await photosOf(rows.arrivedLongAgo.id, 1, crew.id);
  await photosOf(rows.disputed.id, 3, crew.id);
  await photosOf(rows.stillWithUs.id, 1, crew.id);
  await photosOf(rows.returnedLate.id, 1, crew.id);
  return rows;
}

const photosByBooking = async () => {
  const groups = await db.prisma.handoverPhoto.groupBy({ by: ["bookingId"], _count: { _all: true }, orderBy: { bookingId: "asc" } });
  return Object.fromEntries(groups.map((group) => [group.bookingId, group._count._all]));
};

describe("valet photos purge", () => {
  it("--dry-run counts what goes and changes nothing; the run deletes exactly that and says so", async () => {
    const rows = await seed();
    const before = await photosByBooking();
    const dry = await cli(["photos", "purge", "--dry-run", "--json"]);
    expect(dry.stderr).toBe("");
    expect(dry.code).toBe(0);
    expect(dry.json()).toEqual({
      dryRun: true,
      retentionDays: 60,
      cutoff: "2026-09-23T07:00:00.000Z",
      deleted: 3,
      orders: [
        { orderNumber: rows.returnedLongAgo.orderNumber, photos: 2 },
        { orderNumber: rows.arrivedLongAgo.orderNumber, photos: 1 },
      ],
      keptDisputed: 3,
    });
    expect(await photosByBooking()).toEqual(before);

    const run = await cli(["photos", "purge"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        "purged:",
        "  photos of cars returned more than 60 days ago (before 2026-09-23), not disputed: 3 deleted",
        `    order ${rows.returnedLongAgo.orderNumber}: 2 photos`,
        `    order ${rows.arrivedLongAgo.orderNumber}: 1 photo`,
        "  kept past the period for a dispute: 3 photos",
        "",
      ].join("\n"),
    );
    expect(await photosByBooking()).toEqual({
      [rows.returnedRecently.id]: 2,
      [rows.disputed.id]: 3,
      [rows.stillWithUs.id]: 1,
      [rows.returnedLate.id]: 1,
    });
    // Safe to repeat: nothing left to delete.
    expect((await cli(["photos", "purge", "--json"])).json()).toMatchObject({ deleted: 0, orders: [] });
  });

  it("uses the period set with valet config, within its bounds", async () => {
    await seed();
    expect((await cli(["config", "set", "handover_photo_retention_days", "30"])).code).toBe(0);
    // Returned 2026-10-15 and the late return of 2026-10-01 are now past 30 days too.
    expect((await cli(["photos", "purge", "--dry-run", "--json"])).json()).toMatchObject({ retentionDays: 30, deleted: 6 });
    const tooShort = await cli(["config", "set", "handover_photo_retention_days", "13"]);
    expect(tooShort.code).toBe(2);
    expect(tooShort.stderr).toMatch(/^error: .*handover_photo_retention_days.*14.*365.*\(a damage claim may come days after the return\)\n$/);
    expect((await cli(["config", "show", "--json"])).json().handover_photo_retention_days).toBe(30);
  });

  it("is part of the daily privacy purge", async () => {
    await seed();
    const dry = await cli(["privacy", "purge", "--dry-run", "--json"]);
    expect(dry.json().counts.handoverPhotosDeleted).toBe(3);
    const run = await cli(["privacy", "purge"]);
    expect(run.stdout).toMatch(/^ {2}handover photos of cars returned more than 60 days ago \(before 2026-09-23\), not disputed: 3 deleted$/m);
    expect(await db.prisma.handoverPhoto.count()).toBe(7);
  });
});

describe("valet bookings dispute", () => {
  it("keeps an order's photos past their period until --clear; then the next purge takes them", async () => {
    const rows = await seed();
    const order = rows.returnedLongAgo.orderNumber;
    const marked = await cli(["bookings", "dispute", String(order)]);
    expect(marked.stderr).toBe("");
    expect(marked.code).toBe(0);
    expect(marked.stdout).toBe(`order ${order}: 2 photos held for a dispute since 2026-11-22, until valet bookings dispute ${order} --clear\n`);
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: rows.returnedLongAgo.id } })).photosDisputedAt).toEqual(new Date("2026-11-22T08:00:00.000Z"));
    expect((await cli(["photos", "purge", "--json"])).json()).toMatchObject({ deleted: 1, keptDisputed: 5 });
    expect(await db.prisma.handoverPhoto.count({ where: { bookingId: rows.returnedLongAgo.id } })).toBe(2);

    // Marking again keeps the first date.
    expect((await cli(["bookings", "dispute", String(rows.disputed.orderNumber), "--json"])).json()).toEqual({
      orderNumber: rows.disputed.orderNumber,
      disputedAt: "2026-09-10T09:00:00.000Z",
      photos: 3,
      deletedAfter: null,
    });

    const cleared = await cli(["bookings", "dispute", String(order), "--clear"]);
    expect(cleared.code).toBe(0);
    expect(cleared.stdout).toBe(`order ${order}: no dispute; its 2 photos are deleted after 2026-10-31 (the next daily purge, or valet photos purge)\n`);
    expect((await cli(["photos", "purge", "--json"])).json()).toMatchObject({ deleted: 2, orders: [{ orderNumber: order, photos: 2 }] });
  });

  it("says a car still with us keeps its photos", async () => {
    const rows = await seed();
    const run = await cli(["bookings", "dispute", String(rows.stillWithUs.orderNumber), "--clear", "--json"]);
    expect(run.json()).toEqual({ orderNumber: rows.stillWithUs.orderNumber, disputedAt: null, photos: 1, deletedAfter: null });
  });

  it("refuses an unknown order with exit 1 and a malformed one with exit 2, changing nothing", async () => {
    await seed();
    const before = await db.prisma.booking.findMany({ orderBy: { id: "asc" } });
    const unknown = await cli(["bookings", "dispute", "999999"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe("error: no booking with order number 999999\n");
    const malformed = await cli(["bookings", "dispute", "abc"]);
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toMatch(/^error: .*order_number/);
    expect(await db.prisma.booking.findMany({ orderBy: { id: "asc" } })).toEqual(before);
  });
});
