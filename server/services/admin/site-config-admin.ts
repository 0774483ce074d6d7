// The operator's site configuration (site_config row 1) and site settings (the
// key/value texts of shared/site-settings.ts). Nothing here is cached: the site
// reads both on every request, so a change applies to the next one.
import {
  SITE_SETTING_DEFINITIONS,
  SITE_SETTING_KEYS,
  defaultSiteSettings,
  mergeSiteSettings,
  type SiteSettingKey,
} from "@shared/site-settings.ts";
import type { Prisma } from "@server/db/database.ts";
import { DEFAULT_SITE_CONFIG, type SiteConfigValues } from "@server/services/site-config.ts";
import { normalizeCouponCode } from "@shared/coupon-rules.ts";
import { CALENDAR_DAYS_AHEAD, MAX_CHANGE_CUTOFF_HOURS, MAX_MAX_STAY_DAYS, RETENTION_BOUNDS } from "@shared/constants.ts";
import { RETENTION_FIELDS, RETENTION_NAMES } from "@server/services/privacy/retention.ts";
import { InvalidInput } from "@server/services/domain-errors.ts";
import { adminMessages } from "./admin-messages.ts";
import { COUPON_CODE_LENGTH, COUPON_CODE_PATTERN } from "./coupon-admin.ts";

export const MAX_MIN_ADVANCE_HOURS = 168;
export const MAX_DAILY_CAPACITY = 100_000;

export interface SettingView {
  key: SiteSettingKey;
  value: string;
  isDefault: boolean;
}

const SATURDAY_BANNER_MODES = ["auto", "on", "off"] as const;

/** A whole number within bounds (null allowed when `clearable`), or the refusal naming the key. */
function checkWholeNumber(key: string, value: number | null, bounds: { min: number; max: number; unit: string; clearable?: boolean }): void {
  if (value === null && bounds.clearable) return;
  if (value !== null && Number.isInteger(value) && value >= bounds.min && value <= bounds.max) return;
  const message = bounds.clearable ? adminMessages.wholeNumberBetweenOrNone(bounds.min, bounds.max) : adminMessages.wholeNumberBetween(bounds.min, bounds.max);
  throw new InvalidInput({ [key]: message }, { code: "out_of_range", subject: { ...bounds, clearable: Boolean(bounds.clearable) } });
}

/** The whole configuration as it would be stored, checked whoever asks (fields named as `valet config` names them). */
function checkConfig(config: SiteConfigValues): void {
  checkWholeNumber("min_advance_hours", config.minAdvanceHours, { min: 0, max: MAX_MIN_ADVANCE_HOURS, unit: "hours" });
  checkWholeNumber("daily_capacity", config.dailyCapacity, { min: 1, max: MAX_DAILY_CAPACITY, unit: "cars", clearable: true });
  checkWholeNumber("change_cutoff_hours", config.changeCutoffHours, { min: 0, max: MAX_CHANGE_CUTOFF_HOURS, unit: "hours" });
  checkWholeNumber("booking_horizon_days", config.bookingHorizonDays, { min: 1, max: CALENDAR_DAYS_AHEAD, unit: "days" });
  checkWholeNumber("max_stay_days", config.maxStayDays, { min: 1, max: MAX_MAX_STAY_DAYS, unit: "days" });
  // Retention periods (docs/decisions/024): the bookings' floor is the bookkeeping rules' 7 years.
  for (const name of RETENTION_NAMES) {
    const { field, key, unit } = RETENTION_FIELDS[name];
    checkWholeNumber(key, config[field], { ...RETENTION_BOUNDS[name], unit });
  }
  for (const [key, value] of [
    ["allow_same_day_without_8h", config.allowSameDayWithout8h],
    ["holiday_popup_enabled", config.holidayPopupEnabled],
  ] as const) {
    if (typeof value !== "boolean") throw new InvalidInput({ [key]: adminMessages.trueOrFalse }, { code: "true_or_false" });
  }
  if (!(SATURDAY_BANNER_MODES as readonly string[]).includes(config.saturdayBanner)) {
    throw new InvalidInput(
      { saturday_banner: adminMessages.oneOf(SATURDAY_BANNER_MODES) },
      { code: "one_of", subject: { values: SATURDAY_BANNER_MODES.join(", ") } },
    );
  }
  const { holidayPopupFrom: from, holidayPopupTo: to } = config;
  if (from && to && from.getTime() > to.getTime()) {
    throw new InvalidInput({ holiday_popup_to: adminMessages.popupEndsBeforeStart }, { code: "popup_ends_before_start" });
  }
}

/** A setting that names a coupon holds a code customers could type, upper-cased as coupons are stored. */
function settingValue(key: SiteSettingKey, value: string): string {
  if (!key.endsWith("_coupon_code")) return value;
  const code = normalizeCouponCode(value);
  if (!COUPON_CODE_PATTERN.test(code)) {
    const { min, max } = COUPON_CODE_LENGTH;
    throw new InvalidInput({ [key]: adminMessages.couponCodeFormat(min, max) }, { code: "coupon_code_format", subject: { min, max } });
  }
  return code;
}

export function createSiteConfigAdmin(prisma: Prisma) {
  async function current(): Promise<SiteConfigValues> {
    const row = await prisma.siteConfig.findUnique({ where: { id: 1 } });
    if (!row) return DEFAULT_SITE_CONFIG;
    const { id: _id, updatedAt: _updatedAt, ...values } = row;
    return values;
  }

  async function settings(): Promise<SettingView[]> {
    const rows = await prisma.siteSetting.findMany({ select: { key: true, value: true } });
    const merged = mergeSiteSettings(rows);
    const defaults = defaultSiteSettings();
    return SITE_SETTING_KEYS.map((key) => ({ key, value: merged[key], isDefault: merged[key] === defaults[key] }));
  }

  return {
    config: current,

    /** Applies a change to site_config after checking the result as a whole. */
    async setConfig(patch: Partial<SiteConfigValues>): Promise<SiteConfigValues> {
      const next = { ...(await current()), ...patch };
      checkConfig(next);
      await prisma.siteConfig.upsert({ where: { id: 1 }, create: { id: 1, ...next }, update: patch });
      return current();
    },

    settings,

    /** Stores a setting's value as its validator reads it (trimmed). */
    async setSetting(key: SiteSettingKey, value: string): Promise<SettingView> {
      const parsed = SITE_SETTING_DEFINITIONS[key].schema.safeParse(value);
      if (!parsed.success) {
        // The shared validator's own words (English) name the reason for the operator.
        throw new InvalidInput({ [key]: adminMessages.invalidValue }, { code: "invalid_value", subject: { reason: parsed.error.issues[0]?.message ?? "invalid value" } });
      }
      const stored = settingValue(key, parsed.data);
      const all = Object.fromEntries((await settings()).map((setting) => [setting.key, setting.value]));
      all[key] = stored;
      const [from, to] = [all.holiday_banner_from, all.holiday_banner_to];
      if (from && to && from > to) {
        throw new InvalidInput({ [key]: adminMessages.bannerEndsBeforeStart }, { code: "banner_ends_before_start", subject: { from, to } });
      }
      await prisma.siteSetting.upsert({ where: { key }, create: { key, value: stored }, update: { value: stored } });
      return (await settings()).find((setting) => setting.key === key)!;
    },
  };
}
