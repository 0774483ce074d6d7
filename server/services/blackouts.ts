// Blocked periods (SPEC §3 blackout_periods): the active ones overlapping a range,
// in start order. A read failure is logged and treated as none (SPEC §8).
import type { Prisma } from "../db/database.ts";
import type { Logger } from "../logger.ts";

export interface BlackoutRange {
  startAt: Date;
  endAt: Date;
}

export function createBlackoutService(prisma: Prisma, logger: Logger) {
  return {
    async activeBetween(from: Date, to: Date): Promise<BlackoutRange[]> {
      try {
        return await prisma.blackoutPeriod.findMany({
          where: { active: true, startAt: { lte: to }, endAt: { gte: from } },
          orderBy: { startAt: "asc" },
          select: { startAt: true, endAt: true },
        });
      } catch (error) {
        logger.error({ err: error }, "blackout_periods read failed; treating as none");
        return [];
      }
    },
  };
}

export type BlackoutService = ReturnType<typeof createBlackoutService>;
