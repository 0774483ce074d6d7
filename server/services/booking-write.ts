// A new booking and its e-mails written by one statement (issue #14 part 3,
// docs/decisions/015). The booking's id and order number are drawn first, outside
// any lock, so its e-mails (which show the order number and the order link) are
// rendered before the write. The write is then one statement: with a daily
// capacity it locks the count rows of the stay's dates (in date order) and reads
// them, and inserts the booking and its e-mails only if no date is full; without
// one it just inserts them. Without a coupon that statement is the whole
// transaction, so the dates' rows, which every booking on the same dates waits
// for, are held for one statement and its commit, not across the rendering and
// several round trips.
import { Prisma as Sql, type Booking, type Prisma as PrismaTypes } from "@server/db/generated/client.ts";
import { fullDatesAmongSql, lockDaysSql } from "./capacity.ts";
import { outboxInsertSql, type DbClient, type OutboxEmail, type QueuedRow } from "./outbox.ts";

/** What every new booking starts with: unpaid, not cancelled, nothing refunded. */
export const NEW_BOOKING_STATE = {
  paymentStatus: "pending",
  paymentDate: null,
  paymentAmount: null,
  paymentId: null,
  cancelledAt: null,
  cancellationFee: null,
  refundDue: 0,
  refundedAmount: 0,
  refundedAt: null,
  refundReference: null,
  // The column's default: the insert below leaves it out (docs/decisions/029).
  serviceStatus: "booked",
  // Its photos are not disputed (docs/decisions/030); the insert below leaves it out too.
  photosDisputedAt: null,
} as const satisfies Partial<Booking>;

export interface BookingIds {
  id: number;
  orderNumber: number;
}

/** The next booking id and order number (a refused booking leaves a gap, as a rolled-back insert did). */
export async function drawBookingIds(client: DbClient): Promise<BookingIds> {
  const [row] = await client.$queryRaw<Array<{ id: number; order_number: number }>>`
    SELECT nextval(pg_get_serial_sequence('bookings', 'id'))::int AS id, nextval('order_number_seq')::int AS order_number`;
  if (!row) throw new Error("the booking sequences returned nothing");
  return { id: row.id, orderNumber: row.order_number };
}

/** `INSERT … SELECT` with every value cast, so that it can carry a condition. */
function insertBookingSql(b: Booking, onlyIf: PrismaTypes.Sql): PrismaTypes.Sql {
  return Sql.sql`INSERT INTO bookings (id, order_number, first_name, last_name, company_invoice, company_number, phone, email,
      car_manufacturer, car_model, transmission, license_number, car_code, departure_terminal, departure_at, arrival_terminal,
      arrival_at, flight_number, parking_type, additional_services, terms_accepted, payment_method, days, parking_price,
      extras_price, discount_amount, coupon_amount, total_price, coupon_code, coupon_id, payment_status, source, attribution, visitor_id,
      idempotency_key, idempotency_fingerprint, created_at, updated_at)
    SELECT ${b.id}::int, ${b.orderNumber}::int, ${b.firstName}::text, ${b.lastName}::text, ${b.companyInvoice}::boolean,
      ${b.companyNumber}::text, ${b.phone}::text, ${b.email}::text, ${b.carManufacturer}::text, ${b.carModel}::text,
      ${b.transmission}::transmission, ${b.licenseNumber}::text, ${b.carCode}::text, ${b.departureTerminal}::terminal,
      ${b.departureAt}::timestamptz, ${b.arrivalTerminal}::terminal, ${b.arrivalAt}::timestamptz, ${b.flightNumber}::text,
      ${b.parkingType}::parking_type, ${b.additionalServices}::text[], ${b.termsAccepted}::boolean, ${b.paymentMethod}::payment_method,
      ${b.days}::int, ${b.parkingPrice}::int, ${b.extrasPrice}::int, ${b.discountAmount}::int, ${b.couponAmount}::int, ${b.totalPrice}::int,
      ${b.couponCode}::text, ${b.couponId}::int, ${b.paymentStatus}::payment_status, ${b.source}::text,
      ${b.attribution === null ? null : JSON.stringify(b.attribution)}::jsonb, ${b.visitorId}::text, ${b.idempotencyKey}::text,
      ${b.idempotencyFingerprint}::text, ${b.createdAt}::timestamptz, ${b.updatedAt}::timestamptz
    WHERE ${onlyIf}`;
}

/** The places to take: the stay's first and last Israel date, and the limit per date. */
export interface PlaceToTake {
  capacity: number;
  from: string;
  to: string;
}

export interface WrittenBooking {
  /** Full dates of the stay: when any, nothing was written. */
  fullDates: Set<string>;
  /** The outbox rows added. */
  queued: QueuedRow[];
}

/**
 * Inserts the booking and queues its e-mails in one statement; with `place`, only
 * if none of the stay's dates is full, the dates' rows locked until commit.
 */
export async function writeBooking(client: DbClient, booking: Booking, emails: readonly OutboxEmail[], place?: PlaceToTake): Promise<WrittenBooking> {
  const free = Sql.sql`NOT EXISTS (SELECT 1 FROM full_days)`;
  const parts = [
    place
      ? Sql.sql`locked AS (${lockDaysSql(place)}), full_days AS (${fullDatesAmongSql(Sql.sql`locked`, place)})`
      : Sql.sql`full_days AS (SELECT NULL::text AS date WHERE false)`,
    Sql.sql`booking AS (${insertBookingSql(booking, free)})`,
    ...(emails.length ? [Sql.sql`mail AS (${outboxInsertSql(emails, free)})`] : []),
  ];
  const queued = emails.length ? Sql.sql`(SELECT coalesce(json_agg(mail), '[]') FROM mail)` : Sql.sql`'[]'`;
  const [row] = await client.$queryRaw<Array<{ full_dates: string; queued: string }>>(Sql.sql`
    WITH ${Sql.join(parts, ",\n")}
    SELECT (SELECT coalesce(json_agg(date ORDER BY date), '[]') FROM full_days)::text AS full_dates, ${queued}::text AS queued`);
  if (!row) throw new Error("the booking write returned nothing");
  return { fullDates: new Set(JSON.parse(row.full_dates) as string[]), queued: JSON.parse(row.queued) as QueuedRow[] };
}
