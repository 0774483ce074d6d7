// A traveller's text never breaks a mail header (docs/SECURITY.md): every header
// value of every queued e-mail (recipient, subject, attachment names) is one line,
// whatever the booking row holds. The API stores a name with a line break in it
// (the name fields only trim their ends), and the CLI or an older row may too, so
// the defence is where every outbox row is written (server/outbox/header-values.ts).
import { beforeEach, describe, expect, it } from "vitest";
import { publicConfig } from "@server/config.ts";
import { businessNotification, customerConfirmation } from "@server/mail/booking-emails.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { bookingRow } from "@tests/support/booking-row.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { testApp, testConfig } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

const HOSTILE_NAME = "דנה\r\nBcc: x@evil.example";
// eslint-disable-next-line no-control-regex -- control characters are what must not be there
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

type OutboxRow = { to: string; subject: string; attachments: unknown };

function expectOneLineHeaders(rows: OutboxRow[]) {
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.to).not.toMatch(CONTROL);
    expect(row.subject).not.toMatch(CONTROL);
    for (const attachment of (row.attachments as { filename: string; contentType: string }[] | null) ?? []) {
      expect(attachment.filename).not.toMatch(CONTROL);
      expect(attachment.contentType).not.toMatch(CONTROL);
    }
  }
}

describe("mail headers of a booking's e-mails", () => {
  it("a name with a line break, booked through the API, reaches the business's subject on one line", async () => {
    const { request, db } = await testApp({ now: fixedNow });
    const res = await request.post("/api/bookings").send(bookingBody({ full_name: undefined, first_name: HOSTILE_NAME, last_name: "לוי\tכהן" }));
    expect(res.status).toBe(201);
    const business = await db.prisma.messageOutbox.findFirstOrThrow({ where: { kind: "business_notification" } });
    expect(business.subject).toBe(`הזמנה חדשה #${res.body.order_number} – מזומן – דנה Bcc: x@evil.example לוי כהן`);
    expectOneLineHeaders(await db.prisma.messageOutbox.findMany());
  });

  it("a booking row written with a line break in its name (the CLI, an older row) is queued with one-line headers", async () => {
    const { db, services } = await testApp({ now: fixedNow });
    const config = publicConfig(testConfig());
    const booking = bookingRow({ firstName: HOSTILE_NAME, lastName: "כהן\u2028\u0085לוי" });
    const notification = businessNotification(booking, config);
    const confirmation = customerConfirmation(booking, config, fixedNow());
    await services.outbox.enqueue({ ...notification, bookingId: undefined });
    await services.outbox.enqueue({
      ...confirmation,
      bookingId: undefined,
      attachments: [{ filename: "valet-1042\r\nX-Evil: 1.ics", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", contentType: "text/calendar" }],
    });
    const rows = await db.prisma.messageOutbox.findMany({ orderBy: { id: "asc" } });
    expectOneLineHeaders(rows);
    expect(rows[0]!.subject).toBe("הזמנה חדשה #1042 – מזומן – דנה Bcc: x@evil.example כהן לוי");
    // The body keeps its lines: only headers are cleaned.
    expect((rows[1]!.attachments as { content: string }[])[0]!.content).toBe("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
  });
});
