// Every e-mail the site sends, built from a booking row, has two parts that say
// the same things (product.md §7.6): the HTML part is parsed, checked to be safe
// for mail clients (Hebrew, right to left, inline styles, nothing to run), and its
// visible lines must be the text part's lines, in the same order; then each
// e-mail's key facts are looked for in both.
import { describe, expect, it } from "vitest";
import { formatShekels } from "@shared/format-he.ts";
import { manageMessages } from "@shared/messages/manage.ts";
import { messages } from "@shared/messages/index.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import type { BuiltEmail } from "@server/mail/booking-emails.ts";
import { businessNotification, customerConfirmation } from "@server/mail/booking-emails.ts";
import { cancellationEmails, changeEmails, differencePaidEmail } from "@server/mail/booking-change-emails.ts";
import { contactInquiryEmail } from "@server/mail/contact-email.ts";
import { amountMismatchEmail } from "@server/mail/payment-mismatch-email.ts";
import { bookingRow } from "@tests/support/booking-row.ts";
import { allowedNumbers, unexplained } from "@tests/support/promise-scan.ts";
import { emailSafetyProblems, parseEmailHtml, textLines } from "@tests/support/email-parts.ts";

const config = { baseUrl: "https://valet.test", phone: "03-5550000", email: "office@valet.test" } as PublicConfig;
const now = new Date("2026-11-23T10:00:00Z");
const orderUrl = "https://valet.test/order/1042?t=abc.def";
const cash = bookingRow();
const card = bookingRow({ paymentMethod: "card" });
const total = formatShekels(cash.totalPrice);
// The fixture's pickup and return in Israel time (06:00 and 20:30 UTC).
const pickup = "1.12.2026 בשעה 08:00";
const dropoff = "8.12.2026 בשעה 22:30";
const mailBase = { config, now, manageUrl: orderUrl, sequence: 2, eventId: 7 };

const changed = changeEmails({
  ...mailBase,
  booking: bookingRow({ arrivalAt: new Date("2026-12-08T21:45:00Z"), totalPrice: cash.totalPrice + 40 }),
  actor: "customer",
  changes: { arrival_time: { from: "22:30", to: "23:45" }, additional_services: { from: ["car_wash"], to: ["car_wash", "fuel"] } },
  oldTotal: cash.totalPrice,
  amountDue: 40,
});
const cancelled = cancellationEmails({ ...mailBase, booking: bookingRow({ paymentMethod: "card", refundDue: 400 }), actor: "operator", fee: 50, refund: 400, forced: true });

/** The figures of the orders and payments above: runtime data, not copy. */
const orderFigures = allowedNumbers({
  shekels: [cash.parkingPrice, cash.extrasPrice, cash.discountAmount, cash.totalPrice, cash.totalPrice + 40, 40, 50, 400, 999],
});

/** kind → the e-mail and the facts both parts must carry. */
const cases: [string, BuiltEmail, string[]][] = [
  ["business notification (cash)", businessNotification(cash, config), ["#1042", pickup, dropoff, total, "מזומן", "שטיפת רכב פנים וחוץ", "LY316"]],
  ["business notification (card)", businessNotification(card, config), ["#1042", pickup, total, "כרטיס אשראי – שולם"]],
  ["customer confirmation", customerConfirmation(cash, config, now, orderUrl), ["#1042", pickup, dropoff, "טרמינל 3", "טרמינל 1", total, orderUrl, "03-5550000"]],
  ["customer change", changed[0]!, ["#1042", "שעת נחיתה: 22:30 ← 23:45", "23:45", formatShekels(cash.totalPrice + 40), manageMessages.email.dueLine(formatShekels(40)), orderUrl]],
  ["business change", changed[1]!, ["#1042", "שעת נחיתה: 22:30 ← 23:45", `סה״כ קודם: ${total}`, "על ידי הלקוח באתר"]],
  ["customer cancellation", cancelled[0]!, ["#1042", manageMessages.email.feeLine(formatShekels(50)), formatShekels(400), pickup]],
  ["business cancellation", cancelled[1]!, ["#1042", "מחוץ לתנאי הביטול", formatShekels(400)]],
  ["difference paid", differencePaidEmail(card, config, 40, "tx-9"), ["#1042", formatShekels(40), "tx-9", total]],
  ["paid after cancellation", differencePaidEmail(card, config, 40, "tx-9", true), ["#1042", "valet bookings refunds"]],
  ["payment amount mismatch", amountMismatchEmail(card, config, 999, "tx-1"), ["#1042", formatShekels(999), total, "tx-1"]],
  [
    "contact inquiry",
    contactInquiryEmail({ name: "דנה <script>alert(1)</script>", phone: "0501234567", email: "dana@example.com", message: "שלום,\nרציתי לשאול על רכב גבוה.", source: "contact_page" }, now, "office@valet.test", 5),
    ["דנה <script>alert(1)</script>", "0501234567", "רציתי לשאול על רכב גבוה.", messages.contactForm.sourceContactPage, "23.11.2026 בשעה 12:00"],
  ],
  [
    "quick inquiry",
    contactInquiryEmail({ name: "יוסי", phone: "0521234567", email: "yossi@example.com", message: null, source: "quick_form" }, now, "office@valet.test", 6),
    ["יוסי", "0521234567", messages.contactForm.sourceQuickForm],
  ],
];

describe("every e-mail has an HTML part and a text part that say the same", () => {
  for (const [name, email, facts] of cases) {
    describe(name, () => {
      const html = parseEmailHtml(email.html);
      const text = textLines(email.text);

      it("the HTML part is a Hebrew right-to-left document safe for mail clients", () => {
        expect(email.html.startsWith("<!DOCTYPE html>")).toBe(true);
        expect(emailSafetyProblems(html)).toEqual([]);
        expect(html.byTag("h1")).toHaveLength(1);
      });

      it("the two parts have the same lines in the same order", () => {
        expect(html.lines).toEqual(text);
        // The text part opens with the heading, a line of Hebrew words.
        expect(text[0]).toMatch(/^[\u0590-\u05ff]/);
      });

      it("prints no amount, hour count or percentage that neither a constant nor the order explains (product.md §9)", () => {
        expect(unexplained(`${email.subject}\n${email.text}\n${html.lines.join("\n")}`, orderFigures, name)).toEqual([]);
      });

      it("both parts carry the e-mail's key facts", () => {
        const htmlText = html.lines.join("\n");
        for (const fact of facts) {
          expect(htmlText, fact).toContain(fact);
          expect(email.text, fact).toContain(fact);
        }
        const subjects: Record<string, string> = { "contact inquiry": messages.contact.contactSubject, "quick inquiry": messages.contact.quickSubject };
        expect(email.subject).toContain(subjects[name] ?? "#1042");
      });
    });
  }

  it("the customer's order link is a real link, the button's and the address's", () => {
    for (const email of [cases[2]![1], changed[0]!]) {
      const links = parseEmailHtml(email.html).links.filter((link) => link.href === orderUrl);
      expect(links.map((link) => link.text)).toEqual([manageMessages.email.manageLinkLabel, orderUrl]);
      expect(email.text).toContain(`${manageMessages.email.manageLinkLabel}: ${orderUrl}`);
    }
  });

  it("a visitor's markup is text in the HTML part, never an element", () => {
    const contact = cases.find(([name]) => name === "contact inquiry")![1];
    expect(parseEmailHtml(contact.html).byTag("script")).toEqual([]);
    expect(contact.html).toContain("&lt;script&gt;");
    expect(contact.subject).not.toMatch(/[\r\n]/);
  });

  it("the business's copy names the order's source; the customer's does not", () => {
    const withSource = bookingRow({ source: "google" });
    expect(businessNotification(withSource, config).text).toContain("מקור: google");
    expect(customerConfirmation(withSource, config, now, orderUrl).text).not.toContain("מקור:");
  });

  it("a discount keeps its minus sign before the number in a right-to-left line", () => {
    const line = textLines(customerConfirmation(cash, config, now).text).find((l) => l.startsWith("הנחת קופון"));
    expect(line).toBe(`הנחת קופון (HOLIDAY30): \u200e-${formatShekels(cash.discountAmount)}`);
  });
});
