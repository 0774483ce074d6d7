// The service status's rules (product.md §17, docs/decisions/029): every pair of
// statuses against a table written out here, not read from the code's own data;
// what the traveller may still do; the km limit from the terms' constant; the
// handover bodies' bounds.
import { describe, expect, it } from "vitest";
import { SERVICE_TERMS } from "@shared/constants.ts";
import { parkedBodySchema, pickupBodySchema, returnBodySchema } from "@shared/handover-schema.ts";
import {
  SERVICE_STATUSES,
  cancelRefusal,
  canMove,
  changeRefusal,
  isOverKmLimit,
  judgeMove,
  kmDriven,
  type ServiceStatus,
} from "@shared/service-status.ts";
import { serviceMessages } from "@shared/messages/service.ts";

const HEBREW = /[\u0590-\u05FF]/;

/**
 * The moves the issue allows: forward, one step at a time; no_show only from booked; cancelled as today,
 * and from no_show (the operator's forced cancellation only, so a refund can be recorded: docs/decisions/037).
 */
const MOVES = new Set(["booked→picked_up", "booked→no_show", "booked→cancelled", "no_show→cancelled", "picked_up→parked", "parked→returning", "returning→returned"]);

/** Asking again for a move already made: itself, or a step already behind on the road to the return. */
const REPEATS = new Set([
  ...SERVICE_STATUSES.map((status) => `${status}→${status}`),
  "picked_up→booked",
  "parked→booked",
  "returning→booked",
  "returned→booked",
  "parked→picked_up",
  "returning→picked_up",
  "returning→parked",
  "returned→picked_up",
  "returned→parked",
  "returned→returning",
]);

describe("the transitions", () => {
  const pairs = SERVICE_STATUSES.flatMap((from) => SERVICE_STATUSES.map((to) => [from, to] as [ServiceStatus, ServiceStatus]));

  it.each(pairs)("%s → %s", (from, to) => {
    const pair = `${from}→${to}`;
    const verdict = judgeMove(from, to);
    expect(canMove(from, to)).toBe(MOVES.has(pair));
    if (MOVES.has(pair)) expect(verdict).toEqual({ kind: "move" });
    else if (REPEATS.has(pair)) expect(verdict).toEqual({ kind: "repeat" });
    else {
      expect(verdict.kind).toBe("refused");
      expect(verdict.kind === "refused" && verdict.reason).toMatch(HEBREW);
    }
  });

  it("says what must come first, or why nothing can", () => {
    expect(judgeMove("booked", "parked")).toEqual({ kind: "refused", reason: "עוד לא נרשם ״איסוף הרכב״, ולכן אי אפשר לרשום ״חניית הרכב״." });
    expect(judgeMove("parked", "returned")).toEqual({ kind: "refused", reason: "עוד לא נרשם ״הרכב בדרך ללקוח״, ולכן אי אפשר לרשום ״החזרת הרכב״." });
    expect(judgeMove("picked_up", "no_show")).toEqual({ kind: "refused", reason: "הרכב כבר נאסף, ולכן אי אפשר לרשום ״הלקוח לא הגיע״." });
    expect(judgeMove("no_show", "picked_up")).toEqual({ kind: "refused", reason: "ההזמנה סומנה ״הלקוח לא הגיע״, ואין מה לעדכן בה." });
    expect(judgeMove("cancelled", "picked_up")).toEqual({ kind: "refused", reason: "ההזמנה בוטלה, ואין מה לעדכן בה." });
    expect(judgeMove("returned", "no_show")).toEqual({ kind: "refused", reason: "הרכב כבר הוחזר ללקוח, ואין מה לעדכן בהזמנה." });
  });

  it("has a Hebrew label for every status and step", () => {
    for (const status of SERVICE_STATUSES) {
      expect(serviceMessages.statusLabels[status]).toMatch(HEBREW);
      expect(serviceMessages.stepLabels[status]).toMatch(HEBREW);
    }
  });
});

describe("what the traveller may still do", () => {
  it("cancels only while the car is booked", () => {
    expect(cancelRefusal("booked")).toBeNull();
    for (const status of ["picked_up", "parked", "returning", "returned"] as const) expect(cancelRefusal(status)?.code).toBe("picked_up");
    expect(cancelRefusal("no_show")?.code).toBe("no_show");
  });

  it("changes anything while booked, only the return while the car is with us, nothing after", () => {
    const everything = ["departure_date", "departure_time", "parking_type", "additional_services", "phone", "arrival_date"];
    const theReturn = ["arrival_date", "arrival_time", "arrival_terminal", "flight_number"];
    expect(changeRefusal("booked", everything)).toBeNull();
    for (const status of ["picked_up", "parked", "returning"] as const) {
      expect(changeRefusal(status, theReturn)).toBeNull();
      for (const field of ["departure_date", "departure_time", "departure_terminal", "parking_type", "additional_services", "phone", "car_model", "license_number"]) {
        expect(changeRefusal(status, ["arrival_time", field])?.code, `${status} ${field}`).toBe("return_only");
      }
    }
    expect(changeRefusal("returned", ["arrival_time"])?.code).toBe("service_over");
    expect(changeRefusal("no_show", ["arrival_time"])?.code).toBe("no_show");
  });
});

describe("the km driven", () => {
  it("is the odometers' difference, unknown until both are read", () => {
    expect(kmDriven(12_000, 12_042)).toBe(42);
    expect(kmDriven(12_000, null)).toBeNull();
    expect(kmDriven(undefined, 12_042)).toBeNull();
  });

  it("is flagged above the terms' limit, not at it", () => {
    const limit = SERVICE_TERMS.maxDrivingKm;
    expect(isOverKmLimit(limit)).toBe(false);
    expect(isOverKmLimit(limit + 1)).toBe(true);
    expect(isOverKmLimit(null)).toBe(false);
  });
});

describe("the handover bodies", () => {
  const pickup = { odometer_km: 12_000, fuel_eighths: 4, keys: 2 };

  it("take the fuel in eighths from empty to full, or the battery in percent, one of them", () => {
    expect(pickupBodySchema.safeParse(pickup).success).toBe(true);
    expect(pickupBodySchema.safeParse({ ...pickup, fuel_eighths: 0 }).success).toBe(true);
    expect(pickupBodySchema.safeParse({ ...pickup, fuel_eighths: 8 }).success).toBe(true);
    for (const fuel of [-1, 9, 4.5, "half"]) expect(pickupBodySchema.safeParse({ ...pickup, fuel_eighths: fuel }).success, String(fuel)).toBe(false);
    const electric = { odometer_km: 5_000, battery_percent: 100, keys: 1 };
    expect(pickupBodySchema.safeParse(electric).success).toBe(true);
    expect(pickupBodySchema.safeParse({ ...electric, battery_percent: 101 }).success).toBe(false);
    const both = pickupBodySchema.safeParse({ ...pickup, battery_percent: 50 });
    expect(both.error?.issues[0]).toMatchObject({ path: ["fuel_eighths"], message: serviceMessages.fields.fuelAndBattery });
    const neither = returnBodySchema.safeParse({ odometer_km: 12_000 });
    expect(neither.error?.issues[0]).toMatchObject({ path: ["fuel_eighths"], message: serviceMessages.fields.fuelOrBattery });
  });

  it("need the odometer and the keys, read numbers typed as text, and keep cash whole", () => {
    expect(pickupBodySchema.safeParse({ fuel_eighths: 4, keys: 2 }).error?.issues[0]).toMatchObject({ path: ["odometer_km"], message: serviceMessages.fields.odometerRequired });
    expect(pickupBodySchema.safeParse({ odometer_km: 1, fuel_eighths: 4 }).error?.issues[0]).toMatchObject({ path: ["keys"], message: serviceMessages.fields.keysRequired });
    expect(pickupBodySchema.parse({ odometer_km: " 12000 ", fuel_eighths: "8", keys: "2", cash_collected: "450" })).toEqual({ odometer_km: 12_000, fuel_eighths: 8, keys: 2, cash_collected: 450 });
    expect(pickupBodySchema.safeParse({ ...pickup, cash_collected: 10.5 }).success).toBe(false);
    expect(pickupBodySchema.safeParse({ ...pickup, odometer_km: -3 }).success).toBe(false);
  });

  it("need the parked car's bay and key hook", () => {
    expect(parkedBodySchema.parse({ bay: " B-12 ", key_hook: 7 })).toEqual({ bay: "B-12", key_hook: "7" });
    expect(parkedBodySchema.safeParse({ bay: "B-12" }).error?.issues[0]).toMatchObject({ path: ["key_hook"], message: serviceMessages.fields.keyHookRequired });
  });
});
