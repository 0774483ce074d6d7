// Shared helpers of the benchmarks: the build to use, starting and stopping a
// production server of that build, running autocannon, and the one JSON line
// each benchmark prints on stdout (human progress goes to stderr).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

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

export function say(...parts) {
  process.stderr.write(`${parts.join(" ")}\n`);
}

/** Prints the benchmark's single line of results. */
export function emit(result) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
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

/** CPU time (user + system, all threads) a process has used, in ms, from /proc (Linux; 100 ticks/s). */
export function cpuMsOf(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) start at field 3.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Milliseconds with one decimal. */
export const ms = (value) => Math.round(value * 10) / 10;

/**
 * Spawns `node <build>/node/main.js` in production mode on `port` and waits for
 * /readyz to answer 200. Without `databaseUrl` it uses the embedded database in
 * `dataDir` (a fresh temp folder when not given).
 */
export async function startServer({ port, dataDir, databaseUrl, env = {}, logLevel = process.env.BENCH_LOG_LEVEL ?? "warn", readyTimeoutMs = 120_000 } = {}) {
  requireBuild();
  const baseUrl = `http://127.0.0.1:${port}`;
  const ownFolder = !databaseUrl && !dataDir;
  const folder = databaseUrl ? null : (dataDir ?? tempDir("data"));
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
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
      if (response.status === 200) {
        readyMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  if (readyMs === null) {
    child.kill("SIGKILL");
    throw new Error(`server on ${port} not ready (exit ${JSON.stringify(exited)}):\n${output}`);
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

/**
 * One autocannon run; returns the numbers the reports use. `ticks` collects the
 * responses of each second (to see a trend within the run).
 */
export async function cannon({ url, connections = 10, duration = 10, method = "GET", headers = {}, body, requests, pid }) {
  const ticks = [];
  const cpuBefore = pid ? cpuMsOf(pid) : null;
  const instance = autocannon({ url, connections, duration, method, headers, body, requests, timeout: 10 });
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
