// The sandbox's tax document is a document to keep (product.md §20, docs/decisions/036):
// it opens alone, with no site header, footer or floating buttons; it names the issuer
// (the business's name, ח.פ. or ע.מ. and address, from the configuration); its button
// opens the browser's print dialog, where "save as PDF" is a printer; and printed, the
// button is gone and the document fits one A4 page (at 96 dpi, 12 mm margins: the
// page's own @page rule). axe on the screen.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { EXAMPLE_ISSUER } from "@server/config.ts";
import { taxDocumentMessages } from "@shared/tax-documents.ts";
import { apiBookingBody } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** A4 at 96 dpi less the page's 12 mm margins: 186 × 273 mm. */
const MM = 96 / 25.4;
const PRINTABLE = { width: Math.floor(186 * MM), height: Math.floor(273 * MM) };

/** A card booking paid on the sandbox's page; answers its order and token. */
async function paidCardBooking(page: Page, request: APIRequestContext) {
  const created = await request.post("/api/bookings", { data: apiBookingBody({ payment_method: "card", company_invoice: true, company_name: "כהן הובלות בע״מ", company_number: "514713288" }) });
  expect(created.status()).toBe(201);
  const order = (await created.json()) as { order_number: number; token: string };
  const payment = await request.post("/api/create-payment", { data: { orderNumber: order.order_number, token: order.token } });
  await page.goto(((await payment.json()) as { paymentUrl: string }).paymentUrl);
  await page.getByRole("button", { name: /אישור התשלום/ }).click();
  await expect(page).toHaveURL(/\/payment-result$/);
  return order;
}

/** The invoice-receipt's page, once the server's worker has issued it. */
async function documentUrl(request: APIRequestContext, order: { order_number: number; token: string }): Promise<string> {
  let url: string | null = null;
  await expect(async () => {
    const read = (await (await request.get(`/api/bookings/${order.order_number}?t=${order.token}`)).json()) as { documents: { url: string | null }[] };
    url = read.documents.find((document) => document.url)?.url ?? null;
    expect(url).not.toBeNull();
  }).toPass({ timeout: 30_000 });
  return url!;
}

test("the tax document alone: the issuer, a print button, and printed on one A4 page without it", async ({ page, request }) => {
  test.slow();
  const order = await paidCardBooking(page, request);
  await page.goto(await documentUrl(request, order));
  await expect(page.getByTestId("test-document-banner")).toHaveText(taxDocumentMessages.testBanner);

  // No site chrome: header, footer, phone bar, floating buttons.
  await expect(page.locator("[data-site-header]")).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);
  await expect(page.locator("[data-floating-tools]")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "לביצוע הזמנה" })).toHaveCount(0);

  // The issuer, as the configuration names it (the journeys' server keeps the example values).
  const issuer = page.getByRole("region", { name: taxDocumentMessages.issuer });
  await expect(issuer).toContainText(EXAMPLE_ISSUER.BUSINESS_LEGAL_NAME);
  await expect(issuer).toContainText(`${taxDocumentMessages.issuerTaxId} ${EXAMPLE_ISSUER.BUSINESS_TAX_ID}`);
  await expect(issuer).toContainText(EXAMPLE_ISSUER.BUSINESS_ADDRESS);
  await expect(page.getByText("514713288")).toBeVisible();

  // The print button opens the browser's print dialog (stubbed here: a headless browser shows none).
  const print = page.getByRole("button", { name: taxDocumentMessages.print });
  await expect(print).toBeVisible();
  await page.evaluate(() => {
    window.print = () => document.documentElement.setAttribute("data-printed", "");
  });
  await print.click();
  await expect(page.locator("html")).toHaveAttribute("data-printed", "");
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

  // Printed: the button is gone, the document is all there, and it fits the printable area of one A4 page.
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize(PRINTABLE);
  await expect(print).toBeHidden();
  await expect(page.getByTestId("test-document-banner")).toBeVisible();
  await expect(issuer).toBeVisible();
  await expect(page.getByTestId("tax-document-total")).toBeVisible();
  const height = await page.evaluate(() => Math.ceil(document.querySelector("main")!.getBoundingClientRect().bottom + window.scrollY));
  expect(height, `the printed document's height against A4's ${PRINTABLE.height} px`).toBeLessThanOrEqual(PRINTABLE.height);
  // Chromium's own print to PDF, on A4 with the page's margins: one page.
  const pdf = (await page.pdf({ format: "A4", preferCSSPageSize: true })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
});
