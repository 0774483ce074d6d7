import { chromium } from "@playwright/test";
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (let i = 0; i < 2; i++) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    window.__log = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__log.push([e.entryType, e.name || e.element?.tagName + "." + (e.element?.className || "").slice(0, 30) + ":" + (e.element?.textContent || "").slice(0, 20), Math.round(e.startTime), e.size ?? ""]); }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__log.push([e.entryType, e.name, Math.round(e.startTime)]); }).observe({ type: "paint", buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__log.push(["longtask", "", Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask", buffered: true });
    const poll = () => { const r = document.getElementById("application"); if (r && Object.keys(r).some((k) => k.startsWith("__reactContainer$"))) window.__log.push(["hydrated", "", Math.round(performance.now())]); else setTimeout(poll, 5); };
    setTimeout(poll, 0);
    document.addEventListener("DOMContentLoaded", () => window.__log.push(["DCL", "", Math.round(performance.now())]));
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(2500);
  const log = await page.evaluate(() => window.__log);
  console.log(log.sort((a, b) => a[2] - b[2]).map((e) => e.join(" ")).join("\n"));
  console.log("---");
  await page.close();
}
await browser.close();
