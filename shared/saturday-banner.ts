import { calendarRule } from "./calendar-rules.ts";
import { minutesOfDay, toLocalParts } from "./jerusalem-time.ts";

// The Saturday banner (product.md §2) tells visitors the service is closed. The spec
// leaves its flag's source open; it is computed here from the same calendar rule
// that refuses bookings, so the banner and the booking form always agree: from
// 15:00 on Friday or a holiday eve until 21:00 when Shabbat or the holiday ends
// (Asia/Jerusalem, holidays from hebcal). site_config.saturday_banner can force it.

export type BannerOverride = "auto" | "on" | "off";
/** Which greeting the banner opens with; "closed" when forced on outside Shabbat and holidays. */
export type SaturdayBannerKind = "shabbat" | "holiday" | "closed";

/** The banner's kind at `now`, or null when it is not shown. */
export function saturdayBannerKind(now: Date, override: BannerOverride = "auto"): SaturdayBannerKind | null {
  if (override === "off") return null;
  const local = toLocalParts(now);
  const rule = calendarRule(local.date, minutesOfDay(local.time) ?? 0);
  if (rule === null) return override === "on" ? "closed" : null;
  if (rule === "friday_or_eve") return local.weekday === 5 ? "shabbat" : "holiday";
  return rule;
}

export function isSaturdayBannerTime(now: Date, override: BannerOverride = "auto"): boolean {
  return saturdayBannerKind(now, override) !== null;
}
