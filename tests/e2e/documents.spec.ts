// Reading pages are documents (docs/decisions/014): server-rendered HTML with one
// small framework-free script and no React in the browser; fully readable, with
// working links and contact details, when scripts do not run at all.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./chrome-helpers.ts";
import { pageKindOf } from "@shared/site-pages.ts";
import { SITE_ROUTES } from "@tests/support/site-routes.ts";

const DOCUMENTS = [...SITE_ROUTES.filter((route) => pageKindOf(route.path) === "document"), { path: "/blog/no-such-article", heading: "המאמר לא נמצא" }];

for (const route of DOCUMENTS) {
  test(`${route.path} loads one script, the enhancement module, and nothing of React`, async ({ page, consoleErrors }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(route.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
    // The page view's beacon is the script's last step.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("ap_last_visit"))).toContain(`"path":"${route.path}"`);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)]);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    expect(await page.evaluate(() => "__reactRouterContext" in window || "__reactRouterManifest" in window)).toBe(false);
    if (response?.status() === 404) {
      // The document's own 404 status is reported as a console error: expected here.
      const documentStatus = consoleErrors.findIndex((text) => text.includes("status of 404"));
      expect(documentStatus).toBeGreaterThanOrEqual(0);
      consoleErrors.splice(documentStatus, 1);
    }
  });
}

test("an application hydrates its own island, with no router", async ({ page }) => {
  // docs/decisions/023: the server's render of the page's root is hydrated by React DOM alone.
  await gotoHydrated(page, "/calculator");
  const island = await page.evaluate(() => {
    const root = document.getElementById("application");
    return { hydrated: root ? Object.keys(root).some((key) => key.startsWith("__reactContainer$")) : false, router: "__reactRouterContext" in window };
  });
  expect(island).toEqual({ hydrated: true, router: false });
});

test("axe passes on a document with the accessibility panel open, and with the phone menu open", async ({ page, isMobile }) => {
  // Up to two full axe runs.
  test.slow();
  await gotoHydrated(page, "/vip-parking-ben-gurion");
  await page.getByRole("button", { name: "תפריט נגישות" }).click();
  await expect(page.getByRole("dialog", { name: "הגדרות נגישות" })).toBeVisible();
  let results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  await page.keyboard.press("Escape");
  if (!isMobile) return;
  await page.getByRole("button", { name: "תפריט", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "תפריט ניווט" })).toBeVisible();
  results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

test("the closed dialogs stay in their templates until first opened, then open from the page", async ({ page }) => {
  await gotoHydrated(page, "/faq");
  const dialogs = () => page.evaluate(() => document.querySelectorAll("dialog").length);
  expect(await dialogs()).toBe(0);
  const opener = page.getByRole("button", { name: "תפריט נגישות" });
  const panel = page.getByRole("dialog", { name: "הגדרות נגישות" });
  await opener.click();
  await expect(panel).toBeVisible();
  expect(await dialogs()).toBe(1);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
  // The second time it is the same dialog, already in the page, with its settings wired.
  await opener.click();
  await panel.getByRole("button", { name: "גבוהה" }).click();
  await expect(page.locator("html")).toHaveClass(/a11y-contrast-high/);
  expect(await dialogs()).toBe(1);
  expect(await page.evaluate(() => document.querySelectorAll("template[data-dialog-template]").length)).toBe(1);
});

test("a link to a section of another document lands on that section", async ({ page }) => {
  await gotoHydrated(page, "/#faq");
  await expect(page.locator("#faq")).toBeInViewport();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page is whole: text, contact details and a way to book", async ({ page, isMobile }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 2, name: "למה לבחור בנו" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "03-5550000" })).toHaveAttribute("href", "tel:035550000");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "office@valet.test" })).toHaveAttribute("href", "mailto:office@valet.test");
    // Buttons that open a dialog need the script: not shown rather than dead.
    await expect(page.getByRole("button", { name: "תפריט נגישות" })).toBeHidden();
    await expect(page.getByRole("button", { name: "תפריט", exact: true })).toBeHidden();
    if (isMobile) await page.getByRole("navigation", { name: "פעולות מהירות" }).getByRole("link", { name: "לביצוע הזמנה" }).click();
    else await page.getByRole("navigation", { name: "ניווט ראשי", exact: true }).getByRole("link", { name: "הזמנת חניה" }).click();
    await expect(page).toHaveURL(/\/booking$/);
  });

  test("the FAQ opens one answer at a time, and its links lead on", async ({ page }) => {
    await page.goto("/faq");
    const items = page.locator("main details");
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(2).locator("summary").click();
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await expect(page.locator("main details[open]")).toHaveCount(1);
    await page.locator("footer").getByRole("link", { name: "צור קשר" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("צור קשר");
    await expect(page.getByRole("main").getByRole("link", { name: "03-5550000" })).toHaveAttribute("href", "tel:035550000");
  });

  test("the footer's quick form is posted, never put in the address, and thanks on the same page", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "a plain form post: one viewport is enough");
    await page.goto("/faq");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("שם מלא").fill("דנה כהן");
    await footer.getByLabel("טלפון").fill("050-1234567");
    await footer.getByLabel("דוא״ל").fill("dana@example.com");
    await footer.getByRole("button", { name: "שלחו אלינו" }).click();
    await expect(page).toHaveURL(/\/faq#quick-thanks$/);
    expect(page.url()).not.toContain("1234567");
    await expect(footer.getByText("✓ תודה! נחזור אליכם בהקדם")).toBeVisible();
  });
});
