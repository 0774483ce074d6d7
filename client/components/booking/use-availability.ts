// The calendar's knowledge of open days and hours for the next year, from
// /api/availability, plus the rule context the shared checks need in the browser.
import { useEffect, useMemo, useState } from "react";
import { addDays, localDate, toInstant } from "@shared/jerusalem-time.ts";
import type { ScheduleContext } from "@shared/schedule-rules.ts";
import type { ApiResponse } from "@shared/api/contract.ts";
import { callApi } from "../../lib/api.ts";

/** One date of GET /api/availability (shared/api/contract.ts). */
export type AvailabilityDay = ApiResponse<"availability">["days"][number];

export interface Availability {
  days: Map<string, AvailabilityDay>;
  loaded: boolean;
}

const RANGE_DAYS = 365;

export function useAvailability(): Availability {
  const [days, setDays] = useState<Map<string, AvailabilityDay>>(new Map());
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const from = localDate(new Date());
    const to = addDays(from, RANGE_DAYS) ?? from;
    const controller = new AbortController();
    callApi("availability", { query: { from, to } }, { signal: controller.signal })
      .then((body) => setDays(new Map(body.days.map((day) => [day.date, day]))))
      // Without availability the form still works; the server checks every rule.
      .catch(() => {})
      .finally(() => {
        if (!controller.signal.aborted) setLoaded(true);
      });
    return () => controller.abort();
  }, []);
  return { days, loaded };
}

/** The shared rules' context in the browser: blocked periods and full days from the API. */
export function useScheduleContext(
  availability: Availability,
  settings: { minAdvanceHours: number; allowSameDayWithout8h: boolean },
): Omit<ScheduleContext, "now"> {
  return useMemo(() => {
    const blackouts: { startAt: Date; endAt: Date }[] = [];
    const full = new Set<string>();
    for (const day of availability.days.values()) {
      for (const range of day.blocked) blackouts.push({ startAt: new Date(range.from), endAt: new Date(range.to) });
      if (day.is_full) full.add(day.date);
    }
    return {
      minAdvanceHours: settings.minAdvanceHours,
      allowSameDayWithout8h: settings.allowSameDayWithout8h,
      blackouts,
      isDateFull: full,
    };
  }, [availability, settings.minAdvanceHours, settings.allowSameDayWithout8h]);
}

/** Whether a moment is at least `hours` ahead of now (the departure advance rule). */
export function farEnoughAhead(date: string, time: string, hours: number, now: Date): boolean {
  const instant = toInstant(date, time);
  return instant !== null && instant.getTime() - now.getTime() >= hours * 3_600_000;
}
