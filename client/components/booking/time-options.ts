// Which 15-minute times the form offers for a date: the day's open hours from
// the availability API, then, for the departure, the advance-notice rule; for a
// same-day return, only times after the departure. Refused times are hidden.
import { localDate } from "@shared/jerusalem-time.ts";
import { slotInRanges } from "@shared/slot-ranges.ts";
import { TIME_SLOTS } from "@shared/time-slots.ts";
import { farEnoughAhead, type AvailabilityDay } from "./use-availability.ts";
import { toInstant } from "@shared/jerusalem-time.ts";

export interface AdvanceRule {
  minAdvanceHours: number;
  allowSameDayWithout8h: boolean;
}

function openSlots(day: AvailabilityDay | undefined): string[] {
  if (!day) return [...TIME_SLOTS];
  return TIME_SLOTS.filter((slot) => slotInRanges(slot, day.open));
}

export function departureTimes(date: string, day: AvailabilityDay | undefined, rule: AdvanceRule, now: Date): string[] {
  if (!date) return [];
  const sameDay = date === localDate(now);
  return openSlots(day).filter((slot) => {
    if (sameDay && rule.allowSameDayWithout8h) return (toInstant(date, slot)?.getTime() ?? 0) > now.getTime();
    return farEnoughAhead(date, slot, rule.minAdvanceHours, now);
  });
}

export function arrivalTimes(date: string, day: AvailabilityDay | undefined, departure: { date: string; time: string }): string[] {
  if (!date) return [];
  const slots = openSlots(day);
  return date === departure.date && departure.time ? slots.filter((slot) => slot > departure.time) : slots;
}
