// The booking page's settings: advance-notice rules for the form's live checks,
// the holiday banner when the operator turned it on and today is in its dates,
// and Israel's UTC offsets over the booking window (shared/jerusalem-time.ts).
import { localDate, offsetSpans, type OffsetSpan } from "../../shared/jerusalem-time.ts";
import type { BookingPageData } from "../../shared/loader-services.ts";
import type { SiteConfigService } from "./site-config.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// From yesterday (a page left open over midnight) to two years ahead: the form
// offers departures up to a year ahead, and its returns come after them.
const SPANS_BEFORE_MS = DAY_MS;
const SPANS_AFTER_MS = 731 * DAY_MS;

export function createBookingPageService(deps: { site: SiteConfigService; now: () => Date }) {
  // The spans are worked out once an hour (about 750 zone lookups), not per request.
  let spans: { hour: number; value: OffsetSpan[] } | null = null;
  function israelOffsets(now: Date): OffsetSpan[] {
    const hour = Math.floor(now.getTime() / HOUR_MS);
    if (spans?.hour !== hour) {
      const start = hour * HOUR_MS;
      spans = { hour, value: offsetSpans(start - SPANS_BEFORE_MS, start + HOUR_MS + SPANS_AFTER_MS) };
    }
    return spans.value;
  }

  return {
    async data(): Promise<BookingPageData> {
      const [config, settings] = await Promise.all([deps.site.siteConfig(), deps.site.siteSettings()]);
      const now = deps.now();
      const today = localDate(now);
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
        israelOffsets: israelOffsets(now),
      };
    },
  };
}
