// Which returns the poller follows: bookings still coming back to us whose return
// is near (or on a given Israel date). A cancelled booking, a failed payment, a car
// already returned or a traveller who never came has no flight worth asking about.
import { dayBounds } from "@shared/jerusalem-time.ts";
import type { Prisma as PrismaTypes } from "@server/db/generated/client.ts";

interface ReturnWindow {
  gte: Date;
  lt: Date;
}

// A flight late by hours is still on its way: look back half a day.
const LOOK_BACK_MS = 12 * 60 * 60_000;
const LOOK_AHEAD_MS = 24 * 60 * 60_000;

/** The returns a poll looks at by default: from 12 hours ago to 24 hours ahead. */
export function nearWindow(now: Date): ReturnWindow {
  return { gte: new Date(now.getTime() - LOOK_BACK_MS), lt: new Date(now.getTime() + LOOK_AHEAD_MS) };
}

/** An Israel date ('YYYY-MM-DD', already checked) as the instants of that day. */
export function dateWindow(date: string): ReturnWindow {
  const bounds = dayBounds(date);
  if (!bounds) throw new RangeError(`Not a date: ${date}`);
  return { gte: bounds.start, lt: bounds.end };
}

/** Bookings whose return in `window` is still ahead of the crew. */
export function trackedReturns(window: ReturnWindow): PrismaTypes.BookingWhereInput {
  return {
    cancelledAt: null,
    paymentStatus: { not: "failed" },
    serviceStatus: { notIn: ["returned", "no_show", "cancelled"] },
    arrivalAt: window,
  };
}
