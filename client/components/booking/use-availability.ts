// The calendar's knowledge of open days and hours for the next year, from
// /api/availability, plus the rule context the shared checks need in the browser.
import { useEffect, useMemo, useState } from "react";
import { addDays, localDate, toInstant } from "../../../shared/jerusalem-time.ts";
import type { ScheduleContext } from "../../../shared/schedule-rules.ts";
import type { SlotRange } from "../../../shared/slot-ranges.ts";

export interface AvailabilityDay {
  date: string;
  weekday: number;
  holiday_label: string | null;
  is_full: boolean;
  closed_all_day: boolean;
  open: SlotRange[];
  blocked: { from: string; to: string }[];
}

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
    fetch(`/api/availability?from=${from}&to=${to}`, { signal: controller.signal })
      .then((res) => (res.ok ? res.json() : null))
      .then((body: { days: AvailabilityDay[] } | null) => {
        if (body) setDays(new Map(body.days.map((day) => [day.date, day])));
        setLoaded(true);
      })
      // Without availability the form still works; the server checks every rule.
      .catch(() => setLoaded(true));
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
