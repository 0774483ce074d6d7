// The operator's undo of a wrong service move (docs/decisions/037): `valet bookings
// status <order> [--set <status> --reason "…"]` sets a booking back one step, to the
// status before its latest move and no other, asks first, and records an operator
// event with the reason; a pickup's or a return's record goes with it, so the crew
// records it again. And `valet bookings cancel --force` after a no-show, so a refund
// can be recorded. Now is Sunday 2026-11-22 10:00 in Israel (the harness's clock).
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@server/db/database.ts";
import { createAdminServices } from "@server/services/admin/index.ts";
import { createServices } from "@server/services/index.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import { serviceMessages } from "@shared/messages/service.ts";
import { NOW } from "@tests/support/fixed-clock.ts";
import { silentLogger, testApp, testConfig } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { cli, makeBooking } from "./cli-harness.ts";

let db: Database;

beforeEach(async () => {
  db = await workerDatabase();
  await resetDatabase(db);
});

/** The site's own services at an Israel time, as a phone (or the order page) would call them then. */
function servicesAt(date: string, time: string) {
  const at = toInstant(date, time)!;
  return createServices({ prisma: db.prisma, config: testConfig(), logger: silentLogger, now: () => at });
}

async function representative(name = "דנה כהן") {
  return { id: (await createAdminServices(db.prisma).crew.add({ name, phone: "050-1111111" })).member.id };
}

const PICKUP = { odometer_km: 10_000, fuel_eighths: 6, keys: 2 };
const booking = (orderNumber: number) => db.prisma.booking.findUniqueOrThrow({ where: { orderNumber } });
const serviceEvents = () => db.prisma.serviceEvent.findMany({ orderBy: { id: "asc" } });

describe("valet bookings status", () => {
  it("undoes a wrong no-show: back to booked, an operator event with the reason, and the traveller can cancel again", async () => {
    const dana = await representative();
    // Paid by card, seven weeks ahead; marked a no-show by a phone on its day.
    const paid = await makeBooking(db, {
      departure: ["2027-01-12", "06:00"],
      arrival: ["2027-01-18", "22:30"],
      paymentMethod: "card",
      paymentStatus: "completed",
      paymentAmount: 350,
      paymentId: "T-1",
    });
    await servicesAt("2027-01-12", "06:30").crewActions.noShow(paid.orderNumber, {}, dana);
    const app = await testApp({ now: () => NOW });
    const token = await app.services.orderTokens.sign(paid.orderNumber);
    const cancel = () => app.request.post(`/api/bookings/${paid.orderNumber}/cancel?t=${token}`).send({});
    const refused = await cancel();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: "no_show", message: serviceMessages.cancelAfterNoShow });

    const view = await cli(["bookings", "status", String(paid.orderNumber), "--json"]);
    expect(view.code, view.stderr).toBe(0);
    expect(view.json()).toEqual({
      orderNumber: paid.orderNumber,
      status: "no_show",
      latestMove: { from: "booked", to: "no_show", at: toInstant("2027-01-12", "06:30")!.toISOString(), actor: "representative", by: "דנה כהן" },
      canSet: "booked",
    });
    const text = await cli(["bookings", "status", String(paid.orderNumber)]);
    expect(text.stdout).toBe(
      [
        `order ${paid.orderNumber}: no_show (לא הגיע)`,
        "latest move: booked → no_show, 2027-01-12 06:30, by דנה כהן",
        `to undo it: valet bookings status ${paid.orderNumber} --set booked --reason "…"`,
        "",
      ].join("\n"),
    );

    const reason = "a lost phone marked it; the traveller is coming";
    const run = await cli(["bookings", "status", String(paid.orderNumber), "--set", "booked", "--reason", reason, "--yes", "--json"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.json()).toMatchObject({ orderNumber: paid.orderNumber, from: "no_show", to: "booked", reason, undone: { from: "booked", to: "no_show", by: "דנה כהן" }, removedHandover: null });
    expect((await booking(paid.orderNumber)).serviceStatus).toBe("booked");
    const [event, ...more] = await db.prisma.bookingEvent.findMany();
    expect(more).toEqual([]);
    expect(event).toMatchObject({ kind: "service_status_set", actor: "operator", changes: { service_status: { from: "no_show", to: "booked" } }, note: reason });
    // The move's row stays, marked undone; the traveller's timeline no longer shows it.
    expect((await serviceEvents()).map((row) => [row.fromStatus, row.toStatus, row.undoneAt])).toEqual([["booked", "no_show", NOW]]);
    const order = await app.request.get(`/api/bookings/${paid.orderNumber}?t=${token}`);
    expect(order.body.timeline.map((entry: { status: string }) => entry.status)).toEqual(["booked"]);
    const shown = await cli(["bookings", "show", String(paid.orderNumber)]);
    expect(shown.stdout).toContain("תיקון מצב השירות");
    expect(shown.stdout).toContain(`service_status no_show→booked; ${reason}`);

    // Within the terms again: the traveller's own cancel works, the law's fee kept.
    const cancelled = await cancel();
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await booking(paid.orderNumber)).toMatchObject({ serviceStatus: "cancelled", refundDue: 350 - (await booking(paid.orderNumber)).cancellationFee! });
    // A cancellation is not undone.
    const again = await cli(["bookings", "status", String(paid.orderNumber), "--set", "booked", "--reason", "oops", "--yes"]);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`error: order ${paid.orderNumber} was cancelled; a cancellation is not undone (book again)\n`);
  });

  it("undoes a wrong pickup: its record goes (kept in the event), the crew records it again, and the day counts one pickup", async () => {
    const dana = await representative();
    const car = await makeBooking(db, { departure: ["2026-11-24", "08:00"], arrival: ["2026-11-27", "20:00"] });
    await servicesAt("2026-11-24", "08:05").crewActions.pickup(car.orderNumber, { ...PICKUP, cash_collected: 100, damage_notes: "שריטה" }, dana);

    // Only the status before the latest move: not two steps, not forward.
    for (const set of ["parked", "no_show", "cancelled"]) {
      const run = await cli(["bookings", "status", String(car.orderNumber), "--set", set, "--reason", "test", "--yes"]);
      expect(run.code, set).toBe(1);
      expect(run.stderr).toBe(`error: order ${car.orderNumber} is picked_up: --set can only take booked, the status before its latest move\n`);
    }
    expect(await db.prisma.bookingEvent.count()).toBe(0);

    const run = await cli(["bookings", "status", String(car.orderNumber), "--set", "booked", "--reason", "recorded on the wrong card", "--yes", "--json"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.json().removedHandover).toMatchObject({ stage: "pickup", odometer_km: 10_000, fuel_eighths: 6, keys: 2, damage_notes: "שריטה", recorded_by: dana.id });
    expect(await db.prisma.handover.count()).toBe(0);
    const event = await db.prisma.bookingEvent.findFirstOrThrow();
    expect(event.changes).toMatchObject({ service_status: { from: "picked_up", to: "booked" }, pickup_record: { from: { odometer_km: 10_000, damage_notes: "שריטה" }, to: null } });
    // The cash taken stays: it is in the representative's hand.
    expect(await db.prisma.cashCollection.count()).toBe(1);

    // Recorded again, with other readings: a new move, not "already recorded".
    const again = await servicesAt("2026-11-24", "08:20").crewActions.pickup(car.orderNumber, { ...PICKUP, odometer_km: 20_000 }, dana);
    expect(again.state).toMatchObject({ changed: true, service_status: "picked_up", handover: { pickup: { odometer_km: 20_000 } } });
    const report = await cli(["reports", "day", "--date", "2026-11-24", "--json"], { now: () => toInstant("2026-11-25", "09:00")! });
    expect(report.json().representatives).toMatchObject([{ name: "דנה כהן", pickups: 1, cashExpected: 250, cashCollected: 100 }]);
    expect(report.json().totals).toMatchObject({ pickups: 1 });
  });

  it("undoes a wrong return back one step, then the crew records the return again", async () => {
    const dana = await representative();
    const car = await makeBooking(db, { departure: ["2026-11-20", "08:00"], arrival: ["2026-11-22", "09:00"], paymentMethod: "card", paymentStatus: "completed", paymentAmount: 350 });
    await servicesAt("2026-11-20", "08:05").crewActions.pickup(car.orderNumber, PICKUP, dana);
    const today = servicesAt("2026-11-22", "09:00").crewActions;
    await today.parked(car.orderNumber, { bay: "C-3", key_hook: "14" }, dana);
    await today.returning(car.orderNumber, {}, dana);
    // A typo: 1,000 km instead of 10.
    await today.returned(car.orderNumber, { odometer_km: 11_010, fuel_eighths: 5 }, dana);

    const run = await cli(["bookings", "status", String(car.orderNumber), "--set", "returning", "--reason", "odometer mistyped", "--yes"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(`order ${car.orderNumber}: returned → returning (בדרך ללקוח); recorded with the reason\nits return record was removed (kept in the order's events)\n`);
    expect(await db.prisma.handover.findMany({ select: { stage: true } })).toEqual([{ stage: "pickup" }]);
    const back = await servicesAt("2026-11-22", "10:30").crewActions.returned(car.orderNumber, { odometer_km: 10_010, fuel_eighths: 5 }, dana);
    expect(back.state).toMatchObject({ changed: true, service_status: "returned", handover: { km_driven: 10, over_km_limit: false } });
    // Back one step at a time only: the status before the return again.
    expect((await cli(["bookings", "status", String(car.orderNumber), "--json"])).json()).toMatchObject({ status: "returned", canSet: "returning" });
  });

  it("refuses a bad line with exit 2, nothing to undo or an unknown order with exit 1, and a declined question; writing nothing", async () => {
    const car = await makeBooking(db, { departure: ["2026-11-24", "08:00"], arrival: ["2026-11-27", "20:00"] });
    await servicesAt("2026-11-24", "08:30").crewActions.noShow(car.orderNumber, {}, await representative());
    const order = String(car.orderNumber);
    for (const args of [
      ["--set", "booked"],
      ["--reason", "why"],
      ["--set", "arrived", "--reason", "why", "--yes"],
      ["--set", "booked", "--reason", "   ", "--yes"],
      ["--set", "booked", "--reason", "x".repeat(501), "--yes"],
      // No terminal to ask on, and no --yes.
      ["--set", "booked", "--reason", "why"],
    ]) {
      const run = await cli(["bookings", "status", order, ...args]);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr).toMatch(/^error: /);
    }
    let asked = "";
    const declined = await cli(["bookings", "status", order, "--set", "booked", "--reason", "why"], {
      prompt: async (question) => {
        asked = question;
        return "n";
      },
    });
    expect(declined.code).toBe(1);
    expect(asked).toBe(`Set order ${order} (ישראל ישראלי) back from no_show to booked, undoing booked → no_show, 2026-11-24 08:30, by דנה כהן? [y/N] `);
    expect(declined.stderr).toBe("error: cancelled; nothing was changed\n");

    const fresh = await makeBooking(db, { departure: ["2026-11-25", "08:00"], arrival: ["2026-11-27", "20:00"] });
    const nothing = await cli(["bookings", "status", String(fresh.orderNumber), "--set", "booked", "--reason", "why", "--yes"]);
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toBe(`error: order ${fresh.orderNumber} is booked: there is no move to undo\n`);
    expect((await cli(["bookings", "status", String(fresh.orderNumber)])).stdout).toBe(`order ${fresh.orderNumber}: booked (ממתין לאיסוף)\nnothing to undo\n`);
    const unknown = await cli(["bookings", "status", "999999", "--set", "booked", "--reason", "why", "--yes"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe("error: no booking with order number 999999\n");

    expect((await booking(car.orderNumber)).serviceStatus).toBe("no_show");
    expect(await db.prisma.bookingEvent.count()).toBe(0);
    expect((await serviceEvents()).map((row) => row.undoneAt)).toEqual([null]);
  });
});

describe("valet bookings cancel after a no-show", () => {
  it("needs --force, then cancels and records the refund owed, which can be marked paid back", async () => {
    const car = await makeBooking(db, {
      departure: ["2026-11-24", "08:00"],
      arrival: ["2026-11-27", "20:00"],
      paymentMethod: "card",
      paymentStatus: "completed",
      paymentAmount: 350,
      paymentId: "T-2",
    });
    await servicesAt("2026-11-24", "09:00").crewActions.noShow(car.orderNumber, {}, await representative());
    const order = String(car.orderNumber);
    const later = () => toInstant("2026-11-24", "11:00")!;
    // The traveller still cannot.
    await expect(servicesAt("2026-11-24", "11:00").bookingChanges.cancel(car.orderNumber, { actor: "customer" })).rejects.toMatchObject({ code: "no_show" });

    const plain = await cli(["bookings", "cancel", order, "--yes"], { now: later });
    expect(plain.code).toBe(1);
    expect(plain.stderr).toBe(
      `error: order ${order} was marked no-show; pass --force to cancel it anyway (say the fee to keep with --fee), or undo a wrong no-show: valet bookings status ${order} --set booked --reason "…"\n`,
    );
    expect((await booking(car.orderNumber)).cancelledAt).toBeNull();

    const forced = await cli(["bookings", "cancel", order, "--force", "--fee", "50", "--yes", "--json"], { now: later });
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.json()).toEqual({ orderNumber: car.orderNumber, status: "cancelled", fee: 50, refundDue: 300, forced: true });
    expect(await booking(car.orderNumber)).toMatchObject({ serviceStatus: "cancelled", cancellationFee: 50, refundDue: 300, cancelledAt: later() });
    expect((await serviceEvents()).map((row) => [row.fromStatus, row.toStatus, row.actor])).toEqual([
      ["booked", "no_show", "representative"],
      ["no_show", "cancelled", "operator"],
    ]);
    expect(await db.prisma.bookingEvent.findFirstOrThrow({ where: { kind: "cancelled" } })).toMatchObject({ actor: "operator", forced: true, fee: 50, refund: 300 });

    const refunds = await cli(["bookings", "refunds", "--json"]);
    expect(refunds.json()).toMatchObject([{ orderNumber: car.orderNumber, refundDue: 300 }]);
    const paidBack = await cli(["bookings", "mark-refunded", order, "--reference", "credit 1", "--json"], { now: later });
    expect(paidBack.code, paidBack.stderr).toBe(0);
    expect(paidBack.json()).toMatchObject({ refunded: 300 });
  });
});
