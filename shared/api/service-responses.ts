// The service day's answers (product.md §17, docs/decisions/029) as zod schemas, for
// response-schemas.ts: what the traveller's order adds (its type is shared/service-view.ts's),
// what each crew action answers, and the crew's manifest.
import { z } from "zod";
import { PAYMENT_METHODS, TERMINALS } from "@shared/constants.ts";
import { SERVICE_ACTORS, SERVICE_STATUSES } from "@shared/service-status.ts";
import { FLIGHT_STATUSES } from "@shared/flight-view.ts";

const serviceStatus = z.enum(SERVICE_STATUSES);
const money = z.number().int();

const handoverRecordSchema = z.object({
  odometer_km: z.number().int(),
  fuel_eighths: z.number().int().nullable(),
  battery_percent: z.number().int().nullable(),
  photos: z.array(z.string()),
  /** The pickup's condition report as the representative typed it: keys handed over and the damage seen; null at the return. */
  keys: z.number().int().nullable(),
  damage_notes: z.string().nullable(),
  /** ISO instant. */
  recorded_at: z.string(),
});

const timelineEntrySchema = z.object({
  status: serviceStatus,
  /** ISO instant. */
  at: z.string(),
  by: z.enum(SERVICE_ACTORS),
  /**
   * The representative's first name (the first word of crew_members.name), so the
   * traveller knows who took the car; null for the traveller's and the operator's
   * moves. Nothing more about the crew reaches the order.
   */
  first_name: z.string().nullable(),
});

/** What GET /bookings/:orderNumber adds (shared/service-view.ts's ServiceView is its type). */
/** A return flight as the board last showed it (docs/decisions/034): UTC ISO instants, or null where the board says nothing. */
export const flightViewSchema = z.object({
  status: z.enum(FLIGHT_STATUSES),
  scheduled_at: z.string().nullable(),
  estimated_at: z.string().nullable(),
  landed_at: z.string().nullable(),
  terminal: z.number().int().nullable(),
});
export type FlightView = z.infer<typeof flightViewSchema>;

export const serviceViewShape = {
  service_status: serviceStatus,
  timeline: z.array(timelineEntrySchema),
  handover: z.object({
    pickup: handoverRecordSchema.nullable(),
    return: handoverRecordSchema.nullable(),
    /** Between the two odometers; null until both are read. */
    km_driven: z.number().int().nullable(),
    /** More than the terms' SERVICE_TERMS.maxDrivingKm. */
    over_km_limit: z.boolean(),
  }),
};
export const serviceViewSchema = z.object(serviceViewShape);

const parkedPlace = z.object({ bay: z.string(), key_hook: z.string() }).nullable();

/** POST /crew/bookings/:orderNumber/{pickup,parked,returning,return,no-show}: the booking after it. */
export const crewBookingStateSchema = z.object({
  order_number: z.number().int(),
  /** False when it had been recorded before: nothing changed. */
  changed: z.boolean(),
  ...serviceViewShape,
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(["pending", "completed", "failed"]),
  cash: z.object({ due: money, collected: money }),
  parking: parkedPlace,
});

/** GET /crew/manifest?date=: the day's and the next day's pickups and returns, overdue returns first. */
export const crewManifestSchema = z.object({
  date: z.string(),
  days: z.tuple([z.string(), z.string()]),
  entries: z.array(
    z.object({
      kind: z.enum(["pickup", "return"]),
      at: z.string(),
      date: z.string(),
      time: z.string(),
      overdue: z.boolean(),
      order_number: z.number().int(),
      flight_number: z.string(),
      terminal: z.enum(TERMINALS),
      car: z.object({ manufacturer: z.string().nullable(), model: z.string(), plate: z.string() }),
      traveller: z.object({ name: z.string(), phone: z.string() }),
      /** Extra ids (EXTRA_IDS); an old booking may carry one no longer offered. */
      extras: z.array(z.string()),
      payment_method: z.enum(PAYMENT_METHODS),
      cash_to_collect: money,
      /** Cash taken for the booking so far, as a crew action's `cash.collected`. */
      cash_collected: money,
      unpaid_card: z.boolean(),
      service_status: serviceStatus,
      parking: parkedPlace,
      /** A return's flight as the board last showed it (docs/decisions/034); null for a pickup. */
      flight: flightViewSchema.nullable(),
    }),
  ),
});
