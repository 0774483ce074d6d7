// The keys of `valet config`: site_config's columns under the spec's snake_case
// names, each with its reader (the type check) and its shown form. Shown values
// are what `config set` accepts, so `config show --json` round-trips.
import type { SiteConfigValues } from "@server/services/site-config.ts";
import { MAX_DAILY_CAPACITY, MAX_MIN_ADVANCE_HOURS } from "@server/services/admin/site-config-admin.ts";
import { localDay } from "./format.ts";
import { CALENDAR_DAYS_AHEAD, MAX_CHANGE_CUTOFF_HOURS, MAX_MAX_STAY_DAYS, RETENTION_BOUNDS, type RetentionPeriods } from "@shared/constants.ts";
import { InvalidValue, choice, date, endOfDay, flag, orNone, startOfDay, wholeNumber, type Reader } from "./parse-args.ts";

type Field = keyof SiteConfigValues;
type Shown = string | number | boolean | null;

interface ConfigKey<F extends Field> {
  field: F;
  accepts: string;
  description: string;
  read: Reader<SiteConfigValues[F]>;
  show(value: SiteConfigValues[F]): Shown;
}

function key<F extends Field>(definition: ConfigKey<F>): ConfigKey<F> {
  return definition;
}

const asIs = <T extends Shown>(value: T) => value;

/** A retention period's reader (docs/decisions/024); `why` says what its floor protects. */
function retention(name: keyof RetentionPeriods, unit: "months" | "days", why?: string): { accepts: string; read: Reader<number> } {
  const { min, max } = RETENTION_BOUNDS[name];
  const read = wholeNumber(min, max, `a whole number of ${unit}`);
  return {
    accepts: `${min}–${max}`,
    read: why
      ? (raw) => {
          try {
            return read(raw);
          } catch (error) {
            if (error instanceof InvalidValue) throw new InvalidValue(`${error.message} (${why})`);
            throw error;
          }
        }
      : read,
  };
}
const dayOrNull = (value: Date | null) => (value ? localDay(value) : null);

export const CONFIG_KEYS = {
  allow_same_day_without_8h: key({
    field: "allowSameDayWithout8h",
    accepts: "true | false",
    description: "a same-day departure only has to be in the future, not min_advance_hours away",
    read: flag,
    show: asIs,
  }),
  min_advance_hours: key({
    field: "minAdvanceHours",
    accepts: `0–${MAX_MIN_ADVANCE_HOURS}`,
    description: "hours between now and the earliest departure a customer can book",
    read: wholeNumber(0, MAX_MIN_ADVANCE_HOURS, "a whole number of hours"),
    show: asIs,
  }),
  holiday_popup_enabled: key({
    field: "holidayPopupEnabled",
    accepts: "true | false",
    description: "show the holiday coupon pop-up (within its dates, if set)",
    read: flag,
    show: asIs,
  }),
  holiday_popup_from: key({
    field: "holidayPopupFrom",
    accepts: "YYYY-MM-DD | none",
    description: "first day of the pop-up (from 00:00 Israel time)",
    read: (raw) => {
      const day = orNone(date)(raw);
      return day === null ? null : startOfDay(day);
    },
    show: dayOrNull,
  }),
  holiday_popup_to: key({
    field: "holidayPopupTo",
    accepts: "YYYY-MM-DD | none",
    description: "last day of the pop-up (until 23:59 Israel time)",
    read: (raw) => {
      const day = orNone(date)(raw);
      return day === null ? null : endOfDay(day);
    },
    show: dayOrNull,
  }),
  saturday_banner: key({
    field: "saturdayBanner",
    accepts: "auto | on | off",
    description: "the no-service-on-Saturday banner: auto by the calendar, or forced on or off",
    read: choice(["auto", "on", "off"] as const),
    show: asIs,
  }),
  daily_capacity: key({
    field: "dailyCapacity",
    accepts: `1–${MAX_DAILY_CAPACITY} | none`,
    description: "cars the lot takes per day; a full day is unavailable (none: no limit)",
    read: orNone(wholeNumber(1, MAX_DAILY_CAPACITY, "a whole number of cars"), "unlimited"),
    show: asIs,
  }),
  change_cutoff_hours: key({
    field: "changeCutoffHours",
    accepts: `0–${MAX_CHANGE_CUTOFF_HOURS}`,
    description: "hours before pickup after which customers can no longer change their booking online (they are asked to phone)",
    read: wholeNumber(0, MAX_CHANGE_CUTOFF_HOURS, "a whole number of hours"),
    show: asIs,
  }),
  booking_horizon_days: key({
    field: "bookingHorizonDays",
    accepts: `1–${CALENDAR_DAYS_AHEAD}`,
    description: "days after today up to which a departure can be booked (the calendar's year at most); bookings already made stay",
    read: wholeNumber(1, CALENDAR_DAYS_AHEAD, "a whole number of days"),
    show: asIs,
  }),
  max_stay_days: key({
    field: "maxStayDays",
    accepts: `1–${MAX_MAX_STAY_DAYS}`,
    description: "the longest stay a customer can book or extend to online, in priced days; longer stays are arranged by phone",
    read: wholeNumber(1, MAX_MAX_STAY_DAYS, "a whole number of days"),
    show: asIs,
  }),
  retention_visits_months: key({
    field: "retentionVisitsMonths",
    ...retention("visitsMonths", "months"),
    description: "months visit records are kept, and the campaign attribution stored with bookings; then deleted or blanked",
    show: asIs,
  }),
  retention_inquiries_months: key({
    field: "retentionInquiriesMonths",
    ...retention("inquiriesMonths", "months"),
    description: "months contact inquiries are kept; then deleted",
    show: asIs,
  }),
  retention_outbox_days: key({
    field: "retentionOutboxDays",
    ...retention("outboxDays", "days"),
    description: "days an e-mail's subject and body are kept after it was sent (the row and its status stay)",
    show: asIs,
  }),
  retention_payment_detail_days: key({
    field: "retentionPaymentDetailDays",
    ...retention("paymentDetailDays", "days"),
    description: "days the payment provider's raw answer is kept with each payment attempt",
    show: asIs,
  }),
  retention_bookings_months: key({
    field: "retentionBookingsMonths",
    ...retention("bookingsMonths", "months", "bookings are accounting records, kept at least 7 years"),
    description: "months from the end of a booking's tax year until its personal fields are blanked (accounting records: at least 84)",
    show: asIs,
  }),
  handover_photo_retention_days: key({
    field: "handoverPhotoRetentionDays",
    ...retention("handoverPhotoDays", "days", "a damage claim may come days after the return"),
    description: "days the crew's handover photos are kept after the car's return; a disputed booking keeps them (valet bookings dispute)",
    show: asIs,
  }),
} as const;

export type ConfigKeyName = keyof typeof CONFIG_KEYS;
export const CONFIG_KEY_NAMES = Object.keys(CONFIG_KEYS) as ConfigKeyName[];

export function isConfigKey(name: string): name is ConfigKeyName {
  return Object.hasOwn(CONFIG_KEYS, name);
}

/** The shown form of every key, in the order above. */
export function showConfig(config: SiteConfigValues): Record<ConfigKeyName, Shown> {
  return Object.fromEntries(
    CONFIG_KEY_NAMES.map((name) => {
      const definition = CONFIG_KEYS[name] as ConfigKey<Field>;
      return [name, definition.show(config[definition.field])];
    }),
  ) as Record<ConfigKeyName, Shown>;
}

/** Reads a value for a key into a site_config change; throws InvalidValue. */
export function readConfigValue(name: ConfigKeyName, raw: string): Partial<SiteConfigValues> {
  const definition = CONFIG_KEYS[name] as ConfigKey<Field>;
  return { [definition.field]: definition.read(raw) };
}
