// The hand-written INSERT of a new booking (server/services/booking-write.ts) names
// each column and the SQL type its value is cast to (BOOKING_COLUMNS). The type check
// holds the set of fields to the Prisma model (tests/unit/booking-columns.test.ts);
// here the names and types are held to the bookings table the migrations made,
// which the drift test holds to prisma/schema.prisma.
import { describe, expect, it } from "vitest";
import { BOOKING_COLUMNS, LEFT_TO_DATABASE } from "@server/services/booking-write.ts";
import { workerDatabase } from "@tests/support/test-database.ts";

// A cast's name as information_schema spells the column's type (udt_name).
const UDT: Record<string, string> = { int: "int4", text: "text", boolean: "bool", timestamptz: "timestamptz", jsonb: "jsonb", "text[]": "_text" };

describe("BOOKING_COLUMNS", () => {
  it("names each written column of the bookings table with its type", async () => {
    const db = await workerDatabase();
    const rows = await db.prisma.$queryRawUnsafe<Array<{ column_name: string; udt_name: string }>>(
      "SELECT column_name, udt_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'bookings'",
    );
    const table = new Map(rows.map((row) => [row.column_name, row.udt_name]));
    const written = Object.values(BOOKING_COLUMNS).map(([column, type]): [string, string] => [column, UDT[type] ?? type]);
    expect(written.filter(([column, type]) => table.get(column) !== type)).toEqual([]);
    // Every other column of the table is one the insert leaves to its default.
    const left = [...table.keys()].filter((column) => !written.some(([name]) => name === column));
    expect(left.sort()).toEqual(LEFT_TO_DATABASE.map((field) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)).sort());
  });
});
