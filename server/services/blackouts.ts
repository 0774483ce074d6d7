// Blocked periods (product.md §3 blackout_periods): the active ones overlapping a range,
// in start order. They are read once and kept until the database announces a
// change of blackout_periods (the trigger of migration 20261123175000, heard by
// server/db/change-feed.ts), so a booking costs no query for them; while changes
// cannot be heard, every call reads afresh. A read failure is logged and treated
// as none (product.md §8).
import type { Prisma } from "../db/database.ts";
import { silentChangeFeed, type ChangeFeed } from "../db/change-feed.ts";
import type { Logger } from "../logger.ts";
import { cachedUntilChanged } from "./site-config.ts";

export interface BlackoutRange {
  startAt: Date;
  endAt: Date;
}

export function createBlackoutService(prisma: Prisma, logger: Logger, changes: ChangeFeed = silentChangeFeed) {
  // The operator keeps a handful of periods: all active ones fit in memory.
  const allActive = cachedUntilChanged(
    () =>
      prisma.blackoutPeriod.findMany({
        where: { active: true },
        orderBy: { startAt: "asc" },
        select: { startAt: true, endAt: true },
      }),
    changes,
  );
  return {
    async activeBetween(from: Date, to: Date): Promise<BlackoutRange[]> {
      try {
        const periods = await allActive();
        return periods.filter((period) => period.startAt <= to && period.endAt >= from);
      } catch (error) {
        logger.error({ err: error }, "blackout_periods read failed; treating as none");
        return [];
      }
    },
  };
}

export type BlackoutService = ReturnType<typeof createBlackoutService>;
