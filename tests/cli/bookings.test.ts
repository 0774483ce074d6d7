import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { displayWidth } from "@cli/text-width.ts";
import type { Database } from "@server/db/database.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { cli, makeBooking } from "./cli-harness.ts";

let db: Database;
let orders: { cash: number; pendingCard: number; paidCard: number; failed: number; other: number };

beforeEach(async () => {
  db = await workerDatabase();
  await resetDatabase(db);
  // The day: Tuesday 2026-11-24, Israel time.
  const cash = await makeBooking(db, {
    departure: ["2026-11-24", "06:00"],
    arrival: ["2026-11-26", "22:30"],
    additionalServices: ["car_wash", "fuel"],
    extrasPrice: 180,
    totalPrice: 530,
  });
  const pendingCard = await makeBooking(db, {
    departure: ["2026-11-22", "04:00"],
    arrival: ["2026-11-24", "09:15"],
    firstName: "Dana",
    lastName: "Levi",
    phone: "031234567",
    carManufacturer: "Mazda",
    carModel: "3",
    licenseNumber: "12345678",
    departureTerminal: "terminal_1",
    arrivalTerminal: "terminal_1",
    paymentMethod: "card",
  });
  const paidCard = await makeBooking(db, {
    departure: ["2026-11-24", "13:45"],
    arrival: ["2026-11-24", "23:00"],
    firstName: "משה",
    lastName: "כהן",
    departureTerminal: "terminal_metzada",
    flightNumber: "W61234",
    paymentMethod: "card",
    paymentStatus: "completed",
  });
  const failed = await makeBooking(db, {
    departure: ["2026-11-24", "10:00"],
    arrival: ["2026-11-25", "23:00"],
    paymentMethod: "card",
    paymentStatus: "failed",
  });
  const other = await makeBooking(db, { departure: ["2026-12-01", "10:00"], arrival: ["2026-12-03", "23:00"] });
  orders = {
    cash: cash.orderNumber,
    pendingCard: pendingCard.orderNumber,
    paidCard: paidCard.orderNumber,
    failed: failed.orderNumber,
    other: other.orderNumber,
  };
});

describe("valet bookings list", () => {
  it("without dates lists the latest bookings made, newest first", async () => {
    const run = await cli(["bookings", "list", "--json"]);
    expect(run.code).toBe(0);
    expect(run.json().map((b: { orderNumber: number }) => b.orderNumber)).toEqual(
      [orders.other, orders.failed, orders.paidCard, orders.pendingCard, orders.cash],
    );
    expect((await cli(["bookings", "list", "--limit", "2", "--json"])).json()).toHaveLength(2);
  });

  it("--date lists bookings with a pickup or a return that day, by pickup time", async () => {
    const run = await cli(["bookings", "list", "--date", "2026-11-24", "--json"]);
    expect(run.json().map((b: { orderNumber: number }) => b.orderNumber)).toEqual(
      [orders.pendingCard, orders.cash, orders.failed, orders.paidCard],
    );
  });

  it("filters by range, status and method together", async () => {
    const run = await cli(["bookings", "list", "--from", "2026-11-23", "--to", "2026-11-30", "--status", "pending", "--method", "card", "--json"]);
    expect(run.json()).toEqual([expect.objectContaining({ orderNumber: orders.pendingCard, paymentStatus: "pending", paymentMethod: "card" })]);
  });

  it("has a stable JSON shape with ISO instants", async () => {
    const [booking] = (await cli(["bookings", "list", "--date", "2026-12-01", "--json"])).json();
    expect(Object.keys(booking)).toEqual([
      "orderNumber", "createdAt", "firstName", "lastName", "phone", "email", "companyInvoice", "companyNumber",
      "carManufacturer", "carModel", "transmission", "licenseNumber", "carCode", "departureTerminal", "departureAt",
      "arrivalTerminal", "arrivalAt", "flightNumber", "parkingType", "additionalServices", "days", "parkingPrice",
      "extrasPrice", "discountAmount", "couponCode", "totalPrice", "paymentMethod", "paymentStatus", "paymentDate",
      "paymentAmount", "paymentId", "source", "cancelledAt", "refundDue",
    ]);
    expect(booking.departureAt).toBe("2026-12-01T08:00:00.000Z");
  });

  it("prints an aligned table in Israel time with Hebrew labels", async () => {
    const run = await cli(["bookings", "list", "--date", "2026-11-24", "--method", "cash"]);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^הזמנה\s+איסוף\s+החזרה\s+שם\s+טלפון\s+חניה\s+תשלום\s+מצב\s+סכום$/);
    expect(lines[2]).toContain("2026-11-24 06:00  2026-11-26 22:30  ישראל ישראלי  050-1234567  חניה פתוחה  מזומן");
    expect(lines[2]).toMatch(/ממתין {2}₪530$/);
  });

  it.each([
    ["--date with --from", ["--date", "2026-11-24", "--from", "2026-11-01"], "--date"],
    ["an impossible date", ["--date", "2026-11-31"], "--date"],
    ["an unknown status", ["--status", "paid"], "--status"],
    ["an unknown method", ["--method", "bitcoin"], "--method"],
    ["--to before --from", ["--from", "2026-11-30", "--to", "2026-11-01"], "--to"],
  ])("refuses %s with exit 2", async (_label, options, named) => {
    const run = await cli(["bookings", "list", ...options]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(named);
    expect(run.stdout).toBe("");
  });
});

describe("valet bookings show", () => {
  it("shows one booking in full, in Hebrew", async () => {
    const run = await cli(["bookings", "show", String(orders.cash)]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^מספר הזמנה\s+\d+$/m);
    expect(run.stdout).toMatch(/^איסוף\s+2026-11-24 06:00 · טרמינל 3$/m);
    expect(run.stdout).toMatch(/^שירותים נוספים\s+שטיפת רכב פנים וחוץ, שירות תדלוק$/m);
    expect(run.stdout).toMatch(/^מספר רישוי\s+12-345-67$/m);
    const json = (await cli(["bookings", "show", String(orders.cash), "--json"])).json();
    expect(json).toMatchObject({ orderNumber: orders.cash, totalPrice: 530, additionalServices: ["car_wash", "fuel"] });
  });

  it("fails with exit 1 for an unknown order and 2 for a malformed one", async () => {
    const missing = await cli(["bookings", "show", "999999"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe("error: no booking with order number 999999\n");
    const bad = await cli(["bookings", "show", "12a"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("'order_number'");
  });
});

describe("valet bookings manifest", () => {
  it("lists the day's pickups and returns in time order, leaving out failed payments", async () => {
    const run = await cli(["bookings", "manifest", "--date", "2026-11-24", "--json"]);
    expect(run.code).toBe(0);
    const manifest = run.json();
    expect(manifest.date).toBe("2026-11-24");
    expect(manifest.entries.map((e: { localTime: string; kind: string; orderNumber: number }) => [e.localTime, e.kind, e.orderNumber])).toEqual([
      ["06:00", "pickup", orders.cash],
      ["09:15", "return", orders.pendingCard],
      ["13:45", "pickup", orders.paidCard],
      ["23:00", "return", orders.paidCard],
    ]);
    expect(manifest.entries[0]).toMatchObject({ terminal: "terminal_3", flightNumber: "LY001", cashToCollect: 530, unpaidCard: false });
    expect(manifest.entries[1]).toMatchObject({ terminal: "terminal_1", cashToCollect: 0, unpaidCard: true });
    expect(manifest.entries[2]).toMatchObject({ terminal: "terminal_metzada", cashToCollect: 0, unpaidCard: false });
    expect(manifest.totals).toEqual({ pickups: 2, returns: 2, cashToCollect: 530, unpaidCards: 1 });
  });

  it("prints a table the representatives can work from, aligned with Hebrew", async () => {
    const run = await cli(["bookings", "manifest", "--date", "2026-11-24"]);
    const lines = run.stdout.split("\n");
    expect(lines[0]).toBe("רשימת עבודה ליום שלישי 2026-11-24");
    expect(lines[2]).toMatch(/^שעה\s+סוג\s+טרמינל\s+טיסה\s+הזמנה\s+שם\s+טלפון\s+רכב\s+רישוי\s+תוספות\s+לגבייה\s+נגבה\s+מצב השירות\s+מצב הטיסה\s+נחיתה$/);
    const rows = lines.slice(4, 8);
    expect(rows[0]).toMatch(/^06:00 {2}איסוף {2}טרמינל 3 {2}LY001 .*ישראל ישראלי {2}050-1234567 {2}טויוטה קורולה {2}12-345-67 .*שטיפת רכב פנים וחוץ, שירות תדלוק {2}₪530 +— +ממתין לאיסוף$/);
    // A return not seen on the flight board yet: not tracked.
    expect(rows[1]).toMatch(/03-1234567 .* {2}לא שולם! \(אשראי\) +— +ממתין לאיסוף {2}לא במעקב$/);
    expect(rows[2]).toMatch(/מצדה .* {2}שולם +— +ממתין לאיסוף$/);
    // Every column starts at the same visible offset on every row.
    const offsets = (line: string) => [...line.matchAll(/ {2}(?=\S)/g)].map((m) => displayWidth(line.slice(0, m.index)));
    expect(offsets(rows[0]!).slice(0, 6)).toEqual(offsets(rows[2]!).slice(0, 6));
    expect(run.stdout).toContain("איסופים: 2 · החזרות: 2 · מזומן לגבייה: ₪530");
    expect(run.stdout).toContain("הזמנות אשראי שלא שולמו: 1");
  });

  it("defaults to today in Israel and says when the day is empty", async () => {
    // 00:30 on Monday in Israel is still Sunday in UTC.
    const run = await cli(["bookings", "manifest"], { now: () => new Date("2026-11-22T22:30:00.000Z") });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("רשימת עבודה ליום שני 2026-11-23\n\nאין איסופים או החזרות ביום זה\n");
  });

  it("exports RFC 4180 CSV with a BOM and a header row", async () => {
    const run = await cli(["bookings", "manifest", "--date", "2026-11-24", "--csv"]);
    expect(run.code).toBe(0);
    expect(run.stdout.startsWith("\uFEFFתאריך,שעה,סוג,טרמינל,טיסה,הזמנה,שם,טלפון,רכב,רישוי,תוספות,אמצעי תשלום,סטטוס תשלום,מזומן לגבייה,הערה,מזומן שנגבה,מצב השירות,מצב הטיסה,נחיתה\r\n")).toBe(true);
    const rows = run.stdout.slice(1).trimEnd().split("\r\n");
    expect(rows).toHaveLength(5);
    expect(rows[1]).toBe(
      `2026-11-24,06:00,איסוף,טרמינל 3,LY001,${orders.cash},ישראל ישראלי,050-1234567,טויוטה קורולה,12-345-67,"שטיפת רכב פנים וחוץ, שירות תדלוק",מזומן,ממתין,530,,0,ממתין לאיסוף,,`,
    );
    expect(rows[2]).toMatch(/,כרטיס אשראי,ממתין,0,לא שולם! \(אשראי\),0,ממתין לאיסוף,לא במעקב,$/);
  });

  it("writes the CSV to a file with --out", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "valet-manifest-")), "day.csv");
    const run = await cli(["bookings", "manifest", "--date", "2026-11-24", "--out", file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`wrote 4 rows for 2026-11-24 to ${file}\n`);
    expect(fs.readFileSync(file, "utf8").startsWith("\uFEFFתאריך,")).toBe(true);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it("refuses --csv with --json and a bad date with exit 2", async () => {
    expect((await cli(["bookings", "manifest", "--csv", "--json"])).code).toBe(2);
    const bad = await cli(["bookings", "manifest", "--date", "24/11/2026"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--date");
  });
});

describe("valet bookings list --beyond-bounds (docs/decisions/038)", () => {
  it("lists the bookings still to serve that today's bounds would refuse, and nothing else", async () => {
    // Made before the bounds: a stay of 120 days, and a departure 400 days ahead.
    const long = await makeBooking(db, { departure: ["2026-12-01", "10:00"], arrival: ["2027-03-30", "23:00"] });
    const far = await makeBooking(db, { departure: ["2027-12-27", "10:00"], arrival: ["2027-12-29", "23:00"] });
    // Long, but cancelled: nothing to serve.
    const cancelled = await makeBooking(db, { departure: ["2026-12-01", "10:00"], arrival: ["2027-06-30", "23:00"] });
    await db.prisma.booking.update({ where: { id: cancelled.id }, data: { cancelledAt: new Date() } });

    const run = await cli(["bookings", "list", "--beyond-bounds", "--json"]);
    expect(run.code).toBe(0);
    expect(run.json().map((row: { orderNumber: number }) => row.orderNumber)).toEqual([long.orderNumber, far.orderNumber]);
    const text = await cli(["bookings", "list", "--beyond-bounds"]);
    expect(text.stdout).toContain(String(long.orderNumber));

    await cli(["config", "set", "max_stay_days", "365"]);
    expect((await cli(["bookings", "list", "--beyond-bounds", "--json"])).json().map((row: { orderNumber: number }) => row.orderNumber)).toEqual([far.orderNumber]);
    // It lists; it takes no filter of the other lists.
    expect((await cli(["bookings", "list", "--beyond-bounds", "--date", "2026-12-01"])).code).not.toBe(0);
  });
});
