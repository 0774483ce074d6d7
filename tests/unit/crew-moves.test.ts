// The moves a crew card offers (product.md §17, docs/decisions/029), derived from the service's next steps:
// written out here, not read from the code's own table; and the no-show only on the
// pickup's card from its planned time (docs/decisions/037). The work list (docs/decisions/031):
// which card is still to do, which waits for the pickup, which is done; the moves each
// card offers; the card's cash box from the server's last word.
import { describe, expect, it } from "vitest";
import { cashBox, entryStage, movesAt, movesFor, offersNoShow, type BookingState, type ManifestEntry } from "~/components/crew/crew-types.ts";

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

describe("entryStage and movesFor", () => {
  it.each([
    ["pickup", "booked", "open", ["crewPickup", "crewNoShow"]],
    ["pickup", "picked_up", "open", ["crewParked"]],
    ["pickup", "parked", "done", []],
    ["pickup", "returning", "done", []],
    ["pickup", "returned", "done", []],
    ["pickup", "no_show", "done", []],
    // A return whose car was not collected offers nothing: never the pickup's buttons a second time.
    ["return", "booked", "waiting", []],
    ["return", "picked_up", "open", ["crewParked"]],
    ["return", "parked", "open", ["crewReturning"]],
    ["return", "returning", "open", ["crewReturn"]],
    ["return", "returned", "done", []],
  ] as const)("%s card at %s: %s, %j", (kind, status, stage, moves) => {
    expect(entryStage(kind, status)).toBe(stage);
    expect(movesFor(kind, status)).toEqual(moves);
  });
});

describe("cashBox", () => {
  const entry = (over: Partial<ManifestEntry>) => ({ payment_method: "cash", cash_to_collect: 450, cash_collected: 0, ...over }) as ManifestEntry;
  const state = (cash: { due: number; collected: number }, payment_method: "cash" | "card" = "cash") => ({ cash, payment_method }) as BookingState;

  it.each([
    ["before anything, from the manifest", entry({}), "booked", undefined, { text: "לגבות במזומן: 450 ₪", owed: true }],
    ["part taken, from the server's answer", entry({}), "picked_up", state({ due: 250, collected: 200 }), { text: "נגבו 200 ₪, נותרו לגבות 250 ₪", owed: true }],
    ["all taken", entry({}), "returned", state({ due: 0, collected: 450 }), { text: "שולם: נגבו 450 ₪ במזומן", owed: false }],
    ["part taken, after a reload (the manifest)", entry({ cash_to_collect: 1250, cash_collected: 200 }), "parked", undefined, { text: "נגבו 200 ₪, נותרו לגבות 1,250 ₪", owed: true }],
    ["a cash booking already paid", entry({ cash_to_collect: 0 }), "booked", undefined, { text: "שולם", owed: false }],
    ["cash taken on a card booking", entry({ payment_method: "card", cash_to_collect: 0 }), "returned", state({ due: 0, collected: 50 }, "card"), { text: "נגבו 50 ₪ במזומן", owed: false }],
    ["a card booking, no cash", entry({ payment_method: "card", cash_to_collect: 0 }), "booked", undefined, null],
    ["a no-show", entry({}), "no_show", state({ due: 0, collected: 0 }), null],
    ["a no-show still waiting to be sent", entry({}), "no_show", undefined, null],
  ] as const)("%s", (_name, card, status, answer, box) => {
    expect(cashBox(card, status, answer)).toEqual(box);
  });
});
