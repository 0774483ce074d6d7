// Shared helpers of the benchmarks: the build to use, starting and stopping a
// production server of that build, running autocannon, the one JSON line each
// benchmark prints on stdout (human progress goes to stderr) and the checks of it,
// and the smoke mode.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { chromiumPath } from "../support/chromium.mjs";
import { SERVER_NODE_FLAGS } from "../../server/node-flags.ts";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
/** The build under test: ./build, or VALET_BUILD_DIR (relative to the project). */
export const BUILD_NAME = process.env.VALET_BUILD_DIR ?? "build";
export const BUILD_DIR = path.resolve(ROOT, BUILD_NAME);
export const SERVER_ENTRY = path.join(BUILD_DIR, "node", "main.js");
export const CLI_ENTRY = path.join(BUILD_DIR, "node", "cli.js");
/** The order-link key of a benchmark on Postgres, where production (server and CLI) requires one. */
export const BENCH_SECRET_KEY = "benchmark-order-link-key-0123456789abcdef";

/** A current desktop Chrome: isbot() says no, so React Router streams (onShellReady). */
export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
/** autocannon's own User-Agent is not sent unless set; isbot() treats this one as a bot. */
export const BOT_UA = "autocannon/9.0.0";

/** The blog post every benchmark uses (the newest article). */
export const BLOG_POST = "/blog/where-to-park-at-ben-gurion";

/**
 * Smoke mode (`--smoke`, or BENCH_SMOKE=1 as `run-all.mjs --smoke` sets for each
 * script; `npm test` runs it): the benchmark's own code end to end at the smallest
 * load (each script's settings name their smoke default), its line checked by
 * finish(). Its figures mean nothing; a benchmark that no longer runs fails.
 */
export const SMOKE = process.argv.includes("--smoke") || process.env.BENCH_SMOKE === "1";

/** A numeric setting: the environment's value, else the smoke's default in smoke mode, else the full run's. */
export function setting(name, full, smoke = full) {
  const value = process.env[name];
  return value === undefined || value === "" ? (SMOKE ? smoke : full) : Number(value);
}

/**
 * The server's port: BENCH_PORT, else the benchmark's own in a full run; in smoke
 * mode, undefined: startServer takes a free one of 3440-3499 (npm test may run
 * while a full benchmark or another test run holds the usual ones).
 */
export function benchPort(full) {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  return SMOKE ? undefined : full;
}

const SMOKE_PORTS = { first: 3440, last: 3499 };

/** A port of SMOKE_PORTS free right now, the search starting at a random one. */
async function freeSmokePort() {
  const span = SMOKE_PORTS.last - SMOKE_PORTS.first + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = SMOKE_PORTS.first + ((start + i) % span);
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen({ port, host: "127.0.0.1", exclusive: true }, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${SMOKE_PORTS.first}-${SMOKE_PORTS.last}`);
}

export function say(...parts) {
  process.stderr.write(`${parts.join(" ")}\n`);
}

/** Prints the benchmark's single line of results. */
export function emit(result) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

/**
 * The folder of the build's client files where a benchmark writes pages for the
 * server to serve as static files (ssr-vs-static's copies, lighthouse's reference),
 * removed at its end: `__bench`, or in smoke mode one of the run's own (npm test
 * may run beside a full run on the same build).
 */
export const STATIC_FOLDER = SMOKE ? `__bench-smoke-${process.pid}` : "__bench";

/** A figure a benchmark measured: a finite number above zero (or at least zero). */
export const positive = (value) => typeof value === "number" && Number.isFinite(value) && value > 0;
export const nonNegative = (value) => typeof value === "number" && Number.isFinite(value) && value >= 0;

/**
 * Prints the benchmark's line, then checks it, in every mode: `checks` maps what
 * must hold of the results to whether it does (the figures are numbers, every
 * request answered, every write stored). Any that does not is said on stderr and
 * makes the exit code 1: run-all, and the smoke run of `npm test`, count the
 * benchmark as failed. The line is printed first, so a full run's figures are kept.
 */
export function finish(result, checks = {}) {
  emit(result);
  const all = {
    "the line names its benchmark": typeof result.bench === "string" && result.bench.length > 0,
    "the line records the machine": typeof result.machine?.cores === "number" && typeof result.machine?.build === "string",
    ...checks,
  };
  const broken = Object.entries(all)
    .filter(([, holds]) => !holds)
    .map(([what]) => what);
  if (broken.length > 0) {
    say(`${result.bench}: results not usable, these do not hold: ${broken.join("; ")}`);
    process.exitCode = 1;
  } else if (SMOKE) {
    say(`${result.bench}: smoke run ok (${Object.keys(all).length} checks)`);
  }
}

/** Why a benchmark that needs Chromium cannot run here (null: it can). */
export const NO_CHROMIUM = chromiumPath
  ? null
  : "no Chromium: /usr/bin/chromium is absent and neither CHROMIUM_PATH nor CHROME_PATH is set (apt-get install chromium)";

/**
 * Smoke mode only: a benchmark that cannot run here at all (no Chromium) prints
 * a line that says so and why, loudly, and exits 0; run-all counts it as skipped,
 * neither passed nor failed. A full run goes on and fails where the tool is missing.
 */
export function skipSmokeWithout(bench, missing) {
  if (!SMOKE || !missing) return;
  say(`${bench}: SKIPPED: ${missing}`);
  emit({ bench, machine: machine(), skipped: missing });
  process.exit(0);
}

export function loadavg() {
  return os.loadavg().map((value) => Math.round(value * 100) / 100);
}

export function machine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model ?? "unknown",
    ramGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    build: BUILD_NAME,
    date: new Date().toISOString(),
  };
}

export function requireBuild() {
  if (!fs.existsSync(SERVER_ENTRY)) {
    say(`no build at ${BUILD_DIR}: run \`VALET_BUILD_DIR=${BUILD_NAME} node scripts/build.mjs\` first`);
    process.exit(2);
  }
}

export function tempDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `valet-bench-${prefix}-`));
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident set size of a process in bytes, from /proc (Linux). */
export function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) * 1024 : null;
}

/** The pids of a process's descendants (children first), from /proc. */
function descendantsOf(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  const found = [];
  for (let queue = [pid]; queue.length > 0; ) {
    const next = children.get(queue.shift()) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

/**
 * The embedded Postgres a server hosts (its child processes: the postmaster and
 * its backends): their proportional set size summed (shared memory counted once
 * across them, as /proc/<pid>/smaps_rollup's Pss shares it out) and their CPU so far.
 * Zero for a server on DATABASE_URL.
 */
export function embeddedPostgresOf(pid) {
  let pssBytes = 0;
  let cpuMs = 0;
  let processes = 0;
  for (const child of descendantsOf(pid)) {
    try {
      if (fs.readFileSync(`/proc/${child}/comm`, "utf8").trim() !== "postgres") continue;
      const rollup = fs.readFileSync(`/proc/${child}/smaps_rollup`, "utf8");
      pssBytes += Number(/^Pss:\s+(\d+)\s+kB/m.exec(rollup)?.[1] ?? 0) * 1024;
      cpuMs += cpuMsOf(child);
      processes++;
    } catch {
      // gone meanwhile
    }
  }
  return { pssBytes, cpuMs, processes };
}

/** CPU time (user + system, all threads) a process has used, in ms, from /proc (Linux; 100 ticks/s). */
export function cpuMsOf(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) start at field 3.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The pids whose parent is `pid` (Linux, /proc). */
function childrenOf(pid) {
  const children = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      if (stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1] === String(pid)) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** Whether process `pid` or a child of it (a cluster's worker) holds the socket listening on TCP `port` (Linux, /proc). */
function listensOn(pid, port) {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  const listening = new Set();
  for (const line of fs.readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1)) {
    const fields = line.trim().split(/\s+/);
    // local_address ends with the port; state 0A is LISTEN; field 9 is the socket's inode.
    if (fields[1]?.endsWith(hexPort) && fields[3] === "0A") listening.add(`socket:[${fields[9]}]`);
  }
  return [pid, ...childrenOf(pid)].some((owner) => {
    try {
      return fs.readdirSync(`/proc/${owner}/fd`).some((fd) => {
        try {
          return listening.has(fs.readlinkSync(`/proc/${owner}/fd/${fd}`));
        } catch {
          return false; // closed meanwhile
        }
      });
    } catch {
      return false; // gone meanwhile
    }
  });
}

/** Milliseconds with one decimal. */
export const ms = (value) => Math.round(value * 10) / 10;

/**
 * Spawns `node <build>/node/main.js` in production mode on `port` (none: a free
 * one, smoke mode) and waits for /readyz to answer 200. Without `databaseUrl` it
 * uses the embedded database in `dataDir` (a fresh temp folder when not given).
 */
export async function startServer(options = {}) {
  if (options.port !== undefined) return startServerOn(options.port, options);
  // Smoke mode: a free port; should another process take it first, another one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOn(await freeSmokePort(), options);
    } catch (error) {
      if (attempt >= 3 || !/EADDRINUSE/.test(String(error?.message))) throw error;
      say(`port taken meanwhile, trying another: ${String(error.message).split("\n")[0]}`);
    }
  }
}

async function startServerOn(port, { dataDir, databaseUrl, env = {}, logLevel = process.env.BENCH_LOG_LEVEL ?? "warn", readyTimeoutMs = 120_000 } = {}) {
  requireBuild();
  const baseUrl = `http://127.0.0.1:${port}`;
  const ownFolder = !databaseUrl && !dataDir;
  const folder = databaseUrl ? null : (dataDir ?? tempDir("data"));
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      // Production refuses an implicit sandbox (docs/decisions/009): this one is a test site by name.
      PAYMENT_PROVIDER: "sandbox",
      VALET_BUILD_DIR: BUILD_NAME,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_BASE_URL: baseUrl,
      LOG_LEVEL: logLevel,
      RATE_LIMITS: "off",
      BUSINESS_PHONE: "03-5550000",
      BUSINESS_EMAIL: "office@valet.test",
      WHATSAPP_NUMBER: "972355500000",
      // Production on Postgres refuses to start without SECRET_KEY (server/config.ts).
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SECRET_KEY: BENCH_SECRET_KEY } : { DATA_DIR: folder }),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = null;
  const exit = new Promise((resolve) => child.once("exit", (code, signal) => resolve((exited = { code, signal }))));

  const deadline = Date.now() + readyTimeoutMs;
  let readyMs = null;
  while (Date.now() < deadline && !exited) {
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      const answeredMs = performance.now() - started;
      // Ready, and this server's: another process on the port (ours then fails to listen) is not.
      if (response.status === 200 && listensOn(child.pid, port)) {
        readyMs = answeredMs;
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  if (readyMs === null) {
    child.kill("SIGKILL");
    const why = JSON.stringify(exited);
    await exit;
    if (ownFolder) fs.rmSync(folder, { recursive: true, force: true });
    throw new Error(`server on ${port} not ready (exit ${why}):\n${output}`);
  }

  async function stop() {
    if (exited) return exited;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    const result = await exit;
    clearTimeout(timer);
    // A folder made here is removed with its server; a given one is the caller's.
    if (ownFolder) fs.rmSync(folder, { recursive: true, force: true });
    return result;
  }
  // Never leave a server behind, whatever happens to the benchmark.
  process.once("exit", () => {
    if (!exited) child.kill("SIGKILL");
    if (ownFolder) fs.rmSync(folder, { recursive: true, force: true });
  });
  return { pid: child.pid, baseUrl, dataDir: folder, readyMs, stop, output: () => output };
}

/** Ends the benchmark with a message and a non-zero code, stopping the given servers. */
export async function fail(error, ...servers) {
  say(`benchmark failed: ${error?.stack ?? error}`);
  for (const server of servers) await server?.stop().catch(() => {});
  process.exit(1);
}

/** A smoke run's autocannon sends at most this many requests a second: enough to go through every step, not to load the machine. */
const SMOKE_RATE = 40;

/**
 * One autocannon run; returns the numbers the reports use. `ticks` collects the
 * responses of each second (to see a trend within the run). In smoke mode the
 * rate is capped (SMOKE_RATE).
 */
export async function cannon({ url, connections = 10, duration = 10, method = "GET", headers = {}, body, requests, pid }) {
  const ticks = [];
  const cpuBefore = pid ? cpuMsOf(pid) : null;
  const rate = SMOKE ? { overallRate: SMOKE_RATE } : {};
  const instance = autocannon({ url, connections, duration, method, headers, body, requests, timeout: 10, ...rate });
  instance.on("tick", ({ counter }) => ticks.push(counter));
  const r = await instance;
  const serverCpuMs = pid ? cpuMsOf(pid) - cpuBefore : null;
  const status = {};
  for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {})) status[code] = count;
  return {
    url: r.url,
    connections,
    durationS: r.duration,
    requests: r.requests.total,
    rps: Math.round(r.requests.average * 10) / 10,
    ok2xx: r["2xx"],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    status,
    latencyMs: { mean: ms(r.latency.mean), p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    bytesPerResponse: r["2xx"] ? Math.round(r.throughput.total / Math.max(1, r.requests.total)) : 0,
    // The server's own CPU per answered request: unlike req/s, hardly moved by
    // other processes competing for the cores (1000 / this = req/s one core could do).
    serverCpuMsPerRequest: serverCpuMs === null || !r.requests.total ? null : Math.round((serverCpuMs / r.requests.total) * 100) / 100,
    // Responses in each whole second of the run (a last partial second is left out).
    perSecond: ticks.slice(0, Math.floor(duration)),
  };
}
