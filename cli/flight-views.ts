// A return flight's times as the CLI shows them: Israel's 'HH:mm', with the date
// when the landing falls on another day than the return's (an overnight arrival).
import type { FlightView } from "@shared/flight-view.ts";
import { toLocalParts } from "@shared/jerusalem-time.ts";

/** 'HH:mm', or 'YYYY-MM-DD HH:mm' off `onDate`; '—' when the board gave no time. */
export function flightTime(iso: string | null, onDate: string): string {
  if (!iso) return "—";
  const local = toLocalParts(new Date(iso));
  return local.date === onDate ? local.time : `${local.date} ${local.time}`;
}

/** When the flight lands: its landing, else the expected time, else the schedule. */
export function landingTime(view: FlightView, onDate: string): string {
  return flightTime(view.landed_at ?? view.estimated_at ?? view.scheduled_at, onDate);
}
