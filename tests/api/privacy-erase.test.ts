// One person's erasure (product.md §14, docs/decisions/024): found by e-mail in
// any case or by phone in any written form; their inquiries, visits (through the
// visitor id on their bookings), e-mails, attribution and payment answers are
// blanked, and bookings past their period lose their personal fields; bookings the
// law keeps, and e-mails not yet sent, are listed with the reason. Nobody else's
// rows change.
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@server/db/database.ts";
import { createAdminServices } from "@server/services/admin/index.ts";
import { InvalidInput } from "@server/services/domain-errors.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import { makeBooking } from "@tests/cli/cli-harness.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

let db: Database;
beforeEach(async () => {
  db = await workerDatabase();
  await resetDatabase(db);
});

const admin = () => createAdminServices(db.prisma, fixedNow);
const at = (date: string, time = "12:00") => toInstant(date, time)!;
const HEBREW = /[\u0590-\u05ff]/;

/** Dana (two spellings of her address, one phone) and, beside her, someone else. */
async function seed() {
  const { prisma } = db;
  const dana = { email: "Dana.Cohen@Example.com", phone: "0521112233", firstName: "דנה", lastName: "כהן" };
  const attribution = { landingPage: "/?utm_source=facebook" };
  const expired = await makeBooking(db, { ...dana, departure: ["2018-06-03", "08:00"], arrival: ["2018-06-10", "20:00"], createdAt: at("2018-06-01"), visitorId: "vid-dana-old" });
  const finished = await makeBooking(db, { ...dana, email: "dana.cohen@example.com", departure: ["2026-10-01", "08:00"], arrival: ["2026-10-05", "20:00"], createdAt: at("2026-09-20"), attribution, visitorId: "vid-dana" });
  const upcoming = await makeBooking(db, { ...dana, departure: ["2026-12-10", "08:00"], arrival: ["2026-12-15", "20:00"], createdAt: at("2026-11-20") });
  const other = await makeBooking(db, { email: "other@example.com", phone: "0549998877", departure: ["2026-10-01", "08:00"], arrival: ["2026-10-05", "20:00"], attribution, visitorId: "vid-other" });

  const visit = (visitorId: string) => prisma.visit.create({ data: { path: "/booking", referrer: "https://facebook.com/", metadata: { utm_source: "facebook" }, visitorId } });
  const danaVisits = [await visit("vid-dana"), await visit("vid-dana"), await visit("vid-dana-old")];
  const otherVisit = await visit("vid-other");

  const inquiry = await prisma.contactInquiry.create({ data: { name: "דנה כהן", phone: "0521112233", email: "DANA.COHEN@example.com", message: "אפשר לשנות תאריך?", source: "contact_page" } });
  const otherInquiry = await prisma.contactInquiry.create({ data: { name: "אחר", phone: "0549998877", email: "other@example.com", source: "quick_form" } });

  const mail = (data: { to: string; status: "queued" | "sent" | "failed"; bookingId?: number; dedupeKey?: string; kind?: string }) =>
    prisma.messageOutbox.create({
      data: { kind: data.kind ?? "booking_confirmation", to: data.to, subject: "אישור הזמנה – דנה כהן", text: "שלום דנה", html: "<p>שלום דנה</p>", status: data.status, bookingId: data.bookingId ?? null, dedupeKey: data.dedupeKey ?? null, sentAt: data.status === "sent" ? at("2026-09-20") : null },
    });
  const confirmation = await mail({ to: "dana.cohen@example.com", status: "sent", bookingId: finished.id });
  const notification = await mail({ to: "office@valet.test", status: "sent", bookingId: finished.id, kind: "booking_notification" });
  const inquiryMail = await mail({ to: "office@valet.test", status: "sent", dedupeKey: `contact-inquiry:${inquiry.id}`, kind: "contact_inquiry" });
  const failedToHer = await mail({ to: "Dana.Cohen@example.com", status: "failed" });
  const queued = await mail({ to: "dana.cohen@example.com", status: "queued", bookingId: upcoming.id });
  const otherMail = await mail({ to: "other@example.com", status: "sent", bookingId: other.id });

  const attempt = (bookingId: number) =>
    prisma.paymentAttempt.create({ data: { bookingId, orderNumber: 1, provider: "hyp", kind: "return", outcome: "approved", amount: 350, providerId: "T1", detail: { query: { Fild1: "דנה כהן" } } } });
  const danaAttempt = await attempt(finished.id);
  const otherAttempt = await attempt(other.id);

  return { expired, finished, upcoming, other, danaVisits, otherVisit, inquiry, otherInquiry, confirmation, notification, inquiryMail, failedToHer, queued, otherMail, danaAttempt, otherAttempt };
}

/** Every row, to prove a dry run (or a refusal) wrote nothing. */
async function everything() {
  const { prisma } = db;
  const byId = { orderBy: { id: "asc" as const } };
  return Promise.all([
    prisma.booking.findMany(byId),
    prisma.visit.findMany(byId),
    prisma.contactInquiry.findMany(byId),
    prisma.messageOutbox.findMany(byId),
    prisma.paymentAttempt.findMany(byId),
  ]);
}

describe("erase by e-mail", () => {
  it("blanks her data across the tables and lists what the law keeps, with the reason and the date", async () => {
    const rows = await seed();
    const report = await admin().privacy.erase({ email: "  DANA.cohen@EXAMPLE.com " });
    expect(report.target).toEqual({ email: "dana.cohen@example.com" });
    expect(report.blanked).toEqual({ bookings: [rows.expired.orderNumber], bookingAttributions: 1, visits: 3, inquiries: 1, emails: 4, paymentDetails: 1 });
    expect(report.kept.map(({ table, id, reason }) => ({ table, id, reason }))).toEqual([
      { table: "bookings", id: rows.finished.orderNumber, reason: "accounting_record" },
      { table: "bookings", id: rows.upcoming.orderNumber, reason: "booking_not_over" },
      { table: "message_outbox", id: rows.queued.id, reason: "not_sent_yet" },
    ]);
    // 2026's bookings are kept 84 months from the end of 2026.
    expect(report.kept[0]!.until).toEqual(new Date(toInstant("2034-01-01", "00:00")!.getTime() - 1));
    expect(report.kept[0]!.message).toContain("2033-12-31");
    for (const kept of report.kept) expect(kept.message).toMatch(HEBREW);

    const { prisma } = db;
    const booking = (id: number) => prisma.booking.findUniqueOrThrow({ where: { id } });
    expect(await booking(rows.expired.id)).toMatchObject({ firstName: "", email: "", phone: "", licenseNumber: "", visitorId: null, totalPrice: rows.expired.totalPrice });
    // Kept as accounting records, but without the marketing data.
    expect(await booking(rows.finished.id)).toMatchObject({ email: "dana.cohen@example.com", attribution: null, visitorId: null });
    expect(await booking(rows.upcoming.id)).toMatchObject({ email: "Dana.Cohen@Example.com", phone: "0521112233" });

    for (const visit of rows.danaVisits) {
      expect(await prisma.visit.findUniqueOrThrow({ where: { id: visit.id } })).toMatchObject({ visitorId: null, referrer: null, metadata: null, path: "/booking" });
    }
    expect(await prisma.contactInquiry.findUniqueOrThrow({ where: { id: rows.inquiry.id } })).toMatchObject({ name: "", phone: "", email: "", message: null, source: "contact_page" });

    const mail = (id: number) => prisma.messageOutbox.findUniqueOrThrow({ where: { id } });
    // Her address goes from e-mails sent to her; the business's stays on its own copies.
    expect(await mail(rows.confirmation.id)).toMatchObject({ to: "", subject: "", text: "", html: null, status: "sent" });
    expect(await mail(rows.failedToHer.id)).toMatchObject({ to: "", text: "", status: "failed" });
    expect(await mail(rows.notification.id)).toMatchObject({ to: "office@valet.test", subject: "", text: "" });
    expect(await mail(rows.inquiryMail.id)).toMatchObject({ to: "office@valet.test", subject: "", text: "" });
    expect(await mail(rows.queued.id)).toMatchObject({ to: rows.queued.to, text: "שלום דנה", status: "queued" });
    expect((await prisma.paymentAttempt.findUniqueOrThrow({ where: { id: rows.danaAttempt.id } })).detail).toBeNull();
  });

  it("leaves everyone else's rows as they were", async () => {
    const rows = await seed();
    await admin().privacy.erase({ email: "dana.cohen@example.com" });
    const { prisma } = db;
    expect(await prisma.booking.findUniqueOrThrow({ where: { id: rows.other.id } })).toEqual(rows.other);
    expect(await prisma.visit.findUniqueOrThrow({ where: { id: rows.otherVisit.id } })).toEqual(rows.otherVisit);
    expect(await prisma.contactInquiry.findUniqueOrThrow({ where: { id: rows.otherInquiry.id } })).toEqual(rows.otherInquiry);
    expect(await prisma.messageOutbox.findUniqueOrThrow({ where: { id: rows.otherMail.id } })).toEqual(rows.otherMail);
    expect(await prisma.paymentAttempt.findUniqueOrThrow({ where: { id: rows.otherAttempt.id } })).toEqual(rows.otherAttempt);
  });

  it("a dry run changes nothing and reports what the erasure then does", async () => {
    await seed();
    const before = await everything();
    const dry = await admin().privacy.erase({ email: "dana.cohen@example.com" }, { dryRun: true });
    expect(await everything()).toEqual(before);
    const done = await admin().privacy.erase({ email: "dana.cohen@example.com" });
    expect({ ...dry, dryRun: false }).toEqual(done);
    // A second erasure finds nothing more to blank; the kept records are still listed.
    const again = await admin().privacy.erase({ email: "dana.cohen@example.com" });
    expect(again.blanked).toEqual({ bookings: [], bookingAttributions: 0, visits: 0, inquiries: 0, emails: 0, paymentDetails: 0 });
    expect(again.kept).toHaveLength(3);
  });
});

describe("erase by phone", () => {
  it.each(["052-111-2233", "+972 52 111 2233", "00972521112233"])("finds her by %s, as stored normalised", async (phone) => {
    const rows = await seed();
    const report = await admin().privacy.erase({ phone });
    expect(report.target).toEqual({ phone: "0521112233" });
    expect(report.blanked.bookings).toEqual([rows.expired.orderNumber]);
    expect(report.blanked.inquiries).toBe(1);
    expect(report.kept.filter((kept) => kept.table === "bookings").map((kept) => kept.id)).toEqual([rows.finished.orderNumber, rows.upcoming.orderNumber]);
    // Her e-mails are found through her bookings and inquiry, and lose her address.
    expect((await db.prisma.messageOutbox.findUniqueOrThrow({ where: { id: rows.confirmation.id } })).to).toBe("");
    expect((await db.prisma.messageOutbox.findUniqueOrThrow({ where: { id: rows.failedToHer.id } })).to).toBe("");
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: rows.other.id } })).phone).toBe("0549998877");
  });

  it("keeps a booking that is still owed a refund, whatever its age", async () => {
    const owed = await makeBooking(db, { phone: "0521112233", departure: ["2018-06-03", "08:00"], arrival: ["2018-06-10", "20:00"], createdAt: at("2018-06-01"), refundDue: 70 });
    const report = await admin().privacy.erase({ phone: "0521112233" });
    expect(report.kept).toEqual([{ table: "bookings", id: owed.orderNumber, reason: "refund_owed", until: null, message: expect.stringMatching(HEBREW) }]);
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: owed.id } })).phone).toBe("0521112233");
  });
});

describe("erase refuses", () => {
  it.each([
    [{ email: "not-an-address" }, "email", "invalid_email"],
    [{ phone: "12" }, "phone", "invalid_phone"],
  ] as const)("%o, naming the field, and writes nothing", async (target, field, code) => {
    await seed();
    const before = await everything();
    const error = await admin().privacy.erase(target).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidInput);
    expect(error).toMatchObject({ code, fields: { [field]: expect.stringMatching(HEBREW) } });
    expect(await everything()).toEqual(before);
  });
});
