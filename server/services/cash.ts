// Cash taken for a booking (product.md §17, docs/decisions/029): a row that says
// how much and who holds it, which the day report sums per representative. On a
// cash booking it is also the payment: payment_amount is the cash collected so
// far, and once it covers what is due the booking is paid (completed, with its
// date); until then the rest stays due. On a card booking the cash (a fee, say)
// is recorded and the card's payment is left as the provider made it.
import type { TaxDocumentQueue } from "@server/invoices/tax-document-queue.ts";
import { amountDue } from "@shared/booking-changes.ts";
import { MAX_CASH_COLLECTED } from "@shared/handover-schema.ts";
import { messages } from "@shared/messages/index.ts";
import type { ServiceActor } from "@shared/service-status.ts";
import { serviceMessages } from "@shared/messages/service.ts";
import type { DbClient, Prisma } from "@server/db/database.ts";
import type { Booking } from "@server/db/generated/client.ts";
import { adminMessages } from "./admin/admin-messages.ts";
import { moneyOf } from "./booking-change-values.ts";
import { Conflict, InvalidInput, NotFound } from "./domain-errors.ts";

export interface CashTaken {
  /** Whole shekels, more than 0. */
  amount: number;
  /** Who holds the cash; null when the office took it. */
  crewMemberId: number | null;
  /** Who recorded it. */
  actor: ServiceActor;
  at: Date;
}

/**
 * The cash a booking still owes at the curb: nothing for a card booking (its money
 * is the provider's), a cancelled one, or one whose traveller never came.
 */
export function cashDue(booking: Booking): number {
  const owes = booking.paymentMethod === "cash" && !booking.cancelledAt && booking.serviceStatus !== "no_show";
  return owes ? amountDue(moneyOf(booking)) : 0;
}

/**
 * Records the cash in the caller's transaction, queues its invoice-receipt
 * (docs/decisions/036), and settles a cash booking's payment with it.
 */
export async function takeCash(tx: DbClient, bookingId: number, cash: CashTaken, documents: TaxDocumentQueue): Promise<void> {
  const collection = await tx.cashCollection.create({ data: { bookingId, amount: cash.amount, crewMemberId: cash.crewMemberId, actor: cash.actor, at: cash.at } });
  // An increment in the database, not a sum read in Node: two collections at once both count.
  const counted = await tx.$executeRaw`UPDATE bookings SET payment_amount = COALESCE(payment_amount, 0) + ${cash.amount}::int, updated_at = ${cash.at}
    WHERE id = ${bookingId} AND payment_method = 'cash'`;
  // One read serves the document (cash on a card booking is documented too) and the settling below.
  const booking = await tx.booking.findUniqueOrThrow({ where: { id: bookingId } });
  await documents.payment(tx, booking, { reference: `cash:${collection.id}`, amount: cash.amount, method: "cash", at: cash.at, onAccountOf: "תשלום במזומן" });
  if (counted === 0) return;
  if (booking.paymentStatus !== "completed" && amountDue(moneyOf(booking)) === 0) {
    await tx.booking.update({ where: { id: bookingId }, data: { paymentStatus: "completed", paymentDate: cash.at } });
  }
}

export interface RecordedCash {
  booking: Booking;
  /** All the cash taken for the booking so far, this included. */
  collected: number;
  /** Cash the booking still owes after it. */
  due: number;
  collectedBy: { id: number; name: string } | null;
}

const TRANSACTION_OPTIONS = { maxWait: 20_000, timeout: 20_000 };

/** The operator's side: `valet bookings cash <order> --amount N [--crew <id>]`. */
export function createCashService(deps: { prisma: Prisma; now: () => Date; documents: TaxDocumentQueue }) {
  const { prisma } = deps;
  return {
    /** Cash the office or a representative (`crewMemberId`) took, recorded by the operator. */
    async record(orderNumber: number, input: { amount: number; crewMemberId?: number }): Promise<RecordedCash> {
      const { amount } = input;
      if (!Number.isInteger(amount) || amount < 1 || amount > MAX_CASH_COLLECTED) {
        throw new InvalidInput(
          { amount: serviceMessages.fields.cash(MAX_CASH_COLLECTED) },
          { code: "out_of_range", subject: { min: 1, max: MAX_CASH_COLLECTED, unit: "shekels", clearable: false } },
        );
      }
      const found = await prisma.booking.findUnique({ where: { orderNumber } });
      if (!found) throw new NotFound("order_not_found", messages.api.orderNotFound, { orderNumber });
      if (found.cancelledAt) throw new Conflict("cancelled", serviceMessages.cashOnCancelled, { orderNumber });
      const member = input.crewMemberId === undefined ? null : await prisma.crewMember.findUnique({ where: { id: input.crewMemberId }, select: { id: true, name: true } });
      if (input.crewMemberId !== undefined && !member) {
        throw new NotFound("crew_member_not_found", adminMessages.crewMemberNotFound(input.crewMemberId), { id: input.crewMemberId });
      }
      return prisma.$transaction(async (tx) => {
        await takeCash(tx, found.id, { amount, crewMemberId: member?.id ?? null, actor: "operator", at: deps.now() }, deps.documents);
        const booking = await tx.booking.findUniqueOrThrow({ where: { id: found.id } });
        const sum = await tx.cashCollection.aggregate({ where: { bookingId: found.id }, _sum: { amount: true } });
        return { booking, collected: sum._sum.amount ?? 0, due: cashDue(booking), collectedBy: member };
      }, TRANSACTION_OPTIONS);
    },
  };
}

export type CashService = ReturnType<typeof createCashService>;
