// Manage my booking (product.md §12): the traveller opens the private link from the
// confirmation e-mail in the outbox, changes the landing and sees the new price,
// cancels inside the law's window and sees the fee and the refund, and after the
// cutoff is told to phone. Its dates are picked in the booking page's calendar, and
// on a phone the bottom bar offers the representative (product.md §12, §17).
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { formatIsoDateHe } from "@shared/format-he.ts";
import { addDays } from "@shared/jerusalem-time.ts";
import { manageMessages } from "@shared/messages/manage.ts";
import { expect, test } from "./fixtures.ts";
import { apiBookingBody, e2eDatabase, pickDateIn } from "./booking-helpers.ts";

interface Created {
  order_number: number;
  token: string;
}

async function book(request: APIRequestContext, overrides: Record<string, unknown> = {}): Promise<Created> {
  const res = await request.post("/api/bookings", { data: apiBookingBody(overrides) });
  expect(res.status()).toBe(201);
  return res.json();
}

/** The private link as the traveller receives it: from the confirmation e-mail in the outbox. */
async function linkFromEmail(orderNumber: number): Promise<string> {
  const db = await e2eDatabase();
  try {
    const mail = await db.prisma.messageOutbox.findFirstOrThrow({ where: { kind: "customer_confirmation", booking: { orderNumber } } });
    const link = /https?:\/\/\S+\/order\/\d+\?t=[\w-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error("no order link in the confirmation e-mail");
    return new URL(link).pathname + new URL(link).search;
  } finally {
    await db.close();
  }
}

// axe over a whole page takes seconds on a loaded machine.
test.slow();

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test("the link in the e-mail opens the order; a later landing shows the new price before it is saved", async ({ page, request }) => {
  const arrivalDate = String(apiBookingBody().arrival_date);
  const order = await book(request);
  const link = await linkFromEmail(order.order_number);
  const response = await page.goto(link);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`הזמנה מספר ${order.order_number}`);
  await expect(page.getByTestId("order-status")).toHaveText("תשלום במזומן לנציג");
  await expect(page.getByTestId("order-total")).toHaveText("450 ₪");
  await expectNoAxeViolations(page);

  // The change form opens from its button: the page opens on what matters now.
  await page.getByRole("button", { name: "לשינוי ההזמנה" }).click();
  const change = page.getByRole("region", { name: "שינוי ההזמנה" });
  const landing = change.getByRole("group", { name: "החזרת הרכב (נחיתה)" });
  // The booking page's calendar, not the browser's date field: the full date, day first.
  const landingDate = landing.getByLabel("תאריך");
  await expect(landingDate).toHaveText(formatIsoDateHe(arrivalDate));
  await pickDateIn(page, landingDate, addDays(arrivalDate, 2)!);
  await expect(landingDate).toHaveText(formatIsoDateHe(addDays(arrivalDate, 2)!));
  await landing.getByLabel("שעה").selectOption("23:45");
  await change.getByRole("button", { name: "בדיקת המחיר החדש" }).click();
  await expect(page.getByTestId("change-quote")).toContainText("מחיר קודם: 450 ₪");
  await expect(page.getByTestId("quote-total")).toHaveText("550 ₪");
  await expect(page.getByTestId("order-total")).toHaveText("450 ₪");
  await page.getByRole("button", { name: "אישור השינוי" }).click();
  await expect(page.getByTestId("order-notice")).toContainText("ההזמנה עודכנה");
  // The confirmation is brought into view, far from the button pressed.
  await expect(page.getByTestId("order-notice")).toBeInViewport();
  await expect(page.getByTestId("order-total")).toHaveText("550 ₪");
  await expect(page.getByTestId("order-arrival")).toContainText("23:45");
});

test("on a phone the bottom bar offers the representative's WhatsApp and phone, not a new booking", async ({ page, request }) => {
  test.skip(test.info().project.name === "desktop", "the bar is the phone's");
  const order = await book(request);
  await page.goto(`/order/${order.order_number}?t=${order.token}`);
  const bar = page.getByRole("navigation", { name: "פעולות מהירות" });
  await expect(bar).toBeVisible();
  const whatsapp = bar.getByRole("link", { name: "וואטסאפ לנציג (נפתח בחלון חדש)" });
  await expect(whatsapp).toBeVisible();
  await expect(whatsapp).toHaveAttribute("href", `https://wa.me/972355500000?text=${encodeURIComponent(manageMessages.whatsappText(order.order_number))}`);
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(bar.getByRole("link", { name: "חיוג לנציג" })).toHaveAttribute("href", "tel:035550000");
  await expect(bar.getByRole("link", { name: "לביצוע הזמנה" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a wrong token is the not-found page, noindex and without a referrer", async ({ request }) => {
  test.skip(test.info().project.name === "phone", "the same server answer on every screen");
  const order = await book(request);
  const res = await request.get(`/order/${order.order_number}?t=${"x".repeat(32)}`);
  expect(res.status()).toBe(404);
  expect(res.headers()["referrer-policy"]).toBe("no-referrer");
  expect(res.headers()["x-robots-tag"]).toContain("noindex");
  expect(await res.text()).toContain("ההזמנה לא נמצאה");
});

test("a paid card booking cancelled inside the window shows the fee and the refund", async ({ page, request }) => {
  test.skip(test.info().project.name === "phone", "the phone journey above covers the page on a small screen");
  const order = await book(request, { payment_method: "card", parking_type: "covered" });
  // The sandbox's approve button, as its form posts it (the booking journeys click it in its frame).
  const payment = await request.post("/api/create-payment", { data: { orderNumber: order.order_number, token: order.token } });
  const pageQuery = Object.fromEntries(new URL((await payment.json()).paymentUrl, "http://x").searchParams);
  const approved = await request.post("/pay/sandbox/complete", { form: { ...pageQuery, decision: "approve" }, maxRedirects: 0 });
  await page.goto(approved.headers().location!);
  await page.getByTestId("manage-order-link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`הזמנה מספר ${order.order_number}`);
  await expect(page.getByTestId("order-status")).toHaveText("שולמה");

  const terms = page.getByTestId("cancel-terms");
  await expect(terms.getByTestId("cancel-fee")).toHaveText("30 ₪");
  await expect(terms.getByTestId("cancel-refund")).toHaveText("570 ₪");
  await terms.getByRole("button", { name: "לביטול ההזמנה" }).click();
  await page.getByRole("button", { name: "כן, לבטל את ההזמנה" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("בוטלה");
  await expect(page.getByTestId("order-refund-due")).toHaveText("570 ₪");
  await expect(page.getByRole("region", { name: "שינוי ההזמנה" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("after the cutoff the page says to phone and shows the number", async ({ page, request }) => {
  test.skip(test.info().project.name === "desktop", "a message and a phone link: the phone is where it matters");
  const order = await book(request);
  const db = await e2eDatabase();
  try {
    // The pickup moved (by the office) to ten hours from now: inside the 24-hour cutoff.
    await db.prisma.booking.update({ where: { orderNumber: order.order_number }, data: { departureAt: new Date(Date.now() + 10 * 3_600_000) } });
  } finally {
    await db.close();
  }
  await page.goto(`/order/${order.order_number}?t=${order.token}`);
  const closed = page.getByTestId("change-closed");
  await expect(closed).toContainText("לא ניתן עוד לשנות את ההזמנה באתר");
  await expect(closed.getByRole("link", { name: "03-5550000" })).toHaveAttribute("href", "tel:035550000");
  await expect(page.getByTestId("cancel-refused")).toBeVisible();
  await expectNoAxeViolations(page);
});
