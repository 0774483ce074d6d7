// The crew's request bodies (product.md §17, docs/decisions/029): the pickup and return
// records, the parked car's place, and the day of the crew's manifest. A phone's
// form may send numbers as text; both are read. Messages are the catalogue's Hebrew,
// per field, in the API's names.
import { z } from "zod";
import { isValidDateString } from "./jerusalem-time.ts";
import { messages } from "./messages/index.ts";
import { BATTERY_PERCENT, FUEL_EIGHTHS } from "./service-status.ts";
import { serviceMessages } from "./messages/service.ts";
import { blankToUndefined, requiredText, optionalText, stringThen } from "./field-schemas.ts";

const fields = serviceMessages.fields;

/** A little under the furthest any car's odometer reads. */
const MAX_ODOMETER_KM = 2_000_000;
const MAX_KEYS = 10;
/** Cash collected at one handover, in whole shekels (the operator's cancellation fee has the same cap). */
export const MAX_CASH_COLLECTED = 100_000;

/** '  12 ' from a form's text field reads as 12; anything else stays as sent, for the number check to refuse. */
function digitsToNumber(value: unknown): unknown {
  if (typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return value;
}

/** A whole number in [min, max]; blank or missing is `requiredMessage`. */
function requiredWhole(min: number, max: number, message: string, requiredMessage: string) {
  const number = z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage : message) })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
  return z.preprocess((value) => digitsToNumber(blankToUndefined(value)), number);
}

/** The same, where blank or missing means not given. */
function optionalWhole(min: number, max: number, message: string) {
  const number = z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
  return z.preprocess((value) => digitsToNumber(blankToUndefined(value)), number.optional());
}

const odometer = requiredWhole(0, MAX_ODOMETER_KM, fields.odometer, fields.odometerRequired);
const fuel = optionalWhole(FUEL_EIGHTHS.min, FUEL_EIGHTHS.max, fields.fuel(FUEL_EIGHTHS.min, FUEL_EIGHTHS.max));
const battery = optionalWhole(BATTERY_PERCENT.min, BATTERY_PERCENT.max, fields.battery(BATTERY_PERCENT.min, BATTERY_PERCENT.max));
const cash = optionalWhole(0, MAX_CASH_COLLECTED, fields.cash(MAX_CASH_COLLECTED));

const notAnObject = { error: messages.api.badRequest };

/** Exactly one of the fuel gauge (eighths) and the battery (percent). */
function oneGauge(body: { fuel_eighths?: number; battery_percent?: number }, ctx: z.RefinementCtx): void {
  const given = [body.fuel_eighths, body.battery_percent].filter((value) => value !== undefined).length;
  if (given === 1) return;
  ctx.addIssue({ code: "custom", path: ["fuel_eighths"], message: given === 0 ? fields.fuelOrBattery : fields.fuelAndBattery });
}

/** POST /api/crew/bookings/:orderNumber/pickup */
export const pickupBodySchema = z
  .object(
    {
      odometer_km: odometer,
      fuel_eighths: fuel,
      battery_percent: battery,
      keys: requiredWhole(0, MAX_KEYS, fields.keys(MAX_KEYS), fields.keysRequired),
      damage_notes: optionalText(1000),
      cash_collected: cash,
    },
    notAnObject,
  )
  .superRefine(oneGauge);
export type PickupBody = z.output<typeof pickupBodySchema>;

/** POST /api/crew/bookings/:orderNumber/return */
export const returnBodySchema = z
  .object({ odometer_km: odometer, fuel_eighths: fuel, battery_percent: battery, cash_collected: cash }, notAnObject)
  .superRefine(oneGauge);
export type ReturnBody = z.output<typeof returnBodySchema>;

/** POST /api/crew/bookings/:orderNumber/parked: where the car and its key are. */
export const parkedBodySchema = z.object(
  { bay: requiredText(fields.bayRequired, 40), key_hook: requiredText(fields.keyHookRequired, 20) },
  notAnObject,
);
export type ParkedBody = z.output<typeof parkedBodySchema>;

/** The moves that take no details (returning, no-show): nothing, or an empty object. */
export const emptyBodySchema = z.preprocess((value) => value ?? {}, z.object({}, notAnObject));

/** GET /api/crew/manifest?date=YYYY-MM-DD (default: today in Israel). */
export const crewManifestQuerySchema = z.object(
  {
    date: z.preprocess(blankToUndefined, stringThen(fields.date, z.string().refine(isValidDateString, { error: fields.date })).optional()),
  },
  notAnObject,
);
