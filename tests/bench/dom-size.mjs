// Elements and HTML bytes of the reading pages (docs/decisions/014; docs/BENCHMARKS.md): Lighthouse's total
// blocking time on a long document is mostly the style and layout of its DOM, so
// the element count is the lever to watch. A production server is started and
// each page is opened in Chromium at phone size, with its script run (the
// count is taken after the page view's beacon, the script's last step):
// `document.querySelectorAll('*').length`, which, like style and layout, does
// not see inside <template> elements. The HTML's own size (identity and gzip)
// comes from a plain fetch. Env: VALET_BUILD_DIR, BENCH_PORT (3525). Smoke mode
// (lib.mjs): / only.
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { BLOG_POST, BROWSER_UA, NO_CHROMIUM, SMOKE, benchPort, finish, loadavg, machine, positive, say, skipSmokeWithout, startServer } from "./lib.mjs";
import { chromiumArgs, chromiumPath } from "../support/chromium.mjs";

skipSmokeWithout("dom-size", NO_CHROMIUM);
const PAGES = SMOKE ? ["/"] : ["/", "/faq", "/vip-parking-ben-gurion", BLOG_POST, "/booking"];
const port = benchPort(3525);

const began = performance.now();
const server = await startServer({ port });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const results = [];
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: BROWSER_UA });
  for (const pagePath of PAGES) {
    const html = Buffer.from(await (await fetch(`${server.baseUrl}${pagePath}`, { headers: { "user-agent": BROWSER_UA } })).arrayBuffer());
    const page = await context.newPage();
    const visit = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/track-visit");
    await page.goto(`${server.baseUrl}${pagePath}`);
    await visit;
    const counts = await page.evaluate(() => ({
      elements: document.querySelectorAll("*").length,
      inBody: document.body.querySelectorAll("*").length,
      dialogs: document.querySelectorAll("dialog").length,
      templates: document.querySelectorAll("template").length,
    }));
    await page.close();
    results.push({ path: pagePath, ...counts, htmlBytes: html.length, htmlGzipBytes: zlib.gzipSync(html).length });
  }
} finally {
  await browser.close();
  await server.stop();
}

say("page                                 elements  in body  dialogs  templates  HTML      gzip");
for (const r of results) {
  say(
    `${r.path.padEnd(36)} ${String(r.elements).padStart(8)} ${String(r.inBody).padStart(8)} ${String(r.dialogs).padStart(8)} ${String(r.templates).padStart(10)}  ${(r.htmlBytes / 1000).toFixed(1).padStart(5)} KB ${(r.htmlGzipBytes / 1000).toFixed(1).padStart(5)} KB`,
  );
}
finish(
  { bench: "dom-size", machine: machine(), loadavg: loadavg(), pages: results, elapsedS: Math.round((performance.now() - began) / 100) / 10 },
  {
    "every page counted": results.length === PAGES.length,
    "elements and HTML bytes of each": results.every((r) => positive(r.elements) && positive(r.inBody) && r.inBody < r.elements && positive(r.htmlBytes) && positive(r.htmlGzipBytes) && r.htmlGzipBytes < r.htmlBytes),
  },
);
