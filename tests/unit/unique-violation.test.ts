// A unique constraint's refusal, in each shape it reaches the services
// (server/db/errors.ts): Prisma's model calls, Prisma's raw statements, and pg's own
// error for a statement the pool sends itself (rowsOf, the booking write). A race
// of two submits with one Idempotency-Key is told apart by it, and answered with
// the winner's booking instead of a 500.
import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "@server/db/errors.ts";

const pgError = (constraint: string) => Object.assign(new Error(`duplicate key value violates unique constraint "${constraint}"`), { code: "23505", constraint, severity: "ERROR" });

describe("isUniqueViolation", () => {
  it.each([
    ["Prisma's model call", { code: "P2002", meta: { target: ["idempotency_key"] } }, true],
    ["Prisma's raw statement", { code: "P2010", meta: { driverAdapterError: { cause: { kind: "UniqueConstraintViolation", constraint: { index: "bookings_idempotency_key_key" } } } } }, true],
    ["pg's own error", pgError("bookings_idempotency_key_key"), true],
    ["pg's own error on another column", pgError("bookings_order_number_key"), false],
    ["another pg error", Object.assign(new Error("deadlock detected"), { code: "40P01" }), false],
    ["not an error", null, false],
  ])("%s on idempotency_key: %s", (_shape, error, expected) => {
    expect(isUniqueViolation(error, "idempotency_key")).toBe(expected);
  });

  it("without a column, any unique constraint", () => {
    expect(isUniqueViolation(pgError("coupons_code_key"))).toBe(true);
    expect(isUniqueViolation({ code: "P2002", meta: {} })).toBe(true);
  });
});
