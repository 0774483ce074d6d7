// The retention rules (product.md §14, docs/decisions/024): the purge deletes or
// blanks what is past its period, table by table, and keeps what is younger; an
// e-mail not yet sent keeps its body; a booking keeps its accounting fields and
// loses its personal ones only 7 years after the end of its tax year; a dry run
// changes nothing and reports what the run then does.
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@server/db/database.ts";
import { Prisma as Sql } from "@server/db/generated/client.ts";
import { createAdminServices } from "@server/services/admin/index.ts";
import { Conflict, InvalidInput } from "@server/services/domain-errors.ts";
import { cutoffsAt, RETENTION_FIELDS, RETENTION_NAMES } from "@server/services/privacy/retention.ts";
import { DEFAULT_RETENTION, RETENTION_BOUNDS } from "@shared/constants.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import { makeBooking } from "@tests/cli/cli-harness.ts";
import { NOW, fixedNow } from "@tests/support/fixed-clock.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

let db: Database;
beforeEach(async () => {
  db = await workerDatabase();
  await resetDatabase(db);
});

const admin = () => createAdminServices(db.prisma, fixedNow);
const at = (date: string, time = "12:00") => toInstant(date, time)!;

/** Every row of the tables the purge touches, to prove a dry run wrote nothing. */
async function everything() {
  const { prisma } = db;
  const byId = { orderBy: { id: "asc" as const } };
  return {
    bookings: await prisma.booking.findMany(byId),
    events: await prisma.bookingEvent.findMany(byId),
    visits: await prisma.visit.findMany(byId),
    inquiries: await prisma.contactInquiry.findMany(byId),
    outbox: await prisma.messageOutbox.findMany(byId),
    attempts: await prisma.paymentAttempt.findMany(byId),
  };
}

/** With now at 2026-11-22 and the default periods: one row past each cutoff and one inside it. */
async function seed() {
  const { prisma } = db;
  const visit = (createdAt: Date, visitorId: string) => prisma.visit.create({ data: { path: "/", referrer: "https://www.google.com/", metadata: { utm_source: "google" }, visitorId, createdAt } });
  const oldVisit = await visit(at("2025-09-01"), "vid-old");
  const youngVisit = await visit(at("2026-01-01"), "vid-young");

  const inquiry = (createdAt: Date) => prisma.contactInquiry.create({ data: { name: "דנה כהן", phone: "0521112233", email: "dana@example.com", message: "שאלה", source: "contact_page", createdAt } });
  const oldInquiry = await inquiry(at("2024-10-01"));
  const youngInquiry = await inquiry(at("2025-01-01"));

  const attribution = { firstSeenAt: "2018-05-01T08:00:00.000Z", landingPage: "/?gclid=abc" };
  // Its last date (the return) is in 2018: the tax year ended 2018-12-31, seven years later is 2025-12-31.
  const expired = await makeBooking(db, {
    departure: ["2018-06-03", "08:00"],
    arrival: ["2018-06-10", "20:00"],
    createdAt: at("2018-06-01"),
    paymentMethod: "card",
    paymentStatus: "completed",
    paymentDate: at("2018-06-01"),
    paymentAmount: 350,
    paymentId: "T-2018",
    companyNumber: "515151515",
    companyName: "כהן הובלות בע״מ",
    carCode: "1234",
    attribution,
    visitorId: "vid-2018",
  });
  // Returned in 2019: kept until the end of 2026.
  const sameYearAsCutoff = await makeBooking(db, { departure: ["2019-02-20", "08:00"], arrival: ["2019-03-01", "20:00"], createdAt: at("2019-02-01"), attribution, visitorId: "vid-2019" });
  // From 2018, but a refund is still owed: the account is open.
  const refundOwed = await makeBooking(db, { departure: ["2018-03-01", "08:00"], arrival: ["2018-03-05", "20:00"], createdAt: at("2018-02-01"), refundDue: 100 });
  // From 2018, refunded in 2019: its last date is the refund's.
  const refundedLater = await makeBooking(db, { departure: ["2018-04-01", "08:00"], arrival: ["2018-04-05", "20:00"], createdAt: at("2018-03-01") });
  await prisma.bookingEvent.create({ data: { bookingId: refundedLater.id, kind: "refunded", actor: "operator", refund: 50, createdAt: at("2019-01-15") } });
  const recent = await makeBooking(db, { departure: ["2026-11-01", "08:00"], arrival: ["2026-11-05", "20:00"], createdAt: at("2026-10-20"), attribution, visitorId: "vid-recent" });
  const lastYear = await makeBooking(db, { departure: ["2025-09-01", "08:00"], arrival: ["2025-09-05", "20:00"], createdAt: at("2025-08-20"), attribution, visitorId: "vid-2025" });
  await prisma.bookingEvent.create({
    data: { bookingId: expired.id, kind: "changed", actor: "customer", changes: { phone: { from: "0501234567", to: "0529999999" } }, oldTotal: 350, newTotal: 350, createdAt: at("2018-06-02") },
  });

  const mail = (data: { status: "queued" | "sent" | "failed"; createdAt: Date; sentAt?: Date; bookingId?: number; to?: string }) =>
    prisma.messageOutbox.create({
      data: {
        kind: "booking_confirmation",
        to: data.to ?? "israel@example.co.il",
        subject: "אישור הזמנה – ישראל ישראלי",
        text: "שלום ישראל",
        html: "<p>שלום ישראל</p>",
        attachments: [{ filename: "booking.ics", content: "BEGIN:VCALENDAR", contentType: "text/calendar" }],
        status: data.status,
        createdAt: data.createdAt,
        sentAt: data.sentAt ?? null,
        bookingId: data.bookingId ?? null,
      },
    });
  const sentOld = await mail({ status: "sent", createdAt: at("2026-07-30"), sentAt: at("2026-08-01"), bookingId: recent.id });
  const sentYoung = await mail({ status: "sent", createdAt: at("2026-09-01"), sentAt: at("2026-09-01"), bookingId: recent.id });
  const queuedOld = await mail({ status: "queued", createdAt: at("2026-01-01") });
  const failedOld = await mail({ status: "failed", createdAt: at("2026-08-01") });
  const failedYoung = await mail({ status: "failed", createdAt: at("2026-11-01") });
  const expiredMail = await mail({ status: "sent", createdAt: at("2018-06-01"), sentAt: at("2018-06-01"), bookingId: expired.id });

  const attempt = (createdAt: Date, detail: object | null, bookingId = recent.id) =>
    prisma.paymentAttempt.create({ data: { bookingId, orderNumber: 1, provider: "hyp", kind: "return", outcome: "approved", amount: 350, providerId: "T1", detail: detail ?? Sql.DbNull, createdAt } });
  const attemptOld = await attempt(at("2026-08-01"), { query: { Fild1: "ישראל ישראלי", Amount: "350" } });
  const attemptYoung = await attempt(at("2026-10-01"), { query: { Amount: "350" } });
  await attempt(at("2026-01-01"), null);

  return { oldVisit, youngVisit, oldInquiry, youngInquiry, expired, sameYearAsCutoff, refundOwed, refundedLater, recent, lastYear, sentOld, sentYoung, queuedOld, failedOld, failedYoung, expiredMail, attemptOld, attemptYoung };
}

describe("the retention periods", () => {
  it("default to the constants: the schema's defaults and DEFAULT_RETENTION agree", async () => {
    expect(await admin().privacy.retention()).toEqual(DEFAULT_RETENTION);
    expect(DEFAULT_RETENTION).toEqual({ visitsMonths: 13, inquiriesMonths: 24, outboxDays: 90, paymentDetailDays: 90, bookingsMonths: 84, handoverPhotoDays: 60 });
  });

  it("count bookings from the end of their tax year: the cutoff is 1 January of the year 84 months back", () => {
    const cutoffs = cutoffsAt(NOW, DEFAULT_RETENTION);
    expect(cutoffs.bookings).toEqual(toInstant("2019-01-01", "00:00"));
    expect(cutoffs.visits).toEqual(toInstant("2025-10-22", "10:00"));
    expect(cutoffs.inquiries).toEqual(toInstant("2024-11-22", "10:00"));
    expect(cutoffs.outbox).toEqual(toInstant("2026-08-24", "10:00"));
  });

  it.each(RETENTION_NAMES.flatMap((name) => [[name, RETENTION_BOUNDS[name].min - 1] as const, [name, RETENTION_BOUNDS[name].max + 1] as const, [name, 30.5] as const]))(
    "setConfig refuses %s = %s, naming the key",
    async (name, value) => {
      const { field, key } = RETENTION_FIELDS[name];
      const before = await admin().site.config();
      const error = await admin().site.setConfig({ [field]: value }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(InvalidInput);
      expect(error).toMatchObject({ code: "out_of_range", fields: { [key]: expect.stringMatching(/[\u0590-\u05ff]/) } });
      expect(await admin().site.config()).toEqual(before);
    },
  );

  it("keep bookings at least 84 months: the bookkeeping floor", async () => {
    expect(RETENTION_BOUNDS.bookingsMonths.min).toBe(84);
    await expect(admin().site.setConfig({ retentionBookingsMonths: 83 })).rejects.toBeInstanceOf(InvalidInput);
    expect(await admin().site.setConfig({ retentionBookingsMonths: 96, retentionVisitsMonths: 6 })).toMatchObject({ retentionBookingsMonths: 96, retentionVisitsMonths: 6 });
    expect(await admin().privacy.retention()).toMatchObject({ bookingsMonths: 96, visitsMonths: 6 });
  });
});

describe("purge", () => {
  it("a dry run changes nothing and counts exactly what the run then does", async () => {
    await seed();
    const before = await everything();
    const dry = await admin().privacy.purge({ dryRun: true });
    expect(await everything()).toEqual(before);
    expect(dry.dryRun).toBe(true);
    expect(dry.counts).toEqual({
      visitsDeleted: 1,
      // Made before the visits' cutoff and holding attribution: the 2018, 2019 and 2025 bookings.
      bookingAttributionsBlanked: 3,
      inquiriesDeleted: 1,
      outboxBodiesBlanked: 3,
      paymentDetailsBlanked: 1,
      handoverPhotosDeleted: 0,
      crewPhonesBlanked: 0,
      bookingsBlanked: 1,
    });
    const run = await admin().privacy.purge();
    expect(run.dryRun).toBe(false);
    expect(run.counts).toEqual(dry.counts);
    // Safe to repeat: a second run finds nothing left.
    expect(Object.values((await admin().privacy.purge()).counts)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("blanks the phone of a representative revoked more than a year ago, keeping the name the service records name", async () => {
    const { prisma } = db;
    const old = await prisma.crewMember.create({ data: { name: "דני כהן", phone: "0521234567", revokedAt: new Date(NOW.getTime() - 400 * 86_400_000) } });
    const recent = await prisma.crewMember.create({ data: { name: "רון לוי", phone: "0527654321", revokedAt: new Date(NOW.getTime() - 30 * 86_400_000) } });
    const active = await prisma.crewMember.create({ data: { name: "מיכל", phone: "0531112222" } });
    expect((await admin().privacy.purge({ dryRun: true })).counts.crewPhonesBlanked).toBe(1);
    expect((await admin().privacy.purge()).counts.crewPhonesBlanked).toBe(1);
    const phones = await prisma.crewMember.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true, phone: true } });
    expect(phones).toEqual([
      { id: old.id, name: "דני כהן", phone: "" },
      { id: recent.id, name: "רון לוי", phone: "0527654321" },
      { id: active.id, name: "מיכל", phone: "0531112222" },
    ]);
    expect((await admin().privacy.purge()).counts.crewPhonesBlanked).toBe(0);
  });

  it("deletes visits and inquiries past their period and keeps the younger", async () => {
    const rows = await seed();
    await admin().privacy.purge();
    expect((await db.prisma.visit.findMany()).map((v) => v.id)).toEqual([rows.youngVisit.id]);
    expect((await db.prisma.contactInquiry.findMany()).map((i) => i.id)).toEqual([rows.youngInquiry.id]);
  });

  it("blanks what old e-mails said but keeps the row, its status and recipient; a queued e-mail keeps its body", async () => {
    const rows = await seed();
    await admin().privacy.purge();
    const mail = async (id: number) => db.prisma.messageOutbox.findUniqueOrThrow({ where: { id } });
    for (const row of [rows.sentOld, rows.failedOld]) {
      expect(await mail(row.id)).toMatchObject({ subject: "", text: "", html: null, attachments: null, status: row.status, to: row.to, sentAt: row.sentAt, createdAt: row.createdAt });
    }
    for (const row of [rows.sentYoung, rows.queuedOld, rows.failedYoung]) {
      expect(await mail(row.id)).toMatchObject({ subject: row.subject, text: row.text, html: row.html, status: row.status });
    }
  });

  it("blanks an old SMS's text and a WhatsApp message's variables (the private link) as an e-mail's body; the delivered row stays", async () => {
    await seed();
    const recent = await db.prisma.booking.findFirstOrThrow({ where: { visitorId: "vid-recent" } });
    const phone = (channel: "sms" | "whatsapp", sentAt: Date) =>
      db.prisma.messageOutbox.create({
        data: {
          kind: "booking_confirmed",
          channel,
          to: "+972501234567",
          subject: "",
          text: "הזמנה 1001 אושרה. פרטים ושינויים: https://valet.test/order/1001?t=AbCdEfGhIjKlMnOp",
          ...(channel === "whatsapp" ? { template: "booking_confirmed", templateVariables: { "1": "1001", "2": "https://valet.test/order/1001?t=AbCdEfGhIjKlMnOp" } } : {}),
          status: "delivered",
          createdAt: sentAt,
          sentAt,
          deliveredAt: sentAt,
          bookingId: recent.id,
        },
      });
    const oldSms = await phone("sms", at("2026-08-01"));
    const oldWhatsapp = await phone("whatsapp", at("2026-08-01"));
    const youngSms = await phone("sms", at("2026-11-01"));
    await admin().privacy.purge();
    const row = (id: number) => db.prisma.messageOutbox.findUniqueOrThrow({ where: { id } });
    for (const old of [oldSms, oldWhatsapp]) {
      expect(await row(old.id)).toMatchObject({ text: "", templateVariables: null, status: "delivered", to: "+972501234567", deliveredAt: old.deliveredAt });
    }
    expect((await row(youngSms.id)).text).toBe(youngSms.text);
  });

  it("a failed e-mail whose body was blanked is never requeued", async () => {
    const rows = await seed();
    await admin().privacy.purge();
    const refused = await admin().outbox.retry(rows.failedOld.id).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(Conflict);
    expect(refused).toMatchObject({ code: "email_erased", subject: { id: rows.failedOld.id } });
    // --all-failed requeues the one that still has its body.
    expect(await admin().outbox.retryAllFailed()).toBe(1);
    expect((await db.prisma.messageOutbox.findUniqueOrThrow({ where: { id: rows.failedOld.id } })).status).toBe("failed");
  });

  it("blanks the provider's raw answer of old payment attempts, keeping outcome, amount and id", async () => {
    const rows = await seed();
    await admin().privacy.purge();
    expect(await db.prisma.paymentAttempt.findUniqueOrThrow({ where: { id: rows.attemptOld.id } })).toMatchObject({ detail: null, outcome: "approved", amount: 350, providerId: "T1" });
    expect((await db.prisma.paymentAttempt.findUniqueOrThrow({ where: { id: rows.attemptYoung.id } })).detail).toEqual({ query: { Amount: "350" } });
  });

  it("blanks a booking's personal fields 7 years after its tax year, keeping the accounting record", async () => {
    const rows = await seed();
    const document = await db.prisma.taxDocument.create({
      data: {
        bookingId: rows.expired.id,
        kind: "invoice_receipt",
        paymentRef: "card:2018",
        amount: 350,
        paymentMethod: "card",
        paidAt: at("2018-06-01"),
        client: { name: "ישראל ישראלי", email: "israel@example.co.il", companyName: "חניון בע״מ", companyNumber: "516253846" },
        lines: [{ description: "חניה", quantity: 1, unitPrice: 350 }],
        status: "issued",
        number: "40001",
      },
    });
    await admin().privacy.purge();
    // Its tax document's copy keeps the books (lines, amount, the company) without the traveller.
    expect(await db.prisma.taxDocument.findUniqueOrThrow({ where: { id: document.id } })).toMatchObject({
      client: { name: "", email: "", companyName: "חניון בע״מ", companyNumber: "516253846" },
      lines: [{ description: "חניה", quantity: 1, unitPrice: 350 }],
      amount: 350,
      number: "40001",
    });
    const expired = await db.prisma.booking.findUniqueOrThrow({ where: { id: rows.expired.id } });
    expect(expired).toMatchObject({
      firstName: "",
      lastName: "",
      phone: "",
      email: "",
      carManufacturer: null,
      carModel: "",
      licenseNumber: "",
      carCode: null,
      companyNumber: null,
      companyName: null,
      flightNumber: "",
      attribution: null,
      visitorId: null,
    });
    // The accounting record stays whole.
    const { orderNumber, departureAt, arrivalAt, totalPrice, parkingPrice, paymentStatus, paymentDate, paymentAmount, paymentId, createdAt } = rows.expired;
    expect(expired).toMatchObject({ orderNumber, departureAt, arrivalAt, totalPrice, parkingPrice, paymentStatus, paymentDate, paymentAmount, paymentId, createdAt });
    // What hangs on it: its e-mail's recipient and body, its events' recorded changes.
    expect(await db.prisma.messageOutbox.findUniqueOrThrow({ where: { id: rows.expiredMail.id } })).toMatchObject({ to: "", subject: "", text: "", status: "sent" });
    expect((await db.prisma.bookingEvent.findFirstOrThrow({ where: { bookingId: rows.expired.id } })).changes).toBeNull();

    // Inside the period (2019's return, a refund in 2019) or with a refund owed: still named.
    for (const kept of [rows.sameYearAsCutoff, rows.refundedLater, rows.refundOwed, rows.recent]) {
      expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: kept.id } })).email).toBe("israel@example.co.il");
    }
  });

  it("blanks the attribution and visitor id of bookings made before the visits' period, and keeps the recent", async () => {
    const rows = await seed();
    await admin().privacy.purge();
    const booking = (id: number) => db.prisma.booking.findUniqueOrThrow({ where: { id } });
    for (const old of [rows.sameYearAsCutoff, rows.lastYear]) expect(await booking(old.id)).toMatchObject({ attribution: null, visitorId: null, email: "israel@example.co.il" });
    expect(await booking(rows.recent.id)).toMatchObject({ visitorId: "vid-recent", attribution: { landingPage: "/?gclid=abc" } });
  });

  it("follows the periods the operator sets", async () => {
    await seed();
    await admin().site.setConfig({ retentionVisitsMonths: 36, retentionInquiriesMonths: 84, retentionOutboxDays: 730, retentionPaymentDetailDays: 730 });
    // Of the e-mails, only the one sent in 2018 is more than 730 days old.
    expect((await admin().privacy.purge({ dryRun: true })).counts).toMatchObject({ visitsDeleted: 0, inquiriesDeleted: 0, outboxBodiesBlanked: 1, paymentDetailsBlanked: 0 });
    await admin().site.setConfig({ retentionBookingsMonths: 240 });
    expect((await admin().privacy.purge({ dryRun: true })).counts.bookingsBlanked).toBe(0);
  });
});
