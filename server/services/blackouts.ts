// Blocked periods (product.md §3 blackout_periods): the active ones overlapping a range,
// in start order. They are read once and kept until the database announces a
// change of blackout_periods (the trigger of migration 20261123175000, heard by
// server/db/change-feed.ts), so a booking costs no query for them; while changes
// cannot be heard, every call reads afresh. Like the other settings, a read that
// fails or takes over 3 s is logged and the periods last read are used (none before
// the first read), so no page waits on an unreachable database (product.md §8).
import type { Prisma } from "@server/db/database.ts";
import { silentChangeFeed, type ChangeFeed } from "@server/db/change-feed.ts";
import type { Logger } from "@server/logger.ts";
import { cachedUntilChanged, lastKnownGood } from "./site-config.ts";

export interface BlackoutRange {
  startAt: Date;
  endAt: Date;
}

export function createBlackoutService(prisma: Prisma, logger: Logger, changes: ChangeFeed = silentChangeFeed) {
  // The operator keeps a handful of periods: all active ones fit in memory.
  const allActive = lastKnownGood<BlackoutRange[]>({
    name: "blackout_periods",
    logger,
    fallback: () => [],
    read: cachedUntilChanged(
      () =>
        prisma.blackoutPeriod.findMany({
          where: { active: true },
          orderBy: { startAt: "asc" },
          select: { startAt: true, endAt: true },
        }),
      changes,
    ),
  });
  return {
    async activeBetween(from: Date, to: Date): Promise<BlackoutRange[]> {
      const periods = await allActive();
      return periods.filter((period) => period.startAt <= to && period.endAt >= from);
    },
  };
}

export type BlackoutService = ReturnType<typeof createBlackoutService>;
