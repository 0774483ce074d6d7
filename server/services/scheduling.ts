// Brings the operator's settings (site_config, blocked periods, capacity) to the
// pure rules of shared/: the schedule check the booking API applies, and the
// calendar's availability. Settings and blocked periods come from caches that the
// database's change notices invalidate (docs/decisions/014), so a change made with
// the CLI applies to the next request; capacity is counted in SQL every time.
import { dayAvailability, type DayAvailability } from "@shared/day-availability.ts";
import { addDays, dayBounds } from "@shared/jerusalem-time.ts";
import { checkSchedule, type ScheduleContext, type ScheduleInput, type ScheduleResult } from "@shared/schedule-rules.ts";
import type { StayBounds } from "@shared/stay-bounds.ts";
import type { BlackoutService } from "./blackouts.ts";
import type { CapacityService } from "./capacity.ts";
import type { SiteConfigService } from "./site-config.ts";

export const MAX_AVAILABILITY_RANGE_DAYS = 400;

// A date's availability without blocked periods or capacity depends only on the
// date (holidays, weekdays), so it is computed once per date and kept.
const baseDays = new Map<string, DayAvailability>();
const BASE_CACHE_LIMIT = 4000;

function baseDay(date: string): DayAvailability | null {
  const cached = baseDays.get(date);
  if (cached) return cached;
  const day = dayAvailability(date);
  if (day) {
    if (baseDays.size >= BASE_CACHE_LIMIT) baseDays.clear();
    baseDays.set(date, day);
  }
  return day;
}

export function createSchedulingService(deps: {
  site: SiteConfigService;
  blackouts: BlackoutService;
  capacity: CapacityService;
  now: () => Date;
}) {
  /**
   * The context of the rules for moments between two local dates. `capacity:
   * false` leaves the full dates out: the booking write counts them itself, under
   * its lock, inside its transaction (docs/decisions/015).
   */
  async function contextFor(
    fromDate: string,
    toDate: string,
    excludeBookingId?: number,
    options: { capacity?: boolean } = {},
  ): Promise<ScheduleContext> {
    const config = await deps.site.siteConfig();
    const first = dayBounds(fromDate);
    const last = dayBounds(toDate);
    const start = first?.start ?? deps.now();
    const end = last?.end ?? start;
    const [blackouts, full] = await Promise.all([
      deps.blackouts.activeBetween(start, end),
      options.capacity === false || !first || !last
        ? new Set<string>()
        : deps.capacity.fullDates({ capacity: config.dailyCapacity, from: fromDate, to: toDate, excludeBookingId }),
    ]);
    return {
      now: deps.now(),
      minAdvanceHours: config.minAdvanceHours,
      allowSameDayWithout8h: config.allowSameDayWithout8h,
      bookingHorizonDays: config.bookingHorizonDays,
      maxStayDays: config.maxStayDays,
      blackouts,
      isDateFull: full,
    };
  }

  return {
    contextFor,

    /** The booking's bounds in force (docs/decisions/038). */
    async bounds(): Promise<StayBounds & { now: Date }> {
      const config = await deps.site.siteConfig();
      return { bookingHorizonDays: config.bookingHorizonDays, maxStayDays: config.maxStayDays, now: deps.now() };
    },

    /** Exactly the scheduling check the booking API applies. */
    async check(input: ScheduleInput & { departure_date: string; arrival_date: string }): Promise<ScheduleResult> {
      const [first, last] = [input.departure_date, input.arrival_date].sort() as [string, string];
      return checkSchedule(input, await contextFor(first, last));
    },

    /** One entry per date from `from` to `to` inclusive; the places of `excludeBookingId` (a booking being changed) not counted. */
    async availability(from: string, to: string, excludeBookingId?: number): Promise<DayAvailability[]> {
      const ctx = await contextFor(from, to, excludeBookingId);
      const full = ctx.isDateFull as Set<string>;
      const blackouts = ctx.blackouts ?? [];
      const days: DayAvailability[] = [];
      for (let date: string | null = from; date !== null && date <= to; date = addDays(date, 1)) {
        // The day's bounds (a time-zone computation) only matter when a blocked period exists.
        const bounds = blackouts.length > 0 ? dayBounds(date) : null;
        const touched =
          full.has(date) ||
          (bounds !== null &&
            blackouts.some((b) => b.startAt.getTime() <= bounds.end.getTime() && b.endAt.getTime() >= bounds.start.getTime()));
        const day = touched ? dayAvailability(date, ctx) : baseDay(date);
        if (day) days.push(day);
      }
      return days;
    },
  };
}

export type SchedulingService = ReturnType<typeof createSchedulingService>;
