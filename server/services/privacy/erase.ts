// One person's erasure request (docs/decisions/024): their contact inquiries,
// their visits, their e-mails' bodies, the attribution and payment answers kept
// with their bookings, and the personal fields of their bookings past the
// accounting period are blanked; what the law makes the business keep, or what
// has yet to be sent, is listed with the reason and the date it will go.
//
// Who is the person: bookings and inquiries carry an e-mail and a phone; visits
// carry neither, only the browser's visitor id, which a booking made from that
// browser carries too. So their visits are those of the visitor ids on their bookings.
import { Prisma as Sql, type Prisma as PrismaTypes } from "@server/db/generated/client.ts";
import type { DbClient, Prisma } from "@server/db/database.ts";
import type { RetentionPeriods } from "@shared/constants.ts";
import { EMAIL_PATTERN, normalizeContactPhone } from "@shared/contact-rules.ts";
import { localDate } from "@shared/jerusalem-time.ts";
import { InvalidInput } from "@server/services/domain-errors.ts";
import { bookingKeptUntil, cutoffsAt } from "./retention.ts";
import {
  BLANK_ATTRIBUTION,
  BLANK_EMAIL_BODY,
  BLANK_INQUIRY,
  BLANK_VISIT,
  BOOKING_DATES,
  BOOKING_HAS_ATTRIBUTION,
  BOOKING_STILL_PERSONAL,
  EMAIL_HAS_BODY,
  blankBookings,
  lastDateOf,
} from "./personal-fields.ts";
import { privacyMessages } from "./privacy-messages.ts";

/** One person's rows are few; the bound only ends a transaction stuck behind a lock. */
const ERASE_TIMEOUT_MS = 30_000;

export type ErasureTarget = { email: string } | { phone: string };

type KeptReason = "accounting_record" | "booking_not_over" | "refund_owed" | "not_sent_yet";

/** Something of the person's that the erasure did not blank, and why. */
export interface KeptRecord {
  table: "bookings" | "message_outbox";
  /** The order number of a booking, the id of an e-mail. */
  id: number;
  reason: KeptReason;
  /** When the daily purge will blank it, where that is known. */
  until: Date | null;
  /** The reason in Hebrew. */
  message: string;
}

export interface ErasureReport {
  dryRun: boolean;
  /** As matched: the e-mail lower-cased, the phone in its normalised form. */
  target: { email: string } | { phone: string };
  blanked: {
    /** Order numbers of bookings past their period whose personal fields were blanked. */
    bookings: number[];
    /** The person's other bookings whose attribution and visitor id were blanked. */
    bookingAttributions: number;
    visits: number;
    inquiries: number;
    emails: number;
    paymentDetails: number;
  };
  kept: KeptRecord[];
}

/** The target as it is matched, or the refusal naming the field. */
function normaliseTarget(target: ErasureTarget): { email: string } | { phone: string } {
  if ("email" in target) {
    const email = target.email.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email)) throw new InvalidInput({ email: privacyMessages.invalidEmail }, { code: "invalid_email" });
    return { email };
  }
  const phone = normalizeContactPhone(target.phone);
  if (!phone) throw new InvalidInput({ phone: privacyMessages.invalidPhone }, { code: "invalid_phone" });
  return { phone };
}

interface Plan {
  report: ErasureReport;
  pastRetention: number[];
  attributionIds: number[];
  bookingIds: number[];
  visitorIds: string[];
  inquiryIds: number[];
  /** E-mails to blank, and among them those addressed to the person. */
  emailIds: number[];
  addressedIds: number[];
}

async function plan(client: DbClient, target: { email: string } | { phone: string }, retention: RetentionPeriods, now: Date, dryRun: boolean): Promise<Plan> {
  // E-mail addresses match whatever their case; phones are stored normalised (shared/phone.ts).
  const person = "email" in target ? { email: { equals: target.email, mode: "insensitive" as const } } : { phone: target.phone };
  const cutoffs = cutoffsAt(now, retention);

  const bookings = await client.booking.findMany({
    where: { AND: [person, { OR: [BOOKING_STILL_PERSONAL, BOOKING_HAS_ATTRIBUTION] }] },
    select: { ...BOOKING_DATES, email: true, visitorId: true, attribution: true, events: { select: { createdAt: true }, orderBy: { createdAt: "desc" }, take: 1 } },
    orderBy: { orderNumber: "asc" },
  });
  const pastRetention: number[] = [];
  const kept: KeptRecord[] = [];
  for (const booking of bookings) {
    const lastDate = lastDateOf(booking, booking.events[0]?.createdAt ?? null);
    const until = bookingKeptUntil(lastDate, retention);
    const day = localDate(until);
    const n = booking.orderNumber;
    if (booking.refundDue > 0) kept.push({ table: "bookings", id: n, reason: "refund_owed", until: null, message: privacyMessages.refundOwed(n) });
    else if (lastDate < cutoffs.bookings) pastRetention.push(booking.id);
    else if (!booking.cancelledAt && booking.arrivalAt > now) kept.push({ table: "bookings", id: n, reason: "booking_not_over", until, message: privacyMessages.bookingNotOver(n, day) });
    else kept.push({ table: "bookings", id: n, reason: "accounting_record", until, message: privacyMessages.accountingRecord(n, day) });
  }
  const bookingIds = bookings.map((booking) => booking.id);
  const attributionIds = bookings.filter((b) => !pastRetention.includes(b.id) && (b.attribution !== null || b.visitorId !== null)).map((b) => b.id);
  const visitorIds = [...new Set(bookings.map((booking) => booking.visitorId).filter((id): id is string => id !== null))];

  const inquiries = await client.contactInquiry.findMany({
    where: { AND: [person, { OR: [{ name: { not: "" } }, { email: { not: "" } }, { phone: { not: "" } }] }] },
    select: { id: true, email: true },
  });
  const inquiryIds = inquiries.map((inquiry) => inquiry.id);

  // The person's addresses: the one asked for, and those their bookings and inquiries give.
  const addresses = new Set([..."email" in target ? [target.email] : [], ...bookings.map((b) => b.email), ...inquiries.map((i) => i.email)].map((a) => a.toLowerCase()).filter(Boolean));
  const emails = await client.messageOutbox.findMany({
    where: {
      OR: [
        { bookingId: { in: bookingIds } },
        { dedupeKey: { in: inquiryIds.map((id) => `contact-inquiry:${id}`) } },
        ...[...addresses].map((address) => ({ to: { equals: address, mode: "insensitive" as const } })),
      ],
    },
    select: { id: true, to: true, status: true, bookingId: true },
    orderBy: { id: "asc" },
  });
  const emailIds: number[] = [];
  const addressedIds: number[] = [];
  for (const email of emails) {
    if (email.status === "queued") {
      kept.push({ table: "message_outbox", id: email.id, reason: "not_sent_yet", until: null, message: privacyMessages.notSentYet(email.id) });
      continue;
    }
    // An e-mail of a booking blanked below is blanked with it.
    if (email.bookingId !== null && pastRetention.includes(email.bookingId)) continue;
    emailIds.push(email.id);
    if (addresses.has(email.to.toLowerCase())) addressedIds.push(email.id);
  }
  const [emailsWithBody, visits, paymentDetails] = await Promise.all([
    client.messageOutbox.count({ where: { id: { in: emailIds }, OR: [EMAIL_HAS_BODY, { id: { in: addressedIds }, to: { not: "" } }] } }),
    client.visit.count({ where: { visitorId: { in: visitorIds } } }),
    client.paymentAttempt.count({ where: { bookingId: { in: bookingIds.filter((id) => !pastRetention.includes(id)) }, detail: { not: Sql.DbNull } } }),
  ]);

  const orderOf = new Map(bookings.map((booking) => [booking.id, booking.orderNumber]));
  return {
    report: {
      dryRun,
      target,
      blanked: {
        bookings: pastRetention.map((id) => orderOf.get(id)!),
        bookingAttributions: attributionIds.length,
        visits,
        inquiries: inquiryIds.length,
        emails: emailsWithBody,
        paymentDetails,
      },
      kept,
    },
    pastRetention,
    attributionIds,
    bookingIds,
    visitorIds,
    inquiryIds,
    emailIds,
    addressedIds,
  };
}

async function apply(tx: PrismaTypes.TransactionClient, planned: Plan): Promise<void> {
  const others = planned.bookingIds.filter((id) => !planned.pastRetention.includes(id));
  await tx.visit.updateMany({ where: { visitorId: { in: planned.visitorIds } }, data: BLANK_VISIT });
  await tx.contactInquiry.updateMany({ where: { id: { in: planned.inquiryIds } }, data: BLANK_INQUIRY });
  await tx.messageOutbox.updateMany({ where: { id: { in: planned.addressedIds } }, data: { to: "" } });
  await tx.messageOutbox.updateMany({ where: { id: { in: planned.emailIds } }, data: BLANK_EMAIL_BODY });
  await tx.paymentAttempt.updateMany({ where: { bookingId: { in: others }, detail: { not: Sql.DbNull } }, data: { detail: Sql.DbNull } });
  await tx.booking.updateMany({ where: { id: { in: planned.attributionIds } }, data: BLANK_ATTRIBUTION });
  await blankBookings(tx, planned.pastRetention);
}

export async function erasePerson(
  prisma: Prisma,
  target: ErasureTarget,
  retention: RetentionPeriods,
  now: Date,
  options: { dryRun?: boolean } = {},
): Promise<ErasureReport> {
  const matched = normaliseTarget(target);
  const dryRun = Boolean(options.dryRun);
  if (dryRun) return (await plan(prisma, matched, retention, now, true)).report;
  // All or nothing: half an erasure is worse than none, and the set is one person's.
  return prisma.$transaction(
    async (tx) => {
      const planned = await plan(tx, matched, retention, now, false);
      await apply(tx, planned);
      return planned.report;
    },
    { timeout: ERASE_TIMEOUT_MS },
  );
}
