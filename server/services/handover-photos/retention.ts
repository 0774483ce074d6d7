// How long handover photos are kept (docs/decisions/030, docs/decisions/024): they
// show the car's state when the business took it and gave it back, which is what a
// claim about a scratch needs, and a claim comes soon after the return. So they are
// deleted handover_photo_retention_days after the return, unless the operator has
// marked the booking's photos disputed (`valet bookings dispute`).
import { WITH_US } from "@shared/service-status.ts";
import type { Prisma } from "@server/db/database.ts";
import type { Prisma as PrismaTypes } from "@server/db/generated/client.ts";

/**
 * Bookings returned before `cutoff`. The return is the return handover's record; a
 * booking without one (the traveller never came, a cancellation, a return the crew
 * did not record) counts from its planned arrival. A car still with us is not
 * returned, however late it is.
 */
function returnedBefore(cutoff: Date): PrismaTypes.BookingWhereInput {
  return {
    serviceStatus: { notIn: [...WITH_US] },
    OR: [
      { handovers: { some: { stage: "return", recordedAt: { lt: cutoff } } } },
      { handovers: { none: { stage: "return" } }, arrivalAt: { lt: cutoff } },
    ],
  };
}

/** The photos past their period at `cutoff`: returned before it, and not disputed. */
function photosPastRetention(cutoff: Date): PrismaTypes.HandoverPhotoWhereInput {
  return { booking: { ...returnedBefore(cutoff), photosDisputedAt: null } };
}

/** Past their period but kept: their booking is disputed. */
function disputedPastRetention(cutoff: Date): PrismaTypes.HandoverPhotoWhereInput {
  return { booking: { ...returnedBefore(cutoff), photosDisputedAt: { not: null } } };
}

/** The privacy purge's rule (server/services/privacy/purge.ts): a count and a delete over the same condition. */
export function handoverPhotoRule(prisma: Prisma, cutoff: Date) {
  const where = photosPastRetention(cutoff);
  return {
    count: () => prisma.handoverPhoto.count({ where }),
    apply: async () => (await prisma.handoverPhoto.deleteMany({ where })).count,
  };
}

export interface PhotoPurgeReport {
  dryRun: boolean;
  retentionDays: number;
  /** Photos of bookings returned before this went. */
  cutoff: Date;
  /** Photos deleted (or, in a dry run, to delete). */
  deleted: number;
  /** Which orders lost how many. */
  orders: { orderNumber: number; photos: number }[];
  /** Photos past the period kept because their booking is disputed. */
  keptDisputed: number;
}

/** The photos' rule alone (`valet photos purge`): what the daily purge does to them, now. */
export async function purgeHandoverPhotos(prisma: Prisma, retentionDays: number, cutoff: Date, options: { dryRun?: boolean } = {}): Promise<PhotoPurgeReport> {
  const dryRun = Boolean(options.dryRun);
  const where = photosPastRetention(cutoff);
  const groups = await prisma.handoverPhoto.groupBy({ by: ["bookingId"], where, _count: { _all: true } });
  const bookings = await prisma.booking.findMany({ where: { id: { in: groups.map((group) => group.bookingId) } }, select: { id: true, orderNumber: true } });
  const orderOf = new Map(bookings.map((booking) => [booking.id, booking.orderNumber]));
  const orders = groups.map((group) => ({ orderNumber: orderOf.get(group.bookingId)!, photos: group._count._all })).sort((a, b) => a.orderNumber - b.orderNumber);
  const rule = handoverPhotoRule(prisma, cutoff);
  const deleted = dryRun ? await rule.count() : await rule.apply();
  const keptDisputed = await prisma.handoverPhoto.count({ where: disputedPastRetention(cutoff) });
  return { dryRun, retentionDays, cutoff, deleted, orders, keptDisputed };
}
