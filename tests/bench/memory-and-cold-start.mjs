// Cold start and memory of the server process (docs/BENCHMARKS.md), embedded database.
//
// Cold start = spawn `node <build>/node/main.js` → first 200 from /readyz, on a fresh
// DATA_DIR (a copy of the build's migrated template, or without one, initdb and
// migrations) and on the existing one (the previous run's folder), BENCH_COLD_RUNS
// times each (median reported), with the CPU time the server used until then; also
// the time from spawn to the first rendered page (the SSR bundle is loaded on the
// first page request, not at start).
// Memory = VmRSS of the server process from /proc/<pid>/status (the embedded
// database runs inside it): at ready, idle after a few pages, every 250 ms under
// autocannon on / (browser User-Agent, gzip, BENCH_CONNECTIONS connections,
// BENCH_DURATION s), and idle again 10 s after the load.
//
// Env: VALET_BUILD_DIR, BENCH_PORT (3523), BENCH_COLD_RUNS (3), BENCH_DURATION (10),
// BENCH_CONNECTIONS (10).
import fs from "node:fs";
import {
  BLOG_POST,
  BROWSER_UA,
  cannon,
  cpuMsOf,
  emit,
  fail,
  loadavg,
  machine,
  ms,
  rssOf,
  say,
  sleep,
  startServer,
  tempDir,
} from "./lib.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3523);
const COLD_RUNS = Math.max(1, Number(process.env.BENCH_COLD_RUNS ?? 3));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const HEADERS = { "user-agent": BROWSER_UA, "accept-encoding": "gzip", accept: "text/html" };
const MiB = (bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Starts on `dataDir`, times ready and the first page, and returns the running server. */
async function coldStart(dataDir) {
  const spawned = performance.now();
  const server = await startServer({ port: PORT, dataDir });
  const rssAtReady = rssOf(server.pid);
  // CPU the server used to get ready: on a shared machine, steadier than the wall clock.
  const cpuMsAtReady = cpuMsOf(server.pid);
  const response = await fetch(`${server.baseUrl}/`, { headers: HEADERS });
  await response.text();
  if (response.status !== 200) throw new Error(`/ answered ${response.status}`);
  return { server, readyMs: ms(server.readyMs), cpuMsAtReady, firstPageMs: ms(performance.now() - spawned), rssAtReadyMiB: MiB(rssAtReady) };
}

const began = performance.now();
const loadBefore = loadavg();
const folders = [];
let server;
try {
  const fresh = [];
  const existing = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const dataDir = tempDir("cold");
    folders.push(dataDir);
    const first = await coldStart(dataDir);
    await first.server.stop();
    fresh.push({ readyMs: first.readyMs, cpuMsAtReady: first.cpuMsAtReady, firstPageMs: first.firstPageMs, rssAtReadyMiB: first.rssAtReadyMiB, loadavg: loadavg() });
    const again = await coldStart(dataDir);
    await again.server.stop();
    existing.push({ readyMs: again.readyMs, cpuMsAtReady: again.cpuMsAtReady, firstPageMs: again.firstPageMs, rssAtReadyMiB: again.rssAtReadyMiB, loadavg: loadavg() });
    say(
      `cold start ${i + 1}: fresh DATA_DIR ready ${fresh[i].readyMs} ms (cpu ${fresh[i].cpuMsAtReady} ms, first page ${fresh[i].firstPageMs} ms)` +
        `  existing ready ${existing[i].readyMs} ms (cpu ${existing[i].cpuMsAtReady} ms, first page ${existing[i].firstPageMs} ms)  load ${existing[i].loadavg[0]}`,
    );
  }

  // Memory: a server on an existing folder, warmed with a few pages.
  const warm = await coldStart(folders[0]);
  server = warm.server;
  for (const page of ["/", "/booking", "/faq", BLOG_POST, "/blog", "/calculator"]) await (await fetch(server.baseUrl + page, { headers: HEADERS })).text();
  await sleep(5000);
  const idleRss = rssOf(server.pid);

  const samples = [];
  const sampler = setInterval(() => samples.push(rssOf(server.pid)), 250);
  const load = await cannon({ url: `${server.baseUrl}/`, headers: HEADERS, connections: CONNECTIONS, duration: DURATION, pid: server.pid });
  clearInterval(sampler);
  const underLoad = { maxMiB: MiB(Math.max(...samples)), medianMiB: MiB(median(samples)), endMiB: MiB(samples.at(-1)), samples: samples.length };
  delete load.perSecond;
  await sleep(10_000);
  const afterRss = rssOf(server.pid);
  say(
    `RSS idle ${MiB(idleRss)} MiB; under load (${load.rps} req/s on /) median ${underLoad.medianMiB} MiB, max ${underLoad.maxMiB} MiB;` +
      ` 10 s after ${MiB(afterRss)} MiB`,
  );
  await server.stop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });

  emit({
    bench: "memory-and-cold-start",
    machine: machine(),
    loadavgBefore: loadBefore,
    loadavgAfter: loadavg(),
    settings: { database: "embedded", coldRuns: COLD_RUNS, connections: CONNECTIONS, durationS: DURATION },
    coldStart: {
      freshMedianReadyMs: median(fresh.map((r) => r.readyMs)),
      freshMedianFirstPageMs: median(fresh.map((r) => r.firstPageMs)),
      freshMedianCpuMsAtReady: median(fresh.map((r) => r.cpuMsAtReady)),
      existingMedianReadyMs: median(existing.map((r) => r.readyMs)),
      existingMedianFirstPageMs: median(existing.map((r) => r.firstPageMs)),
      existingMedianCpuMsAtReady: median(existing.map((r) => r.cpuMsAtReady)),
      fresh,
      existing,
    },
    rss: { idleMiB: MiB(idleRss), underLoad, afterLoadIdleMiB: MiB(afterRss) },
    load,
    elapsedS: Math.round((performance.now() - began) / 1000),
  });
} catch (error) {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  await fail(error, server);
}
