// SSR throughput of /, /faq, a blog post (documents: served from the render
// cache, docs/decisions/014) and /booking (an application: rendered per request) against
// the same bytes served as a static file by the same server, in the same run
// (targets, docs/BENCHMARKS.md: documents 0.8, /booking 0.3).
//
// For each page the HTML is fetched once (browser User-Agent), written to
// <build>/client/__bench/<name>.html (served by express.static like every built
// file) and deleted at the end. autocannon then measures, one after the other:
//   static   gzip       the static copy, Accept-Encoding: gzip (what a browser sends)
//   ssr      gzip       the page rendered, browser User-Agent (streamed, onShellReady)
//   ssrBot   gzip       the page rendered, autocannon's User-Agent: isbot() → onAllReady
//   static   identity   the static copy, no compression
//   ssr      identity   the page rendered, browser User-Agent, no compression
// ratio = ssr rps / static rps; the targets apply to the browser + gzip pair.
// cpuRatio = the same from the server process's CPU time per request (/proc), which
// other load on a shared machine hardly moves.
//
// Env: VALET_BUILD_DIR (build to test), BENCH_PORT (3520), BENCH_DURATION (10 s),
// BENCH_CONNECTIONS (10), BENCH_WARMUP (2 s per measurement), BENCH_DATABASE_URL
// (Postgres instead of a fresh embedded database). Smoke mode (lib.mjs): / and
// /booking (one page of each kind), 1 s per measurement on 2 connections, no warm-up.
import fs from "node:fs";
import path from "node:path";
import {
  BLOG_POST,
  BOT_UA,
  BROWSER_UA,
  BUILD_DIR,
  SMOKE,
  STATIC_FOLDER,
  benchPort,
  cannon,
  fail,
  finish,
  loadavg,
  machine,
  positive,
  say,
  setting,
  startServer,
} from "./lib.mjs";

const PORT = benchPort(3520);
const DURATION = setting("BENCH_DURATION", 10, 1);
const CONNECTIONS = setting("BENCH_CONNECTIONS", 10, 2);
const WARMUP = setting("BENCH_WARMUP", 2, 0);

const PAGES = [
  { name: "home", path: "/", target: 0.8 },
  { name: "faq", path: "/faq", target: 0.8 },
  { name: "blog-post", path: BLOG_POST, target: 0.8 },
  { name: "booking", path: "/booking", target: 0.3 },
].filter((page) => !SMOKE || page.name === "home" || page.name === "booking");

const BROWSER_HEADERS = {
  "user-agent": BROWSER_UA,
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "he-IL,he;q=0.9",
};
const CONDITIONS = [
  { key: "staticGzip", kind: "static", headers: { ...BROWSER_HEADERS, "accept-encoding": "gzip" } },
  { key: "ssrGzip", kind: "ssr", headers: { ...BROWSER_HEADERS, "accept-encoding": "gzip" } },
  { key: "ssrBotGzip", kind: "ssr", headers: { "user-agent": BOT_UA, "accept-encoding": "gzip" } },
  { key: "staticIdentity", kind: "static", headers: { ...BROWSER_HEADERS, "accept-encoding": "identity" } },
  { key: "ssrIdentity", kind: "ssr", headers: { ...BROWSER_HEADERS, "accept-encoding": "identity" } },
];

const staticDir = path.join(BUILD_DIR, "client", STATIC_FOLDER);
const removeStaticCopies = () => fs.rmSync(staticDir, { recursive: true, force: true });
process.once("exit", removeStaticCopies);
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => process.exit(130));

const began = performance.now();
const loadBefore = loadavg();
let server;
try {
  server = await startServer({ port: PORT, databaseUrl: process.env.BENCH_DATABASE_URL });
  say(`server ready in ${Math.round(server.readyMs)} ms on ${server.baseUrl}`);
  fs.mkdirSync(staticDir, { recursive: true });

  const pages = [];
  for (const page of PAGES) {
    const ssrUrl = server.baseUrl + page.path;
    const response = await fetch(ssrUrl, { headers: BROWSER_HEADERS });
    if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
    const html = await response.text();
    fs.writeFileSync(path.join(staticDir, `${page.name}.html`), html);
    const staticUrl = `${server.baseUrl}/${STATIC_FOLDER}/${page.name}.html`;
    const copy = await fetch(staticUrl, { headers: BROWSER_HEADERS });
    const copied = await copy.text();
    if (copy.status !== 200 || copied !== html) throw new Error(`the static copy of ${page.path} is not served as written`);

    const runs = {};
    for (const condition of CONDITIONS) {
      const url = condition.kind === "static" ? staticUrl : ssrUrl;
      if (WARMUP > 0) await cannon({ url, connections: CONNECTIONS, duration: WARMUP, headers: condition.headers });
      const run = await cannon({ url, connections: CONNECTIONS, duration: DURATION, headers: condition.headers, pid: server.pid });
      run.loadavg = loadavg();
      delete run.perSecond;
      runs[condition.key] = run;
      say(
        `${page.path.padEnd(40)} ${condition.key.padEnd(15)} ${String(run.rps).padStart(8)} req/s` +
          `  p50 ${run.latencyMs.p50} ms  p99 ${run.latencyMs.p99} ms  server CPU ${run.serverCpuMsPerRequest} ms/req` +
          `  non2xx ${run.non2xx}  ${run.bytesPerResponse} B/resp  load ${run.loadavg[0]}`,
      );
    }
    const ratio = (ssr, stat) => Math.round((runs[ssr].rps / runs[stat].rps) * 1000) / 1000;
    // The same ratio from the server's CPU per request: what the throughput ratio
    // would be if the server had its core to itself (the machine is shared).
    const cpuRatio = (ssr, stat) => Math.round((runs[stat].serverCpuMsPerRequest / runs[ssr].serverCpuMsPerRequest) * 1000) / 1000;
    const result = {
      name: page.name,
      path: page.path,
      htmlBytes: Buffer.byteLength(html),
      ratio: ratio("ssrGzip", "staticGzip"),
      ratioBot: ratio("ssrBotGzip", "staticGzip"),
      ratioIdentity: ratio("ssrIdentity", "staticIdentity"),
      cpuRatio: cpuRatio("ssrGzip", "staticGzip"),
      cpuRatioIdentity: cpuRatio("ssrIdentity", "staticIdentity"),
      target: page.target,
      met: runs.ssrGzip.rps / runs.staticGzip.rps >= page.target,
      runs,
    };
    say(
      `${page.path}: ratio ${result.ratio} (target ≥ ${page.target}) bot ${result.ratioBot} identity ${result.ratioIdentity}` +
        ` | by server CPU: ${result.cpuRatio} identity ${result.cpuRatioIdentity}`,
    );
    pages.push(result);
  }

  await server.stop();
  removeStaticCopies();
  finish({
    bench: "ssr-vs-static",
    machine: machine(),
    loadavgBefore: loadBefore,
    loadavgAfter: loadavg(),
    settings: { connections: CONNECTIONS, durationS: DURATION, warmupS: WARMUP, database: process.env.BENCH_DATABASE_URL ? "postgres" : "embedded", userAgent: BROWSER_UA },
    pages,
    allMet: pages.every((page) => page.met),
    elapsedS: Math.round((performance.now() - began) / 1000),
  }, {
    "every page measured": pages.length === PAGES.length,
    "every measurement answered, with the server's CPU": pages.every((page) =>
      CONDITIONS.every(({ key }) => {
        const run = page.runs[key];
        return positive(run?.rps) && run.ok2xx > 0 && positive(run.serverCpuMsPerRequest) && positive(run.bytesPerResponse);
      }),
    ),
    "every ratio a number": pages.every((page) => [page.ratio, page.ratioBot, page.ratioIdentity, page.cpuRatio, page.cpuRatioIdentity].every(positive)),
  });
} catch (error) {
  removeStaticCopies();
  await fail(error, server);
}
