// Bookings as the operator reads them: lists by service date or by arrival in
// the system, one booking in full, and the day's manifest. Read-only. A booking's
// events are the change service's (server/services/booking-changes/view.ts, events).
import { dayBounds, localDate } from "@shared/jerusalem-time.ts";
import { lastBookableDates, stayBoundErrors, type StayBounds } from "@shared/stay-bounds.ts";
import type { Prisma } from "@server/db/database.ts";
import type { Booking, Prisma as PrismaTypes } from "@server/db/generated/client.ts";
import { messages } from "@shared/messages/index.ts";
import { NotFound } from "@server/services/domain-errors.ts";
import { buildManifest, type Manifest } from "./manifest.ts";

export interface BookingFilter {
  /** Local dates, inclusive: bookings with a pickup or a return between them. */
  from?: string;
  to?: string;
  status?: Booking["paymentStatus"];
  method?: Booking["paymentMethod"];
  /** Without dates, the most recent bookings; this many (default 50). */
  limit?: number;
}

const DEFAULT_BOOKING_LIST_LIMIT = 50;

export function createBookingAdmin(prisma: Prisma) {
  return {
    /**
     * With dates: bookings whose pickup or return falls between them, by pickup
     * time. Without: the latest bookings made, newest first.
     */
    list(filter: BookingFilter = {}): Promise<Booking[]> {
      const where: PrismaTypes.BookingWhereInput = {};
      if (filter.status) where.paymentStatus = filter.status;
      if (filter.method) where.paymentMethod = filter.method;
      const dated = Boolean(filter.from || filter.to);
      if (dated) {
        const range: PrismaTypes.DateTimeFilter = {};
        if (filter.from) range.gte = dayBounds(filter.from)!.start;
        if (filter.to) range.lt = dayBounds(filter.to)!.end;
        where.OR = [{ departureAt: range }, { arrivalAt: range }];
      }
      return prisma.booking.findMany({
        where,
        orderBy: dated ? [{ departureAt: "asc" }, { orderNumber: "asc" }] : [{ createdAt: "desc" }, { orderNumber: "desc" }],
        take: dated ? undefined : (filter.limit ?? DEFAULT_BOOKING_LIST_LIMIT),
      });
    },

    /**
     * Bookings still to be served (not cancelled, not failed, not yet returned by
     * their plan) that the booking's bounds in force would refuse today: made
     * before the bounds or before the operator narrowed them (docs/decisions/038).
     * They keep working; this is for the operator to know of them.
     */
    async beyondBounds(bounds: StayBounds, now: Date): Promise<Booking[]> {
      const lastDeparture = lastBookableDates(localDate(now), null, bounds).departure;
      // A wide net in SQL (any stay over max - 2 days of 24 hours), the exact rule below.
      const candidates = await prisma.$queryRaw<{ id: number }[]>`
        SELECT id FROM bookings
        WHERE cancelled_at IS NULL AND payment_status <> 'failed' AND arrival_at >= ${now}
          AND (departure_at >= ${dayBounds(lastDeparture)!.end} OR arrival_at - departure_at > make_interval(days => ${Math.max(0, bounds.maxStayDays - 2)}))`;
      const rows = await prisma.booking.findMany({ where: { id: { in: candidates.map((row) => row.id) } }, orderBy: [{ departureAt: "asc" }, { orderNumber: "asc" }] });
      return rows.filter((booking) => {
        const beyond = stayBoundErrors(localDate(booking.departureAt), localDate(booking.arrivalAt), { ...bounds, now });
        return Boolean(beyond.departure || beyond.arrival);
      });
    },

    async get(orderNumber: number): Promise<Booking> {
      const booking = await prisma.booking.findUnique({ where: { orderNumber } });
      if (!booking) throw new NotFound("order_not_found", messages.api.orderNotFound, { orderNumber });
      return booking;
    },

    async manifest(date: string): Promise<Manifest> {
      const bounds = dayBounds(date)!;
      const day = { gte: bounds.start, lt: bounds.end };
      const bookings = await prisma.booking.findMany({
        where: { paymentStatus: { not: "failed" }, cancelledAt: null, OR: [{ departureAt: day }, { arrivalAt: day }] },
        include: { flight: true },
      });
      // The cash each has had taken so far (docs/decisions/029).
      const sums = await prisma.cashCollection.groupBy({
        by: ["bookingId"],
        where: { bookingId: { in: bookings.map((booking) => booking.id) } },
        _sum: { amount: true },
      });
      return buildManifest(date, bookings, new Map(sums.map((sum) => [sum.bookingId, sum._sum.amount ?? 0])));
    },
  };
}
