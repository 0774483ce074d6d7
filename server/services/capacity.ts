// The lot's daily capacity (site_config.daily_capacity): a date is full when the
// cars parked over it reach the limit. A car counts on every local date from its
// departure to its return; failed bookings do not hold a place.
import { addDays, localDate } from "../../shared/jerusalem-time.ts";
import type { Prisma } from "../db/database.ts";

export function createCapacityService(prisma: Prisma) {
  return {
    /** Dates from `from` to `to` ('YYYY-MM-DD', Jerusalem) whose capacity is used up. */
    async fullDates(capacity: number | null, rangeStart: Date, rangeEnd: Date): Promise<Set<string>> {
      const full = new Set<string>();
      if (capacity === null) return full;
      const stays = await prisma.booking.findMany({
        where: { paymentStatus: { not: "failed" }, departureAt: { lte: rangeEnd }, arrivalAt: { gte: rangeStart } },
        select: { departureAt: true, arrivalAt: true },
      });
      const counts = new Map<string, number>();
      const first = localDate(rangeStart);
      const last = localDate(rangeEnd);
      for (const stay of stays) {
        let date: string | null = localDate(stay.departureAt) < first ? first : localDate(stay.departureAt);
        const end = localDate(stay.arrivalAt) > last ? last : localDate(stay.arrivalAt);
        while (date !== null && date <= end) {
          counts.set(date, (counts.get(date) ?? 0) + 1);
          date = addDays(date, 1);
        }
      }
      for (const [date, count] of counts) if (count >= capacity) full.add(date);
      return full;
    },
  };
}

export type CapacityService = ReturnType<typeof createCapacityService>;
