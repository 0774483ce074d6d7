// The crew's days (docs/decisions/037): yesterday, today and tomorrow in Israel. A
// representative's phone starts a booking's service (a pickup, a no-show) only when the
// booking's planned pickup falls on one of them, by its Israel date, and the crew's
// manifest answers only them: a lost phone cannot mark next month's bookings, nor list
// next month's travellers. A car already with us moves on whatever the date (a return
// may be days late). Pure: the clock is passed in.
import { addDays, localDate } from "./jerusalem-time.ts";

export interface CrewDays {
  /** Israel dates, YYYY-MM-DD, both included. */
  first: string;
  last: string;
}

/** Yesterday, today and tomorrow in Israel at `now`. */
export function crewDays(now: Date): CrewDays {
  const today = localDate(now);
  return { first: addDays(today, -1)!, last: addDays(today, 1)! };
}

/** Whether an Israel date (YYYY-MM-DD) is one of the crew's days. */
export function isCrewDay(date: string, days: CrewDays): boolean {
  return date >= days.first && date <= days.last;
}
