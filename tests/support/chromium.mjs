// Debian's Chromium (never a downloaded browser) and the flags it needs on these
// machines (README, "Tests"), shared by Playwright, the Lighthouse test and the
// Lighthouse benchmark. Plain JavaScript so the benchmark scripts can import it too.
import fs from "node:fs";

/** CHROMIUM_PATH or CHROME_PATH, else Debian's /usr/bin/chromium when installed. */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Lighthouse launches its own headless browser. */
export const lighthouseChromeFlags = ["--headless=new", ...chromiumArgs];
