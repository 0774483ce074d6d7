// Header and mobile chrome (product.md §2): scroll hide/show, the phone header and
// menu, the sticky bottom bar (absent on /booking) and the floating WhatsApp link.
import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { collectVisits, gotoHydrated } from "./chrome-helpers.ts";

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test("the header hides while scrolling down and shows again near the top", async ({ page }) => {
  await gotoHydrated(page, "/");
  // Room to scroll whatever the page's content is today.
  await page.evaluate(() => (document.body.style.minHeight = "5000px"));
  const header = page.locator("header");
  await expect(header).toHaveAttribute("data-visible", "true");

  await scrollTo(page, 40);
  await expect(header).toHaveAttribute("data-visible", "true");
  await scrollTo(page, 600);
  await expect(header).toHaveAttribute("data-visible", "false");
  await expect(header).not.toBeInViewport();
  // Scrolling up far from the top keeps it hidden (re-shows only at 200 px or less).
  await scrollTo(page, 400);
  await expect(header).toHaveAttribute("data-visible", "false");
  await scrollTo(page, 200);
  await expect(header).toHaveAttribute("data-visible", "true");
  await expect(header).toBeInViewport();
  await scrollTo(page, 300);
  await expect(header).toHaveAttribute("data-visible", "false");
  await scrollTo(page, 50);
  await expect(header).toHaveAttribute("data-visible", "true");
});

test("keyboard focus brings a hidden header back", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.evaluate(() => (document.body.style.minHeight = "5000px"));
  await scrollTo(page, 800);
  const header = page.locator("header");
  await expect(header).toHaveAttribute("data-visible", "false");
  await header.getByRole("link").first().focus();
  await expect(header).toHaveAttribute("data-visible", "true");
});

test.describe("phones", () => {
  test.skip(({ isMobile }) => !isMobile, "the phone layout");

  test("header: hamburger, centred logo and a call button; no desktop navigation", async ({ page }) => {
    await page.goto("/faq");
    const header = page.locator("header");
    await expect(header.getByRole("button", { name: "תפריט", exact: true })).toBeVisible();
    await expect(header.getByRole("link", { name: /התקשרו/ })).toHaveAttribute("href", "tel:035550000");
    await expect(page.getByRole("navigation", { name: "ניווט ראשי", exact: true })).toBeHidden();
    const logo = await header.getByRole("link", { name: /דף הבית/ }).boundingBox();
    const width = page.viewportSize()!.width;
    expect(Math.abs(logo!.x + logo!.width / 2 - width / 2)).toBeLessThan(12);
  });

  test("the menu opens over an overlay; the overlay, Escape and a link close it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const hamburger = page.getByRole("button", { name: "תפריט", exact: true });
    const menu = page.getByRole("dialog", { name: "תפריט ניווט" });

    await hamburger.click();
    await expect(menu).toBeVisible();
    await expect(hamburger).toHaveAttribute("aria-expanded", "true");
    // The drawer comes from the right (the start side); the overlay covers the rest.
    const box = (await menu.boundingBox())!;
    expect(box.x + box.width).toBeCloseTo(page.viewportSize()!.width, 0);
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();

    await hamburger.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    await menu.getByRole("navigation", { name: "ניווט ראשי לנייד" }).getByRole("link", { name: "שאלות נפוצות" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toBeHidden();
  });

  test("the sticky bar has booking and call buttons, and is absent on /booking", async ({ page }) => {
    await page.goto("/about");
    const bar = page.getByRole("navigation", { name: "פעולות מהירות" });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: "לביצוע הזמנה" })).toHaveAttribute("href", "/booking");
    await expect(bar.getByRole("link", { name: "התקשרו עכשיו" })).toHaveAttribute("href", "tel:035550000");
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeCloseTo(page.viewportSize()!.height, 0);

    await bar.getByRole("link", { name: "לביצוע הזמנה" }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(bar).toHaveCount(0);
    const direct = await page.goto("/Booking");
    expect(direct?.status()).toBe(200);
    await expect(page.getByRole("navigation", { name: "פעולות מהירות" })).toHaveCount(0);
  });
});

test.describe("desktop", () => {
  test.skip(({ isMobile }) => isMobile, "the desktop layout");

  test("no sticky bar or hamburger on a wide screen", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "פעולות מהירות" })).toBeHidden();
    await expect(page.getByRole("button", { name: "תפריט", exact: true })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "ניווט ראשי", exact: true })).toBeVisible();
  });

  test("growing past 768 px closes an open phone menu", async ({ page }) => {
    await page.setViewportSize({ width: 500, height: 800 });
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "תפריט", exact: true }).click();
    const menu = page.getByRole("dialog", { name: "תפריט ניווט" });
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(menu).toBeHidden();
  });
});

test("the floating WhatsApp link opens a chat and is tracked", async ({ page, context }) => {
  // The chat opens in a new tab; keep it off the network.
  await context.route("https://wa.me/**", (route) => route.fulfill({ body: "chat" }));
  const visits = collectVisits(page);
  await gotoHydrated(page, "/faq?utm_source=newsletter");
  const link = page.getByRole("link", { name: "שלחו לנו הודעה בוואטסאפ (נפתח בחלון חדש)" });
  const href = (await link.getAttribute("href"))!;
  const url = new URL(href);
  expect(url.origin + url.pathname).toBe("https://wa.me/972355500000");
  expect(url.searchParams.get("text")).toMatch(/שלום/);
  await expect(link).toHaveAttribute("target", "_blank");
  // Bottom right: the start side of a right-to-left page.
  const box = (await link.boundingBox())!;
  expect(box.x).toBeGreaterThan(page.viewportSize()!.width / 2);

  const popup = page.waitForEvent("popup");
  await link.click();
  await (await popup).close();
  await expect.poll(() => visits.find((visit) => visit.action === "whatsapp_regular_click")).toMatchObject({
    path: "/faq?utm_source=newsletter",
    action: "whatsapp_regular_click",
    metadata: { location: "floating_button" },
  });
});
