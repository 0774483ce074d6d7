// The migration that keeps the coupon's own amount on each booking
// (prisma/migrations/20261127033000_coupon_full_amount, docs/decisions/027) fills it
// in for bookings made before it. Its UPDATE is run again here on bookings put back
// in the states the old code left them in.
import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

const MIGRATION = path.resolve(import.meta.dirname, "../../prisma/migrations/20261127033000_coupon_full_amount/migration.sql");
const backfill = /^UPDATE "bookings"[\s\S]*?;/m.exec(fs.readFileSync(MIGRATION, "utf8"))![0];

describe("the coupon amount's backfill", () => {
  it("takes the discount where it was never capped, else the coupon's amount, never below the discount held", async () => {
    const app = await testApp({ now: fixedNow });
    const prisma = app.db.prisma;
    await prisma.coupon.createMany({ data: [{ code: "BIG400", amount: 400 }, { code: "SAVE200", amount: 200 }, { code: "LOWERED", amount: 400 }] });
    const book = async (overrides: Record<string, unknown>) => {
      const res = await app.request.post("/api/bookings").send(bookingBody({ departure_date: "2026-12-01", ...overrides }));
      expect(res.status).toBe(201);
      return res.body.order_number as number;
    };
    // 8 days (500 ₪) less 200, never changed: the discount is the coupon as it was.
    const untouched = await book({ arrival_date: "2026-12-08", coupon_code: "SAVE200" });
    // 3 days (350 ₪): the coupon covered it all, so the discount says less than the coupon.
    const capped = await book({ arrival_date: "2026-12-03", coupon_code: "BIG400" });
    // Shortened to 3 days and lengthened back to 8 by the old code: 350 off 500.
    const changed = await book({ arrival_date: "2026-12-08", coupon_code: "BIG400" });
    const changedId = (await prisma.booking.findUniqueOrThrow({ where: { orderNumber: changed } })).id;
    await prisma.booking.update({ where: { orderNumber: changed }, data: { discountAmount: 350, totalPrice: 150 } });
    await prisma.bookingEvent.create({ data: { bookingId: changedId, kind: "changed", actor: "customer" } });
    // Capped, and the operator has lowered the coupon since: it keeps the discount it holds.
    const lowered = await book({ arrival_date: "2026-12-03", coupon_code: "LOWERED" });
    const plain = await book({ arrival_date: "2026-12-08" });
    // The operator's later edits: the untouched booking's coupon halved, LOWERED below what it gave.
    await prisma.coupon.update({ where: { code: "SAVE200" }, data: { amount: 100 } });
    await prisma.coupon.update({ where: { code: "LOWERED" }, data: { amount: 300 } });
    await prisma.booking.updateMany({ data: { couponAmount: 0 } });

    await prisma.$executeRawUnsafe(backfill);

    const amounts = Object.fromEntries(
      (await prisma.booking.findMany({ select: { orderNumber: true, couponAmount: true } })).map((row) => [row.orderNumber, row.couponAmount]),
    );
    expect(amounts).toEqual({ [untouched]: 200, [capped]: 400, [changed]: 400, [lowered]: 350, [plain]: 0 });
  });
});
