// The hand-written INSERT of a new booking (server/services/booking-write.ts) names
// its columns from BOOKING_COLUMNS, which the type check holds to the Prisma model:
// every scalar field of Booking is either written or listed as left to the
// database's default. The @ts-expect-error lines below are the proof: `tsc --noEmit`
// fails if any of them stops being an error.
import { describe, expect, expectTypeOf, it } from "vitest";
import type { Booking, Prisma } from "@server/db/generated/client.ts";
import { BOOKING_COLUMNS, LEFT_TO_DATABASE, NEW_BOOKING_STATE, type BookingColumns, type ColumnsOf } from "@server/services/booking-write.ts";

type Left = (typeof LEFT_TO_DATABASE)[number];

describe("the booking INSERT's columns", () => {
  it("a field added to the Prisma model and not written is a type error", () => {
    // As if the schema gained a column: the same column list no longer satisfies it.
    // @ts-expect-error: 'parkingBay' is missing from BOOKING_COLUMNS
    const withNewField: ColumnsOf<Prisma.BookingScalarFieldEnum | "parkingBay", Left> = BOOKING_COLUMNS;
    expect(withNewField).toBe(BOOKING_COLUMNS);
  });

  it("a written column left out is a type error", () => {
    const { createdAt: _createdAt, ...withoutCreatedAt } = BOOKING_COLUMNS;
    // @ts-expect-error: 'createdAt' is missing
    const incomplete: BookingColumns = withoutCreatedAt;
    expect(Object.keys(incomplete)).not.toContain("createdAt");
  });

  it("a column both written and left to the database is a type error", () => {
    // @ts-expect-error: 'paymentDate' is left to the database, so not a written column
    const twice: BookingColumns = { ...BOOKING_COLUMNS, paymentDate: ["payment_date", "timestamptz"] };
    expect(twice).toHaveProperty("paymentDate");
  });

  it("written and left-to-database fields are exactly the model's scalar fields", () => {
    expectTypeOf<keyof typeof BOOKING_COLUMNS | Left>().toEqualTypeOf<keyof Booking>();
    expectTypeOf<keyof typeof BOOKING_COLUMNS | Left>().toEqualTypeOf<Prisma.BookingScalarFieldEnum>();
    const fields = [...Object.keys(BOOKING_COLUMNS), ...LEFT_TO_DATABASE];
    expect(new Set(fields).size).toBe(fields.length);
  });

  it("every column left to the database starts as NEW_BOOKING_STATE says", () => {
    for (const field of LEFT_TO_DATABASE) expect(NEW_BOOKING_STATE).toHaveProperty(field);
  });

  it("the column names are the model's snake_case names", () => {
    for (const [field, [column]] of Object.entries(BOOKING_COLUMNS)) {
      expect(column, field).toBe(field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
    }
  });
});
