// The crew page's one rule about the clock (product.md §17, docs/decisions/031): an action is never refused
// for its time (a traveller may come a day early, a flight may land a day late),
// but one far from the booking's planned time is asked to be confirmed, so a tap
// on the wrong card is caught before it is recorded. Pure: the page and its tests share it.

/** Further than this from the planned time, the page asks before recording. */
export const FAR_FROM_PLANNED_HOURS = 12;

export interface FarFromPlanned {
  /** Whole hours between now and the planned time, rounded down. */
  hours: number;
  /** True when now is before the planned time. */
  early: boolean;
}

/** How far `now` is from `plannedIso` when that is more than FAR_FROM_PLANNED_HOURS; null when near enough. */
export function farFromPlanned(now: Date, plannedIso: string): FarFromPlanned | null {
  const difference = new Date(plannedIso).getTime() - now.getTime();
  if (!Number.isFinite(difference)) return null;
  const hours = Math.abs(difference) / 3_600_000;
  if (hours <= FAR_FROM_PLANNED_HOURS) return null;
  return { hours: Math.floor(hours), early: difference > 0 };
}
