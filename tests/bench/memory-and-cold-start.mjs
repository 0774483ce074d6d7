// Cold start and memory of the server process (docs/BENCHMARKS.md), embedded database.
//
// Cold start = spawn `node <build>/node/main.js` → first 200 from /readyz, on a fresh
// DATA_DIR (a copy of the build's migrated template, or without one, initdb and
// migrations) and on the existing one (the previous run's folder), BENCH_COLD_RUNS
// times each (median reported), with the CPU time the server used until then; also
// the time from spawn to the first rendered page (the SSR bundle is loaded on the
// first page request, not at start).
// Memory = VmRSS of the server process from /proc/<pid>/status, and the embedded
// Postgres it hosts (its child processes' proportional set size, summed: shared
// buffers counted once), and the two together: at ready, then, on the server of the
// last start on an existing folder, idle after a few pages, every 250 ms under
// autocannon on / (browser User-Agent, gzip, BENCH_CONNECTIONS connections,
// BENCH_DURATION s), and idle again 10 s after the load. CPU at ready counts the
// server's and its Postgres's.
//
// Env: VALET_BUILD_DIR, BENCH_PORT (3523), BENCH_COLD_RUNS (3), BENCH_DURATION (10),
// BENCH_CONNECTIONS (10), BENCH_IDLE_MS (5000 before the load, 10000 after).
// Smoke mode (lib.mjs): one cold start of each kind, 1 s of load on 2 connections,
// 500 ms idle before and after.
import fs from "node:fs";
import {
  BLOG_POST,
  BROWSER_UA,
  benchPort,
  cannon,
  cpuMsOf,
  embeddedPostgresOf,
  fail,
  finish,
  loadavg,
  machine,
  ms,
  positive,
  rssOf,
  say,
  setting,
  sleep,
  startServer,
  tempDir,
} from "./lib.mjs";

const PORT = benchPort(3523);
const COLD_RUNS = Math.max(1, setting("BENCH_COLD_RUNS", 3, 1));
const DURATION = setting("BENCH_DURATION", 10, 1);
const CONNECTIONS = setting("BENCH_CONNECTIONS", 10, 2);
// Idle before the load (after a few pages) and after it; 10 s after, the idle time before × 2.
const IDLE_MS = setting("BENCH_IDLE_MS", 5000, 500);
const HEADERS = { "user-agent": BROWSER_UA, "accept-encoding": "gzip", accept: "text/html" };
const MiB = (bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Starts on `dataDir`, times ready and the first page, and returns the running server. */
async function coldStart(dataDir) {
  const spawned = performance.now();
  const server = await startServer({ port: PORT, dataDir });
  const rssAtReady = rssOf(server.pid);
  // CPU the server and its Postgres used to get ready: on a shared machine, steadier than the wall clock.
  const database = embeddedPostgresOf(server.pid);
  const cpuMsAtReady = cpuMsOf(server.pid) + database.cpuMs;
  const response = await fetch(`${server.baseUrl}/`, { headers: HEADERS });
  await response.text();
  if (response.status !== 200) throw new Error(`/ answered ${response.status}`);
  return { server, readyMs: ms(server.readyMs), cpuMsAtReady, firstPageMs: ms(performance.now() - spawned), rssAtReadyMiB: MiB(rssAtReady), postgresPssAtReadyMiB: MiB(database.pssBytes) };
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
    // The last start on an existing folder goes on as the memory measurement's server.
    if (i === COLD_RUNS - 1) server = again.server;
    else await again.server.stop();
    existing.push({ readyMs: again.readyMs, cpuMsAtReady: again.cpuMsAtReady, firstPageMs: again.firstPageMs, rssAtReadyMiB: again.rssAtReadyMiB, loadavg: loadavg() });
    say(
      `cold start ${i + 1}: fresh DATA_DIR ready ${fresh[i].readyMs} ms (cpu ${fresh[i].cpuMsAtReady} ms, first page ${fresh[i].firstPageMs} ms)` +
        `  existing ready ${existing[i].readyMs} ms (cpu ${existing[i].cpuMsAtReady} ms, first page ${existing[i].firstPageMs} ms)  load ${existing[i].loadavg[0]}`,
    );
  }

  // Memory: the server of the last start on an existing folder, warmed with a few pages.
  for (const page of ["/", "/booking", "/faq", BLOG_POST, "/blog", "/calculator"]) await (await fetch(server.baseUrl + page, { headers: HEADERS })).text();
  await sleep(IDLE_MS);
  const idleRss = rssOf(server.pid);
  const idlePostgres = embeddedPostgresOf(server.pid).pssBytes;

  const samples = [];
  const totals = [];
  const sampler = setInterval(() => {
    const rss = rssOf(server.pid);
    samples.push(rss);
    totals.push(rss + embeddedPostgresOf(server.pid).pssBytes);
  }, 250);
  const load = await cannon({ url: `${server.baseUrl}/`, headers: HEADERS, connections: CONNECTIONS, duration: DURATION, pid: server.pid });
  clearInterval(sampler);
  const underLoad = {
    maxMiB: MiB(Math.max(...samples)),
    medianMiB: MiB(median(samples)),
    endMiB: MiB(samples.at(-1)),
    withPostgresMaxMiB: MiB(Math.max(...totals)),
    withPostgresMedianMiB: MiB(median(totals)),
    samples: samples.length,
  };
  delete load.perSecond;
  await sleep(IDLE_MS * 2);
  const afterRss = rssOf(server.pid);
  const afterPostgres = embeddedPostgresOf(server.pid).pssBytes;
  say(
    `RSS idle ${MiB(idleRss)} MiB (+ Postgres ${MiB(idlePostgres)} MiB); under load (${load.rps} req/s on /) median ${underLoad.medianMiB} MiB, max ${underLoad.maxMiB} MiB` +
      ` (with Postgres ${underLoad.withPostgresMedianMiB} / ${underLoad.withPostgresMaxMiB} MiB); ${(IDLE_MS * 2) / 1000} s after ${MiB(afterRss)} MiB (+ ${MiB(afterPostgres)} MiB)`,
  );
  await server.stop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });

  const coldStarts = {
    freshMedianReadyMs: median(fresh.map((r) => r.readyMs)),
    freshMedianFirstPageMs: median(fresh.map((r) => r.firstPageMs)),
    freshMedianCpuMsAtReady: median(fresh.map((r) => r.cpuMsAtReady)),
    existingMedianReadyMs: median(existing.map((r) => r.readyMs)),
    existingMedianFirstPageMs: median(existing.map((r) => r.firstPageMs)),
    existingMedianCpuMsAtReady: median(existing.map((r) => r.cpuMsAtReady)),
    fresh,
    existing,
  };
  const rss = {
    idleMiB: MiB(idleRss),
    postgresIdleMiB: MiB(idlePostgres),
    withPostgresIdleMiB: MiB(idleRss + idlePostgres),
    underLoad,
    afterLoadIdleMiB: MiB(afterRss),
    withPostgresAfterLoadIdleMiB: MiB(afterRss + afterPostgres),
  };
  finish({
    bench: "memory-and-cold-start",
    machine: machine(),
    loadavgBefore: loadBefore,
    loadavgAfter: loadavg(),
    settings: { database: "embedded", coldRuns: COLD_RUNS, connections: CONNECTIONS, durationS: DURATION, idleMs: IDLE_MS },
    coldStart: coldStarts,
    rss,
    load,
    elapsedS: Math.round((performance.now() - began) / 1000),
  }, {
    "every cold start timed, to ready and to the first page, with its CPU": [...fresh, ...existing].length === COLD_RUNS * 2 &&
      [...fresh, ...existing].every((r) => positive(r.readyMs) && positive(r.firstPageMs) && r.firstPageMs >= r.readyMs && positive(r.cpuMsAtReady) && positive(r.rssAtReadyMiB)),
    "RSS read idle, under load and after": positive(rss.idleMiB) && positive(rss.afterLoadIdleMiB) && underLoad.samples > 0 && positive(underLoad.maxMiB) && positive(underLoad.medianMiB),
    "the embedded Postgres's memory read": positive(rss.postgresIdleMiB) && underLoad.withPostgresMaxMiB > underLoad.maxMiB,
    "the load answered": positive(load.rps) && load.ok2xx > 0 && positive(load.serverCpuMsPerRequest),
  });
} catch (error) {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  await fail(error, server);
}
