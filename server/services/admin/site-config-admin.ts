// The operator's site configuration (site_config row 1) and site settings (the
// key/value texts of shared/site-settings.ts). Nothing here is cached: the site
// reads both on every request, so a change applies to the next one.
import {
  SITE_SETTING_DEFINITIONS,
  SITE_SETTING_KEYS,
  defaultSiteSettings,
  mergeSiteSettings,
  type SiteSettingKey,
} from "../../../shared/site-settings.ts";
import type { Prisma } from "../../db/database.ts";
import { DEFAULT_SITE_CONFIG, type SiteConfigValues } from "../site-config.ts";
import { AdminInputError } from "./errors.ts";
import { MAX_CHANGE_CUTOFF_HOURS } from "../../../shared/constants.ts";

export const MAX_MIN_ADVANCE_HOURS = 168;
export const MAX_DAILY_CAPACITY = 100_000;

export interface SettingView {
  key: SiteSettingKey;
  value: string;
  isDefault: boolean;
}

function checkConfig(config: SiteConfigValues): void {
  const hours = config.minAdvanceHours;
  if (!Number.isInteger(hours) || hours < 0 || hours > MAX_MIN_ADVANCE_HOURS) {
    throw new AdminInputError("min_advance_hours", `must be a whole number from 0 to ${MAX_MIN_ADVANCE_HOURS}`);
  }
  const capacity = config.dailyCapacity;
  if (capacity !== null && (!Number.isInteger(capacity) || capacity < 1 || capacity > MAX_DAILY_CAPACITY)) {
    throw new AdminInputError("daily_capacity", `must be a whole number from 1 to ${MAX_DAILY_CAPACITY}, or none`);
  }
  const cutoff = config.changeCutoffHours;
  if (!Number.isInteger(cutoff) || cutoff < 0 || cutoff > MAX_CHANGE_CUTOFF_HOURS) {
    throw new AdminInputError("change_cutoff_hours", `must be a whole number from 0 to ${MAX_CHANGE_CUTOFF_HOURS}`);
  }
  const { holidayPopupFrom: from, holidayPopupTo: to } = config;
  if (from && to && from.getTime() > to.getTime()) {
    throw new AdminInputError("holiday_popup_to", "the pop-up would end before it starts (holiday_popup_from)");
  }
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
        throw new AdminInputError(key, parsed.error.issues[0]?.message ?? "invalid value");
      }
      const stored = parsed.data;
      const all = Object.fromEntries((await settings()).map((setting) => [setting.key, setting.value]));
      all[key] = stored;
      const [from, to] = [all.holiday_banner_from, all.holiday_banner_to];
      if (from && to && from > to) {
        throw new AdminInputError(key, `the banner would end (${to}) before it starts (${from})`);
      }
      await prisma.siteSetting.upsert({ where: { key }, create: { key, value: stored }, update: { value: stored } });
      return (await settings()).find((setting) => setting.key === key)!;
    },
  };
}

export type SiteConfigAdmin = ReturnType<typeof createSiteConfigAdmin>;
