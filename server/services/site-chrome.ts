// What the page shell needs on every page (product.md §2, §4): whether the holiday
// pop-up is on right now and with which texts, and whether the Saturday banner
// shows. Computed per request with the injected clock, so the page arrives with
// the banner already in place (no layout shift) and tests can fix the time.
import type { HolidayPopupContent, SiteChrome } from "@shared/loader-services.ts";
import { saturdayBannerKind } from "@shared/saturday-banner.ts";
import type { SiteSettings } from "@shared/site-settings.ts";
import type { SiteConfigService, SiteConfigValues } from "./site-config.ts";

/** The pop-up's texts when the config enables it and `now` is inside its optional window. */
function holidayPopupAt(config: SiteConfigValues, settings: SiteSettings, now: Date): HolidayPopupContent | null {
  if (!config.holidayPopupEnabled) return null;
  const t = now.getTime();
  if (config.holidayPopupFrom && t < config.holidayPopupFrom.getTime()) return null;
  if (config.holidayPopupTo && t > config.holidayPopupTo.getTime()) return null;
  return {
    code: settings.holiday_popup_coupon_code,
    title: settings.holiday_popup_title,
    body: settings.holiday_popup_body,
  };
}

export function createSiteChromeService(deps: { site: SiteConfigService; now: () => Date }) {
  return {
    async siteChrome(): Promise<SiteChrome> {
      const [config, settings] = await Promise.all([deps.site.siteConfig(), deps.site.siteSettings()]);
      const now = deps.now();
      return {
        popup: holidayPopupAt(config, settings, now),
        saturdayBanner: saturdayBannerKind(now, config.saturdayBanner),
      };
    },
  };
}
