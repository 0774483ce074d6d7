// A new booking written by one statement, with or without a coupon, with or
// without a daily capacity (docs/decisions/015). The booking's id and order number
// are drawn first, outside any lock, so its e-mails (which show the order number
// and the order link) are rendered before the write. The write is then one
// statement, the whole transaction (autocommit): it locks the coupon's row when the
// booking redeems one and the coupon is still usable; then, with a daily capacity,
// locks the count rows of the stay's dates (in date order) and reads them; and it
// inserts the booking and its e-mails, and adds the coupon's use, only if the coupon
// (when there is one) was usable and no date is full. The locks every booking on
// the same dates or the same coupon waits for are held for one statement and its
// commit, not across the rendering and several round trips.
import { Prisma as Sql, type Booking, type Prisma as PrismaTypes } from "@server/db/generated/client.ts";
import { fullDatesAmongSql, lockDaysSql } from "./capacity.ts";
import { rowsOf, type DbClient } from "@server/db/database.ts";
import { outboxInsertSql, type QueuedRow } from "@server/outbox/outbox.ts";
import type { OutboxMessage } from "@server/outbox/outbox-message.ts";

/** Every scalar field of the Prisma model Booking (server/db/generated). */
type BookingField = PrismaTypes.BookingScalarFieldEnum;

/**
 * The fields a new booking leaves to the column's default: the insert below does
 * not name them. Each is in NEW_BOOKING_STATE with the value the default gives.
 */
export const LEFT_TO_DATABASE = [
  "paymentDate",
  "paymentAmount",
  "paymentId",
  "cancelledAt",
  "cancellationFee",
  "refundDue",
  "refundedAmount",
  "refundedAt",
  "refundReference",
  // docs/decisions/029.
  "serviceStatus",
  // docs/decisions/030.
  "photosDisputedAt",
] as const satisfies readonly BookingField[];

/** A written field's column and the SQL type its value is cast to. */
type ColumnSpec = readonly [column: string, type: string];

/**
 * What the insert must say for a model: every field not left to the database,
 * each exactly once. A field added to the Prisma model without a place here (or in
 * LEFT_TO_DATABASE) fails the type check (tests/unit/booking-columns.test.ts).
 */
export type ColumnsOf<Field extends string, Left extends string> = { readonly [F in Exclude<Field, Left>]: ColumnSpec };
export type BookingColumns = ColumnsOf<BookingField, (typeof LEFT_TO_DATABASE)[number]>;

/** The bookings columns the insert writes, in its order; every value is cast so that an `INSERT … SELECT` can carry a condition. */
export const BOOKING_COLUMNS = {
  id: ["id", "int"],
  orderNumber: ["order_number", "int"],
  firstName: ["first_name", "text"],
  lastName: ["last_name", "text"],
  companyInvoice: ["company_invoice", "boolean"],
  companyNumber: ["company_number", "text"],
  companyName: ["company_name", "text"],
  phone: ["phone", "text"],
  email: ["email", "text"],
  carManufacturer: ["car_manufacturer", "text"],
  carModel: ["car_model", "text"],
  transmission: ["transmission", "transmission"],
  licenseNumber: ["license_number", "text"],
  carCode: ["car_code", "text"],
  departureTerminal: ["departure_terminal", "terminal"],
  departureAt: ["departure_at", "timestamptz"],
  arrivalTerminal: ["arrival_terminal", "terminal"],
  arrivalAt: ["arrival_at", "timestamptz"],
  flightNumber: ["flight_number", "text"],
  parkingType: ["parking_type", "parking_type"],
  additionalServices: ["additional_services", "text[]"],
  termsAccepted: ["terms_accepted", "boolean"],
  paymentMethod: ["payment_method", "payment_method"],
  days: ["days", "int"],
  parkingPrice: ["parking_price", "int"],
  extrasPrice: ["extras_price", "int"],
  discountAmount: ["discount_amount", "int"],
  couponAmount: ["coupon_amount", "int"],
  totalPrice: ["total_price", "int"],
  couponCode: ["coupon_code", "text"],
  couponId: ["coupon_id", "int"],
  paymentStatus: ["payment_status", "payment_status"],
  source: ["source", "text"],
  attribution: ["attribution", "jsonb"],
  visitorId: ["visitor_id", "text"],
  idempotencyKey: ["idempotency_key", "text"],
  idempotencyFingerprint: ["idempotency_fingerprint", "text"],
  messageChannel: ["message_channel", "message_channel"],
  messageChannelAt: ["message_channel_at", "timestamptz"],
  createdAt: ["created_at", "timestamptz"],
  updatedAt: ["updated_at", "timestamptz"],
} as const satisfies BookingColumns;

type WrittenField = keyof typeof BOOKING_COLUMNS;
const WRITTEN = Object.entries(BOOKING_COLUMNS) as Array<[WrittenField, ColumnSpec]>;
const COLUMN_LIST = Sql.raw(WRITTEN.map(([, [column]]) => column).join(", "));

/** What every new booking starts with: unpaid, not cancelled, nothing refunded; the same as the columns' defaults. */
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
  serviceStatus: "booked",
  photosDisputedAt: null,
} as const satisfies Partial<Booking> & Record<(typeof LEFT_TO_DATABASE)[number], unknown>;

export interface BookingIds {
  id: number;
  orderNumber: number;
}

/**
 * The statement drawing the next booking id and order number.
 * @public The booking benchmark (tests/bench) runs it through pgbench.
 */
export const DRAW_BOOKING_IDS_SQL = `SELECT nextval(pg_get_serial_sequence('bookings', 'id'))::int AS id, nextval('order_number_seq')::int AS order_number`;

/** The next booking id and order number (a refused booking leaves a gap, as a rolled-back insert did). */
export async function drawBookingIds(client: DbClient): Promise<BookingIds> {
  const [row] = await rowsOf<{ id: number; order_number: number }>(client, Sql.raw(DRAW_BOOKING_IDS_SQL));
  if (!row) throw new Error("the booking sequences returned nothing");
  return { id: row.id, orderNumber: row.order_number };
}

function valueOf(b: Booking, field: WrittenField): unknown {
  return field === "attribution" ? (b.attribution === null ? null : JSON.stringify(b.attribution)) : b[field];
}

/** `INSERT … SELECT` of every written column, so that it can carry a condition. */
function insertBookingSql(b: Booking, onlyIf: PrismaTypes.Sql): PrismaTypes.Sql {
  const values = WRITTEN.map(([field, [, type]]) => Sql.sql`${valueOf(b, field)}::${Sql.raw(type)}`);
  return Sql.sql`INSERT INTO bookings (${COLUMN_LIST})
    SELECT ${Sql.join(values)}
    WHERE ${onlyIf}`;
}

/** The places to take: the stay's first and last Israel date, and the limit per date. */
interface PlaceToTake {
  capacity: number;
  from: string;
  to: string;
}

export interface BookingWrite {
  /** The row as it will be stored; its couponId, when set, is the coupon whose use it takes. */
  booking: Booking;
  /** Its e-mails and phone messages, written with it or not at all. */
  messages: readonly OutboxMessage[];
  /** With a daily capacity: the dates to take, none of which may be full. */
  place?: PlaceToTake;
  /** When the coupon must still be valid. */
  now: Date;
}

export interface WrittenBooking {
  /** Full dates of the stay: when any, nothing was written. */
  fullDates: Set<string>;
  /** False when the booking's coupon was used up (or expired, or turned off) since it was priced: nothing was written. */
  couponRedeemed: boolean;
  /** The outbox rows added. */
  queued: QueuedRow[];
}

/**
 * The one statement that writes a new booking (exported for the benchmark, which
 * drives this very text through pgbench). Its locks come in one order, as every
 * booking write takes them (docs/decisions/015): the coupon's row (`FOR UPDATE`,
 * which waits for a concurrent use and then checks the coupon again on its latest
 * version), then the dates' rows, which are only locked once the coupon is known to
 * be usable, then (without a capacity) the dates' rows again in the insert's
 * trigger, in date order. The coupon's use is added only when the booking is
 * inserted, so a booking refused for a full date takes none.
 * @public The booking benchmark (tests/bench) runs it through pgbench.
 */
export function bookingWriteSql({ booking, messages, place, now }: BookingWrite): PrismaTypes.Sql {
  // Without a coupon nothing is required of one and the coupon's parts are left out,
  // as the messages' are without messages: even an UPDATE that matches no row cost the
  // statement about a fifth of its time under pgbench (docs/decisions/015).
  const coupon =
    booking.couponId === null
      ? null
      : {
          lock: Sql.sql`coupon AS (
      SELECT id FROM coupons
      WHERE id = ${booking.couponId}::int AND active
        AND (usage_limit IS NULL OR used_count < usage_limit)
        AND (valid_from IS NULL OR valid_from <= ${now}::timestamptz)
        AND (valid_to IS NULL OR valid_to >= ${now}::timestamptz)
      FOR UPDATE),
    usable AS (SELECT EXISTS (SELECT 1 FROM coupon) AS ok)`,
          usable: Sql.sql`(SELECT ok FROM usable)`,
          redeem: Sql.sql`redeemed AS (
      UPDATE coupons SET used_count = used_count + 1, updated_at = now()
      WHERE id IN (SELECT id FROM coupon) AND NOT EXISTS (SELECT 1 FROM full_days))`,
        };
  const usable = coupon?.usable ?? Sql.sql`true`;
  const written = Sql.sql`${usable} AND NOT EXISTS (SELECT 1 FROM full_days)`;
  const parts = [
    ...(coupon ? [coupon.lock] : []),
    place
      ? Sql.sql`locked AS (${lockDaysSql(place, coupon?.usable)}), full_days AS (${fullDatesAmongSql(Sql.sql`locked`, place)})`
      : Sql.sql`full_days AS (SELECT NULL::text AS date WHERE false)`,
    ...(coupon ? [coupon.redeem] : []),
    Sql.sql`booking AS (${insertBookingSql(booking, written)})`,
    ...(messages.length ? [Sql.sql`mail AS (${outboxInsertSql(messages, written)})`] : []),
  ];
  const queued = messages.length ? Sql.sql`(SELECT coalesce(json_agg(mail), '[]') FROM mail)` : Sql.sql`'[]'`;
  return Sql.sql`
    WITH ${Sql.join(parts, ",\n")}
    SELECT (SELECT coalesce(json_agg(date ORDER BY date), '[]') FROM full_days)::text AS full_dates, ${usable} AS coupon_ok, ${queued}::text AS queued`;
}

/** Writes a new booking, its messages and its coupon's use by bookingWriteSql: all of them, or (refused) none. */
export async function writeBooking(client: DbClient, write: BookingWrite): Promise<WrittenBooking> {
  const [row] = await rowsOf<{ full_dates: string; coupon_ok: boolean; queued: string }>(client, bookingWriteSql(write));
  if (!row) throw new Error("the booking write returned nothing");
  return { fullDates: new Set(JSON.parse(row.full_dates) as string[]), couponRedeemed: row.coupon_ok, queued: JSON.parse(row.queued) as QueuedRow[] };
}
