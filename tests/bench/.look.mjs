import { chromium } from "@playwright/test";
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const errors = [];
page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(m.type() + ": " + m.text().slice(0, 300)); });
page.on("pageerror", (e) => errors.push("pageerror: " + e.message));
await page.goto(url, { waitUntil: "networkidle", timeout: 90000 });
await page.waitForTimeout(1500);
const state = await page.evaluate(() => {
  const root = document.getElementById("application");
  return { hydrated: root ? Object.keys(root).some((k) => k.startsWith("__reactContainer$")) : null, h1: document.querySelector("h1")?.textContent };
});
console.log(JSON.stringify(state));
if (process.argv[3] === "type") {
  await page.locator("[data-testid^=type-card], [role=radio]").first().click().catch((e) => console.log("click failed", e.message));
  await page.waitForTimeout(500);
  console.log("url after type:", page.url());
}
if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT });
console.log(errors.join("\n"));
await browser.close();
