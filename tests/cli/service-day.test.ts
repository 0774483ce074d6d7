// The operator's side of the service day (product.md §17, docs/decisions/029):
// `valet bookings cash` records who took the cash and pays a cash order once it
// covers the total; `valet reports day` sums a day per representative and lists
// the returns over the terms' km, the no-shows and the cars overdue.
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@server/db/database.ts";
import { createAdminServices } from "@server/services/admin/index.ts";
import { createServices } from "@server/services/index.ts";
import { SERVICE_TERMS } from "@shared/constants.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import { serviceMessages } from "@shared/messages/service.ts";
import { NOW } from "@tests/support/fixed-clock.ts";
import { silentLogger, testConfig } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { cli, makeBooking } from "./cli-harness.ts";

let db: Database;

beforeEach(async () => {
  db = await workerDatabase();
  await resetDatabase(db);
});

async function crewMember(name: string, phone: string) {
  return (await createAdminServices(db.prisma).crew.add({ name, phone })).member;
}

/** The crew's own service at an Israel time, as a phone would call it then. */
function crewAt(date: string, time: string) {
  const at = toInstant(date, time)!;
  return createServices({ prisma: db.prisma, config: testConfig(), logger: silentLogger, now: () => at }).crewActions;
}

const PICKUP = { odometer_km: 10_000, fuel_eighths: 6, keys: 2 };
const PARKED = { bay: "C-3", key_hook: "14" };

describe("valet bookings cash", () => {
  it("records who took the cash, leaves the rest due, and pays the order once it covers the total", async () => {
    const dana = await crewMember("דנה", "050-1111111");
    const booking = await makeBooking(db, { departure: ["2026-11-24", "08:00"], arrival: ["2026-11-27", "20:00"] });

    const part = await cli(["bookings", "cash", String(booking.orderNumber), "--amount", "100", "--crew", String(dana.id), "--json"]);
    expect(part.code, part.stderr).toBe(0);
    expect(part.json()).toEqual({
      orderNumber: booking.orderNumber,
      amount: 100,
      collectedBy: { id: dana.id, name: "דנה" },
      collected: 100,
      due: 250,
      paymentMethod: "cash",
      paymentStatus: "pending",
      paymentAmount: 100,
    });

    const rest = await cli(["bookings", "cash", String(booking.orderNumber), "--amount", "250"]);
    expect(rest.code, rest.stderr).toBe(0);
    expect(rest.stdout).toBe(`order ${booking.orderNumber}: ₪250 taken by the office; paid in full\n`);
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ paymentStatus: "completed", paymentAmount: 350, paymentDate: NOW });
    const rows = await db.prisma.cashCollection.findMany({ orderBy: { id: "asc" } });
    expect(rows.map((row) => [row.amount, row.crewMemberId, row.actor, row.at])).toEqual([
      [100, dana.id, "operator", NOW],
      [250, null, "operator", NOW],
    ]);

    // The manifest shows what was taken, and nothing left to collect.
    const manifest = (await cli(["bookings", "manifest", "--date", "2026-11-24", "--json"])).json();
    expect(manifest.entries[0]).toMatchObject({ orderNumber: booking.orderNumber, cashCollected: 350, cashToCollect: 0, serviceStatus: "booked" });
  });

  it("says what is still due, by name", async () => {
    const yossi = await crewMember("יוסי", "050-2222222");
    const booking = await makeBooking(db, { departure: ["2026-11-24", "08:00"], arrival: ["2026-11-27", "20:00"] });
    const run = await cli(["bookings", "cash", String(booking.orderNumber), "--amount", "50", "--crew", String(yossi.id)]);
    expect(run.stdout).toBe(`order ${booking.orderNumber}: ₪50 taken by יוסי (crew ${yossi.id}); ₪300 still due\n`);
  });

  it("records cash on a card order without touching its card payment", async () => {
    const booking = await makeBooking(db, { departure: ["2026-11-24", "08:00"], arrival: ["2026-11-27", "20:00"], paymentMethod: "card" });
    const run = await cli(["bookings", "cash", String(booking.orderNumber), "--amount", "50", "--json"]);
    expect(run.json()).toMatchObject({ collected: 50, due: 0, paymentMethod: "card", paymentStatus: "pending", paymentAmount: null });
    expect(await db.prisma.cashCollection.count()).toBe(1);
  });

  it("refuses a bad amount with exit 2, and an unknown order or representative or a cancelled order with exit 1, writing nothing", async () => {
    const booking = await makeBooking(db, { departure: ["2026-11-24", "08:00"], arrival: ["2026-11-27", "20:00"] });
    const cancelled = await makeBooking(db, { departure: ["2026-11-24", "08:00"], arrival: ["2026-11-27", "20:00"], cancelledAt: NOW, serviceStatus: "cancelled" });
    for (const amount of ["0", "-5", "12.5", "100001"]) {
      const run = await cli(["bookings", "cash", String(booking.orderNumber), "--amount", amount]);
      expect(run.code, amount).toBe(2);
      expect(run.stderr).toContain("--amount");
    }
    expect((await cli(["bookings", "cash", String(booking.orderNumber)])).code).toBe(2);
    const nobody = await cli(["bookings", "cash", String(booking.orderNumber), "--amount", "10", "--crew", "99"]);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toBe("error: no crew member 99\n");
    const unknown = await cli(["bookings", "cash", "999999", "--amount", "10"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe("error: no booking with order number 999999\n");
    const gone = await cli(["bookings", "cash", String(cancelled.orderNumber), "--amount", "10"]);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toBe(`error: ${serviceMessages.cashOnCancelled}\n`);
    expect(await db.prisma.cashCollection.count()).toBe(0);
  });
});

describe("valet reports day", () => {
  /** Tuesday 2026-11-24: two representatives, the office, a long drive, a no-show and two cars overdue. */
  async function theDay() {
    const dana = await crewMember("דנה", "050-1111111");
    const yossi = await crewMember("יוסי", "050-2222222");
    const paidOut = await makeBooking(db, { departure: ["2026-11-24", "08:00"], arrival: ["2026-11-28", "21:00"], firstName: "אבי" });
    const owing = await makeBooking(db, { departure: ["2026-11-24", "09:00"], arrival: ["2026-11-29", "21:00"], totalPrice: 530, firstName: "בתיה" });
    const longDrive = await makeBooking(db, { departure: ["2026-11-20", "07:00"], arrival: ["2026-11-24", "19:45"], paymentMethod: "card", paymentStatus: "completed", firstName: "גיל" });
    const noShow = await makeBooking(db, { departure: ["2026-11-24", "10:00"], arrival: ["2026-11-26", "21:00"], firstName: "דוד" });
    const late = await makeBooking(db, { departure: ["2026-11-20", "06:00"], arrival: ["2026-11-23", "22:00"], firstName: "הילה", licenseNumber: "7654321" });
    const tonight = await makeBooking(db, { departure: ["2026-11-21", "06:00"], arrival: ["2026-11-24", "23:00"], firstName: "ורד" });

    const asDana = { id: dana.id };
    const asYossi = { id: yossi.id };
    await crewAt("2026-11-24", "08:05").pickup(paidOut.orderNumber, { ...PICKUP, cash_collected: 350 }, asDana);
    await crewAt("2026-11-24", "09:10").pickup(owing.orderNumber, PICKUP, asYossi);
    await crewAt("2026-11-24", "10:40").noShow(noShow.orderNumber, {}, asYossi);
    await crewAt("2026-11-20", "07:05").pickup(longDrive.orderNumber, PICKUP, asDana);
    await crewAt("2026-11-20", "07:30").parked(longDrive.orderNumber, PARKED, asDana);
    await crewAt("2026-11-24", "19:30").returning(longDrive.orderNumber, {}, asDana);
    await crewAt("2026-11-24", "20:00").returned(longDrive.orderNumber, { odometer_km: 10_090, fuel_eighths: 5 }, asDana);
    for (const [booking, date] of [[late, "2026-11-20"], [tonight, "2026-11-21"]] as const) {
      await crewAt(date, "06:05").pickup(booking.orderNumber, PICKUP, asYossi);
      await crewAt(date, "06:30").parked(booking.orderNumber, PARKED, asYossi);
    }
    const noon = toInstant("2026-11-24", "12:00")!;
    expect((await cli(["bookings", "cash", String(owing.orderNumber), "--amount", "100"], { now: () => noon })).code).toBe(0);
    return { dana, yossi, paidOut, owing, longDrive, noShow, late, tonight };
  }

  /** The morning after, in Israel. */
  const nextMorning = () => toInstant("2026-11-25", "09:00")!;

  it("sums each representative's handovers and cash, and lists long drives, no-shows and overdue cars", async () => {
    const day = await theDay();
    const run = await cli(["reports", "day", "--date", "2026-11-24", "--json"], { now: nextMorning });
    expect(run.code, run.stderr).toBe(0);
    const report = run.json();
    expect(report.date).toBe("2026-11-24");
    expect(report.representatives).toEqual([
      { crewMemberId: day.dana.id, name: "דנה", pickups: 1, returns: 1, cashExpected: 350, cashCollected: 350 },
      { crewMemberId: day.yossi.id, name: "יוסי", pickups: 1, returns: 0, cashExpected: 530, cashCollected: 0 },
      { crewMemberId: null, name: null, pickups: 0, returns: 0, cashExpected: 0, cashCollected: 100 },
    ]);
    expect(report.totals).toEqual({ pickups: 2, returns: 1, cashExpected: 880, cashCollected: 450 });
    expect(report.overKmLimit).toEqual([
      expect.objectContaining({ orderNumber: day.longDrive.orderNumber, firstName: "גיל", kmDriven: 90, returnedBy: "דנה", returnedAt: toInstant("2026-11-24", "20:00")!.toISOString() }),
    ]);
    expect(report.noShows).toEqual([expect.objectContaining({ orderNumber: day.noShow.orderNumber, terminal: "terminal_3", markedBy: "יוסי" })]);
    expect(report.overdue.map((car: { orderNumber: number; serviceStatus: string; parking: object }) => [car.orderNumber, car.serviceStatus, car.parking])).toEqual([
      [day.late.orderNumber, "parked", PARKED],
      [day.tonight.orderNumber, "parked", PARKED],
    ]);
  });

  it("counts an overdue car by the time of the report for today", async () => {
    const day = await theDay();
    // 22:30 on the day itself: tonight's car (23:00) is not late yet.
    const run = await cli(["reports", "day", "--date", "2026-11-24", "--json"], { now: () => toInstant("2026-11-24", "22:30")! });
    expect(run.json().overdue.map((car: { orderNumber: number }) => car.orderNumber)).toEqual([day.late.orderNumber]);
  });

  it("prints Hebrew tables, with the terms' km in the title", async () => {
    await theDay();
    const run = await cli(["reports", "day", "--date", "2026-11-24"], { now: nextMorning });
    const lines = run.stdout.split("\n");
    expect(lines[0]).toBe("יום העבודה שלישי 2026-11-24");
    expect(lines[2]).toBe("נציגים");
    expect(lines[3]).toMatch(/^נציג\s+איסופים\s+החזרות\s+מזומן צפוי\s+מזומן שנגבה$/);
    expect(lines[5]).toMatch(/^דנה\s+1\s+1\s+₪350\s+₪350$/);
    expect(lines[7]).toMatch(/^המשרד\s+0\s+0\s+₪0\s+₪100$/);
    expect(run.stdout).toContain("סה״כ: איסופים 2 · החזרות 1 · מזומן צפוי ₪880 · מזומן שנגבה ₪450");
    expect(run.stdout).toContain(`החזרות שנסעו יותר מ-${SERVICE_TERMS.maxDrivingKm} ק״מ`);
    expect(run.stdout).toMatch(/גיל ישראלי\s+טויוטה קורולה\s+12-345-67\s+90\s+2026-11-24 20:00\s+דנה/);
    expect(run.stdout).toContain("רכבים שעדיין אצלנו ומועד ההחזרה שלהם עבר");
    expect(run.stdout).toMatch(/הילה ישראלי\s+050-1234567\s+76-543-21\s+2026-11-23 22:00\s+חונה\s+C-3 · וו 14/);
  });

  it("says when a day had nothing, and exports one CSV with a section column", async () => {
    const empty = await cli(["reports", "day", "--date", "2026-11-24"]);
    expect(empty.stdout).toBe(
      ["יום העבודה שלישי 2026-11-24", "", "נציגים", "אין", "סה״כ: איסופים 0 · החזרות 0 · מזומן צפוי ₪0 · מזומן שנגבה ₪0", "", `החזרות שנסעו יותר מ-${SERVICE_TERMS.maxDrivingKm} ק״מ`, "אין", "", "לקוחות שלא הגיעו", "אין", "", "רכבים שעדיין אצלנו ומועד ההחזרה שלהם עבר", "אין", "", "מסמכי מס שהופקו: חשבוניות מס קבלה 0 (₪0) · חשבוניות זיכוי 0 (₪0)", "מסמכי מס שלא הופקו (valet invoices retry)", "אין", ""].join("\n"),
    );
    const day = await theDay();
    const csv = await cli(["reports", "day", "--date", "2026-11-24", "--csv"], { now: nextMorning });
    const rows = csv.stdout.slice(1).trimEnd().split("\r\n");
    expect(csv.stdout.startsWith("\uFEFFסעיף,נציג,איסופים,החזרות,מזומן צפוי,מזומן שנגבה,הזמנה,שם,טלפון,רישוי,ק״מ,מועד,מצב השירות\r\n")).toBe(true);
    // A header, three representatives, one long drive, one no-show, two overdue cars.
    expect(rows).toHaveLength(8);
    expect(rows[1]).toBe("נציגים,דנה,1,1,350,350,,,,,,,");
    expect(rows[4]).toBe(`החזרות שנסעו יותר מ-${SERVICE_TERMS.maxDrivingKm} ק״מ,דנה,,,,,${day.longDrive.orderNumber},גיל ישראלי,0501234567,1234567,90,2026-11-24 20:00,`);
  });

  it("defaults to today in Israel, and refuses --csv with --json or a bad date with exit 2", async () => {
    expect((await cli(["reports", "day", "--json"])).json().date).toBe("2026-11-22");
    expect((await cli(["reports", "day", "--csv", "--json"])).code).toBe(2);
    const bad = await cli(["reports", "day", "--date", "24/11/2026"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--date");
  });
});
