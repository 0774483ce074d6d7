// The moves a crew card offers (product.md §17, docs/decisions/029), derived from the service's next steps:
// written out here, not read from the code's own table; and the no-show only on the
// pickup's card from its planned time (docs/decisions/037).
import { describe, expect, it } from "vitest";
import { movesAt, offersNoShow } from "~/components/crew/crew-types.ts";

describe("movesAt", () => {
  it.each([
    ["booked", ["crewPickup", "crewNoShow"]],
    ["picked_up", ["crewParked"]],
    ["parked", ["crewReturning"]],
    ["returning", ["crewReturn"]],
    ["returned", []],
    ["no_show", []],
    ["cancelled", []],
  ] as const)("%s: %j", (status, moves) => {
    expect(movesAt(status)).toEqual(moves);
  });
});

describe("offersNoShow", () => {
  const pickup = { kind: "pickup" as const, at: "2026-12-01T04:00:00.000Z" };
  const planned = Date.parse(pickup.at);

  it("from the planned pickup time on, and not a moment before", () => {
    expect(offersNoShow(pickup, planned - 1)).toBe(false);
    expect(offersNoShow(pickup, planned - 60 * 60_000)).toBe(false);
    expect(offersNoShow(pickup, planned)).toBe(true);
    expect(offersNoShow(pickup, planned + 3 * 60 * 60_000)).toBe(true);
  });

  it("never before the page has its clock (the server's render), nor on a return's card", () => {
    expect(offersNoShow(pickup, null)).toBe(false);
    expect(offersNoShow({ kind: "return", at: pickup.at }, planned + 60_000)).toBe(false);
  });
});
