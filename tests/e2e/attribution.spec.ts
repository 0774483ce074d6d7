// Visitor attribution and visit records (product.md §3, §4, §7): landing with campaign
// parameters, the ap_vid cookie and ap_ga_cid, a track-visit record per page view
// (a document load or an application's route change) for the path without its
// query (product.md §7.8: the query is in the landing data), with the repeat within
// 2 seconds skipped, and silence when storage fails.
import { expect, test } from "./fixtures.ts";
import { collectVisits, gotoHydrated } from "./chrome-helpers.ts";
import { openDatabase } from "@server/db/database.ts";

const LANDING = "/?utm_source=google&utm_medium=cpc&utm_campaign=winter&gclid=abc123&fbclid=&other=1";
const DAY_S = 86_400;

const stored = (page: import("@playwright/test").Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("ap_attribution") ?? "null"));

test("landing with utm and gclid parameters records the attribution, visitor id and visit", async ({ page, context }) => {
  const visits = collectVisits(page);
  const before = Date.now() / 1000;
  await gotoHydrated(page, LANDING);

  const record = await stored(page);
  expect(record).toMatchObject({
    landingPage: LANDING,
    initialReferrer: null,
    firstClick: { params: { gclid: "abc123", utm_source: "google", utm_medium: "cpc", utm_campaign: "winter" } },
  });
  expect(record.firstClick.params).not.toHaveProperty("fbclid");
  expect(record.firstClick.params).not.toHaveProperty("other");
  expect(record.lastClick).toEqual(record.firstClick);
  expect(record.firstSeenAt).toBe(record.lastSeenAt);
  expect(record.gaClientId).toMatch(/^\d+\.\d+$/);
  expect(await page.evaluate(() => localStorage.getItem("ap_ga_cid"))).toBe(record.gaClientId);

  const cookie = (await context.cookies()).find((c) => c.name === "ap_vid")!;
  expect(cookie.value).toMatch(/^[0-9a-f-]{36}$/);
  expect(cookie).toMatchObject({ path: "/", sameSite: "Lax", httpOnly: false });
  expect(cookie.expires - before).toBeGreaterThan(180 * DAY_S - 60);
  expect(cookie.expires - before).toBeLessThan(180 * DAY_S + 60);
  expect(await page.evaluate(() => localStorage.getItem("ap_vid"))).toBe(cookie.value);

  expect(visits[0]).toMatchObject({ path: "/", referer: null, metadata: { attribution: { landingPage: LANDING } } });

  // The server stored it, with the visitor id from the cookie.
  const db = await openDatabase({ dataDir: process.env.E2E_DATA_DIR! });
  try {
    await expect
      .poll(() => db.prisma.visit.findFirst({ where: { path: "/", visitorId: cookie.value } }))
      .toMatchObject({ path: "/", visitorId: cookie.value, action: null });
  } finally {
    await db.close();
  }
});

test("later pages keep the first click and refresh the last one", async ({ page }) => {
  const visits = collectVisits(page);
  await gotoHydrated(page, LANDING);
  const first = await stored(page);

  // The next page: a visit whose referrer is the page before.
  await page.locator("footer").getByRole("link", { name: "שאלות נפוצות" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => visits.map((visit) => visit.path)).toEqual(["/", "/faq"]);
  expect(visits[1]!.referer).toMatch(new RegExp(`${LANDING.replace(/[?]/g, "\\?")}$`));

  await gotoHydrated(page, "/about?utm_source=bing&msclkid=ms1");
  const later = await stored(page);
  expect(later.firstSeenAt).toBe(first.firstSeenAt);
  expect(later.landingPage).toBe(LANDING);
  expect(later.firstClick).toEqual(first.firstClick);
  expect(later.lastClick.params).toEqual({ utm_source: "bing", msclkid: "ms1" });
  expect(Date.parse(later.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(first.lastSeenAt));
  // Same browser session: the session start stays.
  expect(later.sessionStartAt).toBe(first.sessionStartAt);
});

test("a repeat visit to the same path within 2 seconds is skipped", async ({ page }) => {
  const visits = collectVisits(page);
  // The page's clock only moves when told, however slow the machine: it stands
  // at the first visit, then steps to 1.5 s, 1.8 s and 2.3 s after it.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await gotoHydrated(page, "/faq");
  const firstAt = Date.parse((visits[0]!.metadata as { attribution: { lastSeenAt: string } }).attribution.lastSeenAt);
  expect(firstAt).toBe(start + 1000);
  const faqLink = page.locator("footer").getByRole("link", { name: "שאלות נפוצות" });
  // /faq is a document: each click loads it again, and its script has run by the load event.
  const clickAndLoad = (link: typeof faqLink) => Promise.all([page.waitForEvent("load"), link.click()]);

  await page.clock.runFor(1500);
  await clickAndLoad(faqLink);
  await page.clock.runFor(300);
  await clickAndLoad(faqLink);
  await page.waitForTimeout(300);
  expect(visits.map((visit) => visit.path)).toEqual(["/faq"]);

  await page.clock.runFor(500);
  await clickAndLoad(faqLink);
  await expect.poll(() => visits.map((visit) => visit.path)).toEqual(["/faq", "/faq"]);
  // Another path is never held back.
  await page.locator("footer").getByRole("link", { name: "צור קשר" }).click();
  await expect.poll(() => visits.map((visit) => visit.path)).toEqual(["/faq", "/faq", "/contact"]);
});

test("without beacons, visits go by fetch", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, "sendBeacon", { value: undefined }));
  const request = page.waitForRequest((r) => r.url().endsWith("/api/track-visit") && r.resourceType() === "fetch");
  await page.goto("/about");
  const sent = await request;
  expect(JSON.parse(sent.postData()!)).toMatchObject({ path: "/about" });
  expect((await sent.response())?.status()).toBe(204);
});

test("storage and cookie failures are silent", async ({ page }) => {
  // Writes refused everywhere, as with a full quota or a locked-down browser.
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException("refused", "QuotaExceededError");
    };
    Object.defineProperty(document, "cookie", {
      get: () => "",
      set: () => {
        throw new DOMException("refused", "SecurityError");
      },
    });
  });
  const visits = collectVisits(page);
  await gotoHydrated(page, "/?gclid=zzz");
  // The page works and the visit still goes out, without a stored attribution.
  expect(visits[0]).toMatchObject({ path: "/" });
  expect(visits[0]!.metadata).toEqual({});
  await page.getByRole("button", { name: "תפריט נגישות" }).click();
  await page.getByRole("dialog", { name: "הגדרות נגישות" }).getByRole("button", { name: "גווני אפור" }).click();
  expect(await page.evaluate(() => document.documentElement.classList.contains("a11y-grayscale"))).toBe(true);
});
