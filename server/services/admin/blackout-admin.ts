// The operator's blocked periods: while one is active, the schedule check refuses
// pickups and returns inside it (edges included), starting with the next request.
import type { Prisma } from "@server/db/database.ts";
import type { BlackoutPeriod } from "@server/db/generated/client.ts";
import { InvalidInput, NotFound } from "@server/services/domain-errors.ts";
import { adminMessages } from "./admin-messages.ts";

export interface BlackoutInput {
  startAt: Date;
  endAt: Date;
  note: string | null;
}

export const MAX_BLACKOUT_NOTE = 200;

export function createBlackoutAdmin(prisma: Prisma, now: () => Date) {
  async function find(id: number): Promise<BlackoutPeriod> {
    const period = await prisma.blackoutPeriod.findUnique({ where: { id } });
    if (!period) throw new NotFound("blackout_not_found", adminMessages.blackoutNotFound(id), { id });
    return period;
  }

  return {
    get: find,

    /** In start order; "upcoming" keeps those not yet over. */
    list(options: { upcomingOnly?: boolean } = {}): Promise<BlackoutPeriod[]> {
      return prisma.blackoutPeriod.findMany({
        where: options.upcomingOnly ? { endAt: { gte: now() } } : {},
        orderBy: [{ startAt: "asc" }, { id: "asc" }],
      });
    },

    /**
     * Adds an active period. Also returns the orders that already have a pickup
     * or return inside it: the period does not cancel them, someone must call.
     */
    async add(input: BlackoutInput): Promise<{ period: BlackoutPeriod; affectedOrders: number[] }> {
      if (input.startAt.getTime() >= input.endAt.getTime()) {
        throw new InvalidInput({ start_at: adminMessages.blackoutEndsBeforeStart }, { code: "blackout_ends_before_start" });
      }
      const note = input.note?.trim() || null;
      if (note && note.length > MAX_BLACKOUT_NOTE) {
        throw new InvalidInput({ note: adminMessages.noteTooLong(MAX_BLACKOUT_NOTE) }, { code: "too_long", subject: { max: MAX_BLACKOUT_NOTE } });
      }
      const period = await prisma.blackoutPeriod.create({ data: { startAt: input.startAt, endAt: input.endAt, note } });
      const within = { gte: input.startAt, lte: input.endAt };
      const affected = await prisma.booking.findMany({
        where: { paymentStatus: { not: "failed" }, OR: [{ departureAt: within }, { arrivalAt: within }] },
        select: { orderNumber: true },
        orderBy: { orderNumber: "asc" },
      });
      return { period, affectedOrders: affected.map((booking) => booking.orderNumber) };
    },

    async setActive(id: number, active: boolean): Promise<{ period: BlackoutPeriod; changed: boolean }> {
      const period = await find(id);
      if (period.active === active) return { period, changed: false };
      return { period: await prisma.blackoutPeriod.update({ where: { id }, data: { active } }), changed: true };
    },

    async remove(id: number): Promise<BlackoutPeriod> {
      const period = await find(id);
      await prisma.blackoutPeriod.delete({ where: { id } });
      return period;
    },
  };
}
