// The operator's side of what is owed back (product.md §12; `valet bookings refunds`
// and `mark-refunded`): the bookings a cancellation or a cheaper change left a refund
// on, and a refund recorded as paid, with its event row and its tax document
// (docs/decisions/036), under the booking's row lock.
import type { Booking } from "@server/db/generated/client.ts";
import { Conflict } from "@server/services/domain-errors.ts";
import { adminMessages } from "@server/services/admin/admin-messages.ts";
import { lockBooking } from "@server/services/booking-row.ts";
import { TRANSACTION_OPTIONS, type BookingChangeDeps, type BookingLookup } from "./lookup.ts";

export function createRefunds(deps: Pick<BookingChangeDeps, "prisma" | "documents" | "now">, lookup: BookingLookup) {
  const { prisma } = deps;
  const { find } = lookup;

  function refunds(): Promise<Booking[]> {
    return prisma.booking.findMany({ where: { refundDue: { gt: 0 } }, orderBy: [{ updatedAt: "asc" }, { orderNumber: "asc" }] });
  }

  async function markRefunded(orderNumber: number, reference: string | undefined): Promise<{ booking: Booking; amount: number }> {
    const current = await find(orderNumber);
    return prisma.$transaction(async (tx) => {
      const booking = await lockBooking(tx, current.id);
      const amount = booking.refundDue;
      if (amount === 0) throw new Conflict("nothing_owed", adminMessages.nothingOwed(orderNumber), { orderNumber });
      const updated = await tx.booking.update({
        where: { id: booking.id },
        data: { refundDue: 0, refundedAmount: booking.refundedAmount + amount, refundedAt: deps.now(), refundReference: reference ?? null },
      });
      const event = await tx.bookingEvent.create({ data: { bookingId: booking.id, kind: "refunded", actor: "operator", refund: amount, note: reference ?? null } });
      await deps.documents.refund(tx, updated, { reference: `refund:${event.id}`, amount, at: event.createdAt });
      return { booking: updated, amount };
    }, TRANSACTION_OPTIONS);
  }

  return { refunds, markRefunded };
}
