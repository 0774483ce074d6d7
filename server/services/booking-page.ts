// The booking page's settings: advance-notice rules for the form's live checks
// and the holiday banner when the operator turned it on and today is in its dates.
import { localDate } from "../../shared/jerusalem-time.ts";
import type { BookingPageData } from "../../shared/loader-services.ts";
import type { SiteConfigService } from "./site-config.ts";

export function createBookingPageService(deps: { site: SiteConfigService; now: () => Date }) {
  return {
    async data(): Promise<BookingPageData> {
      const [config, settings] = await Promise.all([deps.site.siteConfig(), deps.site.siteSettings()]);
      const today = localDate(deps.now());
      const inWindow =
        (!settings.holiday_banner_from || settings.holiday_banner_from <= today) &&
        (!settings.holiday_banner_to || today <= settings.holiday_banner_to);
      return {
        minAdvanceHours: config.minAdvanceHours,
        allowSameDayWithout8h: config.allowSameDayWithout8h,
        holidayBanner:
          settings.holiday_banner_enabled === "true" && inWindow
            ? { title: settings.holiday_banner_title, body: settings.holiday_banner_body, code: settings.holiday_banner_coupon_code }
            : null,
      };
    },
  };
}
