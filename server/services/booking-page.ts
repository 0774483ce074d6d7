// The booking page's settings: advance-notice rules for the form's live checks,
// the holiday banner when the operator turned it on and today is in its dates,
// Israel's UTC offsets over the booking window (shared/jerusalem-time.ts), and the
// calendar's availability over the booking year.
import { CALENDAR_DAYS_AHEAD } from "@shared/constants.ts";
import { addDays, localDate, offsetSpans, type OffsetSpan } from "@shared/jerusalem-time.ts";
import type { BookingPageData } from "@shared/loader-services.ts";
import { packCalendar, type PackedCalendar } from "@shared/packed-calendar.ts";
import type { Logger } from "@server/logger.ts";
import { availabilityDays } from "./availability-days.ts";
import type { CapacityService } from "./capacity.ts";
import type { SchedulingService } from "./scheduling.ts";
import { withDeadline } from "@server/db/errors.ts";
import { lastKnownGood, SITE_READ_TIMEOUT_MS, type SiteConfigService } from "./site-config.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// From yesterday (a page left open over midnight) to two years ahead: the form
// offers departures up to a year ahead, and its returns come after them.
const SPANS_BEFORE_MS = DAY_MS;
const SPANS_AFTER_MS = 731 * DAY_MS;

export function createBookingPageService(deps: {
  site: SiteConfigService;
  scheduling: SchedulingService;
  capacity: CapacityService;
  logger: Logger;
  now: () => Date;
}) {
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

  const calendarEnd = (today: string) => addDays(today, CALENDAR_DAYS_AHEAD) ?? today;

  // Counted afresh for every render, like the API's answer (full days come from SQL).
  async function readCalendar(excludeBookingId?: number): Promise<PackedCalendar> {
    const today = localDate(deps.now());
    return packCalendar(availabilityDays(await deps.scheduling.availability(today, calendarEnd(today), excludeBookingId)));
  }

  // The calendar helps the traveller choose; the rules are checked again when the
  // booking is made. So, as with the settings, a read that fails or takes over 3 s
  // gives the last one read, or none at all (the form then offers every time, as it
  // does on a day with nothing special), and the page never waits on the database.
  const calendar = lastKnownGood<PackedCalendar>({
    name: "booking calendar",
    logger: deps.logger,
    fallback: () => packCalendar([]),
    read: () => readCalendar(),
  });
  const fullDates = lastKnownGood<string[]>({
    name: "booking calendar's full dates",
    logger: deps.logger,
    fallback: () => [],
    read: async () => {
      const today = localDate(deps.now());
      const { dailyCapacity } = await deps.site.siteConfig();
      return [...(await deps.capacity.fullDates({ capacity: dailyCapacity, from: today, to: calendarEnd(today) }))].sort();
    },
  });

  return {
    /**
     * The calendar's full dates, sorted. With the settings and the day, they are all
     * the booking page's render depends on: a booking that fills a date changes no
     * setting, so the kept page (server/pages.ts) is keyed on them too.
     */
    fullDates,

    /**
     * The calendar of the order page's change form (product.md §12): the booking page's,
     * except that the booking's own places do not count against it, as when the
     * change is judged (docs/decisions/017). Never held up either: past a failure
     * or the deadline, the booking page's calendar stands in.
     */
    async calendarWithout(bookingId: number): Promise<PackedCalendar> {
      try {
        return await withDeadline(readCalendar(bookingId), SITE_READ_TIMEOUT_MS, "order calendar read");
      } catch (error) {
        deps.logger.warn({ err: error }, "order calendar read failed; using the booking page's calendar");
        return calendar();
      }
    },

    async data(): Promise<BookingPageData> {
      const now = deps.now();
      const today = localDate(now);
      const [config, settings, availability] = await Promise.all([deps.site.siteConfig(), deps.site.siteSettings(), calendar()]);
      const inWindow =
        (!settings.holiday_banner_from || settings.holiday_banner_from <= today) &&
        (!settings.holiday_banner_to || today <= settings.holiday_banner_to);
      return {
        minAdvanceHours: config.minAdvanceHours,
        allowSameDayWithout8h: config.allowSameDayWithout8h,
        bookingHorizonDays: config.bookingHorizonDays,
        maxStayDays: config.maxStayDays,
        holidayBanner:
          settings.holiday_banner_enabled === "true" && inWindow
            ? { title: settings.holiday_banner_title, body: settings.holiday_banner_body, code: settings.holiday_banner_coupon_code }
            : null,
        israelOffsets: israelOffsets(now),
        availability,
      };
    },
  };
}
