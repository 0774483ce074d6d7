// The keys of `valet settings`: the site settings of shared/site-settings.ts
// (which also holds their validators and defaults). The CLI adds a kind per key,
// so flags take yes/no words, dates take "none", and codes are upper-cased.
import { SITE_SETTING_KEYS, type SiteSettingKey } from "@shared/site-settings.ts";
import { InvalidValue, couponCode, date, flag, orNone, type Reader } from "./parse-args.ts";

type Kind = "text" | "flag" | "date" | "code";

// `satisfies` makes a key added to shared/site-settings.ts fail the type check
// here until it is given a kind.
const KINDS = {
  holiday_popup_coupon_code: "code",
  holiday_popup_title: "text",
  holiday_popup_body: "text",
  holiday_banner_enabled: "flag",
  holiday_banner_from: "date",
  holiday_banner_to: "date",
  holiday_banner_title: "text",
  holiday_banner_body: "text",
  holiday_banner_coupon_code: "code",
} as const satisfies Record<SiteSettingKey, Kind>;

const READERS: Record<Kind, Reader<string>> = {
  text: (raw) => {
    if (raw.trim() === "") throw new InvalidValue("Expected some text");
    return raw;
  },
  flag: (raw) => String(flag(raw)),
  date: (raw) => orNone(date)(raw) ?? "",
  code: couponCode,
};

const ACCEPTS: Record<Kind, string> = {
  text: "text",
  flag: "true | false",
  date: "YYYY-MM-DD | none",
  code: "coupon code",
};

export const SETTING_KEY_NAMES: readonly SiteSettingKey[] = SITE_SETTING_KEYS;

export function settingKind(key: SiteSettingKey): Kind {
  return KINDS[key];
}

export function settingAccepts(key: SiteSettingKey): string {
  return ACCEPTS[KINDS[key]];
}

/** The value to store, before the shared validator has its say; throws InvalidValue. */
export function readSettingValue(key: SiteSettingKey, raw: string): string {
  return READERS[KINDS[key]](raw);
}
