// valet privacy purge | erase (product.md §14, docs/decisions/024): the CLI's
// conventions (docs/decisions/007) over the privacy service: --dry-run changes
// nothing, erase asks first (refused without a terminal unless --yes), bad input
// is exit 2 before the database is touched, --json prints the service's report.
import { beforeEach, describe, expect, it } from "vitest";
import { toInstant } from "@shared/jerusalem-time.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { cli, makeBooking } from "./cli-harness.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

const at = (date: string) => toInstant(date, "12:00")!;

async function seed() {
  const { prisma } = await workerDatabase();
  await prisma.visit.create({ data: { path: "/", visitorId: "vid-dana", createdAt: at("2025-01-01") } });
  await prisma.visit.create({ data: { path: "/booking", visitorId: "vid-dana", createdAt: at("2026-11-01") } });
  await prisma.contactInquiry.create({ data: { name: "דנה כהן", phone: "0521112233", email: "dana@example.com", source: "quick_form", createdAt: at("2024-01-01") } });
  const old = await makeBooking(await workerDatabase(), { email: "dana@example.com", departure: ["2018-06-03", "08:00"], arrival: ["2018-06-10", "20:00"], createdAt: at("2018-06-01") });
  const recent = await makeBooking(await workerDatabase(), { email: "dana@example.com", visitorId: "vid-dana", departure: ["2026-10-01", "08:00"], arrival: ["2026-10-05", "20:00"], createdAt: at("2026-09-20") });
  return { old, recent };
}

/** The tables privacy touches, to prove nothing was written. */
async function rows() {
  const { prisma } = await workerDatabase();
  const byId = { orderBy: { id: "asc" as const } };
  return Promise.all([prisma.booking.findMany(byId), prisma.visit.findMany(byId), prisma.contactInquiry.findMany(byId), prisma.messageOutbox.findMany(byId)]);
}

describe("valet privacy purge", () => {
  it("--dry-run counts and changes nothing; the run removes the same and says so", async () => {
    await seed();
    const before = await rows();
    const dry = await cli(["privacy", "purge", "--dry-run", "--json"]);
    expect(dry.code).toBe(0);
    expect(dry.json()).toMatchObject({ dryRun: true, counts: { visitsDeleted: 1, inquiriesDeleted: 1, bookingsBlanked: 1 }, retention: { visitsMonths: 13 } });
    expect(await rows()).toEqual(before);

    const run = await cli(["privacy", "purge"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^purged:$/m);
    expect(run.stdout).toMatch(/visits older than 13 months \(before 2025-10-22\): 1 deleted$/m);
    expect(run.stdout).toMatch(/contact inquiries older than 24 months \(before 2024-11-22\): 1 deleted$/m);
    expect(run.stdout).toMatch(/bookings 84 months past the end of their tax year \(last date before 2019-01-01\): 1 blanked$/m);
    expect((await cli(["privacy", "purge", "--json"])).json().counts).toEqual({
      visitsDeleted: 0,
      bookingAttributionsBlanked: 0,
      inquiriesDeleted: 0,
      outboxBodiesBlanked: 0,
      paymentDetailsBlanked: 0,
      handoverPhotosDeleted: 0,
      crewPhonesBlanked: 0,
      bookingsBlanked: 0,
    });
  });

  it("uses the periods set with valet config", async () => {
    await seed();
    expect((await cli(["config", "set", "retention_visits_months", "24"])).code).toBe(0);
    expect((await cli(["privacy", "purge", "--dry-run", "--json"])).json().counts.visitsDeleted).toBe(0);
  });
});

describe("valet privacy erase", () => {
  it("asks first: without a terminal and without --yes it refuses with exit 2 and writes nothing", async () => {
    await seed();
    const before = await rows();
    const run = await cli(["privacy", "erase", "--email", "dana@example.com"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("error: erasing personal data needs confirmation: pass --yes (no terminal to ask on)\n");
    expect(await rows()).toEqual(before);
  });

  it("on a terminal it shows what goes and what is kept, and a no changes nothing", async () => {
    const { old, recent } = await seed();
    const before = await rows();
    const questions: string[] = [];
    const run = await cli(["privacy", "erase", "--email", "DANA@example.com"], { prompt: async (q) => (questions.push(q), "n"), tty: { stdin: true, stderr: true } });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("error: cancelled; nothing was changed\n");
    expect(questions).toHaveLength(1);
    expect(questions[0]).toContain(`bookings past their period: order ${old.orderNumber}`);
    expect(questions[0]).toContain(`order ${recent.orderNumber}: an accounting record`);
    expect(questions[0]).toMatch(/Erase this\? It cannot be undone\. \[y\/N\] $/);
    expect(await rows()).toEqual(before);
  });

  it("a yes (or --yes) erases and prints what was blanked and what was kept, and why", async () => {
    const { old, recent } = await seed();
    const run = await cli(["privacy", "erase", "--email", "dana@example.com"], { prompt: async () => "כן", tty: { stdin: true, stderr: true } });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("erased: dana@example.com");
    expect(run.stdout).toContain(`bookings past their period: order ${old.orderNumber}`);
    expect(run.stdout).toContain("blanked: attribution of 1 kept booking, 2 visits, 1 contact inquiry, 0 e-mails, 0 payment answers");
    expect(run.stdout).toContain(`order ${recent.orderNumber}: an accounting record (bookkeeping rules: 7 years from the end of its tax year); its personal fields are blanked on 2033-12-31`);
    const { prisma } = await workerDatabase();
    expect((await prisma.booking.findUniqueOrThrow({ where: { id: old.id } })).email).toBe("");
    expect(await prisma.visit.count({ where: { visitorId: "vid-dana" } })).toBe(0);

    const again = await cli(["privacy", "erase", "--email", "dana@example.com", "--yes", "--json"]);
    expect(again.code).toBe(0);
    expect(again.json()).toMatchObject({ dryRun: false, target: { email: "dana@example.com" }, kept: [{ table: "bookings", id: recent.orderNumber, reason: "accounting_record" }] });
  });

  it("--dry-run needs no confirmation and changes nothing", async () => {
    await seed();
    const before = await rows();
    const run = await cli(["privacy", "erase", "--phone", "052-111-2233", "--dry-run", "--json"]);
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({ dryRun: true, target: { phone: "0521112233" }, blanked: { inquiries: 1 } });
    expect(await rows()).toEqual(before);
  });

  it("says so when nothing is stored for the person", async () => {
    const run = await cli(["privacy", "erase", "--email", "nobody@example.com", "--yes"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("nothing stored for nobody@example.com\n");
  });

  it.each([
    ["both --email and --phone", ["--email", "dana@example.com", "--phone", "0521112233", "--yes"], /^error: give --email or --phone, not both/],
    ["neither", ["--yes"], /^error: missing --email or --phone/],
    ["a malformed address", ["--email", "dana", "--yes"], /^error: option '--email <address>' argument 'dana' is invalid\. Expected an e-mail address/],
    ["a malformed phone", ["--phone", "123", "--yes"], /^error: option '--phone <number>' argument '123' is invalid\. Expected an Israeli phone number/],
  ])("refuses %s with exit 2, writing nothing", async (_label, args, message) => {
    await seed();
    const before = await rows();
    const run = await cli(["privacy", "erase", ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(await rows()).toEqual(before);
  });
});

describe("valet outbox retry after a purge", () => {
  it("refuses an e-mail whose body was blanked, with exit 1", async () => {
    const { prisma } = await workerDatabase();
    const failed = await prisma.messageOutbox.create({ data: { kind: "booking_confirmation", to: "a@example.com", subject: "אישור", text: "גוף", status: "failed", createdAt: at("2026-01-01") } });
    await cli(["privacy", "purge"]);
    const run = await cli(["outbox", "retry", String(failed.id)]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`error: message ${failed.id} was blanked under the retention rules or an erasure; nothing left to send\n`);
  });
});
