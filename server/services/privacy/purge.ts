// The retention rules applied (docs/decisions/024): what is past its period is
// deleted or blanked, table by table. Each rule is a count and an action over the
// same condition, so a dry run reports exactly what a run would do. Every rule is
// its own statement (no long transaction holding its locks) and safe
// to repeat: a run cut off halfway is finished by the next.
import { Prisma as Sql, type Prisma as PrismaTypes } from "@server/db/generated/client.ts";
import type { Prisma } from "@server/db/database.ts";
import type { RetentionPeriods } from "@shared/constants.ts";
import { cutoffsAt, type Cutoffs } from "./retention.ts";
import {
  BLANK_ATTRIBUTION,
  BLANK_EMAIL_BODY,
  BOOKING_HAS_ATTRIBUTION,
  BOOKING_STILL_PERSONAL,
  EMAIL_HAS_BODY,
  blankBookings,
  bookingsPastRetention,
} from "./personal-fields.ts";
import { handoverPhotoRule } from "@server/services/handover-photos/retention.ts";

interface PurgeCounts {
  /** Visit records older than the visits' period, deleted. */
  visitsDeleted: number;
  /** Bookings made before the visits' period whose attribution and visitor id were blanked. */
  bookingAttributionsBlanked: number;
  /** Contact inquiries older than their period, deleted. */
  inquiriesDeleted: number;
  /** E-mails sent (or failed) before the outbox period whose subject and body were blanked. */
  outboxBodiesBlanked: number;
  /** Payment attempts older than their period whose raw provider answer was blanked. */
  paymentDetailsBlanked: number;
  /** Handover photos of bookings returned before their period and not disputed, deleted. */
  handoverPhotosDeleted: number;
  /** Representatives revoked more than a year ago whose phone was blanked. */
  crewPhonesBlanked: number;
  /** Bookings past the accounting period whose personal fields were blanked. */
  bookingsBlanked: number;
}

export interface PurgeReport {
  dryRun: boolean;
  retention: RetentionPeriods;
  cutoffs: Cutoffs;
  counts: PurgeCounts;
}

interface Rule {
  count(): Promise<number>;
  apply(): Promise<number>;
}

function rules(prisma: Prisma, cutoffs: Cutoffs): Record<keyof PurgeCounts, Rule> {
  const visits = { createdAt: { lt: cutoffs.visits } } satisfies PrismaTypes.VisitWhereInput;
  const attributions = { createdAt: { lt: cutoffs.visits }, ...BOOKING_HAS_ATTRIBUTION } satisfies PrismaTypes.BookingWhereInput;
  const inquiries = { createdAt: { lt: cutoffs.inquiries } } satisfies PrismaTypes.ContactInquiryWhereInput;
  // A queued message is never touched: it has yet to be sent as written.
  const emails: PrismaTypes.MessageOutboxWhereInput = {
    AND: [
      {
        OR: [
          { status: { in: ["sent", "delivered"] }, sentAt: { lt: cutoffs.outbox } },
          { status: "failed", createdAt: { lt: cutoffs.outbox } },
        ],
      },
      EMAIL_HAS_BODY,
    ],
  };
  const details = { createdAt: { lt: cutoffs.paymentDetail }, detail: { not: Sql.DbNull } } satisfies PrismaTypes.PaymentAttemptWhereInput;
  const bookings: PrismaTypes.BookingWhereInput = { AND: [bookingsPastRetention(cutoffs.bookings), BOOKING_STILL_PERSONAL] };
  const crewPhones = { revokedAt: { lt: cutoffs.crewPhones }, phone: { not: "" } } satisfies PrismaTypes.CrewMemberWhereInput;

  return {
    visitsDeleted: {
      count: () => prisma.visit.count({ where: visits }),
      apply: async () => (await prisma.visit.deleteMany({ where: visits })).count,
    },
    bookingAttributionsBlanked: {
      count: () => prisma.booking.count({ where: attributions }),
      apply: async () => (await prisma.booking.updateMany({ where: attributions, data: BLANK_ATTRIBUTION })).count,
    },
    inquiriesDeleted: {
      count: () => prisma.contactInquiry.count({ where: inquiries }),
      apply: async () => (await prisma.contactInquiry.deleteMany({ where: inquiries })).count,
    },
    outboxBodiesBlanked: {
      count: () => prisma.messageOutbox.count({ where: emails }),
      apply: async () => (await prisma.messageOutbox.updateMany({ where: emails, data: BLANK_EMAIL_BODY })).count,
    },
    paymentDetailsBlanked: {
      count: () => prisma.paymentAttempt.count({ where: details }),
      apply: async () => (await prisma.paymentAttempt.updateMany({ where: details, data: { detail: Sql.DbNull } })).count,
    },
    handoverPhotosDeleted: handoverPhotoRule(prisma, cutoffs.handoverPhotos),
    crewPhonesBlanked: {
      count: () => prisma.crewMember.count({ where: crewPhones }),
      apply: async () => (await prisma.crewMember.updateMany({ where: crewPhones, data: { phone: "" } })).count,
    },
    bookingsBlanked: {
      count: () => prisma.booking.count({ where: bookings }),
      apply: async () => {
        const ids = (await prisma.booking.findMany({ where: bookings, select: { id: true }, orderBy: { id: "asc" } })).map((row) => row.id);
        await blankBookings(prisma, ids);
        return ids.length;
      },
    },
  };
}

export async function purgePersonalData(
  prisma: Prisma,
  retention: RetentionPeriods,
  now: Date,
  options: { dryRun?: boolean } = {},
): Promise<PurgeReport> {
  const dryRun = Boolean(options.dryRun);
  const cutoffs = cutoffsAt(now, retention);
  const counts = {} as PurgeCounts;
  // In order: a booking blanked last finds its e-mails and attempts already done.
  for (const [name, rule] of Object.entries(rules(prisma, cutoffs)) as [keyof PurgeCounts, Rule][]) {
    counts[name] = dryRun ? await rule.count() : await rule.apply();
  }
  return { dryRun, retention, cutoffs, counts };
}
