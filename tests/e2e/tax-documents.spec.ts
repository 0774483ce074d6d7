// Every shekel gets its tax document (docs/decisions/036), as the traveller sees it: a
// card booking for a company (its name, and a ח.פ. the browser checks) paid through the
// sandbox lists an invoice-receipt on the order page, whose link opens the site's test
// document marked as one; a change that raises the total, its difference paid, adds a
// second; the booking cancelled and its refund marked paid back by the operator's CLI
// adds a credit note. The journeys' server issues on the sandbox provider, in the
// background: the order page is reloaded until each document is there.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { formatIsoDateHe } from "@shared/format-he.ts";
import { addDays } from "@shared/jerusalem-time.ts";
import { messages } from "@shared/messages/index.ts";
import { taxDocumentMessages } from "@shared/tax-documents.ts";
import { runCliProcess } from "@tests/support/run-cli.ts";
import { expect, test } from "./fixtures.ts";
import { fillBooking, pickDateIn, upcoming } from "./booking-helpers.ts";

// axe over a whole page takes seconds on a loaded machine, and this journey pays twice.
test.slow();

const COMPANY = "כהן הובלות בע״מ";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** The order page's issued documents, reloaded until there are `count` (the worker issues them in the background). */
async function expectIssuedDocuments(page: Page, count: number) {
  const issued = page.getByTestId("order-document").filter({ has: page.getByRole("link", { name: new RegExp(taxDocumentMessages.view) }) });
  await expect(async () => {
    await page.reload();
    await expect(issued).toHaveCount(count, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return issued;
}

/** The sandbox's approve button on the hosted page, then the result page's link back to the order. */
async function approveAndReturn(page: Page) {
  await page.getByRole("button", { name: /אישור התשלום/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.paymentResult.cardTitle);
  await page.getByTestId("manage-order-link").click();
}

test("a company's card booking: an invoice-receipt, a second for the difference, a credit note for the refund", async ({ page }) => {
  const departure = upcoming(2);
  const arrival = addDays(departure, 6)!;
  await page.goto("/booking");
  await fillBooking(page, { type: "covered", method: "card", departure, arrival });
  const form = page.locator("#booking-form");
  await form.getByRole("checkbox", { name: /חשבונית על שם חברה/ }).check();
  await form.getByLabel("שם החברה").fill(COMPANY);
  // The check digit is checked in the browser, under the field, before anything is sent.
  const number = form.getByLabel("מספר ח.פ. או ע.מ.");
  await number.fill("514713287");
  await page.getByRole("button", { name: messages.booking.submitCard }).click();
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#company_number-error")).toHaveText(messages.invalid.companyNumberCheck);
  await expect(number).toHaveAttribute("aria-describedby", "company_number-error");
  await number.fill("514713288");
  await page.getByRole("button", { name: messages.booking.submitCard }).click();

  // Paid through the sandbox in its frame; the result page leads to the order page.
  await page.frameLocator("iframe").getByRole("button", { name: /אישור התשלום/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.paymentResult.cardTitle);
  const orderNumber = Number(await page.getByTestId("order-number").textContent());
  await page.getByTestId("manage-order-link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`הזמנה מספר ${orderNumber}`);

  // The invoice-receipt for 600 ₪, a test document, with its link in a new tab.
  const first = await expectIssuedDocuments(page, 1);
  const documents = page.getByRole("region", { name: taxDocumentMessages.title });
  await expect(first.first()).toContainText(taxDocumentMessages.types.invoice_receipt);
  await expect(first.first()).toContainText("600 ₪");
  await expect(first.first()).toContainText(taxDocumentMessages.testDocument);
  const link = documents.getByRole("link", { name: new RegExp(taxDocumentMessages.view) }).first();
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expectNoAxeViolations(page);

  const [sheet] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await sheet.waitForLoadState();
  expect(new URL(sheet.url()).pathname).toMatch(/^\/documents\/\d+$/);
  await expect(sheet.getByTestId("test-document-banner")).toHaveText(taxDocumentMessages.testBanner);
  await expect(sheet.getByRole("heading", { level: 1 })).toContainText(taxDocumentMessages.types.invoice_receipt);
  await expect(sheet.getByText(COMPANY)).toBeVisible();
  await expect(sheet.getByText("514713288")).toBeVisible();
  await expect(sheet.getByTestId("tax-document-total")).toHaveText("600 ₪");
  await expectNoAxeViolations(sheet);
  await sheet.close();

  // Two more days: the total rises, and the difference is paid on the sandbox's page.
  await page.getByRole("button", { name: "לשינוי ההזמנה" }).click();
  const change = page.getByRole("region", { name: "שינוי ההזמנה" });
  const landing = change.getByRole("group", { name: "החזרת הרכב (נחיתה)" });
  const landingDate = landing.getByLabel("תאריך");
  await expect(landingDate).toHaveText(formatIsoDateHe(arrival));
  await pickDateIn(page, landingDate, addDays(arrival, 2)!);
  await change.getByRole("button", { name: "בדיקת המחיר החדש" }).click();
  await page.getByRole("button", { name: "אישור השינוי" }).click();
  await expect(page.getByTestId("order-notice")).toContainText("נותרה יתרה לתשלום");
  await page.getByTestId("pay-due").getByRole("button", { name: "לתשלום מאובטח" }).click();
  await approveAndReturn(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`הזמנה מספר ${orderNumber}`);
  const two = await expectIssuedDocuments(page, 2);
  await expect(two.nth(1)).toContainText(taxDocumentMessages.types.invoice_receipt);

  // Cancelled inside the law's window; the operator pays the refund back: a credit note.
  const terms = page.getByTestId("cancel-terms");
  await terms.getByRole("button", { name: "לביטול ההזמנה" }).click();
  await page.getByRole("button", { name: "כן, לבטל את ההזמנה" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("בוטלה");
  const refunded = await runCliProcess(["bookings", "mark-refunded", String(orderNumber)], { DATA_DIR: process.env.E2E_DATA_DIR! });
  expect(refunded.code, refunded.stderr).toBe(0);
  const three = await expectIssuedDocuments(page, 3);
  await expect(three.nth(2)).toContainText(taxDocumentMessages.types.credit_note);
  await expect(three.nth(2)).toContainText(taxDocumentMessages.testDocument);
  await expectNoAxeViolations(page);
});
