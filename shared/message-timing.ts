import { calendarRule } from "./calendar-rules.ts";
import { addDays, minutesOfDay, toInstant, toLocalParts } from "./jerusalem-time.ts";

// When a non-urgent service message may go out: the SMS or WhatsApp reminder the
// day before a pickup (server/messages/pickup-reminders.ts, docs/decisions/035).
//
// The rule, in Israel time (shared/jerusalem-time.ts):
// - No message while the business is closed: the same calendar rule that refuses
//   bookings (product.md §5.2, `calendarRule`): Friday and holiday eves from
//   15:00, Shabbat until 21:00, a holiday all day (until 21:00 on its last day).
//   The saturday banner (product.md §2.5) reads the same rule, so a customer never
//   gets a message while the site says the service is closed.
// - No message at night: from 22:00 until 07:59; 08:00 is allowed again.
// - A planned moment inside either window moves EARLIER, to the latest allowed
//   whole minute before the window (21:59 the evening before, 14:59 on Friday
//   before Shabbat), never later: a reminder after the pickup is useless. The
//   result is the start of that minute, so a send that takes a few seconds still
//   lands before the window opens.
// - The move never goes before `notBefore` (normally "now" or the booking's
//   creation); when no allowed moment lies in [notBefore, planned], there is
//   nothing to send and the answer is null.
//
// Israel's clock changes at 02:00 (the spring jump on a Friday, the autumn fall
// back on a Sunday), inside the night window, so a clock change only shifts the
// instants; the walk below goes by local minutes and converts each with toInstant.

/** Night window: from this minute of the day… */
const QUIET_FROM_MINUTES = 22 * 60;
/** …until this one, which is allowed again. */
const QUIET_UNTIL_MINUTES = 8 * 60;
const MINUTE_MS = 60_000;
const LAST_MINUTE_OF_DAY = 24 * 60 - 1;

function isQuietMinute(date: string, minutes: number): boolean {
  if (minutes >= QUIET_FROM_MINUTES || minutes < QUIET_UNTIL_MINUTES) return true;
  return calendarRule(date, minutes) !== null;
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** True when no non-urgent message may be sent at this instant: at night or while the business is closed. */
export function isQuietTime(instant: Date): boolean {
  const local = toLocalParts(instant);
  const minutes = minutesOfDay(local.time);
  // An invalid Date has no local time; treating it as quiet means nothing is sent.
  return minutes === null || isQuietMinute(local.date, minutes);
}

/**
 * The moment to send a message planned for `planned`: `planned` itself when it is
 * allowed, otherwise the start of the latest allowed minute before it; null when
 * no allowed moment lies between `notBefore` and `planned` (both included).
 */
export function sendableAt(planned: Date, notBefore: Date): Date | null {
  const plannedMs = planned.getTime();
  const notBeforeMs = notBefore.getTime();
  if (!Number.isFinite(plannedMs) || !Number.isFinite(notBeforeMs) || plannedMs < notBeforeMs) return null;
  if (!isQuietTime(planned)) return planned;

  const local = toLocalParts(planned);
  let date: string | null = local.date;
  let minutes = (minutesOfDay(local.time) ?? 0) - 1;
  // Walks back minute by minute; the longest closure (a two-day holiday next to
  // Shabbat) is about three days, and notBefore stops the walk in any case.
  while (date !== null) {
    if (minutes < 0) {
      date = addDays(date, -1);
      minutes = LAST_MINUTE_OF_DAY;
      continue;
    }
    if (!isQuietMinute(date, minutes)) {
      // null only for a minute skipped by the spring clock jump (which is at night).
      const start = toInstant(date, hhmm(minutes));
      if (start) {
        const startMs = start.getTime();
        if (startMs >= notBeforeMs) return start;
        // notBefore inside this allowed minute: send at notBefore; earlier: nothing.
        return notBeforeMs < startMs + MINUTE_MS ? notBefore : null;
      }
    }
    minutes -= 1;
  }
  return null;
}

/** When the reminder the day before a pickup is planned: that evening at 18:00, Israel time. */
const REMINDER_TIME = "18:00";

/**
 * When to send the reminder of a pickup at `departureAt` for a booking made at
 * `bookedAt`: 18:00 the day before, moved earlier out of the night and the
 * business's closure (sendableAt); null when the booking came too late for one
 * (its confirmation says it all).
 */
export function pickupReminderAt(departureAt: Date, bookedAt: Date): Date | null {
  const dayBefore = addDays(toLocalParts(departureAt).date, -1);
  const planned = dayBefore === null ? null : toInstant(dayBefore, REMINDER_TIME);
  return planned && planned < departureAt ? sendableAt(planned, bookedAt) : null;
}
