// The pages after a booking (product.md §2.16, §2.2), as the server writes them: the
// result page says what happens next (the handover, the representative's call, cash to
// the representative, where the confirmation went, the phone's last digits kept whole),
// the order page is its main button and "book another" the second; a declined card names
// its order and link and offers cash instead. Neither the result page nor the order page
// has the phone bar's "make a booking". Needs the production build.
import { beforeEach, describe, expect, it } from "vitest";
import { messages } from "@shared/messages/index.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { sandboxReturn } from "@tests/support/sandbox-return.ts";
import { BROWSER_UA, testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

type App = Awaited<ReturnType<typeof testApp>>;
const m = messages.paymentResult;

/** The result page for a query: settled by the server, then shown at the clean address from its cookie. */
async function resultPage(app: App, query: Record<string, string>): Promise<string> {
  const settled = await app.request.get("/payment-result").query(query).set("user-agent", BROWSER_UA);
  expect(settled.status).toBe(303);
  const cookie = String(([] as string[]).concat(settled.headers["set-cookie"] ?? [])[0]).split(";")[0]!;
  const page = await app.request.get("/payment-result").set("user-agent", BROWSER_UA).set("cookie", cookie);
  expect(page.status).toBe(200);
  return page.text;
}

/** The island's markup, without its tags: what a reader sees, in order. */
const textOf = (html: string) =>
  (/<div id="application"[^]*?<script/.exec(html)?.[0] ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

/** The phone bar (client/components/chrome/StickyBottomBar.tsx), or "" when the page has none. */
const phoneBar = (html: string) => new RegExp(`<nav aria-label="${messages.chrome.quickActions}"[^]*?</nav>`).exec(html)?.[0] ?? "";

describe("/payment-result after a booking", () => {
  it("a cash booking: what happens next, the order page first, 'book another' second, and no phone bar", async () => {
    const app = await testApp({ now: fixedNow, pages: true });
    const created = (await app.request.post("/api/bookings").send(bookingBody({ message_channel: "sms" }))).body;
    const html = await resultPage(app, Object.fromEntries(new URL(created.result_url, "https://valet.test").searchParams));
    const text = textOf(html);
    expect(text).toContain(m.cashTitle);
    for (const shown of [
      m.nextTitle,
      m.handoverTitle,
      "יום שלישי, 24.11.2026 בשעה 06:00, בטרמינל 3",
      m.callTitle,
      m.call,
      m.paymentTitle,
      "450 ₪ במזומן לנציג, במסירת הרכב",
      m.confirmationTitle,
      `${m.sentBy.sms} 4567 ${m.alsoByEmail} d***@example.com`,
    ]) {
      expect(text, shown).toContain(shown);
    }
    // The number's last digits never flip or break inside the Hebrew sentence.
    expect(html).toContain(`${m.sentBy.sms}<bdi dir="ltr" class="whitespace-nowrap">4567</bdi>`);
    // The order page is the main button, before "book another".
    const order = html.indexOf(`href="/order/${created.order_number}?t=${encodeURIComponent(created.token)}"`);
    const another = html.indexOf(`>${messages.booking.bookAnother}<`);
    expect(order).toBeGreaterThan(0);
    expect(another).toBeGreaterThan(order);
    expect(html.slice(html.lastIndexOf("<a", order), html.indexOf(">", order))).toContain("bg-brand-800");
    expect(phoneBar(html)).toBe("");
  });

  it("e-mail only says so, and sends no one looking for an SMS", async () => {
    const app = await testApp({ now: fixedNow, pages: true });
    const created = (await app.request.post("/api/bookings").send(bookingBody({ message_channel: "email" }))).body;
    const text = textOf(await resultPage(app, Object.fromEntries(new URL(created.result_url, "https://valet.test").searchParams)));
    expect(text).toContain(m.emailOnly);
    expect(text).not.toContain(m.sentBy.sms);
    expect(text).not.toContain(m.sentBy.whatsapp);
  });

  it("a declined card names its order, links to it, and offers a retry and cash instead", async () => {
    const app = await testApp({ now: fixedNow, pages: true });
    const created = (await app.request.post("/api/bookings").send(bookingBody({ payment_method: "card" }))).body;
    const html = await resultPage(app, await sandboxReturn(app.request, created, "decline"));
    const text = textOf(html);
    expect(text).toContain(m.failedTitle);
    expect(text).toContain(m.failedWithOrder);
    expect(html).toMatch(new RegExp(`data-testid="order-number">${created.order_number}<`));
    expect(html).toContain('data-testid="order-amount">450 ₪<');
    expect(html).toContain(`href="/order/${created.order_number}?t=${encodeURIComponent(created.token)}"`);
    expect(html).toMatch(new RegExp(`<button[^>]*>${m.retry}</button>`));
    expect(html).toMatch(new RegExp(`<button[^>]*data-testid="pay-cash"[^>]*>${m.payCash}</button>`));
    expect(text).toContain(m.payCashNote("450 ₪"));
    expect(phoneBar(html)).toBe("");
  });
});

describe("the order page's phone bar", () => {
  it("offers the representative, never 'make a booking'", async () => {
    const app = await testApp({ now: fixedNow, pages: true });
    const created = (await app.request.post("/api/bookings").send(bookingBody())).body;
    const page = await app.request.get(`/order/${created.order_number}?t=${created.token}`).set("user-agent", BROWSER_UA);
    expect(page.status).toBe(200);
    const bar = phoneBar(page.text);
    expect(bar).toContain(messages.chrome.whatsappRepresentative);
    expect(bar).not.toContain('href="/booking"');
    expect(bar).not.toContain(messages.booking.ctaBook);
  });
});
