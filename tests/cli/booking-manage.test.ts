// The operator's side of "manage my booking" (product.md §12, §13): change, cancel, refunds
// owed and paid back, and the events in `bookings show`. Now is Sunday
// 2026-11-22 10:00 in Israel (the harness's clock).
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@server/db/database.ts";
import { manageMessages } from "@shared/messages/manage.ts";
import { messages } from "@shared/messages/index.ts";
import { resetDatabase, workerDatabase, workerDatabaseEnv } from "@tests/support/test-database.ts";
import { cli, makeBooking } from "./cli-harness.ts";

let db: Database;

beforeEach(async () => {
  db = await workerDatabase();
  await resetDatabase(db);
});

/** Tuesday 1 December to Monday 7 December: 7 days, 450 ₪, paid by card; cancellable until Saturday 28 November. */
function paidDecember() {
  return makeBooking(db, {
    departure: ["2026-12-01", "06:00"],
    arrival: ["2026-12-07", "22:30"],
    days: 7,
    parkingPrice: 450,
    totalPrice: 450,
    paymentMethod: "card",
    paymentStatus: "completed",
    paymentAmount: 450,
    paymentId: "T-1",
  });
}

describe("valet bookings change", () => {
  it("changes the landing with the booking's prices, e-mails the customer and records the operator", async () => {
    const booking = await paidDecember();
    const run = await cli(["bookings", "change", String(booking.orderNumber), "--arrival", "2026-12-09 23:30", "--json"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({ oldTotal: 450, total: 550, amountDue: 100, refundDue: 0 });
    const event = await db.prisma.bookingEvent.findFirstOrThrow();
    expect(event).toMatchObject({ kind: "changed", actor: "operator", forced: false, priceDifference: 100 });
    expect(await db.prisma.messageOutbox.count({ where: { kind: "customer_change" } })).toBe(1);
  });

  it("logs as the site's services do, on stderr, at the LOG_LEVEL asked for", async () => {
    const booking = await paidDecember();
    const env = { ...(await workerDatabaseEnv()), LOG_LEVEL: "info", PUBLIC_BASE_URL: "https://valet.test" };
    const run = await cli(["bookings", "change", String(booking.orderNumber), "--flight", "LY8", "--json"], { env });
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({ orderNumber: booking.orderNumber });
    const line = JSON.parse(run.stderr.trim().split("\n").at(-1)!);
    expect(line).toMatchObject({ msg: "booking changed", orderNumber: booking.orderNumber, actor: "operator" });
  });

  it("refuses a landing on Shabbat with the site's Hebrew reason", async () => {
    const booking = await paidDecember();
    const run = await cli(["bookings", "change", String(booking.orderNumber), "--arrival", "2026-12-05 12:00"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(messages.schedule.shabbat);
    expect(await db.prisma.bookingEvent.count()).toBe(0);
  });

  it("after the cutoff needs --force, and records that it was forced", async () => {
    const booking = await makeBooking(db, { departure: ["2026-11-23", "06:00"], arrival: ["2026-11-26", "22:30"] });
    const refused = await cli(["bookings", "change", String(booking.orderNumber), "--flight", "LY8"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(manageMessages.changeClosed("03-5550000").slice(0, 20));
    const forced = await cli(["bookings", "change", String(booking.orderNumber), "--flight", "LY8", "--force"]);
    expect(forced.code).toBe(0);
    expect(await db.prisma.bookingEvent.findFirstOrThrow()).toMatchObject({ forced: true, actor: "operator" });
  });

  it("without any change option is a usage mistake that touches nothing", async () => {
    const booking = await paidDecember();
    const run = await cli(["bookings", "change", String(booking.orderNumber)]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/nothing to change/);
    const bad = await cli(["bookings", "change", String(booking.orderNumber), "--arrival", "tomorrow"]);
    expect(bad.code).toBe(2);
  });
});

describe("valet bookings cancel, refunds, mark-refunded, show", () => {
  it("cancels by the terms, lists the refund owed, records it paid back, and shows every event", async () => {
    const booking = await paidDecember();
    const order = String(booking.orderNumber);
    const cancel = await cli(["bookings", "cancel", order, "--yes", "--json"]);
    expect(cancel.code).toBe(0);
    expect(cancel.json()).toMatchObject({ status: "cancelled", fee: 22, refundDue: 428, forced: false });
    expect(await db.prisma.messageOutbox.count({ where: { kind: "customer_cancellation" } })).toBe(1);

    const refunds = await cli(["bookings", "refunds", "--json"]);
    expect(refunds.json()).toEqual([expect.objectContaining({ orderNumber: booking.orderNumber, refundDue: 428, paid: 450 })]);
    expect((await cli(["bookings", "refunds"])).stdout).toContain("428");

    const paid = await cli(["bookings", "mark-refunded", order, "--reference", "credit 883421"]);
    expect(paid.code).toBe(0);
    expect(paid.stdout).toContain("428");
    expect((await cli(["bookings", "refunds", "--json"])).json()).toEqual([]);
    expect((await cli(["bookings", "mark-refunded", order])).code).toBe(1);

    const show = await cli(["bookings", "show", order, "--json"]);
    expect(show.json()).toMatchObject({ refundDue: 0, refundedAmount: 428, refundReference: "credit 883421", cancellationFee: 22 });
    expect(show.json().events.map((e: { kind: string }) => e.kind)).toEqual(["cancelled", "refunded"]);
    const text = (await cli(["bookings", "show", order])).stdout;
    expect(text).toContain("ביטול");
    expect(text).toContain("refunded 428 ₪ (credit 883421)");

    const again = await cli(["bookings", "cancel", order, "--yes"]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(manageMessages.alreadyCancelled);
  });

  it("outside the terms refuses without --force; with --force and --fee keeps that fee", async () => {
    const booking = await makeBooking(db, {
      departure: ["2026-11-24", "06:00"],
      arrival: ["2026-11-26", "22:30"],
      paymentMethod: "card",
      paymentStatus: "completed",
      paymentAmount: 350,
    });
    const order = String(booking.orderNumber);
    const refused = await cli(["bookings", "cancel", order, "--yes"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/outside the cancellation terms/);
    const forced = await cli(["bookings", "cancel", order, "--force", "--fee", "50", "--yes", "--json"]);
    expect(forced.json()).toMatchObject({ fee: 50, refundDue: 300, forced: true });
    expect(await db.prisma.bookingEvent.findFirstOrThrow()).toMatchObject({ kind: "cancelled", forced: true, fee: 50, refund: 300 });
  });

  it("asks first: without --yes and without a terminal it refuses before touching anything", async () => {
    const booking = await paidDecember();
    const run = await cli(["bookings", "cancel", String(booking.orderNumber)]);
    expect(run.code).toBe(2);
    expect((await db.prisma.booking.findFirstOrThrow()).cancelledAt).toBeNull();
  });

  it("a cancelled booking leaves the manifest", async () => {
    const booking = await paidDecember();
    await cli(["bookings", "cancel", String(booking.orderNumber), "--yes"]);
    const manifest = await cli(["bookings", "manifest", "--date", "2026-12-01", "--json"]);
    expect(manifest.json().entries).toEqual([]);
    // Still listed, as cancelled.
    expect((await cli(["bookings", "list", "--date", "2026-12-01"])).stdout).toContain("בוטלה");
  });
});

describe("valet config change_cutoff_hours", () => {
  it("is 24 by default and settable", async () => {
    expect((await cli(["config", "show", "--json"])).json()).toMatchObject({ change_cutoff_hours: 24 });
    expect((await cli(["config", "set", "change_cutoff_hours", "48"])).code).toBe(0);
    expect((await db.prisma.siteConfig.findFirstOrThrow()).changeCutoffHours).toBe(48);
    expect((await cli(["config", "set", "change_cutoff_hours", "-1"])).code).toBe(2);
  });
});
