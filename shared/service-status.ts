// The service status of a booking (product.md §17, docs/decisions/029), kept beside its
// payment status and moving independently of it: the car is booked, picked up at the
// terminal, parked, on its way back, returned; or the traveller never came; or the
// booking was cancelled. The moves are data (NEXT_STATUS), judged by pure functions
// that the server, the CLI and the pages share. These rules never look at the clock: a
// traveller may come a day early and a flight may land a day late. The crew's phone
// alone is bounded in time, and only at the start (server/services/crew-actions.ts,
// docs/decisions/037): a pickup or a no-show within the crew's days, a no-show from
// the planned pickup time on.
import { SERVICE_TERMS } from "./constants.ts";
import { serviceMessages } from "./messages/service.ts";

export const SERVICE_STATUSES = ["booked", "picked_up", "parked", "returning", "returned", "no_show", "cancelled"] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** Who moved it: a representative on the crew page, the operator with `valet`, the traveller on the order page. */
export const SERVICE_ACTORS = ["representative", "operator", "customer"] as const;
export type ServiceActor = (typeof SERVICE_ACTORS)[number];

/**
 * Where each status may go, one step at a time. Skipping a step is out of order:
 * each step is a record the next one needs (the pickup's odometer for the km
 * driven, the parked bay and key hook for whoever fetches the car).
 */
export const NEXT_STATUS: Readonly<Record<ServiceStatus, readonly ServiceStatus[]>> = {
  booked: ["picked_up", "no_show", "cancelled"],
  picked_up: ["parked"],
  parked: ["returning"],
  returning: ["returned"],
  returned: [],
  // Only the operator's forced cancellation (`valet bookings cancel --force`), so that
  // a refund can be recorded (docs/decisions/037); the traveller's cancel stays refused.
  no_show: ["cancelled"],
  cancelled: [],
};

/** The car is in the business's hands: picked up and not yet handed back. */
export const WITH_US: readonly ServiceStatus[] = ["picked_up", "parked", "returning"];

/** The road from booking to return, in order; no_show and cancelled end it elsewhere. */
const MAIN_ROAD: readonly ServiceStatus[] = ["booked", "picked_up", "parked", "returning", "returned"];

export function canMove(from: ServiceStatus, to: ServiceStatus): boolean {
  return NEXT_STATUS[from].includes(to);
}

/** Whether a booking at `current` has already been through `target` (a repeat of that move). */
function hasReached(current: ServiceStatus, target: ServiceStatus): boolean {
  if (current === target) return true;
  const at = MAIN_ROAD.indexOf(current);
  const goal = MAIN_ROAD.indexOf(target);
  return at >= 0 && goal >= 0 && at > goal;
}

export type MoveVerdict =
  | { kind: "move" }
  /** Done before: repeating it changes nothing. */
  | { kind: "repeat" }
  /** Out of order: the Hebrew reason, fit to show to whoever pressed. */
  | { kind: "refused"; reason: string };

/** What asking to move a booking at `from` to `to` means. */
export function judgeMove(from: ServiceStatus, to: ServiceStatus): MoveVerdict {
  if (canMove(from, to)) return { kind: "move" };
  if (hasReached(from, to)) return { kind: "repeat" };
  return { kind: "refused", reason: serviceMessages.outOfOrder(from, to, NEXT_STATUS[from][0] ?? null) };
}

// ---- What the traveller may still do (docs/decisions/029) ----

/**
 * The return's fields: all a traveller may change once the car is with us. The
 * flight number is the return flight's (the booking form asks for that one).
 */
const RETURN_FIELDS = ["arrival_date", "arrival_time", "arrival_terminal", "flight_number"] as const;

export interface ServiceRefusal {
  code: "picked_up" | "no_show" | "return_only" | "service_over";
  message: string;
}

/** Why the service status forbids cancelling; null while the car is still only booked. */
export function cancelRefusal(status: ServiceStatus): ServiceRefusal | null {
  if (status === "no_show") return { code: "no_show", message: serviceMessages.cancelAfterNoShow };
  if (WITH_US.includes(status) || status === "returned") return { code: "picked_up", message: serviceMessages.cancelAfterPickup };
  return null;
}

/** Why the service status forbids a change of these fields (the API's names); null when it does not. */
export function changeRefusal(status: ServiceStatus, fields: readonly string[]): ServiceRefusal | null {
  if (status === "no_show") return { code: "no_show", message: serviceMessages.changeAfterNoShow };
  if (status === "returned") return { code: "service_over", message: serviceMessages.changeAfterService };
  const returnOnly = fields.every((field) => (RETURN_FIELDS as readonly string[]).includes(field));
  if (WITH_US.includes(status) && !returnOnly) return { code: "return_only", message: serviceMessages.returnOnly };
  return null;
}

// ---- The handover records ----

/** A tank in eighths, from empty (0) to full (8), as a fuel gauge reads. */
export const FUEL_EIGHTHS = { min: 0, max: 8 } as const;
export const BATTERY_PERCENT = { min: 0, max: 100 } as const;

/** Km between the two handovers; null until both odometers are read (or when they disagree with time). */
export function kmDriven(pickupKm: number | null | undefined, returnKm: number | null | undefined): number | null {
  if (pickupKm == null || returnKm == null || returnKm < pickupKm) return null;
  return returnKm - pickupKm;
}

/** More than the terms allow for moving and storing the car (product.md §9.3). */
export function isOverKmLimit(km: number | null): boolean {
  return km !== null && km > SERVICE_TERMS.maxDrivingKm;
}
