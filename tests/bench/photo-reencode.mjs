// The server's CPU per handover photo (product.md §16, docs/decisions/030): the CPU time
// of one call of reencodePhoto (its checks, the decode, the resize and the JPEG
// encode) on a photo as the crew page sends it, a 1600 × 1200 JPEG; target at most
// 60 ms. Also a camera's own 4000 × 3000 JPEG, which the server takes when a
// browser could not resize.
//
// The server's own module, through tsx (no build needed); the photos are made with
// sharp first, each a different picture. CPU = process.cpuUsage() around each call:
// user + system time of the whole process, libvips' worker threads included.
// Three calls warm up first (loading sharp and libvips), not counted.
//
// Env: BENCH_PHOTOS (30), BENCH_CAMERA_PHOTOS (10). Smoke mode (lib.mjs): one
// photo of each, the camera's 2000 × 1500, one warm-up call.
import { tsImport } from "tsx/esm/api";
import { SMOKE, finish, loadavg, machine, positive, say, setting } from "./lib.mjs";

const PHOTOS = Math.max(1, setting("BENCH_PHOTOS", 30, 1));
const CAMERA_PHOTOS = Math.max(1, setting("BENCH_CAMERA_PHOTOS", 10, 1));
const TARGET_MS = 60;
const WARM_UP = SMOKE ? 1 : 3;
const [CAMERA_WIDTH, CAMERA_HEIGHT] = SMOKE ? [2000, 1500] : [4000, 3000];

const { reencodePhoto } = await tsImport("../../server/services/handover-photos/reencode.ts", import.meta.url);
const { browserPhoto, cameraPhoto } = await tsImport("../support/photo-fixtures.ts", import.meta.url);

const round = (value) => Math.round(value * 10) / 10;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** CPU and wall milliseconds of each re-encode, and the sizes in and out. */
async function measure(inputs) {
  const runs = [];
  for (const input of inputs) {
    const wallStart = performance.now();
    const cpuStart = process.cpuUsage();
    const photo = await reencodePhoto(input, "image/jpeg");
    const cpu = process.cpuUsage(cpuStart);
    runs.push({ cpuMs: (cpu.user + cpu.system) / 1000, wallMs: performance.now() - wallStart, inBytes: input.length, outBytes: photo.bytes, size: `${photo.width}x${photo.height}` });
  }
  const cpu = runs.map((run) => run.cpuMs);
  return {
    photos: runs.length,
    cpuMs: { median: round(median(cpu)), p90: round([...cpu].sort((a, b) => a - b)[Math.ceil(cpu.length * 0.9) - 1]), max: round(Math.max(...cpu)), mean: round(cpu.reduce((a, b) => a + b, 0) / cpu.length) },
    wallMs: { median: round(median(runs.map((run) => run.wallMs))), max: round(Math.max(...runs.map((run) => run.wallMs))) },
    inKB: round(median(runs.map((run) => run.inBytes)) / 1000),
    outKB: round(median(runs.map((run) => run.outBytes)) / 1000),
    output: runs[0]?.size,
  };
}

async function photos(count, make) {
  const made = [];
  for (let index = 0; index < count; index++) made.push(await make());
  return made;
}

say(`making ${PHOTOS} browser photos and ${CAMERA_PHOTOS} camera photos…`);
const browser = await photos(PHOTOS + WARM_UP, () => browserPhoto(1600, 1200));
const camera = await photos(CAMERA_PHOTOS, () => cameraPhoto(CAMERA_WIDTH, CAMERA_HEIGHT));
const loadBefore = loadavg();

for (const input of browser.slice(0, WARM_UP)) await reencodePhoto(input, "image/jpeg");
const fromBrowser = await measure(browser.slice(WARM_UP));
say(`browser 1600x1200: CPU median ${fromBrowser.cpuMs.median} ms, max ${fromBrowser.cpuMs.max} ms (target ≤ ${TARGET_MS})`);
const fromCamera = await measure(camera);
say(`camera ${CAMERA_WIDTH}x${CAMERA_HEIGHT}: CPU median ${fromCamera.cpuMs.median} ms, max ${fromCamera.cpuMs.max} ms`);

const measured = (result, count) =>
  result.photos === count &&
  positive(result.cpuMs.median) &&
  positive(result.cpuMs.max) &&
  positive(result.wallMs.median) &&
  positive(result.inKB) &&
  positive(result.outKB) &&
  /^\d+x\d+$/.test(result.output ?? "");
finish({
  bench: "photo-reencode",
  machine: machine(),
  loadavg: { before: loadBefore, after: loadavg() },
  targetCpuMs: TARGET_MS,
  meetsTarget: fromBrowser.cpuMs.max <= TARGET_MS,
  browserPhoto: fromBrowser,
  cameraPhoto: fromCamera,
}, {
  "every browser photo re-encoded, its CPU measured": measured(fromBrowser, PHOTOS),
  "every camera photo re-encoded, its CPU measured": measured(fromCamera, CAMERA_PHOTOS),
});
