// POST /api/bookings throughput and latency on Postgres (issue #9 part 4b, #14).
//
// Drops and recreates the database valet_bench (the server applies the migrations
// at start), finds a departure the rules accept (a few days ahead, probing day by
// day), then measures with autocannon, every request a new cash booking (two
// e-mails queued in the same transaction, as in production):
//   noCapacity   site_config.daily_capacity unset (the seeded default: no limit)
//   capacity     the table first filled to BENCH_CAPACITY_BOOKINGS (5000) bookings on
//                the same dates, then daily_capacity set to 100000 with the operator
//                CLI: every booking also locks and counts its dates (capacity check)
// The server runs BENCH_WORKERS (2) worker processes (WEB_CONCURRENCY); its CPU is
// that of the whole process tree.
// Targets (issue #14): 300 bookings/s with p99 <= 60 ms; with capacity, 200/s.
//
// Env: VALET_BUILD_DIR, BENCH_WORKERS (2), BENCH_CAPACITY_BOOKINGS (5000),
// BENCH_PORT (3521), BENCH_DURATION (10 s), BENCH_CONNECTIONS
// (10), BENCH_WARMUP (2 s of bookings first, not counted), BENCH_PG_URL
// (postgresql://valet:valet-ci@127.0.0.1:5432/postgres: a role that may CREATE
// DATABASE; the benchmark database takes its credentials), BENCH_DB (valet_bench),
// BENCH_KEEP_DB=1 keeps the database afterwards.
import { execFileSync } from "node:child_process";
import pg from "pg";
import fs from "node:fs";
import { CLI_ENTRY, ROOT, cannon, cpuMsOf, emit, fail, loadavg, machine, say, startServer } from "./lib.mjs";
// Node 24 strips the types of this TypeScript helper itself: one valid body for tests and benchmarks.
import { bookingBody } from "../support/booking-body.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3521);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const ADMIN_URL = process.env.BENCH_PG_URL ?? "postgresql://valet:valet-ci@127.0.0.1:5432/postgres";
const DB_NAME = process.env.BENCH_DB ?? "valet_bench";
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const CAPACITY_BOOKINGS = Number(process.env.BENCH_CAPACITY_BOOKINGS ?? 5000);
const TARGET = { rps: 300, p99Ms: 60, capacityRps: 200 };

/** CPU ms of a process and its children (the cluster's workers), from /proc. */
function treeCpuMs(pid) {
  let total = cpuMsOf(pid);
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      if (stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1] === String(pid)) total += cpuMsOf(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME)) throw new Error(`bad BENCH_DB ${DB_NAME}`);
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.href;
})();

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function inBenchDb(sql) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** 'YYYY-MM-DD' of the Israeli calendar day `days` from now. */
function israelDate(days) {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Jerusalem" });
}

const began = performance.now();
const loadBefore = loadavg();
let server;
try {
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB_NAME}`);
  server = await startServer({ port: PORT, databaseUrl, env: { WEB_CONCURRENCY: String(WORKERS) } });
  say(`server on fresh ${DB_NAME} ready in ${Math.round(server.readyMs)} ms (migrations included)`);
  const url = `${server.baseUrl}/api/bookings`;
  const headers = { "content-type": "application/json", origin: server.baseUrl };

  // A departure 3+ days ahead that the scheduling rules accept (weekday, not a holiday).
  let body = null;
  const probes = [];
  for (let ahead = 3; ahead < 40 && !body; ahead++) {
    const candidate = bookingBody({ departure_date: israelDate(ahead), arrival_date: israelDate(ahead + 6) });
    const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(candidate) });
    probes.push({ departure: candidate.departure_date, status: response.status });
    if (response.status === 201) body = JSON.stringify(candidate);
    else await response.text();
  }
  if (!body) throw new Error(`no departure accepted: ${JSON.stringify(probes)}`);
  const dates = JSON.parse(body);
  say(`booking ${dates.departure_date} 06:00 → ${dates.arrival_date} 22:30 (probes: ${probes.map((p) => `${p.departure}=${p.status}`).join(" ")})`);

  // Warm-up (JIT, the pool's connections); its bookings stay in the database.
  if (WARMUP > 0) await cannon({ url, method: "POST", headers, body, connections: CONNECTIONS, duration: WARMUP });

  const runs = {};
  const phases = [
    { key: "noCapacity", setup: null },
    { key: "capacity", setup: ["config", "set", "daily_capacity", "100000"] },
  ];
  for (const phase of phases) {
    if (phase.setup) {
      // The capacity check's worst case: many stays on exactly these dates.
      await inBenchDb(`
        INSERT INTO bookings (first_name, last_name, phone, email, car_model, license_number, departure_terminal, departure_at,
          arrival_terminal, arrival_at, flight_number, parking_type, terms_accepted, payment_method, days, parking_price,
          extras_price, total_price, updated_at)
        SELECT first_name, last_name, phone, email, car_model, license_number, departure_terminal, departure_at,
          arrival_terminal, arrival_at, flight_number, parking_type, terms_accepted, payment_method, days, parking_price,
          extras_price, total_price, now()
        FROM bookings, generate_series(1, GREATEST(0, ${CAPACITY_BOOKINGS} - (SELECT count(*) FROM bookings)))
        WHERE id = (SELECT min(id) FROM bookings)`);
      execFileSync(process.execPath, [CLI_ENTRY, ...phase.setup], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ["ignore", "ignore", "inherit"] });
    }
    const [{ count: before }] = await inBenchDb("SELECT count(*)::int AS count FROM bookings");
    const cpuBefore = treeCpuMs(server.pid);
    const run = await cannon({ url, method: "POST", headers, body, connections: CONNECTIONS, duration: DURATION });
    const [{ count: after }] = await inBenchDb("SELECT count(*)::int AS count FROM bookings");
    run.loadavg = loadavg();
    run.bookingsBefore = before;
    run.bookingsStored = after - before;
    const cpuMs = treeCpuMs(server.pid) - cpuBefore;
    run.serverCpuS = Math.round(cpuMs / 100) / 10;
    run.serverCpuMsPerRequest = run.requests ? Math.round((cpuMs / run.requests) * 100) / 100 : null;
    run.met =
      phase.key === "capacity"
        ? run.rps >= TARGET.capacityRps && run.non2xx === 0
        : run.rps >= TARGET.rps && run.latencyMs.p99 <= TARGET.p99Ms && run.non2xx === 0;
    runs[phase.key] = run;
    const trend = run.perSecond;
    say(
      `${phase.key.padEnd(11)} ${run.rps} req/s  2xx ${run.ok2xx}  non2xx ${run.non2xx} ${JSON.stringify(run.status)}  errors ${run.errors}` +
        `  p50 ${run.latencyMs.p50} ms  p99 ${run.latencyMs.p99} ms  server CPU ${run.serverCpuMsPerRequest} ms/req` +
        `  first/last second ${trend[0]}/${trend.at(-1)}  stored ${run.bookingsStored}  load ${run.loadavg[0]}`,
    );
  }
  const [{ count: outbox }] = await inBenchDb("SELECT count(*)::int AS count FROM email_outbox");

  await server.stop();
  if (process.env.BENCH_KEEP_DB !== "1") await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  emit({
    bench: "bookings-throughput",
    machine: machine(),
    loadavgBefore: loadBefore,
    loadavgAfter: loadavg(),
    settings: { workers: WORKERS, capacityBookings: CAPACITY_BOOKINGS, connections: CONNECTIONS, durationS: DURATION, warmupS: WARMUP, database: "postgres", paymentMethod: "cash", departure: dates.departure_date, arrival: dates.arrival_date },
    target: TARGET,
    runs,
    outboxRows: outbox,
    met: runs.noCapacity.met && runs.capacity.met,
    elapsedS: Math.round((performance.now() - began) / 1000),
  });
} catch (error) {
  await fail(error, server);
}
