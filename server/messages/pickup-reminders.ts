// The reminder the day before each pickup (docs/decisions/035), by SMS or WhatsApp.
// Every process sweeps once a minute; the reminder's dedupe key (booking and
// pickup time) lets only one row in, whoever sweeps. A reminder is queued up to
// LOOKAHEAD before its moment with that moment as its first attempt, so the worker
// sends it on time even when the moment is the last allowed minute before Shabbat.
// A booking whose pickup moves gets a reminder for the new time; one cancelled,
// picked up early or unpaid (card) gets none. A sweep that comes late (the site
// was down) still reminds, but only at an allowed moment and not in the last
// hours before the pickup, when the representative's call is what counts.
import type { Prisma } from "@server/db/database.ts";
import type { Logger } from "@server/logger.ts";
import { periodicRun } from "@server/periodic-run.ts";
import { outboxInsertSql, type OutboxService, type QueuedRow } from "@server/services/outbox.ts";
import { isQuietTime, pickupReminderAt } from "@shared/message-timing.ts";
import type { TravellerMessages } from "./traveller-messages.ts";

const EVERY_MS = 60_000;
const LOOKAHEAD_MS = 10 * 60_000;
/** A late reminder is pointless this close to the pickup. */
const TOO_CLOSE_MS = 3 * 60 * 60_000;
/** The longest a closure can push a reminder back (a two-day holiday beside Shabbat), with a margin. */
const HORIZON_MS = 5 * 24 * 60 * 60_000;

export function createPickupReminders(deps: { prisma: Prisma; messages: TravellerMessages; outbox: OutboxService; logger: Logger; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  /** Queues the reminders due within LOOKAHEAD; resolves with how many were added. */
  async function runOnce(): Promise<number> {
    const at = now();
    const bookings = await deps.prisma.booking.findMany({
      where: {
        cancelledAt: null,
        serviceStatus: "booked",
        messageChannel: { not: "email" },
        departureAt: { gt: at, lt: new Date(at.getTime() + HORIZON_MS) },
        OR: [{ paymentMethod: "cash", paymentStatus: { not: "failed" } }, { paymentStatus: "completed" }],
      },
    });
    let added = 0;
    for (const booking of bookings) {
      const due = pickupReminderAt(booking.departureAt, booking.createdAt);
      if (!due || due.getTime() > at.getTime() + LOOKAHEAD_MS) continue;
      const late = due < at;
      if (late && (isQuietTime(at) || booking.departureAt.getTime() - at.getTime() < TOO_CLOSE_MS)) continue;
      const messages = (await deps.messages.reminder(booking)).map((message) => ({ ...message, notBefore: late ? at : due }));
      if (messages.length === 0) continue;
      // ON CONFLICT DO NOTHING: a reminder already queued by this or another process adds nothing.
      const rows = await deps.prisma.$queryRaw<QueuedRow[]>(outboxInsertSql(messages));
      added += deps.outbox.queued(rows).length;
    }
    return added;
  }

  const poll = periodicRun({ run: runOnce, everyMs: EVERY_MS, logger: deps.logger, failure: "pickup reminder sweep failed" });
  return {
    runOnce,
    start() {
      poll.start(5_000);
    },
    stop() {
      poll.stop();
    },
  };
}
