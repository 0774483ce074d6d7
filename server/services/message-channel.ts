// The traveller changes where the service messages go (docs/decisions/033) from the
// order page: the choice and its time on the booking, and an event row saying from
// what to what. A cancelled booking has no messages left to route, so it is refused.
import { manageMessages } from "@shared/messages/manage.ts";
import type { MessageChannel } from "@shared/constants.ts";
import type { Prisma } from "@server/db/database.ts";
import type { Booking } from "@server/db/generated/client.ts";
import type { Logger } from "@server/logger.ts";
import { Conflict } from "./domain-errors.ts";

export function createMessageChannelService(deps: { prisma: Prisma; logger: Logger; now: () => Date }) {
  const { prisma, logger } = deps;
  return {
    /** The booking with `channel` recorded; the same choice again changes nothing and writes no event. */
    async change(bookingId: number, channel: MessageChannel): Promise<Booking> {
      const result = await prisma.$transaction(async (tx) => {
        // Locked so two changes at once record two events in order, each from what the other left.
        await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${bookingId} FOR UPDATE`;
        const booking = await tx.booking.findUniqueOrThrow({ where: { id: bookingId } });
        if (booking.cancelledAt) throw new Conflict("cancelled", manageMessages.cancelled);
        if (booking.messageChannel === channel) return { booking, from: null };
        const updated = await tx.booking.update({ where: { id: bookingId }, data: { messageChannel: channel, messageChannelAt: deps.now() } });
        await tx.bookingEvent.create({
          data: { bookingId, kind: "message_channel_changed", actor: "customer", changes: { message_channel: { from: booking.messageChannel, to: channel } } },
        });
        return { booking: updated, from: booking.messageChannel };
      });
      if (result.from) logger.info({ orderNumber: result.booking.orderNumber, from: result.from, to: channel }, "message channel changed");
      return result.booking;
    },
  };
}
