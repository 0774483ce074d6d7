// The spec's "site settings" (product.md §3): texts and codes of the holiday pop-up and
// banner, kept as key/value rows so the operator can change them from the CLI.
import { z } from "zod";

const isoDate = z.union([z.literal(""), z.iso.date()]);
const flag = z.enum(["true", "false"]);

/** Each key with its validator and default value (stored as text). */
export const SITE_SETTING_DEFINITIONS = {
  holiday_popup_coupon_code: { schema: z.string().trim().min(1).max(40), default: "HOLIDAY30" },
  holiday_popup_title: { schema: z.string().trim().min(1).max(80), default: "חג שמח!" },
  holiday_popup_body: {
    schema: z.string().trim().min(1).max(300),
    default: "לרגל החג הכנו לכם קוד קופון מיוחד להזמנה באתר.",
  },
  holiday_banner_enabled: { schema: flag, default: "false" },
  holiday_banner_from: { schema: isoDate, default: "" },
  holiday_banner_to: { schema: isoDate, default: "" },
  holiday_banner_title: { schema: z.string().trim().min(1).max(80), default: "חג שמח!" },
  holiday_banner_body: {
    schema: z.string().trim().min(1).max(300),
    default: "לרגל החג הכנו לכם קופון מיוחד להנחה -",
  },
  holiday_banner_coupon_code: { schema: z.string().trim().min(1).max(40), default: "HOLIDAY30" },
} as const;

export type SiteSettingKey = keyof typeof SITE_SETTING_DEFINITIONS;
export type SiteSettings = Record<SiteSettingKey, string>;

export const SITE_SETTING_KEYS = Object.keys(SITE_SETTING_DEFINITIONS) as SiteSettingKey[];

export function isSiteSettingKey(key: string): key is SiteSettingKey {
  return Object.hasOwn(SITE_SETTING_DEFINITIONS, key);
}

export function defaultSiteSettings(): SiteSettings {
  return Object.fromEntries(
    SITE_SETTING_KEYS.map((key) => [key, SITE_SETTING_DEFINITIONS[key].default]),
  ) as SiteSettings;
}

/** Stored rows over the defaults; a stored value that no longer validates falls back. */
export function mergeSiteSettings(rows: { key: string; value: string }[]): SiteSettings {
  const settings = defaultSiteSettings();
  for (const row of rows) {
    if (isSiteSettingKey(row.key) && SITE_SETTING_DEFINITIONS[row.key].schema.safeParse(row.value).success) {
      settings[row.key] = row.value;
    }
  }
  return settings;
}
