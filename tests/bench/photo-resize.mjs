// The crew page's resize of a camera photo in the browser (product.md §16,
// docs/decisions/030): a 12-megapixel phone JPEG (4000 × 3000, EXIF orientation 6
// and a GPS position, made with sharp by tests/support/photo-fixtures.ts) through
// client/lib/resize-photo.ts in Debian's Chromium; target: the upload at most
// 400 KB (1 KB = 1000 bytes). Reports the output's bytes, its size in pixels (the
// long side at most 1600, turned upright) and the time the resize took.
//
// The module is bundled with esbuild for the page (its own code, not the build's
// chunk, whose export names are minified). Env: BENCH_RUNS (3). Smoke mode
// (lib.mjs): one run on a 2000 × 1500 photo.
import { build } from "esbuild";
import { chromium } from "@playwright/test";
import { tsImport } from "tsx/esm/api";
import { chromiumArgs, chromiumPath } from "../support/chromium.mjs";
import { NO_CHROMIUM, SMOKE, finish, loadavg, machine, nonNegative, positive, say, setting, skipSmokeWithout } from "./lib.mjs";

skipSmokeWithout("photo-resize", NO_CHROMIUM);
const RUNS = Math.max(1, setting("BENCH_RUNS", 3, 1));
const TARGET_BYTES = 400 * 1000;
// The camera's picture as stored (before its EXIF turn); the long side of the upload is at most 1600.
const [WIDTH, HEIGHT] = SMOKE ? [2000, 1500] : [4000, 3000];
const LONG_SIDE = 1600;

const began = performance.now();
const { cameraPhoto } = await tsImport("../support/photo-fixtures.ts", import.meta.url);
const camera = await cameraPhoto(WIDTH, HEIGHT);
const bundle = await build({
  entryPoints: [new URL("../../client/lib/resize-photo.ts", import.meta.url).pathname],
  bundle: true,
  format: "iife",
  globalName: "resizeModule",
  write: false,
  target: "es2022",
});

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const runs = [];
try {
  const page = await browser.newPage();
  await page.setContent("<!doctype html><title>resize</title>");
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  for (let run = 0; run < RUNS; run++) {
    runs.push(
      await page.evaluate(async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const file = new Blob([bytes], { type: "image/jpeg" });
        const started = performance.now();
        const resized = await globalThis.resizeModule.resizePhoto(file);
        const ms = performance.now() - started;
        const picture = await createImageBitmap(resized);
        return { bytes: resized.size, type: resized.type, width: picture.width, height: picture.height, ms: Math.round(ms) };
      }, camera.toString("base64")),
    );
  }
} finally {
  await browser.close();
}

const largest = Math.max(...runs.map((run) => run.bytes));
const met = largest <= TARGET_BYTES && runs.every((run) => run.type === "image/jpeg" && Math.max(run.width, run.height) <= LONG_SIDE);
say(`camera photo: ${WIDTH} × ${HEIGHT}, ${Math.round(camera.length / 1000)} KB`);
for (const run of runs) say(`resized: ${run.width} × ${run.height} ${run.type}, ${Math.round(run.bytes / 100) / 10} KB, ${run.ms} ms`);
say(`target ≤ ${TARGET_BYTES / 1000} KB: ${met ? "ok" : "MISSED"}`);
finish({
  bench: "photo-resize",
  machine: machine(),
  loadavg: loadavg(),
  settings: { runs: RUNS, browser: chromiumPath ?? "playwright's", input: `${WIDTH} × ${HEIGHT} JPEG, quality 92, EXIF orientation 6` },
  targets: { maxBytes: TARGET_BYTES },
  input: { width: WIDTH, height: HEIGHT, bytes: camera.length },
  runs,
  met,
  elapsedS: Math.round((performance.now() - began) / 100) / 10,
}, {
  "every run resized": runs.length === RUNS,
  // Orientation 6: the upright picture is HEIGHT wide and WIDTH tall, its long side scaled to LONG_SIDE.
  "each upload a JPEG turned upright, its long side 1600, of some bytes, timed": runs.every(
    (run) => run.type === "image/jpeg" && run.height === LONG_SIDE && run.width === Math.round((HEIGHT * LONG_SIDE) / WIDTH) && positive(run.bytes) && nonNegative(run.ms),
  ),
});
