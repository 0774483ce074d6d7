// The browser's main thread while a page loads, at Lighthouse's phone CPU (4×
// slowdown), measured from a DevTools trace rather than simulated (docs/BENCHMARKS.md).
// Lighthouse loads a page at full speed and simulates the phone from that one
// trace, so on this shared machine one slow task moves its blocking time by
// hundreds of ms (docs/BENCHMARKS.md); here Chromium itself runs at 4× and the
// numbers come from what it did:
//   blockingMs: Σ (task − 50 ms) over the main thread's tasks after first
//               contentful paint, until 4 s after the load event (Lighthouse's TBT
//               stops at interactive; this window is fixed, so it is comparable);
//   busyMs:     Σ of those tasks;
//   longestMs:  the longest of them.
// Each page is loaded BENCH_TRACE_RUNS times (fresh context each), median kept.
//
// Env: VALET_BUILD_DIR, BENCH_PORT (3524), BENCH_TRACE_RUNS (5), CHROME_PATH.
// Smoke mode (lib.mjs): / once, the window 1 s after the load event.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumPath } from "../support/chromium.mjs";
import { BLOG_POST, NO_CHROMIUM, SMOKE, benchPort, fail, finish, loadavg, machine, nonNegative, positive, say, setting, skipSmokeWithout, startServer, tempDir } from "./lib.mjs";

skipSmokeWithout("main-thread", NO_CHROMIUM);
const PORT = benchPort(3524);
const RUNS = Math.max(1, setting("BENCH_TRACE_RUNS", 5, 1));
const PAGES = SMOKE ? ["/"] : ["/booking", "/calculator", "/", "/faq", BLOG_POST];
const LONG_TASK_MS = 50;
const AFTER_LOAD_MS = SMOKE ? 1000 : 4000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The main thread's tasks after first contentful paint, from one trace file. */
function tasksAfterPaint(traceFile) {
  const events = JSON.parse(fs.readFileSync(traceFile, "utf8")).traceEvents;
  const paint = events.filter((event) => event.name === "firstContentfulPaint").pop();
  if (!paint) throw new Error("the trace has no first contentful paint");
  return events
    .filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === "X" && event.name === "RunTask" && event.ts >= paint.ts)
    .map((event) => event.dur / 1000);
}

async function measure(browser, url, traceFile) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await browser.startTracing(page, { path: traceFile, categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"] });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(AFTER_LOAD_MS);
    await browser.stopTracing();
  } finally {
    await context.close();
  }
  const tasks = tasksAfterPaint(traceFile);
  return {
    blockingMs: Math.round(tasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0)),
    busyMs: Math.round(tasks.reduce((sum, ms) => sum + ms, 0)),
    longestMs: Math.round(Math.max(0, ...tasks)),
  };
}

let server;
try {
  server = await startServer({ port: PORT });
  const browser = await chromium.launch({ executablePath: chromiumPath ?? process.env.CHROME_PATH ?? "/usr/bin/chromium" });
  const folder = tempDir("trace");
  const pages = [];
  try {
    for (const pagePath of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, server.baseUrl + pagePath, path.join(folder, `${run}.json`)));
      const row = {
        path: pagePath,
        blockingMs: median(runs.map((run) => run.blockingMs)),
        busyMs: median(runs.map((run) => run.busyMs)),
        longestMs: median(runs.map((run) => run.longestMs)),
        runs,
      };
      say(`${pagePath.padEnd(36)} blocking ${String(row.blockingMs).padStart(5)} ms  busy ${String(row.busyMs).padStart(5)} ms  longest ${row.longestMs} ms  (${runs.map((run) => run.blockingMs).join(", ")})`);
      pages.push(row);
    }
  } finally {
    await browser.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
  await server.stop();
  finish(
    { bench: "main-thread", machine: machine(), loadavg: loadavg(), settings: { cpuSlowdown: 4, runs: RUNS, afterLoadMs: AFTER_LOAD_MS }, pages },
    {
      "every page traced": pages.length === PAGES.length && pages.every((page) => page.runs.length === RUNS),
      "the main thread's tasks after first paint measured": pages.every((page) => nonNegative(page.blockingMs) && positive(page.busyMs) && positive(page.longestMs) && page.longestMs <= page.busyMs),
    },
  );
} catch (error) {
  await fail(error, server);
}
