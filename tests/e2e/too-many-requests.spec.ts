// When the server's per-IP limit refuses a request (server/api/rate-limits.ts),
// the traveller reads the server's Hebrew message where they acted, and what
// they typed stays. The e2e server runs without limits (all browsers share one
// address), so these answers are the server's real 429 shape, served by the test.
import { messages } from "@shared/messages/index.ts";
import { fillBooking } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

const TOO_MANY = {
  status: 429,
  headers: { "retry-after": "42" },
  json: { error: { code: "too_many_requests", message: messages.api.tooManyRequests } },
};

/** Chromium logs every 4xx resource as a console error; these two are the point of the test. */
function forgiveRefusals(errors: string[]) {
  const kept = errors.filter((text) => !/status of 429/.test(text));
  errors.splice(0, errors.length, ...kept);
}

test("a refused booking submit shows the Hebrew message and keeps the form", async ({ page, consoleErrors }) => {
  await page.route("**/api/bookings", (route) => route.fulfill(TOO_MANY));
  await page.goto("/booking?type=open");
  await fillBooking(page, { method: "cash" });
  await page.getByRole("button", { name: messages.booking.submitCash }).click();
  await expect(page.getByRole("alert").filter({ hasText: messages.api.tooManyRequests })).toBeVisible();
  await expect(page.locator("#booking-form").getByLabel("שם מלא")).toHaveValue("דנה לוי");
  await expect(page).toHaveURL(/\/booking/);
  forgiveRefusals(consoleErrors);
});

test("a refused coupon check says to wait, not that the code is wrong", async ({ page, consoleErrors }) => {
  await page.route("**/api/coupons/check**", (route) => route.fulfill(TOO_MANY));
  await page.goto("/booking?type=open");
  await page.getByRole("checkbox", { name: "יש לי קופון" }).check();
  await page.getByLabel("קוד קופון").fill("SUMMER");
  await page.getByRole("button", { name: "הפעלת קופון" }).click();
  await expect(page.getByText(messages.api.tooManyRequests)).toBeVisible();
  await expect(page.getByText(messages.coupon.invalid)).toHaveCount(0);
  forgiveRefusals(consoleErrors);
});
