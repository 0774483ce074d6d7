import { SLOT_MINUTES } from "./constants.ts";
import { minutesOfDay } from "./jerusalem-time.ts";

function formatMinutes(minutes: number): string {
  const hours = String(Math.floor(minutes / 60)).padStart(2, "0");
  return `${hours}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Every bookable time of day: '00:00', '00:15', … '23:45' (96 slots). */
export const TIME_SLOTS: readonly string[] = Object.freeze(
  Array.from({ length: (24 * 60) / SLOT_MINUTES }, (_, index) => formatMinutes(index * SLOT_MINUTES)),
);

/** A well-formed 'HH:mm' that falls on a 15-minute boundary. */
export function isSlotTime(time: string): boolean {
  const minutes = minutesOfDay(time);
  return minutes !== null && minutes % SLOT_MINUTES === 0;
}
