import { SLOT_MINUTES } from "./constants.ts";
import { minutesOfDay } from "./jerusalem-time.ts";

// Open slots of a day as ranges ({ from: '00:00', to: '14:45' } = every slot from
// 00:00 to 14:45 inclusive), so a year of availability stays small on the wire.

export interface SlotRange {
  from: string;
  to: string;
}

export function toSlotRanges(slots: readonly string[]): SlotRange[] {
  const ranges: SlotRange[] = [];
  let previous: number | null = null;
  for (const slot of slots) {
    const minutes = minutesOfDay(slot);
    if (minutes === null) continue;
    const last = ranges[ranges.length - 1];
    if (last && previous !== null && minutes - previous === SLOT_MINUTES) last.to = slot;
    else ranges.push({ from: slot, to: slot });
    previous = minutes;
  }
  return ranges;
}

export function slotInRanges(slot: string, ranges: readonly SlotRange[]): boolean {
  return ranges.some((range) => slot >= range.from && slot <= range.to);
}
