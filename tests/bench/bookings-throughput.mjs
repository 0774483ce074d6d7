// POST /api/bookings throughput and latency on Postgres (docs/BENCHMARKS.md; docs/decisions/015, 016).
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
// Targets (docs/BENCHMARKS.md): 300 bookings/s with p99 <= 60 ms; with capacity, 200/s.
//
// Then, with the server stopped, the same two phases through pgbench on a database
// of its own (BENCH_DB_pgbench, made and migrated with the built CLI while the
// server starts, dropped afterwards, also on failure): a
// script generated from the statements the server sends for one booking (the id
// and order number drawn, then bookingWriteSql of server/services/booking-write.ts,
// imported here, with the values of a booking the API stored) at the same
// concurrency. Each phase reports the API's bookings/s as a fraction of pgbench's
// transactions/s: what the server keeps of what the database alone can do (target
// 0.6). Without pgbench that part is skipped and says so, and each phase's script
// runs once through pg on that database instead (pgbenchScriptOnce), so that the
// statement is still checked.
//
// Smoke mode (lib.mjs): 1 worker, 1 s of 2 connections per phase, no warm-up, a
// capacity table of 20 bookings, pgbench one transaction per client
// (--transactions=1), on a database of its own (valet_bench_smoke_<pid>, dropped
// also on failure). With no Postgres answering at BENCH_PG_URL (else
// TEST_DATABASE_URL), it books on the embedded database of the server it starts
// (one process) and runs each phase's pgbench script once through pg there, and
// says so.
//
// Env: VALET_BUILD_DIR, BENCH_WORKERS (2), BENCH_CAPACITY_BOOKINGS (5000),
// BENCH_PORT (3521), BENCH_DURATION (10 s), BENCH_CONNECTIONS
// (10), BENCH_WARMUP (2 s of bookings first, not counted), BENCH_PG_URL
// (postgresql://valet:valet-ci@127.0.0.1:5432/postgres: a role that may CREATE
// DATABASE; the benchmark database takes its credentials), BENCH_DB (valet_bench),
// BENCH_KEEP_DB=1 keeps the database afterwards, BENCH_PGBENCH (pgbench on the PATH,
// else /usr/lib/postgresql/<newest>/bin/pgbench), BENCH_PGBENCH_THREADS (2).
import { execFileSync, spawn } from "node:child_process";
import pg from "pg";
import fs from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import {
  BENCH_SECRET_KEY,
  CLI_ENTRY,
  ROOT,
  SMOKE,
  benchPort,
  cannon,
  cpuMsOf,
  fail,
  finish,
  loadavg,
  machine,
  nonNegative,
  positive,
  say,
  setting,
  startServer,
  tempDir,
} from "./lib.mjs";
// Node 24 strips the types of this TypeScript helper itself: one valid body for tests and benchmarks.
import { bookingBody } from "../support/booking-body.ts";

const PORT = benchPort(3521);
const DURATION = setting("BENCH_DURATION", 10, 1);
const CONNECTIONS = setting("BENCH_CONNECTIONS", 10, 2);
const WARMUP = setting("BENCH_WARMUP", 2, 0);
const ADMIN_URL =
  process.env.BENCH_PG_URL ?? (SMOKE ? process.env.TEST_DATABASE_URL : undefined) ?? "postgresql://valet:valet-ci@127.0.0.1:5432/postgres";
// A smoke run's database is its own: npm test may run beside a full run or another test run.
const DB_NAME = process.env.BENCH_DB ?? (SMOKE ? `valet_bench_smoke_${process.pid}` : "valet_bench");
const WORKERS = setting("BENCH_WORKERS", 2, 1);
const CAPACITY_BOOKINGS = setting("BENCH_CAPACITY_BOOKINGS", 5000, 20);
const TARGET = { rps: 300, p99Ms: 60, capacityRps: 200, ofPgbench: 0.6 };
const PGBENCH_DB = `${DB_NAME}_pgbench`;
const PGBENCH_THREADS = setting("BENCH_PGBENCH_THREADS", 2, 1);
// How long pgbench runs: BENCH_DURATION seconds, or in a smoke run one transaction per client.
const PGBENCH_LENGTH = SMOKE ? "--transactions=1" : `--time=${DURATION}`;
// The server's own statements (Node strips the types; tsx resolves the project's aliases).
const { bookingWriteSql, BOOKING_COLUMNS, DRAW_BOOKING_IDS_SQL, LEFT_TO_DATABASE, NEW_BOOKING_STATE } = await tsImport(
  "../../server/services/booking-write.ts",
  import.meta.url,
);

/** The pgbench binary, or null when there is none (BENCH_PGBENCH, when set, is the only one looked for). */
function findPgbench() {
  if (process.env.BENCH_PGBENCH) return fs.existsSync(process.env.BENCH_PGBENCH) ? process.env.BENCH_PGBENCH : null;
  const candidates = (process.env.PATH ?? "").split(":").map((dir) => path.join(dir, "pgbench"));
  try {
    for (const version of fs.readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a))) candidates.push(`/usr/lib/postgresql/${version}/bin/pgbench`);
  } catch {
    // no Debian PostgreSQL packages
  }
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

/** A value bound by the server, as the SQL literal pgbench sends in its place. */
function literal(value) {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return literal(value.toISOString());
  if (Array.isArray(value)) return literal(`{${value.map((item) => `"${String(item).replace(/["\\]/g, "\\$&")}"`).join(",")}}`);
  if (typeof value === "object") return literal(JSON.stringify(value));
  return `'${String(value).replaceAll("'", "''")}'`;
}

// The drawn id and order number stand in the server's statement as these values,
// and become pgbench variables (set by the draw statement's \gset) in the script.
const SENTINEL = { id: 987_654_321, orderNumber: 987_654_322 };

/**
 * The pgbench script of one booking: the server's draw statement with \gset, then
 * its write statement with every bound value written as a literal (-M simple), the
 * drawn id and order number as variables (also inside the e-mails' dedupe keys).
 */
function pgbenchScript(write) {
  const statement = bookingWriteSql(write);
  const text = statement.text.replace(/\$(\d+)/g, (_, index) => {
    const value = statement.values[Number(index) - 1];
    if (value === SENTINEL.id) return ":bk_id";
    if (value === SENTINEL.orderNumber) return ":bk_order_number";
    if (typeof value === "string" && value.includes(String(SENTINEL.orderNumber))) {
      return `replace(${literal(value)}, '${SENTINEL.orderNumber}', (:bk_order_number)::text)`;
    }
    return literal(value);
  });
  // pgbench substitutes :name wherever it is a variable; none of its names may occur in a value.
  const stray = text.match(/:(client_id|scale|random_seed|default_seed|bk_(?!id\b|order_number\b)\w+)\b/);
  if (stray) throw new Error(`the booking statement holds ${stray[0]}, which pgbench would substitute`);
  return `${DRAW_BOOKING_IDS_SQL} \\gset bk_\n${text};\n`;
}

/** A booking the API stored, read back with its e-mails, ready to be written again under SENTINEL's id and order number. */
async function storedBookingWrite(place) {
  const columns = Object.entries(BOOKING_COLUMNS).map(([field, [column]]) => `${column} AS "${field}"`);
  const [row] = await inBenchDb(`SELECT ${columns.join(", ")} FROM bookings WHERE id = (SELECT max(id) FROM bookings WHERE payment_method = 'cash')`);
  const messages = await inBenchDb(
    `SELECT channel, kind, to_address AS "to", subject, text, html, attachments, template, template_variables AS "templateVariables", dedupe_key AS "dedupeKey" FROM message_outbox WHERE booking_id = ${row.id} ORDER BY id`,
  );
  const stamp = new Date();
  const booking = { ...row, ...Object.fromEntries(LEFT_TO_DATABASE.map((field) => [field, NEW_BOOKING_STATE[field]])), ...SENTINEL, createdAt: stamp, updatedAt: stamp };
  return {
    booking,
    // Every channel the booking queued (e-mails, and the SMS of the form's default channel).
    messages: messages.map(({ subject, html, attachments, template, templateVariables, ...message }) => ({
      ...message,
      ...(message.channel === "email"
        ? { subject, html: html ?? undefined, attachments: attachments ?? undefined }
        : { template: template ?? undefined, templateVariables: templateVariables ?? undefined }),
      dedupeKey: message.dedupeKey?.replace(/\d+$/, String(SENTINEL.orderNumber)),
      bookingId: SENTINEL.id,
    })),
    place,
    now: stamp,
  };
}

/**
 * CPU ms so far of each Postgres backend on this machine connected to `database`,
 * by pid (its process title: "postgres: <cluster>: <user> <database> …"). Empty
 * when Postgres runs elsewhere.
 */
function backendCpuMs(database) {
  const found = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (title.startsWith("postgres: ") && title.split(/[\s\0]+/)[3] === database) found.set(entry, cpuMsOf(Number(entry)));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** The CPU the backends used between two backendCpuMs readings (a backend gone meanwhile is missed). */
function backendCpuDelta(before, after) {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** One pgbench run of `script` on the pgbench database; its figures from pgbench's summary. */
async function runPgbench(pgbench, script, databaseUrl, database) {
  const folder = tempDir("pgbench");
  const file = path.join(folder, "booking.sql");
  fs.writeFileSync(file, script);
  try {
    const child = spawn(
      pgbench,
      ["--no-vacuum", "--protocol=simple", `--client=${CONNECTIONS}`, `--jobs=${PGBENCH_THREADS}`, PGBENCH_LENGTH, `--file=${file}`, databaseUrl],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    // pgbench's backends end with it: their CPU is read while they run (every 100 ms, the last reading kept).
    const seen = new Map();
    const sample = setInterval(() => {
      for (const [pid, ms] of backendCpuMs(database)) seen.set(pid, ms);
    }, 100);
    const code = await new Promise((resolve) => child.once("exit", resolve));
    clearInterval(sample);
    if (code !== 0) throw new Error(`pgbench exited ${code}: ${err.slice(-2000)}`);
    const number = (pattern) => {
      const match = pattern.exec(out);
      return match ? Number(match[1]) : null;
    };
    return {
      clients: CONNECTIONS,
      threads: PGBENCH_THREADS,
      length: PGBENCH_LENGTH,
      durationS: DURATION,
      transactions: number(/number of transactions actually processed: (\d+)/),
      failed: number(/number of failed transactions: (\d+)/) ?? 0,
      tps: Math.round((number(/tps = ([\d.]+) \(without initial connection time\)/) ?? 0) * 10) / 10,
      latencyMsAvg: number(/latency average = ([\d.]+) ms/),
      dbCpuMs: backendCpuDelta(new Map(), seen),
      loadavg: loadavg(),
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The pgbench script once, through pg, as pgbench runs it (without pgbench, or
 * without Postgres): the draw, its \gset of bk_id and bk_order_number, and the write
 * with those variables put in. Returns what the write answered and what it stored.
 */
async function runScriptOnce(script, connectionString) {
  const [draw, write, ...rest] = script.split(" \\gset bk_\n");
  if (!write || rest.length > 0) throw new Error(`the pgbench script is not one draw with \\gset bk_ and one write:\n${script.slice(0, 500)}`);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const counts = async () =>
      (await client.query("SELECT (SELECT count(*) FROM bookings)::int AS bookings, (SELECT count(*) FROM message_outbox)::int AS messages")).rows[0];
    const before = await counts();
    const {
      rows: [drawn],
    } = await client.query(draw);
    const sql = write.replace(/:bk_(id|order_number)\b/g, (_, name) => String(drawn[name]));
    const { rows } = await client.query(sql);
    const after = await counts();
    return {
      answered: rows[0] ?? null,
      bookingsStored: after.bookings - before.bookings,
      messagesStored: after.messages - before.messages,
    };
  } finally {
    await client.end();
  }
}

/**
 * Makes the pgbench database (dropped first) and migrates it with the built CLI
 * (`valet db migrate --json`), in the background: `answered` when the CLI has
 * printed what it applied, `done` when it has exited, rejecting if it failed. On
 * Postgres the CLI stays about 10 s after its answer (the schema engine's pool
 * keeps an idle connection: server/db/migrate.ts); with the migrations committed
 * and said, it is ended then.
 */
async function pgbenchDatabase() {
  await admin(`DROP DATABASE IF EXISTS ${PGBENCH_DB} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${PGBENCH_DB}`);
  const child = spawn(process.execPath, [CLI_ENTRY, "db", "migrate", "--json"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: pgbenchUrl, SECRET_KEY: BENCH_SECRET_KEY },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  let migrated = false;
  const done = new Promise((resolve, reject) =>
    child.once("exit", (code) => (code === 0 || migrated ? resolve() : reject(new Error(`valet db migrate on ${PGBENCH_DB} exited ${code}: ${out}`)))),
  );
  const answered = new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      out += chunk;
      let answer;
      try {
        answer = JSON.parse(out);
      } catch {
        return; // not all of it yet
      }
      if (!Array.isArray(answer?.applied)) return; // not its result: the exit says what happened
      migrated = true;
      resolve(answer);
      child.kill("SIGTERM");
    });
    done.then(() => reject(new Error(`valet db migrate on ${PGBENCH_DB} printed no result: ${out}`)), reject);
  });
  // Neither is left unhandled if the run fails before it waits for them.
  answered.catch(() => {});
  done.catch(() => {});
  return { answered, done };
}

/** Why no Postgres can be used at `url` (null: it answers). */
async function postgresProblemAt(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return null;
  } catch (error) {
    return error?.message || String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The connection string of the embedded database a running server holds in `dataDir` (through the site's own database module). */
async function embeddedUrlOf(dataDir) {
  const { openDatabase } = await tsImport("../../server/db/database.ts", import.meta.url);
  const db = await openDatabase({ dataDir, poolSize: 1 });
  try {
    if (db.mode !== "embedded-client") throw new Error(`the server's embedded database in ${dataDir} did not answer (${db.mode})`);
    return db.connectionString;
  } finally {
    await db.close();
  }
}

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
// Postgres's database of the run; on the embedded database (a smoke run without Postgres), that server's.
const urlOf = (database) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.href;
};
let databaseUrl = urlOf(DB_NAME);
const pgbenchUrl = urlOf(PGBENCH_DB);

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function inBenchDb(sql, connectionString = databaseUrl) {
  const client = new pg.Client({ connectionString });
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
// False in a smoke run with no Postgres to use: then the server's embedded database.
let onPostgres = true;
let noPostgres = null;
let pgbenchDb = null;
try {
  if (SMOKE) noPostgres = await postgresProblemAt(ADMIN_URL);
  onPostgres = !noPostgres;
  if (onPostgres) {
    await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${DB_NAME}`);
    // pgbench's database, migrated while the server starts (done before the measurements begin).
    pgbenchDb = await pgbenchDatabase();
    server = await startServer({ port: PORT, databaseUrl, env: { WEB_CONCURRENCY: String(WORKERS) } });
    say(`server on fresh ${DB_NAME} ready in ${Math.round(server.readyMs)} ms (migrations included)`);
    await pgbenchDb.answered;
  } else {
    const where = new URL(ADMIN_URL);
    where.password = where.password ? "***" : "";
    say(`NOTE: no Postgres at ${where.href} (${noPostgres}): this smoke run books on the server's embedded database (one process), and runs the pgbench script once through pg there`);
    server = await startServer({ port: PORT });
    databaseUrl = await embeddedUrlOf(server.dataDir);
    say(`server on a fresh embedded database ready in ${Math.round(server.readyMs)} ms`);
  }
  // valet (the built CLI) against the run's database.
  const cliEnv = onPostgres ? { DATABASE_URL: databaseUrl, SECRET_KEY: BENCH_SECRET_KEY } : { DATA_DIR: server.dataDir };
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
      execFileSync(process.execPath, [CLI_ENTRY, ...phase.setup], { cwd: ROOT, env: { ...process.env, ...cliEnv }, stdio: ["ignore", "ignore", "inherit"] });
    }
    const [{ count: before }] = await inBenchDb("SELECT count(*)::int AS count FROM bookings");
    const cpuBefore = treeCpuMs(server.pid);
    const dbCpuBefore = backendCpuMs(DB_NAME);
    const run = await cannon({ url, method: "POST", headers, body, connections: CONNECTIONS, duration: DURATION });
    const [{ count: after }] = await inBenchDb("SELECT count(*)::int AS count FROM bookings");
    run.loadavg = loadavg();
    run.bookingsBefore = before;
    run.bookingsStored = after - before;
    const cpuMs = treeCpuMs(server.pid) - cpuBefore;
    // The database's share: its backends serving the server's pools (Postgres on this machine).
    const dbCpuMs = backendCpuDelta(dbCpuBefore, backendCpuMs(DB_NAME));
    run.dbCpuMsPerBooking = run.bookingsStored ? Math.round((dbCpuMs / run.bookingsStored) * 100) / 100 : null;
    run.serverCpuS = Math.round(cpuMs / 100) / 10;
    run.serverCpuMsPerRequest = run.requests ? Math.round((cpuMs / run.requests) * 100) / 100 : null;
    run.met =
      phase.key === "capacity"
        ? run.rps >= TARGET.capacityRps && run.non2xx === 0
        : run.rps >= TARGET.rps && run.latencyMs.p99 <= TARGET.p99Ms && run.non2xx === 0;
    runs[phase.key] = run;
    // The statement pgbench will run for this phase: a booking the API just stored, the same place to take.
    phase.write = await storedBookingWrite(phase.setup ? { capacity: 100_000, from: dates.departure_date, to: dates.arrival_date } : undefined);
    const trend = run.perSecond;
    say(
      `${phase.key.padEnd(11)} ${run.rps} req/s  2xx ${run.ok2xx}  non2xx ${run.non2xx} ${JSON.stringify(run.status)}  errors ${run.errors}` +
        `  p50 ${run.latencyMs.p50} ms  p99 ${run.latencyMs.p99} ms  server CPU ${run.serverCpuMsPerRequest} ms/req  database CPU ${run.dbCpuMsPerBooking} ms/booking` +
        `  first/last second ${trend[0]}/${trend.at(-1)}  stored ${run.bookingsStored}  load ${run.loadavg[0]}`,
    );
  }
  const [{ count: outbox }] = await inBenchDb("SELECT count(*)::int AS count FROM message_outbox");

  // Each phase's pgbench script once through pg, where pgbench cannot run it: on the embedded database, while its server runs.
  const onceThroughPg = async (connectionString) => {
    for (const phase of phases) {
      const once = await runScriptOnce(pgbenchScript(phase.write), connectionString);
      runs[phase.key].pgbenchScriptOnce = once;
      say(`pgbench script of ${phase.key}, once through pg: stored ${once.bookingsStored} booking(s), ${once.messagesStored} message(s); answered ${JSON.stringify(once.answered)}`);
    }
  };
  if (!onPostgres) await onceThroughPg(databaseUrl);

  await server.stop();
  if (onPostgres && process.env.BENCH_KEEP_DB !== "1") await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);

  // The database alone: the same statements at the same concurrency, no server.
  const pgbench = onPostgres ? findPgbench() : null;
  let pgbenchSkipped = null;
  if (!onPostgres) {
    pgbenchSkipped = `no Postgres (${noPostgres}); the script ran once through pg on the embedded database`;
    say(`pgbench part skipped: ${pgbenchSkipped}`);
  } else {
    if (!pgbench) {
      pgbenchSkipped = `pgbench not found (${process.env.BENCH_PGBENCH ?? "PATH, /usr/lib/postgresql/*/bin"}); the script ran once through pg instead`;
      say(`pgbench part skipped: ${pgbenchSkipped}`);
    }
    try {
      await pgbenchDb.done;
      if (!pgbench) await onceThroughPg(pgbenchUrl);
      const written = async () => (await inBenchDb("SELECT (SELECT count(*) FROM bookings)::int AS bookings, (SELECT count(*) FROM message_outbox)::int AS emails", pgbenchUrl))[0];
      for (const phase of pgbench ? phases : []) {
        const before = await written();
        const run = await runPgbench(pgbench, pgbenchScript(phase.write), pgbenchUrl, PGBENCH_DB);
        const after = await written();
        // Every transaction must have written its booking and its messages, as the API's do.
        run.bookingsStored = after.bookings - before.bookings;
        run.emailsStored = after.emails - before.emails;
        run.dbCpuMsPerBooking = run.bookingsStored ? Math.round((run.dbCpuMs / run.bookingsStored) * 100) / 100 : null;
        const api = runs[phase.key];
        api.pgbench = run;
        api.ofPgbench = run.tps ? Math.round((api.rps / run.tps) * 100) / 100 : null;
        say(
          `pgbench ${phase.key.padEnd(11)} ${run.tps} tps  ${run.transactions} transactions  failed ${run.failed}  stored ${run.bookingsStored} (${run.emailsStored} e-mails)  latency ${run.latencyMsAvg} ms  database CPU ${run.dbCpuMsPerBooking} ms/booking` +
            `  API/pgbench ${api.ofPgbench}  load ${run.loadavg[0]}`,
        );
      }
    } finally {
      await admin(`DROP DATABASE IF EXISTS ${PGBENCH_DB} WITH (FORCE)`);
    }
  }
  const apiRuns = Object.values(runs);
  finish(
    {
      bench: "bookings-throughput",
      machine: machine(),
      loadavgBefore: loadBefore,
      loadavgAfter: loadavg(),
      settings: {
        workers: onPostgres ? WORKERS : 1,
        capacityBookings: CAPACITY_BOOKINGS,
        connections: CONNECTIONS,
        durationS: DURATION,
        warmupS: WARMUP,
        database: onPostgres ? "postgres" : "embedded",
        paymentMethod: "cash",
        departure: dates.departure_date,
        arrival: dates.arrival_date,
      },
      target: TARGET,
      runs,
      pgbench: pgbench ? { binary: pgbench, database: PGBENCH_DB, protocol: "simple", threads: PGBENCH_THREADS, length: PGBENCH_LENGTH } : { skipped: pgbenchSkipped },
      outboxRows: outbox,
      met: runs.noCapacity.met && runs.capacity.met,
      elapsedS: Math.round((performance.now() - began) / 1000),
    },
    {
      "both phases measured": apiRuns.length === 2,
      "every phase booked, with figures": apiRuns.every(
        (run) => positive(run.rps) && run.ok2xx > 0 && run.bookingsStored >= run.ok2xx && positive(run.serverCpuMsPerRequest) && positive(run.latencyMs.p99) && (run.dbCpuMsPerBooking === null || nonNegative(run.dbCpuMsPerBooking)),
      ),
      "the bookings' messages queued": outbox > 0,
      "pgbench, when it ran, stored a booking and its messages per transaction": phases.every((phase) => {
        const run = runs[phase.key].pgbench;
        if (!pgbench) return run === undefined;
        return run.transactions > 0 && run.failed === 0 && run.bookingsStored === run.transactions && run.emailsStored === run.transactions * phase.write.messages.length && positive(run.tps) && positive(runs[phase.key].ofPgbench);
      }),
      "without pgbench, its script once through pg stored one booking and its messages": phases.every((phase) => {
        const once = runs[phase.key].pgbenchScriptOnce;
        if (pgbench) return once === undefined;
        return once?.bookingsStored === 1 && once.messagesStored === phase.write.messages.length && once.answered?.coupon_ok === true && once.answered?.full_dates === "[]";
      }),
    },
  );
} catch (error) {
  // pgbench's database is scratch; a smoke run's own database is never left behind either.
  if (onPostgres) {
    for (const database of SMOKE ? [DB_NAME, PGBENCH_DB] : [PGBENCH_DB]) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
  }
  await fail(error, server);
}
