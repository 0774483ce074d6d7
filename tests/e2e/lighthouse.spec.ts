// docs/BENCHMARKS.md, reading pages: Lighthouse accessibility and SEO are 100 on the home page, a blog post and
// the FAQ, in Lighthouse's mobile (default) and desktop configurations. Lighthouse
// drives its own Chromium (Debian's, through chrome-launcher, which Lighthouse depends
// on) against the e2e server; it runs once, in the desktop project.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { expect, test } from "@playwright/test";
import { chromiumPath, lighthouseChromeFlags } from "@tests/support/chromium.mjs";

const CHROME_PATH = chromiumPath ?? "/usr/bin/chromium";
const CHROME_FLAGS = lighthouseChromeFlags;
const CATEGORIES = ["accessibility", "seo"];
const PAGES = ["/", "/blog/where-to-park-at-ben-gurion", "/faq"];

/** The failing audits of one category, as "id: title" lines (empty at 100). */
function failingAudits(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"], categoryId: string): string[] {
  const category = lhr.categories[categoryId];
  if (!category) return [`category ${categoryId} missing`];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit!.id}: ${audit!.title}`);
}

for (const pagePath of PAGES) {
  test(`Lighthouse accessibility and SEO are 100 on ${pagePath}`, async ({ baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "Lighthouse runs its own browser: once is enough");
    test.setTimeout(120_000);
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const url = new URL(pagePath, baseURL).href;
      for (const [formFactor, config] of [["mobile", undefined], ["desktop", desktopConfig]] as const) {
        // A run Lighthouse itself reports as broken (NO_NAVSTART, seen on a busy
        // machine) says nothing about the page: it is run again, up to 3 times.
        let result: Awaited<ReturnType<typeof lighthouse>>;
        for (let attempt = 1; ; attempt++) {
          result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES }, config);
          if (!result?.lhr.runtimeError || attempt === 3) break;
        }
        expect(result, `Lighthouse result for ${url} (${formFactor})`).toBeTruthy();
        const lhr = result!.lhr;
        expect(lhr.runtimeError?.message, `${formFactor} run error`).toBeUndefined();
        expect(lhr.finalDisplayedUrl).toBe(url);
        for (const categoryId of CATEGORIES) {
          const score = lhr.categories[categoryId]?.score;
          expect({ formFactor, categoryId, score, failing: failingAudits(lhr, categoryId) }).toEqual({
            formFactor,
            categoryId,
            score: 1,
            failing: [],
          });
        }
      }
    } finally {
      await chrome.kill();
    }
  });
}
