// The order as its holder and the operator read it (product.md §12): the private
// page's view, the order behind a token, the confirmation sent again, and the
// booking's event rows. None of them changes the booking (the confirmation is only
// queued as an e-mail).
import { manageMessages } from "@shared/messages/manage.ts";
import type { OrderView } from "@shared/order-view.ts";
import type { Booking } from "@server/db/generated/client.ts";
import { customerConfirmation } from "@server/mail/booking-emails.ts";
import { Conflict } from "@server/services/domain-errors.ts";
import { buildOrderView } from "@server/services/order-view-builder.ts";
import { documentsOf } from "@server/services/tax-document-views.ts";
import type { BookingChangeDeps, BookingLookup } from "./lookup.ts";

/** One re-sent confirmation per order per this many minutes; more asks are answered but not sent. */
const RESEND_BUCKET_MINUTES = 10;

export function createOrderViews(
  deps: Pick<BookingChangeDeps, "prisma" | "site" | "tokens" | "outbox" | "publicConfig" | "now">,
  lookup: BookingLookup,
) {
  const { prisma } = deps;
  const { find, manageUrl } = lookup;

  async function view(booking: Booking): Promise<OrderView> {
    // The flight and the documents are read afresh with every view (the flight poll and
    // the issuing jobs change them between two reloads of the page); none waits for another.
    const [config, flight, documents, differences] = await Promise.all([
      deps.site.siteConfig(),
      prisma.flightStatusRow.findUnique({ where: { bookingId: booking.id } }),
      documentsOf(prisma, { tokens: deps.tokens, baseUrl: deps.publicConfig.baseUrl }, booking.id),
      // Differences the card paid after changes (difference-payments.ts's outcomes), for the page's payment lines.
      prisma.paymentAttempt.aggregate({ where: { bookingId: booking.id, kind: "return", outcome: { in: ["difference_paid", "overpaid"] } }, _sum: { amount: true } }),
    ]);
    return buildOrderView(booking, flight, documents, {
      now: deps.now(),
      cutoffHours: config.changeCutoffHours,
      businessPhone: deps.publicConfig.phone,
      differencesPaid: differences._sum.amount ?? 0,
    });
  }

  /** The order for the holder of its token; null for a wrong token or an unknown order alike. */
  async function forToken(orderNumber: number, token: unknown): Promise<Booking | null> {
    if (!(await deps.tokens.verify(orderNumber, token))) return null;
    return prisma.booking.findUnique({ where: { orderNumber } });
  }

  /** The confirmation again, at most once per order every few minutes (more asks change nothing). */
  async function resendConfirmation(orderNumber: number): Promise<void> {
    const booking = await find(orderNumber);
    if (booking.cancelledAt) throw new Conflict("cancelled", manageMessages.resendCancelled);
    const now = deps.now();
    const mail = customerConfirmation(booking, deps.publicConfig, now, await manageUrl(orderNumber));
    const bucket = Math.floor(now.getTime() / (RESEND_BUCKET_MINUTES * 60_000));
    await deps.outbox.enqueue({ ...mail, kind: "customer_confirmation_resend", dedupeKey: `customer-resend:${orderNumber}:${bucket}` });
  }

  /**
   * A booking's event rows, oldest first: its changes, cancellation, refunds and paid
   * differences (product.md §12) and its service day. The one reader of them: the
   * order page's calendar file and the CLI's `bookings show` both call it.
   */
  async function events(orderNumber: number) {
    const booking = await find(orderNumber);
    return prisma.bookingEvent.findMany({ where: { bookingId: booking.id }, orderBy: { id: "asc" } });
  }

  return { view, forToken, resendConfirmation, events };
}
