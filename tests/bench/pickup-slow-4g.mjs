// A six-photo pickup on the crew page over Lighthouse's mobile "slow 4G" (product.md §16, docs/decisions/031):
// target, the pickup sent in at most 15 s. A production server of the build (a fresh
// DATA_DIR), a cash booking made through the API and moved to today (as
// tests/e2e/crew-day.spec.ts does), a representative added with the built CLI
// (`valet crew add --json`, whose one-time link is opened and its button pressed) in
// Debian's Chromium as a phone (390 × 844, touch, device scale 2). Then, through a
// DevTools session, the network is throttled (Network.emulateNetworkConditions:
// 150 ms, 1.6 Mbit/s down, 750 kbit/s up — Lighthouse's mobileSlow4G) and the CPU
// slowed 4× (Emulation.setCPUThrottlingRate, Lighthouse's mobile slowdown); the
// pickup form gets the four sides and two extra photos (six camera JPEGs of 4000 ×
// 3000 with EXIF orientation 6, made with sharp by tests/support/photo-fixtures.ts;
// the page resizes each when it is taken), the odometer, fuel and keys, and is sent.
// Measured: from pressing send until the page's "not sent yet" list is gone and the
// database has the six pickup photos and the picked_up status (polled every 100 ms).
// Also reported: each photo's time from being set to its thumbnail (the resize at 4×
// CPU), each upload's bytes and duration (Playwright's request timing), and what
// the throttled link alone needs for those bytes (the floor).
//
// Each run is a new booking, a new representative and a new browser context (cold
// cache, empty outbox). Env: BENCH_RUNS (3), BENCH_PORT (3524). Smoke mode
// (lib.mjs): one run, the six photos 400 × 300 (the same throttling; less to send).
import { execFileSync } from "node:child_process";
import { chromium } from "@playwright/test";
import { tsImport } from "tsx/esm/api";
import { chromiumArgs, chromiumPath } from "../support/chromium.mjs";
import { CLI_ENTRY, NO_CHROMIUM, ROOT, SMOKE, benchPort, fail, finish, loadavg, machine, positive, say, setting, skipSmokeWithout, sleep, startServer } from "./lib.mjs";

skipSmokeWithout("pickup-slow-4g", NO_CHROMIUM);
const RUNS = Math.max(1, setting("BENCH_RUNS", 3, 1));
const PORT = benchPort(3524);
const TARGET_S = 15;
const PHOTOS = 6;
const [PHOTO_WIDTH, PHOTO_HEIGHT] = SMOKE ? [400, 300] : [4000, 3000];
const RUN_TIMEOUT_MS = 180_000;

/** Lighthouse's mobileSlow4G (its constants.js): 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up; CPU 4×. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const s = (ms) => Math.round(ms / 10) / 100;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const began = performance.now();
const loadBefore = loadavg();
const { cameraPhoto } = await tsImport("../support/photo-fixtures.ts", import.meta.url);
const { apiBookingBody, e2eDatabase } = await tsImport("../e2e/booking-helpers.ts", import.meta.url);
const { crewMessages } = await tsImport("../../shared/messages/crew.ts", import.meta.url);
const { crewPageMessages: copy } = await tsImport("../../shared/messages/crew-page.ts", import.meta.url);

say(`making ${PHOTOS} camera photos (${PHOTO_WIDTH} × ${PHOTO_HEIGHT}, EXIF orientation 6) with sharp…`);
const photos = [];
for (let index = 0; index < PHOTOS; index++) photos.push(await cameraPhoto(PHOTO_WIDTH, PHOTO_HEIGHT));
say(`camera photos: ${photos.map((photo) => `${Math.round(photo.length / 1000)} KB`).join(", ")}`);

const server = await startServer({ port: PORT });
// booking-helpers' e2eDatabase() opens the running server's embedded database through its socket.
process.env.E2E_DATA_DIR = server.dataDir;
let db;
let browser;
let browserVersion;
const runs = [];
try {
  db = await e2eDatabase();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  browserVersion = browser.version();
  say(`server ${server.baseUrl} ready in ${Math.round(server.readyMs)} ms; Chromium ${browserVersion}`);

  for (let run = 1; run <= RUNS; run++) {
    const result = await pickupRun(run);
    runs.push(result);
    say(
      `run ${run}: sent in ${result.seconds} s (server done at ${result.serverDoneS} s); photos taken (resize) ${result.photoTakenMs.map((value) => `${value} ms`).join(", ")}; uploads ${result.uploads.map((u) => `${Math.round(u.bytes / 100) / 10} KB/${u.ms} ms`).join(", ")}`,
    );
  }
} catch (error) {
  await browser?.close().catch(() => {});
  await db?.close().catch(() => {});
  await fail(error, server);
}
await browser.close();
await db.close();
await server.stop();

/** A cash booking for today: made through the API, its pickup moved an hour ahead and its return 20 hours ahead. */
async function bookingForToday(run) {
  const response = await fetch(`${server.baseUrl}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseUrl },
    body: JSON.stringify(apiBookingBody({ full_name: `נוסע מדידה ${run}` })),
  });
  if (response.status !== 201) throw new Error(`POST /api/bookings: ${response.status} ${await response.text()}`);
  const { order_number: orderNumber } = await response.json();
  const hour = 3_600_000;
  await db.prisma.booking.update({ where: { orderNumber }, data: { departureAt: new Date(Date.now() + hour), arrivalAt: new Date(Date.now() + 20 * hour) } });
  return orderNumber;
}

/** `valet crew add … --json` with the build's CLI, against this server's database and address. */
function newRepresentative(name) {
  const stdout = execFileSync(process.execPath, [CLI_ENTRY, "crew", "add", name, "--phone", "0507654321", "--json"], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir, PUBLIC_BASE_URL: server.baseUrl, LOG_LEVEL: "silent" },
    encoding: "utf8",
    // Its warning that a 127.0.0.1 link is not for a phone is expected here; a failure throws with stderr.
    stdio: ["ignore", "pipe", "pipe"],
  });
  return JSON.parse(stdout);
}

async function serverState(orderNumber) {
  const booking = await db.prisma.booking.findUniqueOrThrow({ where: { orderNumber } });
  const photoCount = await db.prisma.handoverPhoto.count({ where: { bookingId: booking.id, stage: "pickup" } });
  return { status: booking.serviceStatus, photos: photoCount };
}

async function pickupRun(run) {
  const orderNumber = await bookingForToday(run);
  const plate = "12-345-67"; // apiBookingBody's license_number, as the page paints it (shared/plate.ts)
  const representative = newRepresentative(`נציג מדידה ${run}`);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: "he-IL",
    timezoneId: "Asia/Jerusalem",
  });
  try {
    const page = await context.newPage();
    await page.goto(representative.link);
    await page.getByRole("button", { name: crewMessages.signInButton }).click();
    await page.waitForURL(/\/crew$/);
    const card = page.getByTestId(`crew-entry-pickup-${orderNumber}`);
    await card.waitFor();
    // The forms and the outbox are fetched once the page is idle; the measurement starts after.
    await page.waitForLoadState("networkidle");

    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    const uploads = [];
    page.on("requestfinished", (request) => {
      if (request.method() === "POST" && /\/api\/crew\/bookings\/\d+\/photos/.test(request.url())) uploads.push(request);
    });

    await card.getByRole("button", { name: copy.actions.pickup }).click();
    await page.getByRole("heading", { name: copy.form.pickupTitle(plate) }).waitFor();

    // Each photo as the camera gives it; the page resizes it before showing its thumbnail.
    const photoTakenMs = [];
    const file = (index) => ({ name: `IMG_20261127_0${index}.jpg`, mimeType: "image/jpeg", buffer: photos[index] });
    const sides = ["front", "back", "right", "left"];
    for (const [index, side] of sides.entries()) {
      const label = copy.form.sides[side];
      const started = performance.now();
      await page.getByTestId(`photo-${label}`).setInputFiles(file(index));
      await page.getByRole("img", { name: label }).waitFor({ timeout: 60_000 });
      photoTakenMs.push(Math.round(performance.now() - started));
    }
    for (let extra = 1; extra <= PHOTOS - sides.length; extra++) {
      const started = performance.now();
      await page.getByTestId(`photo-${copy.form.extra}`).setInputFiles(file(sides.length + extra - 1));
      await page.getByText(copy.form.extraCount(extra), { exact: true }).waitFor({ timeout: 60_000 });
      photoTakenMs.push(Math.round(performance.now() - started));
    }
    await page.getByLabel(copy.form.odometer).fill("48210");
    await page.getByLabel(copy.form.fuel).selectOption("5");
    await page.getByLabel(copy.form.keys).fill("2");
    const send = page.getByRole("button", { name: copy.form.send });
    await send.waitFor();

    const pressedAt = Date.now();
    const t0 = performance.now();
    await send.click();
    let serverDoneMs = null;
    let doneMs = null;
    let lastState = null;
    while (performance.now() - t0 < RUN_TIMEOUT_MS) {
      lastState = await serverState(orderNumber);
      const serverDone = lastState.status === "picked_up" && lastState.photos === PHOTOS;
      if (serverDone && serverDoneMs === null) serverDoneMs = performance.now() - t0;
      if (serverDone && (await page.getByTestId("crew-outbox").count()) === 0) {
        doneMs = performance.now() - t0;
        break;
      }
      await sleep(100);
    }
    if (doneMs === null) throw new Error(`run ${run}: not sent within ${RUN_TIMEOUT_MS / 1000} s (server: ${JSON.stringify(lastState)})`);

    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const timed = [];
    for (const request of uploads) {
      // The body is a Blob, which Playwright's requestBodySize does not see: the Content-Length Chromium sent.
      const headers = await request.allHeaders();
      const bytes = Number(headers["content-length"]) || (await request.sizes()).requestBodySize;
      const timing = request.timing();
      timed.push({ startAt: timing.startTime, bytes, ms: Math.round(timing.responseEnd), status: (await request.response())?.status() ?? null });
    }
    timed.sort((a, b) => a.startAt - b.startAt);
    const uploadBytes = timed.reduce((sum, u) => sum + u.bytes, 0);
    return {
      run,
      orderNumber,
      seconds: s(doneMs),
      serverDoneS: s(serverDoneMs),
      photoTakenMs,
      // From pressing send to the first upload's start: the page's own work at 4× CPU.
      firstUploadAfterMs: timed.length ? Math.round(timed[0].startAt - pressedAt) : null,
      uploads: timed.map(({ bytes, ms, status }) => ({ bytes, ms, status })),
      uploadsMs: timed.reduce((sum, u) => sum + u.ms, 0),
      uploadBytes,
      // What 750 kbit/s needs for those bytes alone, plus one 150 ms round trip per request (6 photos and the move).
      linkFloorS: s((uploadBytes / SLOW_4G.uploadThroughput) * 1000 + (timed.length + 1) * SLOW_4G.latency),
    };
  } finally {
    await context.close();
  }
}

const seconds = runs.map((r) => r.seconds);
const medianS = median(seconds);
const bytesPerPhoto = runs.map((r) => r.uploads.map((u) => u.bytes));
const met = Math.max(...seconds) <= TARGET_S;
const loadAfter = loadavg();
say(`camera photos ${Math.round(median(photos.map((p) => p.length)) / 1000)} KB each → uploads ${Math.round(median(bytesPerPhoto.flat()) / 100) / 10} KB (median)`);
say(`send → all sent: ${seconds.join(" s, ")} s; median ${medianS} s; target ≤ ${TARGET_S} s: ${met ? "met" : "MISSED"}`);
say(`load ${loadBefore.join(" ")} → ${loadAfter.join(" ")}`);
finish({
  bench: "pickup-slow-4g",
  machine: machine(),
  loadavg: { before: loadBefore, after: loadAfter },
  settings: {
    runs: RUNS,
    browser: `${chromiumPath ?? "playwright's"} ${browserVersion}`,
    phone: "390 × 844, isMobile, hasTouch, deviceScaleFactor 2",
    network: "Network.emulateNetworkConditions latency 150 ms, download 1638.4 kbit/s, upload 750 kbit/s (Lighthouse mobileSlow4G)",
    networkBytesPerS: { download: SLOW_4G.downloadThroughput, upload: SLOW_4G.uploadThroughput },
    cpu: `Emulation.setCPUThrottlingRate ${CPU_SLOWDOWN} (Lighthouse's mobile slowdown)`,
    photos: `${PHOTOS} (4 sides + 2 extra), ${PHOTO_WIDTH} × ${PHOTO_HEIGHT} JPEG, quality 92, EXIF orientation 6`,
    measured: "send pressed → outbox gone and the database has 6 pickup photos and picked_up",
  },
  targets: { maxSeconds: TARGET_S },
  input: { cameraBytes: photos.map((photo) => photo.length) },
  runs,
  seconds,
  medianS,
  // Each run's six uploads, in the order sent (the four sides, then the extras).
  bytesPerPhoto,
  medianBytesPerPhoto: median(bytesPerPhoto.flat()),
  met,
  elapsedS: Math.round((performance.now() - began) / 100) / 10,
}, {
  "every run sent its pickup, timed": runs.length === RUNS && runs.every((run) => positive(run.seconds) && positive(run.serverDoneS) && run.serverDoneS <= run.seconds),
  "every photo taken (resized), timed": runs.every((run) => run.photoTakenMs.length === PHOTOS && run.photoTakenMs.every(positive)),
  "every photo uploaded once, answered 2xx, its bytes counted": runs.every(
    (run) => run.uploads.length === PHOTOS && run.uploads.every((upload) => positive(upload.bytes) && upload.status >= 200 && upload.status < 300) && positive(run.linkFloorS),
  ),
});
