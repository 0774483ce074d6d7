import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** Removes the browser's own "Failed to load resource" line for an expected error status. */
function dropResourceError(consoleErrors: string[], status: number) {
  const index = consoleErrors.findIndex((text) => text.includes(`status of ${status}`));
  expect(index).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

test("the contact form sends, says 'שולחים...' while sending, then thanks", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "טופס יצירת קשר" });
  await form.getByLabel("שם מלא").fill("דנה כהן");
  await form.getByLabel("טלפון").fill("050-1234567");
  await form.getByLabel("דוא״ל").fill("dana@example.com");
  await form.getByLabel("במה נוכל לעזור?").fill("אני טסה בשבוע הבא, יש מקום בחניה המקורה?");
  // Hold the answer a moment so the sending state can be seen.
  await page.route("**/api/contact", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const button = form.getByRole("button");
  await button.click();
  await expect(button).toHaveText("שולחים...");
  await expect(button).toBeDisabled();
  await expect(page.getByText("תודה על פנייתכם!")).toBeVisible();
  await expect(page.getByText("נחזור אליכם בהקדם האפשרי.")).toBeVisible();
  await expect(form).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the contact form shows Hebrew errors under the fields and focuses the first", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "טופס יצירת קשר" });
  await form.getByLabel("טלפון").fill("123");
  await form.getByRole("button", { name: "שלחו אלינו" }).click();
  const name = form.getByLabel("שם מלא");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("יש למלא שם");
  await expect(form.getByLabel("טלפון")).toHaveAccessibleDescription("מספר הטלפון אינו תקין");
  await expect(form.getByLabel("דוא״ל")).toHaveAccessibleDescription("יש למלא כתובת אימייל");
  await expect(form.getByLabel("במה נוכל לעזור?")).toHaveAccessibleDescription("יש למלא הודעה");
  await expect(form.getByText("יש לתקן את השדות המסומנים ולשלוח שוב.")).toBeVisible();
  await expect(form.getByLabel("טלפון")).toHaveValue("123");
  await expectNoAxeViolations(page);
});

test("when sending fails the form stays with its values and says so in Hebrew", async ({ page, consoleErrors }) => {
  await page.goto("/contact");
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "unavailable", message: "השירות אינו זמין כרגע, נסו שוב בעוד מספר דקות" } }),
    }),
  );
  const form = page.getByRole("form", { name: "טופס יצירת קשר" });
  await form.getByLabel("שם מלא").fill("דנה כהן");
  await form.getByLabel("טלפון").fill("0501234567");
  await form.getByLabel("דוא״ל").fill("dana@example.com");
  await form.getByLabel("במה נוכל לעזור?").fill("שאלה על מחיר");
  await form.getByRole("button", { name: "שלחו אלינו" }).click();
  await expect(form.getByText("השירות אינו זמין כרגע, נסו שוב בעוד מספר דקות")).toBeVisible();
  await expect(form.getByLabel("שם מלא")).toHaveValue("דנה כהן");
  await expect(form.getByLabel("במה נוכל לעזור?")).toHaveValue("שאלה על מחיר");
  await expect(form.getByRole("button", { name: "שלחו אלינו" })).toBeEnabled();
  dropResourceError(consoleErrors, 503);
});

/** Fills and sends the footer's quick form; resolves once it says thank you. */
async function sendQuickForm(page: Page) {
  const form = page.getByRole("form", { name: "נחזור אליכם" });
  await form.getByLabel("שם מלא").fill("יוסי לוי");
  await form.getByLabel("טלפון").fill("03-5551234");
  await form.getByLabel("דוא״ל").fill("yossi@example.com");
  await form.getByRole("button", { name: "שלחו אלינו" }).click();
  await expect(form.getByText("✓ תודה! נחזור אליכם בהקדם")).toBeVisible();
  return form;
}

test("the footer's quick form thanks and clears its fields", async ({ page }) => {
  await page.goto("/about");
  const form = await sendQuickForm(page);
  await expect(form.getByLabel("שם מלא")).toHaveValue("");
  await expect(form.getByLabel("טלפון")).toHaveValue("");
  await expect(form.getByLabel("דוא״ל")).toHaveValue("");
  await expectNoAxeViolations(page);
});

test("on an application page the footer's quick form is the documents' form, and it sends", async ({ page }) => {
  // The chrome is server markup on every page (docs/decisions/014, 022): an application hydrates
  // only its <main>, and client/enhance drives the footer's form, as on a document.
  const reactFormCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/QuickContactForm-[\w-]+\.js$/.test(new URL(request.url()).pathname)) reactFormCode.push(request.url());
  });
  await page.goto("/booking");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  const form = await sendQuickForm(page);
  await expect(form.getByLabel("שם מלא")).toHaveValue("");
  await expect(page).toHaveURL(/\/booking$/);
  expect(reactFormCode).toEqual([]);
});
