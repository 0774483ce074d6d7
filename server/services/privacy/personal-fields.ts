// What "blanking" means for each table (docs/decisions/024): the fields that
// describe a person are emptied, the rest of the row stays. Columns that may not
// be null become empty strings. Shared by the daily purge and by an erasure.
import { Prisma as Sql, type Prisma as PrismaTypes } from "@server/db/generated/client.ts";
import type { DbClient } from "@server/db/database.ts";

/**
 * A booking past its period keeps its order number, dates, terminals, parking,
 * extras, prices, coupon, payment and refund fields: the accounting record. Who
 * booked, how to reach them, their car and flight, and where they came from go.
 */
const BLANK_BOOKING = {
  firstName: "",
  lastName: "",
  companyNumber: null,
  companyName: null,
  phone: "",
  email: "",
  carManufacturer: null,
  carModel: "",
  licenseNumber: "",
  carCode: null,
  flightNumber: "",
  attribution: Sql.DbNull,
  visitorId: null,
} satisfies PrismaTypes.BookingUpdateManyMutationInput;

/** Marketing data, not accounting: it goes with the visits' period, or on request. */
export const BLANK_ATTRIBUTION = { attribution: Sql.DbNull, visitorId: null } satisfies PrismaTypes.BookingUpdateManyMutationInput;

/** A booking that still names its customer (a blanked one has none of these). */
export const BOOKING_STILL_PERSONAL: PrismaTypes.BookingWhereInput = {
  OR: [{ email: { not: "" } }, { phone: { not: "" } }, { firstName: { not: "" } }, { lastName: { not: "" } }, { licenseNumber: { not: "" } }],
};

export const BOOKING_HAS_ATTRIBUTION: PrismaTypes.BookingWhereInput = {
  OR: [{ attribution: { not: Sql.DbNull } }, { visitorId: { not: null } }],
};

/** What an e-mail said; the row (kind, recipient, status, times, booking) stays as the record that it was sent. */
// Of every channel: an SMS's text and a WhatsApp message's variables hold the order
// link (a private token) as an e-mail's body does (docs/decisions/033).
export const BLANK_EMAIL_BODY = {
  subject: "",
  text: "",
  html: null,
  attachments: Sql.DbNull,
  templateVariables: Sql.DbNull,
} satisfies PrismaTypes.MessageOutboxUpdateManyMutationInput;

export const EMAIL_HAS_BODY: PrismaTypes.MessageOutboxWhereInput = {
  OR: [
    { subject: { not: "" } },
    { text: { not: "" } },
    { html: { not: null } },
    { attachments: { not: Sql.DbNull } },
    { templateVariables: { not: Sql.DbNull } },
  ],
};

/** A visit stays as an anonymous page view (path, action, time): who it was and where they came from go. */
export const BLANK_VISIT = { visitorId: null, referrer: null, metadata: Sql.DbNull } satisfies PrismaTypes.VisitUpdateManyMutationInput;

export const BLANK_INQUIRY = { name: "", phone: "", email: "", message: null } satisfies PrismaTypes.ContactInquiryUpdateManyMutationInput;

/** The fields a booking's last date is read from. */
export const BOOKING_DATES = {
  id: true,
  orderNumber: true,
  createdAt: true,
  arrivalAt: true,
  paymentDate: true,
  cancelledAt: true,
  refundedAt: true,
  refundDue: true,
} as const;

export type BookingDates = PrismaTypes.BookingGetPayload<{ select: typeof BOOKING_DATES }>;

/** The latest date that concerns a booking's accounting: its period runs from the end of that tax year. */
export function lastDateOf(booking: BookingDates, lastEventAt: Date | null): Date {
  const dates = [booking.createdAt, booking.arrivalAt, booking.paymentDate, booking.cancelledAt, booking.refundedAt, lastEventAt];
  return new Date(Math.max(...dates.filter((date): date is Date => date !== null).map((date) => date.getTime())));
}

/** Bookings whose every accounting date is before `cutoff` and that owe no refund. */
export function bookingsPastRetention(cutoff: Date): PrismaTypes.BookingWhereInput {
  const before = { lt: cutoff };
  return {
    refundDue: 0,
    createdAt: before,
    arrivalAt: before,
    AND: [
      { OR: [{ paymentDate: null }, { paymentDate: before }] },
      { OR: [{ cancelledAt: null }, { cancelledAt: before }] },
      { OR: [{ refundedAt: null }, { refundedAt: before }] },
    ],
    events: { none: { createdAt: { gte: cutoff } } },
  };
}

const BATCH = 500;

/**
 * Blanks the personal fields of these bookings and of what hangs on them: their
 * events' recorded changes (old and new phone, car, licence), the raw provider
 * answers of their payment attempts, the recipient and body of their sent
 * messages, and the traveller's name and e-mail on their tax documents' copies
 * (the documents themselves are the invoicing service's). The booking row goes last, so a run cut off halfway finds it again.
 */
export async function blankBookings(client: DbClient, ids: readonly number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    await client.bookingEvent.updateMany({ where: { bookingId: { in: batch }, changes: { not: Sql.DbNull } }, data: { changes: Sql.DbNull } });
    await client.paymentAttempt.updateMany({ where: { bookingId: { in: batch }, detail: { not: Sql.DbNull } }, data: { detail: Sql.DbNull } });
    await client.messageOutbox.updateMany({ where: { bookingId: { in: batch }, status: { not: "queued" } }, data: { to: "", ...BLANK_EMAIL_BODY } });
    // A tax document's copy keeps its lines, amounts and a company's details (the books); the traveller's name and e-mail go (docs/decisions/036).
    await client.$executeRaw`UPDATE tax_documents SET client = client || '{"name": "", "email": ""}'::jsonb WHERE booking_id = ANY(${[...batch]}::int[])`;
    await client.booking.updateMany({ where: { id: { in: batch } }, data: BLANK_BOOKING });
  }
}
