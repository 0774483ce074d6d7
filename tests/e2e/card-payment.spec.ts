import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { manageMessages } from "@shared/messages/manage.ts";
import { messages } from "@shared/messages/index.ts";
import { e2eDatabase, fillBooking } from "./booking-helpers.ts";

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

async function orderStatus(orderNumber: number) {
  const db = await e2eDatabase();
  const booking = await db.prisma.booking.findUniqueOrThrow({ where: { orderNumber } });
  await db.close();
  return booking;
}

test("card: the sandbox approves and the booking is completed", async ({ page }) => {
  await page.goto("/booking");
  await fillBooking(page, { type: "covered", method: "card" });
  await page.getByRole("button", { name: messages.booking.submitCard }).click();
  await expect(page).toHaveURL(/#payment$/);
  await expect(page.getByRole("heading", { name: messages.payment.secureTitle })).toBeVisible();
  const frame = page.frameLocator("iframe");
  await expect(frame.getByText("תשלום לדוגמה בלבד")).toBeVisible();
  await frame.getByRole("button", { name: /אישור התשלום/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.paymentResult.cardTitle);
  // The return was settled in the frame; the page the traveller keeps has a clean address (decision 025).
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/payment-result");
  // The journeys' server runs the sandbox in production by name: its results say they are a test.
  await expect(page.getByText(messages.paymentResult.testPayment)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.paymentResult.cardTitle);
  const orderNumber = Number(await page.getByTestId("order-number").textContent());
  const booking = await orderStatus(orderNumber);
  expect(booking).toMatchObject({ paymentStatus: "completed", paymentAmount: 600, totalPrice: 600 });
});

test("card: a decline shows the error, and a retry that is approved completes the order", async ({ page }) => {
  await page.goto("/booking");
  await fillBooking(page, { type: "covered", method: "card" });
  await page.getByRole("button", { name: messages.booking.submitCard }).click();
  await page.frameLocator("iframe").getByRole("button", { name: /דחיית התשלום/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.paymentResult.failedTitle);
  await expect(page.getByTestId("provider-error")).toContainText("004");
  await page.getByRole("button", { name: messages.paymentResult.retry }).click();
  await expect(page.getByRole("heading", { name: messages.paymentResult.payTitle })).toBeVisible();
  await page.frameLocator("iframe").getByRole("button", { name: /אישור התשלום/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.paymentResult.cardTitle);
  const booking = await orderStatus(Number(await page.getByTestId("order-number").textContent()));
  expect(booking.paymentStatus).toBe("completed");
});

test("card: a decline names the order and, paid in cash to the representative instead, the cash result says what happens next", async ({ page }) => {
  await page.goto("/booking");
  await fillBooking(page, { type: "covered", method: "card" });
  await page.getByRole("button", { name: messages.booking.submitCard }).click();
  await page.frameLocator("iframe").getByRole("button", { name: /דחיית התשלום/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.paymentResult.failedTitle);
  // The order is kept: its number, amount and page, a retry by card, and cash instead.
  const orderNumber = Number(await page.getByTestId("order-number").textContent());
  expect(orderNumber).toBeGreaterThan(0);
  await expect(page.getByTestId("order-amount")).toHaveText("600 ₪");
  await expect(page.getByTestId("manage-order-link")).toHaveAttribute("href", new RegExp(`^/order/${orderNumber}\\?t=`));
  await expect(page.getByRole("button", { name: messages.paymentResult.retry })).toBeVisible();
  await expect(page.getByRole("navigation", { name: messages.chrome.quickActions })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(await orderStatus(orderNumber)).toMatchObject({ paymentMethod: "card", paymentStatus: "failed" });

  await page.getByRole("button", { name: messages.paymentResult.payCash }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.paymentResult.cashTitle);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/payment-result");
  await expect(page.getByTestId("order-number")).toHaveText(String(orderNumber));
  const next = page.getByRole("region", { name: messages.paymentResult.nextTitle });
  await expect(next.getByTestId("next-payment")).toContainText(messages.paymentResult.cashPayment("600 ₪"));
  await expect(next.getByTestId("next-call")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await orderStatus(orderNumber)).toMatchObject({ paymentMethod: "cash", paymentStatus: "pending" });
  // The way back to the order shows it as cash to the representative.
  await page.getByTestId("manage-order-link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`הזמנה מספר ${orderNumber}`);
  await expect(page.getByTestId("order-status")).toHaveText(manageMessages.status.cash);
});

test("card: browser back closes the payment panel and returns to the form", async ({ page }) => {
  await page.goto("/booking");
  await fillBooking(page, { type: "open", method: "card" });
  await page.getByRole("button", { name: messages.booking.submitCard }).click();
  await expect(page.getByRole("heading", { name: messages.payment.secureTitle })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: messages.payment.secureTitle })).toHaveCount(0);
  await expect(page.locator("#booking-form")).toBeVisible();
  expect(page.url()).not.toContain("#payment");
});
