// The accessibility widget (product.md §2): every setting changes the page, is kept in
// localStorage and is applied before the first paint; the panel is operable by
// keyboard, traps focus and closes on Escape; axe finds nothing, panel open or
// closed, in every contrast mode.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated, reloadHydrated } from "./chrome-helpers.ts";

const BUTTON = { name: "תפריט נגישות" };
const PANEL = { name: "הגדרות נגישות" };

async function openPanel(page: Page) {
  await page.getByRole("button", BUTTON).click();
  const panel = page.getByRole("dialog", PANEL);
  await expect(panel).toBeVisible();
  return panel;
}

const htmlClasses = (page: Page) => page.evaluate(() => [...document.documentElement.classList].sort());
const htmlStyle = (page: Page, property: string) =>
  page.evaluate((name) => getComputedStyle(document.documentElement).getPropertyValue(name), property);
const bodyStyle = (page: Page, property: string) =>
  page.evaluate((name) => getComputedStyle(document.body).getPropertyValue(name), property);

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

/** What each on/off tool does to the page, checked through computed styles. */
const TOGGLES: { label: string; className: string; effect: (page: Page) => Promise<boolean> }[] = [
  { label: "גווני אפור", className: "a11y-grayscale", effect: async (page) => (await htmlStyle(page, "filter")).includes("grayscale(1)") },
  {
    label: "הדגשת קישורים",
    className: "a11y-highlight-links",
    effect: async (page) =>
      (await page.locator("footer a").first().evaluate((a) => getComputedStyle(a).backgroundColor)) === "rgb(254, 240, 138)",
  },
  { label: "גופן קריא", className: "a11y-readable-font", effect: async (page) => (await bodyStyle(page, "font-family")).startsWith("Arial") },
  { label: "סמן עכבר גדול", className: "a11y-large-cursor", effect: async (page) => (await bodyStyle(page, "cursor")).includes("url(") },
  {
    label: "סימון פוקוס מודגש",
    className: "a11y-focus",
    effect: async (page) => {
      // Tab from one footer link to the next: a keyboard focus.
      await page.locator("footer a").first().focus();
      await page.keyboard.press("Tab");
      return page.evaluate(() => getComputedStyle(document.activeElement!).outlineWidth === "4px");
    },
  },
  { label: "מצב כהה", className: "a11y-dark", effect: async (page) => (await htmlStyle(page, "filter")).includes("hue-rotate(180deg)") },
  {
    label: "עצירת אנימציות",
    className: "a11y-no-motion",
    effect: async (page) => (await page.locator("header").evaluate((h) => getComputedStyle(h).transitionDuration)) === "0s",
  },
  {
    label: "ניווט במקלדת",
    className: "a11y-keyboard",
    effect: async (page) => {
      // Even a scripted (non-keyboard) focus shows the ring in this mode.
      await page.locator("footer a").first().focus();
      return page.evaluate(() => getComputedStyle(document.activeElement!).outlineWidth === "3px");
    },
  },
];

test.describe("each setting changes the page and survives a reload", () => {
  for (const toggle of TOGGLES) {
    test(toggle.label, async ({ page }) => {
      await gotoHydrated(page, "/about");
      expect(await toggle.effect(page)).toBe(false);
      const panel = await openPanel(page);
      const button = panel.getByRole("button", { name: toggle.label });
      await expect(button).toHaveAttribute("aria-pressed", "false");
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      expect(await htmlClasses(page)).toContain(toggle.className);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      expect(await toggle.effect(page)).toBe(true);

      await reloadHydrated(page);
      expect(await htmlClasses(page)).toContain(toggle.className);
      expect(await toggle.effect(page)).toBe(true);
      await expect((await openPanel(page)).getByRole("button", { name: toggle.label })).toHaveAttribute("aria-pressed", "true");
    });
  }

  test("font size: 2 px a step on 16 px, from -3 to +5, and back to normal", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    expect(await htmlStyle(page, "font-size")).toBe("16px");
    let panel = await openPanel(page);
    const bigger = panel.getByRole("button", { name: "הגדלת טקסט" });
    const smaller = panel.getByRole("button", { name: "הקטנת טקסט" });
    for (let step = 1; step <= 5; step++) await bigger.click();
    await expect(bigger).toBeDisabled();
    expect(await htmlStyle(page, "font-size")).toBe("26px");
    await reloadHydrated(page);
    expect(await htmlStyle(page, "font-size")).toBe("26px");

    panel = await openPanel(page);
    for (let step = 0; step < 8; step++) await panel.getByRole("button", { name: "הקטנת טקסט" }).click();
    await expect(panel.getByRole("button", { name: "הקטנת טקסט" })).toBeDisabled();
    expect(await htmlStyle(page, "font-size")).toBe("10px");
    await panel.getByRole("button", { name: "גודל רגיל" }).click();
    expect(await htmlStyle(page, "font-size")).toBe("16px");
    await expect(smaller).toBeEnabled();
  });

  test("contrast: normal, high and inverted", async ({ page }) => {
    await gotoHydrated(page, "/");
    const panel = await openPanel(page);
    await panel.getByRole("button", { name: "גבוהה" }).click();
    await expect(panel.getByRole("button", { name: "גבוהה" })).toHaveAttribute("aria-pressed", "true");
    await expect(panel.getByRole("button", { name: "רגילה" })).toHaveAttribute("aria-pressed", "false");
    expect(await bodyStyle(page, "background-color")).toBe("rgb(0, 0, 0)");
    await panel.getByRole("button", { name: "הפוכה" }).click();
    expect(await htmlClasses(page)).toContain("a11y-contrast-inverted");
    expect(await htmlClasses(page)).not.toContain("a11y-contrast-high");
    expect(await htmlStyle(page, "filter")).toContain("invert(1)");
    await reloadHydrated(page);
    expect(await htmlStyle(page, "filter")).toContain("invert(1)");
    await (await openPanel(page)).getByRole("button", { name: "רגילה" }).click();
    expect(await htmlStyle(page, "filter")).toBe("none");
  });

  test("reset all clears every setting", async ({ page }) => {
    await gotoHydrated(page, "/");
    const panel = await openPanel(page);
    for (const toggle of TOGGLES) await panel.getByRole("button", { name: toggle.label }).click();
    await panel.getByRole("button", { name: "הגדלת טקסט" }).click();
    await panel.getByRole("button", { name: "גבוהה" }).click();
    expect((await htmlClasses(page)).length).toBeGreaterThan(8);
    await panel.getByRole("button", { name: "איפוס כל ההגדרות" }).click();
    expect(await htmlClasses(page)).toEqual([]);
    expect(await htmlStyle(page, "font-size")).toBe("16px");
    await reloadHydrated(page);
    expect(await htmlClasses(page)).toEqual([]);
  });
});

test("settings are applied before the first paint, without the app's JavaScript", async ({ page, consoleErrors }) => {
  await page.addInitScript(() =>
    localStorage.setItem("accessibilitySettings", JSON.stringify({ fontSize: 2, contrast: "high", grayscale: true })),
  );
  // With every module blocked, only the inline head script can have set these.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/terms");
  expect(await htmlClasses(page)).toEqual(["a11y-contrast-high", "a11y-grayscale"]);
  expect(await htmlStyle(page, "font-size")).toBe("20px");
  // The blocked modules are reported as console errors: this test's own doing.
  expect(consoleErrors.every((text) => /Failed to load|ERR_FAILED|module script/i.test(text))).toBe(true);
  consoleErrors.length = 0;
});

test("the panel works by keyboard: opens, traps focus, closes on Escape and returns focus", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const opener = page.getByRole("button", BUTTON);
  await opener.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", PANEL);
  await expect(panel).toBeVisible();
  await expect(opener).toHaveAttribute("aria-expanded", "true");
  // Focus starts inside and never leaves while tabbing forwards or backwards.
  const focusInside = () => page.evaluate(() => !!document.activeElement?.closest("dialog"));
  expect(await focusInside()).toBe(true);
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInside()).toBe(true);
  }
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusInside()).toBe(true);
  }
  // Toggles work with the keyboard too.
  const grayscale = panel.getByRole("button", { name: "גווני אפור" });
  await grayscale.focus();
  await page.keyboard.press("Space");
  await expect(grayscale).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the panel shows the accessibility contact and links to the statement", async ({ page }) => {
  await gotoHydrated(page, "/");
  const panel = await openPanel(page);
  await expect(panel.getByRole("link", { name: "03-5550000" })).toHaveAttribute("href", "tel:035550000");
  await expect(panel.getByRole("link", { name: "office@valet.test" })).toHaveAttribute("href", "mailto:office@valet.test");
  await panel.getByRole("link", { name: "להצהרת הנגישות" }).click();
  await expect(page).toHaveURL(/\/accessibilitystatement$/);
  await expect(panel).toBeHidden();
});

test("the button sits at the bottom left, raised above the phone bar except on /booking", async ({ page, isMobile }) => {
  await gotoHydrated(page, "/");
  const viewport = page.viewportSize()!;
  const home = (await page.getByRole("button", BUTTON).boundingBox())!;
  expect(home.x + home.width).toBeLessThan(viewport.width / 2);
  expect(viewport.height - (home.y + home.height)).toBeLessThan(isMobile ? 100 : 40);
  await gotoHydrated(page, "/booking");
  const booking = (await page.getByRole("button", BUTTON).boundingBox())!;
  if (isMobile) expect(booking.y).toBeGreaterThan(home.y + 40);
  else expect(booking.y).toBeCloseTo(home.y, 0);
});

test.describe("axe", () => {
  for (const contrast of ["רגילה", "גבוהה", "הפוכה"]) {
    test(`no violations with the panel open and closed, contrast ${contrast}`, async ({ page }) => {
      // Three full axe runs.
      test.slow();
      await gotoHydrated(page, "/");
      const panel = await openPanel(page);
      await panel.getByRole("button", { name: contrast }).click();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      expect(await axeViolations(page)).toEqual([]);
      await gotoHydrated(page, "/faq");
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
