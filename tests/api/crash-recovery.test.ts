// kill -9 in the middle of bookings (docs/OPERATIONS.md, "When the process dies"). The built server runs as
// its own process on the embedded database in a temp DATA_DIR (or, on CI's
// Postgres pass, on a fresh database there); the operator CLI adds two coupons;
// clients book without pause, half of them with a coupon; the server is killed
// with SIGKILL twice under that load and restarted on the same data (the dead
// process's lock is taken over). Afterwards every booking that was answered 201
// is stored, each coupon's used_count equals the bookings that carry it, the
// limited coupon never went past its limit, and order numbers never go back.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@server/db/database.ts";
import { messages } from "@shared/messages/index.ts";
import { bookableBody } from "@tests/support/live-booking.ts";
import { runCliProcess } from "@tests/support/run-cli.ts";
import { createPostgresDatabase } from "@tests/support/scratch-database.ts";
import { requireBuild, startServer, type SpawnedServer } from "@tests/support/spawned-server.ts";

const CLIENTS = 8;
// The embedded pass kills the server that hosts its own Postgres (which goes on
// running, orphaned, until the restart stops it); CI's Postgres pass, a server on DATABASE_URL.
const MODE = process.env.VALET_TEST_DATABASE === "embedded" ? "embedded" : "postgres";

interface Answer {
  status: number | "no answer";
  orderNumber?: number;
  coupon?: string;
  body: string;
}

let dataDir: string;
let env: Record<string, string>;
let dropPostgres: (() => Promise<void>) | undefined;
let server: SpawnedServer | undefined;
const answers: Answer[] = [];

beforeAll(async () => {
  requireBuild();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "valet-crash-"));
  if (MODE === "postgres") {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "crash");
    dropPostgres = created.drop;
    env = { DATABASE_URL: created.url };
  } else {
    env = { DATA_DIR: dataDir };
  }
});

afterAll(async () => {
  await server?.crash().catch(() => {});
  await dropPostgres?.().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Books without pause until `stop()` or until the server stops answering. */
function bookingLoad(url: string) {
  let stopped = false;
  const created = () => answers.filter((answer) => answer.status === 201).length;
  async function client(n: number) {
    for (let i = 0; !stopped; i++) {
      const coupon = (n + i) % 4 === 0 ? "LIMIT5" : (n + i) % 2 === 0 ? "CRASH20" : undefined;
      const body = bookableBody(new Date(), { coupon_code: coupon, email: `crash${n}-${i}@example.com` });
      try {
        const res = await fetch(`${url}/api/bookings`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(20_000),
        });
        const text = await res.text();
        const json = JSON.parse(text) as { order_number?: number };
        answers.push({ status: res.status, orderNumber: json.order_number, coupon, body: text.slice(0, 300) });
      } catch (error) {
        // Killed mid-request: the outcome is unknown, and either outcome is fine.
        answers.push({ status: "no answer", coupon, body: String((error as Error).cause ?? error) });
        return;
      }
    }
  }
  const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
  return {
    created,
    async until(count: number) {
      const deadline = Date.now() + 30_000;
      while (created() < count) {
        if (Date.now() > deadline) throw new Error(`only ${created()} bookings in 30 s:\n${server?.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async stop() {
      stopped = true;
      await Promise.all(clients);
    },
    finished: () => Promise.all(clients),
  };
}

async function openData(): Promise<Database> {
  // Embedded: a client of the running server's socket in DATA_DIR.
  return MODE === "postgres"
    ? openDatabase({ databaseUrl: env.DATABASE_URL!, dataDir: null, poolSize: 2 })
    : openDatabase({ dataDir: dataDir });
}

describe(`kill -9 under booking load (${MODE})`, () => {
  it("loses no answered booking and no coupon use, and numbers never go back", { timeout: 150_000 }, async () => {
    const timings: Record<string, number> = {};
    let mark = Date.now();
    const lap = (name: string) => {
      timings[name] = Date.now() - mark;
      mark = Date.now();
    };

    server = await startServer(env, { portFrom: 3600 });
    lap("first start");
    // The operator's CLI, as its own process, while the server runs.
    const cli = await Promise.all([
      runCliProcess(["coupons", "add", "CRASH20", "--amount", "20", "--limit", "1000"], env),
      runCliProcess(["coupons", "add", "LIMIT5", "--amount", "5", "--limit", "5"], env),
    ]);
    for (const run of cli) expect(run.code, run.stderr).toBe(0);
    lap("cli");

    for (const round of [1, 2]) {
      const load = bookingLoad(server.url);
      await load.until(answers.filter((answer) => answer.status === 201).length + 25);
      // Mid-load: every client has a request in flight.
      await server.crash();
      await load.finished();
      lap(`load and crash ${round}`);
      server = await startServer(env, { portFrom: 3600 });
      lap(`restart ${round}`);
    }

    // After the last restart: the server works, and numbering went on from where it was.
    const after = await fetch(`${server.url}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(bookableBody(new Date(), { coupon_code: "CRASH20" })),
    });
    const afterBody = (await after.json()) as { order_number: number };
    expect(after.status).toBe(201);
    answers.push({ status: 201, orderNumber: afterBody.order_number, coupon: "CRASH20", body: "" });

    const statuses = new Map<string, number>();
    for (const answer of answers) statuses.set(String(answer.status), (statuses.get(String(answer.status)) ?? 0) + 1);
    // Only successes, the limited coupon running out, and requests the kill cut off.
    for (const answer of answers) {
      if (answer.status === 201 || answer.status === "no answer") continue;
      expect(answer.status, answer.body).toBe(422);
      expect(answer.coupon, answer.body).toBe("LIMIT5");
      expect(JSON.parse(answer.body).error.fields.coupon_code).toBe(messages.coupon.limitReached);
    }

    const db = await openData();
    try {
      const confirmed = answers.filter((answer) => answer.status === 201).map((answer) => answer.orderNumber!);
      const stored = await db.prisma.booking.findMany({ select: { orderNumber: true, couponId: true, couponCode: true } });
      const storedNumbers = new Set(stored.map((booking) => booking.orderNumber));
      const lost = confirmed.filter((orderNumber) => !storedNumbers.has(orderNumber));
      expect(lost, "bookings answered 201 but not stored").toEqual([]);
      // Numbers are never reused: the last one is above every earlier one.
      expect(afterBody.order_number).toBe(Math.max(...storedNumbers));

      for (const coupon of await db.prisma.coupon.findMany()) {
        const carrying = stored.filter((booking) => booking.couponId === coupon.id);
        expect(coupon.usedCount, `${coupon.code}: used_count against stored bookings`).toBe(carrying.length);
        expect(carrying.every((booking) => booking.couponCode === coupon.code)).toBe(true);
        if (coupon.usageLimit !== null) expect(coupon.usedCount).toBeLessThanOrEqual(coupon.usageLimit);
      }
      const limited = await db.prisma.coupon.findUniqueOrThrow({ where: { code: "LIMIT5" } });
      expect(limited.usedCount).toBe(5);

      console.log(
        `crash recovery (${MODE}): ${confirmed.length} bookings confirmed, ${stored.length} stored,`,
        Object.fromEntries(statuses),
        "timings ms:",
        timings,
      );
    } finally {
      await db.close();
    }
    await server.stop();
    server = undefined;
  });
});
