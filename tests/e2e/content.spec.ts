import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test("the FAQ keeps one answer open at a time", async ({ page }) => {
  await page.goto("/faq");
  const items = page.locator("main details");
  await expect(items).toHaveCount(12);
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await items.nth(3).locator("summary").click();
  await expect(items.nth(3)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open");
  await expect(page.locator("main details[open]")).toHaveCount(1);
  // Keyboard: Enter on a summary opens it.
  await items.nth(5).locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(items.nth(5)).toHaveAttribute("open", "");
  await expect(page.locator("main details[open]")).toHaveCount(1);
  await expect(page.getByRole("link", { name: /וואטסאפ/ }).first()).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await expectNoAxeViolations(page);
});

test("the home page's server-rendered sections work without their own JavaScript", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: "למה לבחור בנו" })).toBeVisible();
  const faq = page.locator("#faq details");
  await faq.nth(1).locator("summary").click();
  await faq.nth(2).locator("summary").click();
  await expect(page.locator("#faq details[open]")).toHaveCount(1);
  // The home page is a document (docs/decisions/014): a link inside is a plain link to the next document.
  await page.locator("#faq").getByRole("link", { name: "לכל השאלות והתשובות" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("שאלות נפוצות");
});

test("the calculator prices with the shared rules and shows 4-second toasts", async ({ page }) => {
  await page.goto("/calculator");
  const total = page.getByTestId("calculator-total");
  const days = page.getByRole("textbox", { name: "מספר ימים" });
  await expect(page.getByRole("radio", { name: /חניה פתוחה/ })).toBeChecked();
  await expect(days).toHaveValue("5");
  await expect(total).toHaveText("350 ₪");

  await page.getByRole("button", { name: "יום אחד יותר" }).click();
  await page.getByRole("button", { name: "יום אחד יותר" }).click();
  await expect(days).toHaveValue("7");
  await expect(total).toHaveText("450 ₪");

  await page.getByRole("radio", { name: /חניה מקורה/ }).check();
  await days.fill("8");
  await expect(total).toHaveText("650 ₪");
  await page.getByRole("checkbox", { name: /שטיפת רכב פנים וחוץ/ }).check();
  await page.getByRole("checkbox", { name: /שירות תדלוק/ }).check();
  await expect(total).toHaveText("830 ₪");
  await expect(page.getByRole("link", { name: "להזמנת חניה מקורה" })).toHaveAttribute("href", "/Booking?type=covered#booking-form");

  // Non-numeric text counts as one day; fractions round down.
  await days.fill("abc");
  await expect(total).toHaveText("680 ₪");
  await days.press("Tab");
  await expect(days).toHaveValue("1");
  const toast = page.locator("[data-toast]");
  await expect(toast).toHaveText("מספר הימים עודכן ל-1");
  await days.fill("6.9");
  await expect(total).toHaveText("730 ₪");

  await days.fill("1");
  await page.getByRole("button", { name: "יום אחד פחות" }).click();
  await expect(days).toHaveValue("1");
  await expect(page.getByText("מספר הימים המינימלי הוא יום אחד")).toBeVisible();
  await expect(page.locator("[data-toast]")).toHaveCount(0, { timeout: 6_000 });
  await expectNoAxeViolations(page);
});

test("the blog lists six articles and opens one; an unknown one is a 404 with a way back", async ({ page, consoleErrors }) => {
  await page.goto("/blog");
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(6);
  const first = cards.first().getByRole("link");
  const title = await first.innerText();
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("main article img").first()).toHaveJSProperty("complete", true);
  await expect(page.getByRole("link", { name: "להזמנת חניה" }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const response = await page.goto("/blog/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("המאמר לא נמצא");
  await page.getByRole("link", { name: "חזרה לבלוג" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  // The document's own 404 status is reported as a console error: expected here.
  const documentStatus = consoleErrors.findIndex((text) => text.includes("status of 404"));
  expect(documentStatus).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(documentStatus, 1);
});

test("the VIP page leads to booking with source=vip", async ({ page }) => {
  await page.goto("/vip-parking-ben-gurion");
  const links = page.locator('a[href="/booking?source=vip#booking-form"]');
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole("table")).toBeVisible();
  await page.locator("#vip-faq details").nth(1).locator("summary").click();
  await expect(page.locator("#vip-faq details[open]")).toHaveCount(1);
  await expectNoAxeViolations(page);
});
