// The traveller's e-mail at each handover (product.md §7.6, §17), and the SMS or
// WhatsApp message of the chosen channel (docs/decisions/033), queued in the
// transaction that records the handover (crew-actions.ts), so a pickup or a return
// is never recorded without its e-mail, nor e-mailed without being recorded. The
// dedupe key is the move's event: a retried request queues nothing more.
//
// The pickup e-mail goes when the pickup is recorded and counts the photos taken
// by then. Photos may come before or after the button (the crew page uploads each
// on its own, docs/decisions/030); the e-mail does not wait for them: it says how
// many there are so far, or that they will be on the order page, which always
// shows them all. A delayed e-mail would need a timer and would still race a
// representative who photographs late.
import { amountDue } from "@shared/booking-changes.ts";
import type { HandoverStage } from "@shared/handover-photos.ts";
import { orderPageUrl } from "@shared/order-view.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import { kmDriven } from "@shared/service-status.ts";
import { pickupEmail, returnEmail } from "@server/mail/handover-emails.ts";
import { moneyOf } from "./booking-change-values.ts";
import type { OrderTokens } from "@server/order-links/order-tokens.ts";
import type { DbClient } from "@server/db/database.ts";
import type { OutboxService } from "@server/outbox/outbox.ts";
import type { TravellerMessages } from "@server/messages/traveller-messages.ts";

export interface HandoverNotice {
  stage: HandoverStage;
  bookingId: number;
  /** The move's event row: the e-mail's dedupe key. */
  eventId: number;
  /** From orderUrl(), signed before the transaction. */
  orderUrl: string;
}

export function createHandoverNotices(deps: { publicConfig: PublicConfig; tokens: OrderTokens; outbox: OutboxService; messages: TravellerMessages }) {
  return {
    /** The order page's address for the e-mail; signed outside the transaction, since signing may read the secret from the database. */
    async orderUrl(orderNumber: number): Promise<string> {
      return orderPageUrl(deps.publicConfig.baseUrl, orderNumber, await deps.tokens.sign(orderNumber));
    },

    /** Queues the stage's e-mail in `tx`, after the handover record (and its cash) are written. */
    async queue(tx: DbClient, notice: HandoverNotice): Promise<void> {
      const booking = await tx.booking.findUniqueOrThrow({ where: { id: notice.bookingId } });
      const records = await tx.handover.findMany({ where: { bookingId: booking.id } });
      const record = records.find((row) => row.stage === notice.stage);
      if (!record) return;
      const mail = { booking, config: deps.publicConfig, orderUrl: notice.orderUrl, reading: record, eventId: notice.eventId };
      if (notice.stage === "pickup") {
        const photoCount = await tx.handoverPhoto.count({ where: { bookingId: booking.id, stage: "pickup" } });
        await deps.outbox.enqueue(pickupEmail({ ...mail, photoCount }), tx);
        for (const message of await deps.messages.received(booking, record, notice.eventId, tx)) await deps.outbox.enqueue(message, tx);
        return;
      }
      const pickup = records.find((row) => row.stage === "pickup");
      const money = moneyOf(booking);
      const facts = { kmDriven: kmDriven(pickup?.odometerKm, record.odometerKm), paid: money.paid, due: booking.cancelledAt ? 0 : amountDue(money) };
      await deps.outbox.enqueue(returnEmail({ ...mail, ...facts }), tx);
      for (const message of await deps.messages.returned(booking, facts, notice.eventId, tx)) await deps.outbox.enqueue(message, tx);
    },
  };
}

export type HandoverNotices = ReturnType<typeof createHandoverNotices>;
