import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { messages } from "@shared/messages/index.ts";
import { addDays, toInstant } from "@shared/jerusalem-time.ts";
import { e2eDatabase, fillBooking, pickDate, upcoming } from "./booking-helpers.ts";
import { isVisitRequest } from "./chrome-helpers.ts";

test("the whole cash journey ends on the order's confirmation", async ({ page }) => {
  await page.goto("/booking");
  const entries = await page.evaluate(() => history.length);
  await fillBooking(page, { type: "open", method: "cash" });
  // The chosen type is kept in the address, in place (client/lib/address.ts).
  await expect(page).toHaveURL(/\/booking\?type=open$/);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await expect(page.getByTestId("summary-total")).toHaveText("450 ₪");
  await expect(page.getByRole("button", { name: messages.booking.submitCash })).toBeVisible();
  await page.getByRole("button", { name: messages.booking.submitCash }).click();
  // The cash link is settled by the server, which moves the page to its clean address (decision 025).
  await expect(page).toHaveURL(/\/payment-result$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.paymentResult.cashTitle);
  const orderNumber = Number(await page.getByTestId("order-number").textContent());
  await expect(page.getByTestId("order-amount")).toHaveText("450 ₪");
  // What happens next (product.md §2.16): the handover, the representative's call, the cash, the SMS to the number given.
  const next = page.getByRole("region", { name: messages.paymentResult.nextTitle });
  await expect(next.getByTestId("next-handover")).toContainText(/בשעה \d\d:\d\d, בטרמינל 3/);
  await expect(next.getByTestId("next-call")).toContainText(messages.paymentResult.call);
  await expect(next.getByTestId("next-payment")).toContainText(messages.paymentResult.cashPayment("450 ₪"));
  await expect(next.getByTestId("next-confirmation")).toHaveText(new RegExp(`^${messages.paymentResult.confirmationTitle}${messages.paymentResult.sentBy.sms}\\d{4} `));
  // The order page is the main button; after a booking nothing offers to make one from the phone bar.
  await expect(page.getByTestId("manage-order-link")).toHaveText(messages.paymentResult.toOrder);
  await expect(page.getByRole("link", { name: messages.booking.bookAnother })).toBeVisible();
  await expect(page.getByRole("navigation", { name: messages.chrome.quickActions })).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

  const db = await e2eDatabase();
  const booking = await db.prisma.booking.findUniqueOrThrow({ where: { orderNumber } });
  expect(booking).toMatchObject({ paymentMethod: "cash", paymentStatus: "pending", totalPrice: 450, firstName: "דנה" });
  // The two e-mails and, the form's default channel, the traveller's SMS (docs/decisions/033).
  expect(await db.prisma.messageOutbox.count({ where: { bookingId: booking.id, channel: "email" } })).toBe(2);
  expect(await db.prisma.messageOutbox.count({ where: { bookingId: booking.id, channel: "sms" } })).toBe(1);
  await db.close();
  // The draft is gone once the order is placed.
  await page.goto("/booking");
  await expect(page.locator("#booking-form").getByLabel("שם מלא")).toHaveValue("");
});

test("submitting without a parking type shows the red message", async ({ page }) => {
  await page.goto("/booking");
  await page.getByRole("button", { name: messages.booking.submitCard }).click();
  await expect(page.getByText(messages.required.parkingType)).toBeVisible();
});

test("required fields get their messages and the first one is brought into view", async ({ page }) => {
  await page.goto("/booking?type=covered");
  await page.getByRole("button", { name: messages.booking.submitCard }).click();
  const form = page.locator("#booking-form");
  for (const message of [messages.required.fullName, messages.required.phone, messages.required.email, messages.required.carModel, messages.required.licenseNumber, messages.required.departureDate, messages.required.flightNumber, messages.required.terms]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByLabel("שם מלא")).toBeFocused();
  await expect(form.getByLabel("שם מלא")).toBeInViewport();
});

test("Friday from 15:00 is not offered; 14:45 is", async ({ page }) => {
  await page.goto("/booking?type=open");
  await pickDate(page, "departure_date", upcoming(5));
  const times = page.locator("#departure_time option");
  await expect(times.filter({ hasText: "14:45" })).toHaveCount(1);
  await expect(times.filter({ hasText: "15:00" })).toHaveCount(0);
  await expect(times.filter({ hasText: "22:00" })).toHaveCount(0);
});

test("a period the operator blocks is out of the next page's times, which come with the page", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the page's data, not its layout: one viewport is enough");
  const date = upcoming(2, 60);
  const db = await e2eDatabase();
  const blackout = await db.prisma.blackoutPeriod.create({ data: { startAt: toInstant(date, "10:00")!, endAt: toInstant(date, "12:00")!, note: "e2e" } });
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/availability")) asked.push(request.url());
  });
  try {
    await page.goto("/booking?type=open");
    await pickDate(page, "departure_date", date);
    const times = page.locator("#departure_time option");
    await expect(times.filter({ hasText: "09:45" })).toHaveCount(1);
    await expect(times.filter({ hasText: /^1[01]:\d\d$/ })).toHaveCount(0);
    await expect(times.filter({ hasText: "12:15" })).toHaveCount(1);
    expect(asked).toEqual([]);
  } finally {
    await db.prisma.blackoutPeriod.delete({ where: { id: blackout.id } });
    await db.close();
  }
});

test("the draft is restored after a reload, and the clear button removes it", async ({ page }) => {
  await page.goto("/booking?type=covered");
  const form = page.locator("#booking-form");
  await form.getByLabel("שם מלא").fill("ישראל ישראלי");
  await form.getByLabel("מספר רישוי").fill("12a34b567");
  await expect(form.getByLabel("מספר רישוי")).toHaveValue("1234567");
  await page.reload();
  await expect(form.getByLabel("שם מלא")).toHaveValue("ישראל ישראלי");
  await expect(page.getByRole("radio", { name: /חניה מקורה/ })).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "ניקוי הטופס" }).click();
  await page.getByRole("button", { name: "כן, לנקות" }).click();
  await expect(form.getByLabel("שם מלא")).toHaveValue("");
  await page.reload();
  await expect(form.getByLabel("שם מלא")).toHaveValue("");
});

test("what is typed before the page's scripts have run is kept once they have", async ({ page, isMobile }) => {
  // A slow phone shows the server's form before React hydrates it (decision 023).
  // One viewport is enough: nothing here depends on the layout.
  test.skip(isMobile, "the same on a phone");
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/app-*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/booking?type=open", { waitUntil: "commit" });
  const form = page.locator("#booking-form");
  await form.getByLabel("שם מלא").fill("דנה לוי");
  await form.getByLabel("טרמינל המראה").selectOption("terminal_3");
  expect(await page.evaluate(() => Object.keys(document.getElementById("application")!).some((key) => key.startsWith("__reactContainer$")))).toBe(false);
  const hydrated = page.waitForRequest(isVisitRequest);
  release();
  await hydrated;
  await expect(form.getByLabel("שם מלא")).toHaveValue("דנה לוי");
  await expect(form.getByLabel("טרמינל המראה")).toHaveValue("terminal_3");
  // In React's state too: the draft is saved from it.
  await form.getByLabel("טלפון נייד").fill("050-1234567");
  await page.reload();
  await expect(form.getByLabel("שם מלא")).toHaveValue("דנה לוי");
  await expect(form.getByLabel("טרמינל המראה")).toHaveValue("terminal_3");
});

test("a coupon in the address is applied on arrival", async ({ page }) => {
  const db = await e2eDatabase();
  await db.prisma.coupon.upsert({ where: { code: "E2EWELCOME" }, create: { code: "E2EWELCOME", amount: 25 }, update: { active: true } });
  await db.close();
  await page.goto("/booking?type=open&coupon=e2ewelcome");
  await expect(page.getByText("הקופון E2EWELCOME הופעל: 25 ₪ הנחה")).toBeVisible();
  await expect(page.getByText(messages.coupon.applied)).toBeVisible();
});

test("an unknown coupon shows its rule's message", async ({ page }) => {
  await page.goto("/booking?type=open");
  await page.getByRole("checkbox", { name: "יש לי קופון" }).check();
  await page.getByLabel("קוד קופון").fill("NOSUCHCODE");
  await page.getByRole("button", { name: "הפעלת קופון" }).click();
  await expect(page.getByText(messages.coupon.invalid)).toBeVisible();
});

test("the booking page passes axe with the calendar open", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/booking?type=open");
  await page.locator("#departure_date").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("the return's calendar ends at the longest stay (docs/decisions/038)", async ({ page }, testInfo) => {
  // A calendar's bound looks the same at any width: once, on the phone.
  test.skip(testInfo.project.name !== "phone", "one viewport is enough");
  const departure = upcoming(2);
  const last = addDays(departure, 89)!;
  await page.goto("/booking");
  await pickDate(page, "departure_date", departure);
  await page.locator("#arrival_date").click();
  const lastDay = page.locator(`[data-date="${last}"]`);
  for (let i = 0; i < 5 && !(await lastDay.isVisible()); i++) await page.getByRole("button", { name: "החודש הבא" }).click();
  // The last day is offered, unless it is a holiday that closes on its own.
  if (!(await lastDay.getAttribute("aria-label"))?.includes(",")) await expect(lastDay).toBeEnabled();
  const beyond = page.locator(`[data-date="${addDays(last, 1)}"]`);
  if (!(await beyond.isVisible())) await expect(page.getByRole("button", { name: "החודש הבא" })).toBeDisabled();
  else await expect(beyond).toBeDisabled();
});
