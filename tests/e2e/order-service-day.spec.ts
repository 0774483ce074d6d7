// The car's day on the traveller's order page, on a phone (product.md §17): a
// representative signs in and records the pickup with two photos through the crew
// API; the traveller's page shows who received the car, the readings and the photos
// as thumbnails in sized boxes that open full size in a dialog (Escape closes it,
// focus returns); the page then extends the stay in the booking page's calendar and
// shows the new price before it is saved. axe on each state.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { createAdminServices } from "@server/services/admin/index.ts";
import { extendMessages } from "@shared/messages/extend.ts";
import { daysBetween } from "@shared/jerusalem-time.ts";
import { apiBookingBody, e2eDatabase, laterWeekday, movePickup, pickDateIn } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.skip(({ isMobile }) => !isMobile, "the traveller reads the service day on a phone");
test.slow();

async function expectNoAxeViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`), state).toEqual([]);
}

/** A representative signed in on `request` (its cookie stays with it), as the crew page's link does. */
async function signInRepresentative(request: APIRequestContext, name: string) {
  const db = await e2eDatabase();
  try {
    const { link } = await createAdminServices(db.prisma).crew.add({ name, phone: "0507654321" });
    const res = await request.post("/api/crew/sign-in", { data: { token: link.token } });
    expect(res.status()).toBe(200);
  } finally {
    await db.close();
  }
}

const photo = (rgb: [number, number, number]) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .jpeg({ quality: 80 })
    .toBuffer();

test("the pickup by the representative's first name, its photos full size in a dialog, then a longer stay priced before it is saved", async ({ page, request, playwright }) => {
  const booked = await request.post("/api/bookings", { data: apiBookingBody() });
  expect(booked.status()).toBe(201);
  const order = (await booked.json()) as { order_number: number; token: string };
  // The car is handed over in an hour: within the crew's days (docs/decisions/037).
  const arrivalDate = await movePickup(order.order_number, 1);
  // Two days later or more, on a weekday: each day 50 ₪.
  const later = laterWeekday(arrivalDate);
  const addedDays = daysBetween(arrivalDate, later)!;

  // The crew's own session, apart from the traveller's browser.
  const crew = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await signInRepresentative(crew, "יוסי לוי");
  for (const colour of [[200, 30, 30], [30, 30, 200]] as Array<[number, number, number]>) {
    const uploaded = await crew.post(`/api/crew/bookings/${order.order_number}/photos?stage=pickup`, { headers: { "Content-Type": "image/jpeg" }, data: await photo(colour) });
    expect(uploaded.status()).toBe(201);
  }
  const picked = await crew.post(`/api/crew/bookings/${order.order_number}/pickup`, { data: { odometer_km: 48_210, fuel_eighths: 5, keys: 2 } });
  expect(picked.status()).toBe(200);
  await crew.dispose();

  await page.goto(`/order/${order.order_number}?t=${order.token}`);
  const timeline = page.getByTestId("service-timeline");
  await expect(timeline.getByRole("heading", { name: "מה קרה עד עכשיו" })).toBeVisible();
  await expect(timeline).toContainText("הרכב התקבל על ידי יוסי מהצוות שלנו");
  await expect(timeline).not.toContainText("לוי");
  await expect(page.getByTestId("handover-pickup")).toContainText("מד קילומטרים: 48,210 ק״מ · דלק: 5/8 מיכל");
  const thumbnails = page.getByTestId("handover-pickup").getByRole("button", { name: /^הגדלת תמונה/ });
  await expect(thumbnails).toHaveCount(2);
  // A sized box: the thumbnail takes its place before the image arrives.
  const box = await thumbnails.first().boundingBox();
  expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([96, 72]);
  await expectNoAxeViolations(page, "the timeline");

  await thumbnails.nth(1).click();
  const dialog = page.getByRole("dialog", { name: "תמונה 2 מתוך 2, באיסוף" });
  await expect(dialog).toBeVisible();
  const full = dialog.getByRole("img", { name: "תמונה 2 מתוך 2, באיסוף" });
  await expect(full).toBeVisible();
  expect(await full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoAxeViolations(page, "the photo dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(thumbnails.nth(1)).toBeFocused();

  // Extend my stay: two days later, in the booking page's calendar.
  const extend = page.getByTestId("extend-form");
  await expect(extend.getByRole("heading", { name: extendMessages.title })).toBeVisible();
  await pickDateIn(page, extend.getByLabel("תאריך"), later);
  await extend.getByRole("button", { name: "בדיקת המחיר" }).click();
  await expect(page.getByTestId("extend-quote")).toContainText(`מחיר קודם: 450 ₪ · מחיר חדש: ${450 + 50 * addedDays} ₪`);
  await expect(page.getByTestId("order-total")).toHaveText("450 ₪");
  await expectNoAxeViolations(page, "the extension's price");
  await page.getByRole("button", { name: extendMessages.submit }).click();
  await expect(page.getByTestId("order-notice")).toHaveText(extendMessages.done);
  await expect(page.getByTestId("order-total")).toHaveText(`${450 + 50 * addedDays} ₪`);
});
