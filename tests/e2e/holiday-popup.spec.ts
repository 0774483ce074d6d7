// The holiday pop-up (product.md §2, §4): 800 ms after load when site_config enables
// it, once per browser session, not on a day it was put off, never on /booking;
// copy-code, use-now and maybe-later.
//
// Turning the pop-up on is a site-wide setting, and the other journeys run in
// parallel on the shared server; so these run against a server of their own
// (one per worker, on its own embedded database) with the pop-up switched on.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test as base, expect } from "./fixtures.ts";
import { gotoHydrated, isVisitRequest } from "./chrome-helpers.ts";
import { openDatabase, type Database } from "@server/db/database.ts";

interface PopupServer {
  url: string;
  db: Database;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`pop-up server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error("pop-up server did not become ready");
}

const test = base.extend<object, { popupServer: PopupServer }>({
  popupServer: [
    async ({}, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "valet-popup-"));
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const buildDir = process.env.VALET_BUILD_DIR ?? "build";
      const child = spawn(process.execPath, [path.join(buildDir, "node", "main.js")], {
        env: {
          ...process.env,
          NODE_ENV: "production",
          // Production refuses an implicit sandbox (docs/decisions/009): this one is a test site by name.
          PAYMENT_PROVIDER: "sandbox",
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: "warn",
          PUBLIC_BASE_URL: url,
          BUSINESS_PHONE: "03-5550000",
          BUSINESS_EMAIL: "office@valet.test",
          WHATSAPP_NUMBER: "972355500000",
        },
        stdio: ["ignore", "ignore", "inherit"],
      });
      try {
        await waitUntilReady(url, child);
        const db = await openDatabase({ dataDir });
        await db.prisma.siteConfig.update({ where: { id: 1 }, data: { holidayPopupEnabled: true, holidayPopupFrom: null, holidayPopupTo: null } });
        await use({ url, db });
        await db.close();
      } finally {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ popupServer }, use) => use(popupServer.url),
});

// One server per worker: keep this file's tests together.
test.describe.configure({ mode: "default" });

const POPUP = { name: "חג שמח!" };
const popup = (page: Page) => page.getByRole("dialog", POPUP);

/**
 * Opens a page with the browser's clock standing still, so the 800 ms can be
 * stepped through whatever the machine's speed. Hydration needs no timers.
 */
async function gotoPaused(page: Page, url: string) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
  const visit = page.waitForRequest(isVisitRequest);
  await page.goto(url);
  // The visit beacon and the pop-up timer are started by effects of the same commit.
  await visit;
}

async function waitOutTheDelay(page: Page) {
  // Longer than 800 ms, in real time, for "never shows" checks.
  await page.waitForTimeout(1500);
}

test("shows 800 ms after load, with the settings' texts and code", async ({ page }) => {
  await gotoPaused(page, "/");
  await page.clock.runFor(700);
  await expect(popup(page)).toHaveCount(0);
  await page.clock.runFor(150);
  const dialog = popup(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("לרגל החג הכנו לכם קוד קופון מיוחד להזמנה באתר.");
  await expect(dialog).toContainText("HOLIDAY30");
  expect(await page.evaluate(() => sessionStorage.getItem("holidayPopupShown"))).toBe("1");
  // axe runs on timers.
  await page.clock.resume();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

test("once per browser session", async ({ page, context }) => {
  await gotoHydrated(page, "/about");
  await expect(popup(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popup(page)).toHaveCount(0);
  await gotoHydrated(page, "/faq");
  await waitOutTheDelay(page);
  await expect(popup(page)).toHaveCount(0);
  // A new tab is a new session (sessionStorage is per tab): it shows again there.
  const other = await context.newPage();
  await gotoHydrated(other, "/");
  await expect(popup(other)).toBeVisible();
});

test("maybe later stores today's date and keeps it closed today", async ({ page, context }) => {
  await gotoHydrated(page, "/");
  await popup(page).getByRole("button", { name: "אולי אחר כך" }).click();
  await expect(popup(page)).toHaveCount(0);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jerusalem" }).format(new Date());
  expect(await page.evaluate(() => localStorage.getItem("holidayPopupDismissedDate"))).toBe(today);
  // Even in a new session, not today.
  const other = await context.newPage();
  await gotoHydrated(other, "/");
  await waitOutTheDelay(other);
  await expect(popup(other)).toHaveCount(0);
  // Dismissed on an earlier day: it shows again.
  await other.evaluate(() => localStorage.setItem("holidayPopupDismissedDate", "2000-01-01"));
  const third = await context.newPage();
  await gotoHydrated(third, "/");
  await expect(popup(third)).toBeVisible();
});

test("never on /booking", async ({ page }) => {
  await gotoHydrated(page, "/booking");
  await waitOutTheDelay(page);
  await expect(popup(page)).toHaveCount(0);
  await gotoHydrated(page, "/Booking?type=open");
  await waitOutTheDelay(page);
  await expect(popup(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem("holidayPopupShown"))).toBeNull();
});

test("use now hands the code to /booking, keeping the query", async ({ page }) => {
  await gotoHydrated(page, "/faq?utm_source=google&utm_campaign=pesach");
  await popup(page).getByRole("button", { name: "למימוש עכשיו" }).click();
  await expect(page).toHaveURL(/\/booking\?utm_source=google&utm_campaign=pesach&coupon=HOLIDAY30$/);
  await expect(popup(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem("ap_coupon_to_apply"))).toBe("HOLIDAY30");
  expect(await page.evaluate(() => sessionStorage.getItem("ap_coupon_applied_via_popup"))).toBe("1");
});

test("copy shows 'copied' for 2 seconds and puts the code on the clipboard", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await gotoPaused(page, "/");
  await page.clock.runFor(900);
  const dialog = popup(page);
  await dialog.getByRole("button", { name: "העתקת הקוד" }).click();
  await expect(dialog.getByRole("button", { name: "הועתק!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("HOLIDAY30");
  await page.clock.runFor(1900);
  await expect(dialog.getByRole("button", { name: "הועתק!" })).toBeVisible();
  await page.clock.runFor(200);
  await expect(dialog.getByRole("button", { name: "העתקת הקוד" })).toBeVisible();
});

test("copy falls back when the clipboard API refuses, and says so when both fail", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) } });
  });
  await gotoHydrated(page, "/");
  const dialog = popup(page);
  await dialog.getByRole("button", { name: "העתקת הקוד" }).click();
  // execCommand("copy") inside the dialog did it.
  await expect(dialog.getByRole("button", { name: "הועתק!" })).toBeVisible();

  await page.evaluate(() => (document.execCommand = () => false));
  await dialog.getByRole("button", { name: /העתקת הקוד|הועתק!/ }).click();
  await expect(dialog.getByRole("alert")).toHaveText("שגיאה בהעתקה. ניתן להעתיק את הקוד ידנית");
});

test("keyboard: focus stays in the pop-up, Escape closes it", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(popup(page)).toBeVisible();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(popup(page)).toHaveCount(0);
});

test("the server leaves it out when the dates say so", async ({ page, popupServer }) => {
  const yesterday = new Date(Date.now() - 86_400_000);
  await popupServer.db.prisma.siteConfig.update({ where: { id: 1 }, data: { holidayPopupTo: yesterday } });
  try {
    await gotoHydrated(page, "/");
    await waitOutTheDelay(page);
    await expect(popup(page)).toHaveCount(0);
  } finally {
    await popupServer.db.prisma.siteConfig.update({ where: { id: 1 }, data: { holidayPopupTo: null } });
  }
});
