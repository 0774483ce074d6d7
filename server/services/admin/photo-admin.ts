// The operator's hold on handover photos (docs/decisions/030): a booking marked
// disputed keeps its photos past their period until the mark is cleared, and the
// photos' retention rule can be applied at once, alone.
import { DateTime } from "luxon";
import { TIME_ZONE } from "@shared/constants.ts";
import { messages } from "@shared/messages/index.ts";
import { WITH_US } from "@shared/service-status.ts";
import type { Prisma } from "@server/db/database.ts";
import { NotFound } from "@server/services/domain-errors.ts";
import { purgeHandoverPhotos, type PhotoPurgeReport } from "@server/services/handover-photos/retention.ts";
import { createPrivacyService } from "@server/services/privacy/index.ts";
import { cutoffsAt } from "@server/services/privacy/retention.ts";

export interface PhotoDispute {
  orderNumber: number;
  /** Since when its photos are held; null once cleared. */
  disputedAt: Date | null;
  /** The booking's photos, pickup and return. */
  photos: number;
  /**
   * When the photos go without a dispute: the period after the return (or the
   * planned arrival, with no return recorded); null while disputed or while the
   * car is still with us.
   */
  deletedAfter: Date | null;
}

export function createPhotoAdmin(prisma: Prisma, now: () => Date) {
  const privacy = createPrivacyService(prisma, now);

  return {
    /**
     * Marks the booking's photos disputed (kept past their period), or clears the
     * mark. Marking again keeps the first date.
     */
    async dispute(orderNumber: number, options: { clear?: boolean } = {}): Promise<PhotoDispute> {
      const found = await prisma.booking.findUnique({ where: { orderNumber }, select: { id: true } });
      if (!found) throw new NotFound("order_not_found", messages.api.orderNotFound, { orderNumber });
      if (options.clear) {
        await prisma.booking.update({ where: { id: found.id }, data: { photosDisputedAt: null } });
      } else {
        await prisma.booking.updateMany({ where: { id: found.id, photosDisputedAt: null }, data: { photosDisputedAt: now() } });
      }
      const booking = await prisma.booking.findUniqueOrThrow({
        where: { id: found.id },
        select: {
          photosDisputedAt: true,
          serviceStatus: true,
          arrivalAt: true,
          handovers: { where: { stage: "return" }, select: { recordedAt: true } },
          _count: { select: { handoverPhotos: true } },
        },
      });
      const returnedAt = booking.handovers[0]?.recordedAt ?? booking.arrivalAt;
      const held = booking.photosDisputedAt !== null || WITH_US.includes(booking.serviceStatus);
      const { handoverPhotoDays } = await privacy.retention();
      return {
        orderNumber,
        disputedAt: booking.photosDisputedAt,
        photos: booking._count.handoverPhotos,
        deletedAfter: held ? null : DateTime.fromJSDate(returnedAt, { zone: TIME_ZONE }).plus({ days: handoverPhotoDays }).toJSDate(),
      };
    },

    /** The photos' retention rule now, as the daily privacy purge applies it. */
    async purge(options: { dryRun?: boolean } = {}): Promise<PhotoPurgeReport> {
      const retention = await privacy.retention();
      return purgeHandoverPhotos(prisma, retention.handoverPhotoDays, cutoffsAt(now(), retention).handoverPhotos, options);
    },
  };
}
