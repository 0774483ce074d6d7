// The moves a crew card offers (product.md §17, docs/decisions/029), derived from the service's next steps:
// written out here, not read from the code's own table.
import { describe, expect, it } from "vitest";
import { movesAt } from "~/components/crew/crew-types.ts";

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
