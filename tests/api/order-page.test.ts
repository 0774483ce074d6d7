// The private order page as the server renders it (product.md §12, §17): its phone
// bar offers the representative, not a new booking; its change form picks dates in
// the booking page's calendar, with the calendar's data in the page like the
// booking page's (docs/decisions/022), the booking's own places not counted.
import { beforeEach, describe, expect, it } from "vitest";
import { manageMessages } from "@shared/messages/manage.ts";
import { unpackCalendar, type PackedCalendar } from "@shared/packed-calendar.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { BROWSER_UA, testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

type App = Awaited<ReturnType<typeof testApp>>;

async function book(app: App, overrides: Record<string, unknown> = {}): Promise<{ order_number: number; token: string }> {
  const res = await app.request.post("/api/bookings").send(bookingBody(overrides));
  expect(res.status).toBe(201);
  return res.body;
}

const pageOf = async (app: App, path: string) => (await app.request.get(path).set("user-agent", BROWSER_UA)).text;
const phoneBar = (html: string) => /<nav aria-label="פעולות מהירות"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
const islandProps = (html: string) => JSON.parse(/<script type="application\/json" id="application-props"[^>]*>([^<]*)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

describe("the order page's phone bar", () => {
  it("offers the representative's phone and WhatsApp, about this order, instead of a new booking", async () => {
    const app = await testApp({ now: fixedNow, pages: true });
    const order = await book(app);
    const bar = phoneBar(await pageOf(app, `/order/${order.order_number}?t=${order.token}`));
    expect(bar).toContain('href="tel:035550000"');
    expect(bar).toContain(`href="https://wa.me/972355500000?text=${encodeURIComponent(manageMessages.whatsappText(order.order_number))}"`);
    expect(bar).not.toContain('href="/booking"');
    // Elsewhere the bar still offers a booking.
    expect(phoneBar(await pageOf(app, "/about"))).toContain('href="/booking"');
  });
});

describe("the order page's calendar", () => {
  it("is the booking page's calendar, packed the same way, without the booking's own places", async () => {
    const app = await testApp({ now: fixedNow, pages: true });
    await app.db.prisma.siteConfig.update({ where: { id: 1 }, data: { dailyCapacity: 1 } });
    // 1–7 December, and another traveller's 10–12 December: each date is full.
    const order = await book(app, { departure_date: "2026-12-01", arrival_date: "2026-12-07" });
    await book(app, { departure_date: "2026-12-10", arrival_date: "2026-12-12" });
    const html = await pageOf(app, `/order/${order.order_number}?t=${order.token}`);
    const calendar = unpackCalendar(islandProps(html).calendar as PackedCalendar);
    const bookingPage = unpackCalendar((await app.services.bookingPage.data()).availability);
    const byDate = new Map(calendar.map((day) => [day.date, day]));
    expect(calendar).toHaveLength(bookingPage.length);
    expect(calendar[0]!.date).toBe("2026-11-22");
    // The traveller may move within the dates they hold; others' full dates stay full.
    expect(byDate.get("2026-12-03")).toMatchObject({ is_full: false, closed_all_day: false });
    expect(bookingPage.find((day) => day.date === "2026-12-03")).toMatchObject({ is_full: true });
    expect(byDate.get("2026-12-11")).toMatchObject({ is_full: true, closed_all_day: true });
    // Every other date, holiday labels and closed days included, is the booking page's.
    expect(calendar.some((day) => day.holiday_label !== null)).toBe(true);
    const differing = calendar.filter((day, i) => JSON.stringify(day) !== JSON.stringify(bookingPage[i]));
    expect(differing.map((day) => day.date)).toEqual(["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06", "2026-12-07"]);
  });

  it("the change form opens from a button, and its dates from the calendar, not the browser's date field", async () => {
    const app = await testApp({ now: fixedNow, pages: true });
    const order = await book(app);
    const html = await pageOf(app, `/order/${order.order_number}?t=${order.token}`);
    expect(html).not.toContain('type="date"');
    // The form is closed at first: a traveller who came to look sees what matters now (tests/e2e/manage-booking.spec.ts opens it).
    expect(html).toContain('data-testid="change-section"');
    expect(html).toContain("לשינוי ההזמנה");
  });
});
