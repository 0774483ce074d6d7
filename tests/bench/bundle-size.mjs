// First-load JavaScript and CSS per route, gzip bytes, from the build
// (docs/BENCHMARKS.md).
//
// Every page is measured from what its HTML really references: a production server
// is started, each page is fetched, and every <script src> and <link
// rel="modulepreload"> in it is counted, with their own static
// `import … from "./x.js"` followed transitively (the HTML already lists them: an
// application's island names every file of its first load, docs/decisions/023).
// Documents (shared/site-pages.ts) may load at most 20 KB gzip, none of it React;
// /booking at most 120 KB (docs/decisions/022). Dynamic import() chunks, and theirs, are
// lazy: reported apart, not counted. CSS is every stylesheet the HTML links. The
// routes of React Router's server build give the list of pages.
//
// Each file is gzipped on its own with zlib's default level (6), which is what the
// server's compression middleware sends; level 9 is reported too. 1 KB = 1000 bytes
// (as Vite prints). Env: VALET_BUILD_DIR, BENCH_PORT (3524). Smoke mode (lib.mjs):
// the same, it is quick.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { BLOG_POST, BROWSER_UA, BUILD_DIR, benchPort, finish, loadavg, machine, nonNegative, positive, say, startServer } from "./lib.mjs";
import { pageKindOf } from "../../shared/site-pages.ts";

// Targets (docs/BENCHMARKS.md): every document at most 20 KB gzip of script; /booking at most 120 KB.
// The crew page at most 100 KB (docs/decisions/031). Fetched without a session it is the
// not-found page, but its island lists the same first-load files as a signed-in
// representative's (the files do not depend on the props), so it is measured as is.
const TARGETS = { jsKB: { "/booking": 120, "/crew": 100 }, documentJsKB: 20, cssKB: 20 };
const port = benchPort(3524);
const clientDir = path.join(BUILD_DIR, "client");

/** The build's routes (React Router's server build; its browser build is not kept, docs/architecture.md). */
async function routesOfBuild() {
  const build = await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href);
  return Object.values(build.routes);
}

const sizes = new Map();
function sizeOf(url) {
  let entry = sizes.get(url);
  if (!entry) {
    const buffer = fs.readFileSync(path.join(clientDir, url));
    entry = {
      raw: buffer.length,
      gzip: zlib.gzipSync(buffer).length,
      gzip9: zlib.gzipSync(buffer, { level: 9 }).length,
    };
    sizes.set(url, entry);
  }
  return entry;
}

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;
const CSS_URL = /\/assets\/[\w.-]+\.css/g;

function chunkRefs(url) {
  const source = fs.readFileSync(path.join(clientDir, url), "utf8");
  const resolve = (relative) => path.posix.join(path.posix.dirname(url), relative);
  return {
    statics: [...source.matchAll(STATIC_IMPORT)].map((m) => resolve(m[1])),
    dynamics: [...source.matchAll(DYNAMIC_IMPORT)].map((m) => resolve(m[1])),
    css: [...source.matchAll(CSS_URL)].map((m) => m[0]),
  };
}

/** The files reached from `start` through static imports, and the import() chunks they name. */
function closure(start) {
  const js = new Set();
  const dynamics = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const url = queue.shift();
    if (js.has(url)) continue;
    js.add(url);
    const refs = chunkRefs(url);
    queue.push(...refs.statics);
    for (const chunk of refs.dynamics) dynamics.add(chunk);
  }
  return { js, dynamics };
}

/** Every JS file a first load fetches, and those it can load later (import() chunks and their imports). */
function loadOf(start) {
  const first = closure(start);
  const lazy = new Set();
  let frontier = [...first.dynamics];
  while (frontier.length > 0) {
    const next = closure(frontier);
    for (const url of next.js) if (!first.js.has(url)) lazy.add(url);
    frontier = [...next.dynamics].filter((url) => !first.js.has(url) && !lazy.has(url));
  }
  return { js: [...first.js], lazy: [...lazy] };
}

const total = (urls, key) => urls.reduce((sum, url) => sum + sizeOf(url)[key], 0);
const kb = (bytes) => Math.round(bytes / 100) / 10;

const codeOf = (url) => fs.readFileSync(path.join(clientDir, url), "utf8");

/** What a page's HTML loads as script and style, read from the served page. */
async function pageLoad(baseUrl, pagePath) {
  const html = await (await fetch(`${baseUrl}${pagePath}`, { headers: { "user-agent": BROWSER_UA } })).text();
  const named = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ].filter((url) => url.startsWith("/assets/"));
  const { js, lazy } = loadOf(named);
  const css = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return {
    js,
    css,
    lazy,
    react: js.filter((url) => /react-dom|hydrateRoot|__reactRouter|React Router/.test(codeOf(url))),
    router: js.filter((url) => /__reactRouter|React Router/.test(codeOf(url))),
  };
}

const began = performance.now();
const routes = (await routesOfBuild()).filter((route) => route.id !== "root" && route.parentId === "root" && route.path !== "home");
const server = await startServer({ port });
const pages = [];
for (const { id, ...route } of routes) {
  const pagePath = route.path === "*" ? "/no-such-page" : route.index ? "/" : `/${route.path}`.replace("/blog/:slug", BLOG_POST);
  const kind = pageKindOf(pagePath);
  const load = await pageLoad(server.baseUrl, pagePath);
  const lazyOnly = load.lazy;
  const result = {
    path: pagePath,
    kind,
    route: id,
    reactFiles: load.react.map((url) => path.posix.basename(url)),
    routerFiles: load.router.map((url) => path.posix.basename(url)),
    jsFiles: load.js.length,
    jsRaw: total(load.js, "raw"),
    jsGzip: total(load.js, "gzip"),
    jsGzip9: total(load.js, "gzip9"),
    cssRaw: total(load.css, "raw"),
    cssGzip: total(load.css, "gzip"),
    cssGzip9: total(load.css, "gzip9"),
    lazyJsGzip: total(lazyOnly, "gzip"),
    lazyChunks: lazyOnly.map((url) => path.posix.basename(url)),
    js: load.js.map((url) => path.posix.basename(url)),
    css: load.css.map((url) => path.posix.basename(url)),
  };
  const jsTarget = kind === "document" ? TARGETS.documentJsKB : TARGETS.jsKB[pagePath];
  result.jsTargetKB = jsTarget ?? null;
  // A document loads no React at all; no page loads React Router (decision 023).
  const framework = kind === "document" ? load.react : load.router;
  result.jsMet = jsTarget === undefined ? null : result.jsGzip <= jsTarget * 1024 && framework.length === 0;
  result.cssMet = result.cssGzip <= TARGETS.cssKB * 1000;
  pages.push(result);
}
await server.stop();
pages.sort((a, b) => a.path.localeCompare(b.path));

// The largest files of the booking page's first load: where the bytes are.
const booking = pages.find((page) => page.path === "/booking");
const largest = (booking?.js ?? [])
  .map((file) => ({ file, gzip: sizeOf(`/assets/${file}`).gzip, raw: sizeOf(`/assets/${file}`).raw }))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 8);

say("route".padEnd(36) + "JS files  JS gzip (-9)        CSS gzip   lazy JS gzip");
for (const page of pages) {
  const mark = page.jsMet === null ? "" : page.jsMet ? ` ≤ ${page.jsTargetKB} ok` : ` > ${page.jsTargetKB} MISSED`;
  say(
    `${page.path.padEnd(36)}${String(page.jsFiles).padStart(8)}  ${kb(page.jsGzip)} KB (${kb(page.jsGzip9)})${mark}`.padEnd(78) +
      `${kb(page.cssGzip)} KB${page.cssMet ? "" : " MISSED"}   ${kb(page.lazyJsGzip)} KB`,
  );
}
say(`largest on /booking: ${largest.map((f) => `${f.file} ${kb(f.gzip)} KB`).join(", ")}`);

finish({
  bench: "bundle-size",
  machine: machine(),
  loadavg: loadavg(),
  settings: { gzipLevel: "default (6); gzip9 = level 9", kb: 1000, documentBudget: "20 KB = 20 × 1024 bytes" },
  targets: TARGETS,
  pages,
  largestOnBooking: largest,
  allMet: pages.every((page) => page.jsMet !== false && page.cssMet),
  elapsedS: Math.round((performance.now() - began) / 100) / 10,
}, {
  "every route of the build measured": pages.length === routes.length && pages.length > 0,
  "every page loads some script and a stylesheet, of a size": pages.every((page) => page.jsFiles > 0 && positive(page.jsGzip) && positive(page.cssGzip) && nonNegative(page.lazyJsGzip)),
  "/booking measured against its target": positive(booking?.jsGzip) && typeof booking?.jsMet === "boolean",
  "the largest files of /booking listed": largest.length > 0 && largest.every((file) => positive(file.gzip)),
});
