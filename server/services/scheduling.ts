// Brings the operator's settings (site_config, blocked periods, capacity) to the
// pure rules of shared/: the schedule check the booking API applies, and the
// calendar's availability. Nothing here is cached across requests, so a change
// made with the CLI applies to the next request.
import { dayAvailability, type DayAvailability } from "../../shared/day-availability.ts";
import { addDays, dayBounds } from "../../shared/jerusalem-time.ts";
import { checkSchedule, type ScheduleContext, type ScheduleInput, type ScheduleResult } from "../../shared/schedule-rules.ts";
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
  /** The context of the rules for moments between two local dates. */
  async function contextFor(fromDate: string, toDate: string): Promise<ScheduleContext> {
    const config = await deps.site.siteConfig();
    const start = dayBounds(fromDate)?.start ?? deps.now();
    const end = dayBounds(toDate)?.end ?? start;
    const [blackouts, full] = await Promise.all([
      deps.blackouts.activeBetween(start, end),
      deps.capacity.fullDates(config.dailyCapacity, start, end),
    ]);
    return {
      now: deps.now(),
      minAdvanceHours: config.minAdvanceHours,
      allowSameDayWithout8h: config.allowSameDayWithout8h,
      blackouts,
      isDateFull: full,
    };
  }

  return {
    contextFor,

    /** Exactly the scheduling check the booking API applies. */
    async check(input: ScheduleInput & { departure_date: string; arrival_date: string }): Promise<ScheduleResult> {
      const [first, last] = [input.departure_date, input.arrival_date].sort() as [string, string];
      return checkSchedule(input, await contextFor(first, last));
    },

    /** One entry per date from `from` to `to` inclusive. */
    async availability(from: string, to: string): Promise<DayAvailability[]> {
      const ctx = await contextFor(from, to);
      const full = ctx.isDateFull as Set<string>;
      const days: DayAvailability[] = [];
      for (let date: string | null = from; date !== null && date <= to; date = addDays(date, 1)) {
        const bounds = dayBounds(date);
        const touched =
          full.has(date) ||
          (bounds !== null &&
            (ctx.blackouts ?? []).some((b) => b.startAt.getTime() <= bounds.end.getTime() && b.endAt.getTime() >= bounds.start.getTime()));
        const day = touched ? dayAvailability(date, ctx) : baseDay(date);
        if (day) days.push(day);
      }
      return days;
    },
  };
}

export type SchedulingService = ReturnType<typeof createSchedulingService>;
