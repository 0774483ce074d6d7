// The reminder the day before each pickup (docs/decisions/035, 042), by SMS or WhatsApp.
// Two tasks. `plan_pickup_reminders`, a crontab entry each minute (one process runs
// it however many there are), gives every booking whose reminder falls within
// LOOKAHEAD a `pickup_reminder` job at that moment, keyed by the booking: planned
// again (the pickup moved), the job is replaced, never doubled. The job reads the
// booking as it is when it runs and only then queues the message, whose dedupe key
// (booking and pickup time) lets one row in. So a change after planning sends one
// reminder, for the new time; a booking cancelled, picked up early or unpaid (card)
// gets none. A plan that comes late (the site was down) still reminds, but only at an
// allowed moment and not in the last hours before the pickup, when the
// representative's call is what counts.
import type { Booking, Prisma as PrismaTypes } from "@server/db/generated/client.ts";
import type { Prisma } from "@server/db/database.ts";
import type { Logger } from "@server/logger.ts";
import { outboxInsertSql, type OutboxService, type QueuedRow } from "@server/outbox/outbox.ts";
import { isQuietTime, pickupReminderAt } from "@shared/message-timing.ts";
import type { TravellerMessages } from "./traveller-messages.ts";

export const PLAN_REMINDERS_CRONTAB = "* * * * * plan_pickup_reminders ?max=2";

/** How far ahead a reminder is planned: the plan runs each minute, so a few minutes is plenty. */
const LOOKAHEAD_MS = 10 * 60_000;
/** A job that runs within this of its moment is on time; later, it is a late one. */
const ON_TIME_MS = 5 * 60_000;
const CLOCK_GRACE_MS = 5_000;
/** A late reminder is pointless this close to the pickup. */
const TOO_CLOSE_MS = 3 * 60 * 60_000;
/** The longest a closure can push a reminder back (a two-day holiday beside Shabbat), with a margin. */
const HORIZON_MS = 5 * 24 * 60 * 60_000;

/** The bookings that get a reminder: booked, not cancelled, on a phone channel, cash or paid, leaving within the horizon. */
function remindable(at: Date): PrismaTypes.BookingWhereInput {
  return {
    cancelledAt: null,
    serviceStatus: "booked",
    messageChannel: { not: "email" },
    departureAt: { gt: at, lt: new Date(at.getTime() + HORIZON_MS) },
    OR: [{ paymentMethod: "cash", paymentStatus: { not: "failed" } }, { paymentStatus: "completed" }],
  };
}

/** The reminder's moment for the booking now, or null when it gets none (too late, or no allowed moment). */
function reminderMoment(booking: Booking, at: Date): Date | null {
  const due = pickupReminderAt(booking.departureAt, booking.createdAt);
  if (!due) return null;
  const late = at.getTime() - due.getTime() > ON_TIME_MS;
  if (late && (isQuietTime(at) || booking.departureAt.getTime() - at.getTime() < TOO_CLOSE_MS)) return null;
  return late ? at : due;
}

export function createPickupReminders(deps: { prisma: Prisma; messages: TravellerMessages; outbox: OutboxService; logger: Logger; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  /** The `plan_pickup_reminders` task: a job for each reminder due within LOOKAHEAD; resolves with how many. */
  async function plan(): Promise<number> {
    const at = now();
    let planned = 0;
    for (const booking of await deps.prisma.booking.findMany({ where: remindable(at) })) {
      const moment = reminderMoment(booking, at);
      if (!moment || moment.getTime() > at.getTime() + LOOKAHEAD_MS) continue;
      await deps.prisma.$queryRaw`SELECT graphile_worker.add_job('pickup_reminder', json_build_object('bookingId', ${booking.id}::int),
        run_at := ${moment}::timestamptz, max_attempts := 3, job_key := ${`reminder:${booking.id}`})`;
      planned++;
    }
    return planned;
  }

  /** The `pickup_reminder` task: the booking's reminder queued, if it still gets one now; resolves with the rows added. */
  async function remind(payload: unknown): Promise<number> {
    const bookingId = (payload as { bookingId?: unknown } | null)?.bookingId;
    if (typeof bookingId !== "number") throw new Error("pickup_reminder without a booking id");
    const at = now();
    const booking = await deps.prisma.booking.findFirst({ where: { id: bookingId, ...remindable(at) } });
    const moment = booking && reminderMoment(booking, at);
    // Moved later since it was planned: the plan comes back to it nearer the time. (A few
    // seconds' grace: the job's moment is the database's clock, this is the process's.)
    if (!booking || !moment || moment.getTime() > at.getTime() + CLOCK_GRACE_MS) return 0;
    const messages = await deps.messages.reminder(booking);
    if (messages.length === 0) return 0;
    // ON CONFLICT DO NOTHING: a reminder already queued for this pickup adds nothing.
    const rows = await deps.prisma.$queryRaw<QueuedRow[]>(outboxInsertSql(messages));
    return deps.outbox.queued(rows).length;
  }

  return { plan, remind };
}
