// Backup and restore, proven once end to end (docs/OPERATIONS.md, "Backup" and "Restore"):
// make data, back up with scripts/backup.mjs, write more, wipe, restore with
// scripts/restore.mjs, and find exactly the backed-up data, with a working site
// on top. Embedded: the built server runs on a temp DATA_DIR and is backed up
// online, under booking load; an offline backup of the stopped folder is checked
// too. Postgres (TEST_DATABASE_URL): pg_dump and pg_restore on a fresh database.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@server/db/database.ts";
import { prepareDatabase } from "@server/db/prepare.ts";
import { PROJECT_ROOT } from "@server/paths.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { bookableBody } from "@tests/support/live-booking.ts";
import { createPostgresDatabase } from "@tests/support/scratch-database.ts";
import { startServer, type SpawnedServer } from "@tests/support/spawned-server.ts";
import { testApp } from "@tests/support/test-app.ts";

const MODE = process.env.TEST_DATABASE_URL ? "postgres" : "embedded";
const KEPT_TITLE = "כותרת שנשמרה בגיבוי";

interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

const timings: Record<string, number> = {};
let mark = Date.now();
/** Notes how long the step since the last lap took (printed at the end). */
function lap(name: string) {
  timings[name] = (timings[name] ?? 0) + Date.now() - mark;
  mark = Date.now();
}

function script(name: "backup" | "restore", args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(PROJECT_ROOT, "scripts", `${name}.mjs`), ...args],
      { cwd: PROJECT_ROOT, env: { ...inherited, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "valet-backup-"));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  if (Object.keys(timings).length > 0) console.log(`backup and restore (${MODE}), ms:`, timings);
});

/** The rows a backup must bring back, comparable across databases. */
async function contents(db: Database) {
  const bookings = await db.prisma.booking.findMany({ orderBy: { orderNumber: "asc" }, select: { orderNumber: true, email: true, couponCode: true, totalPrice: true } });
  const coupons = await db.prisma.coupon.findMany({ orderBy: { code: "asc" }, select: { code: true, usedCount: true, amount: true } });
  const title = await db.prisma.siteSetting.findUnique({ where: { key: "holiday_popup_title" } });
  return { bookings, coupons, title: title?.value };
}

describe.runIf(MODE === "embedded")("embedded database: online backup under load, wipe, restore", () => {
  let server: SpawnedServer | undefined;
  let db: Database | undefined;
  afterAll(async () => {
    await db?.close().catch(() => {});
    await server?.crash().catch(() => {});
  });

  it("brings back exactly what was backed up, and the site works on it", { timeout: 150_000 }, async () => {
    const dataDir = path.join(dir, "data");
    const env = { DATA_DIR: dataDir };
    const post = async (body: Record<string, unknown>) => {
      const res = await fetch(`${server!.url}/api/bookings`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as { order_number: number } };
    };

    mark = Date.now();
    server = await startServer(env, { portFrom: 3620 });
    lap("server starts");
    db = await openDatabase({ dataDir: path.join(dataDir, "pgdata"), socketDir: dataDir });
    await db.prisma.coupon.create({ data: { code: "BACKUP15", amount: 15 } });
    await db.prisma.siteSetting.update({ where: { key: "holiday_popup_title" }, data: { value: KEPT_TITLE } });
    for (const coupon of ["BACKUP15", undefined, "BACKUP15"]) expect((await post(bookableBody(new Date(), { coupon_code: coupon }))).status).toBe(201);

    // Bookings keep coming while the backup is taken: the site stays up.
    const confirmedBefore = (await contents(db)).bookings.map((booking) => booking.orderNumber);
    let loading = true;
    const load = (async () => {
      for (let i = 0; loading; i++) {
        const res = await post(bookableBody(new Date(), { coupon_code: i % 2 ? "BACKUP15" : undefined }));
        expect(res.status).toBe(201);
      }
    })();
    lap("data");
    const online = await script("backup", ["--out", path.join(dir, "online.tar.gz")], env);
    lap("online backup");
    loading = false;
    await load;
    expect(online.stderr).toBe("");
    expect(online.code).toBe(0);
    expect(online.stdout).toMatch(new RegExp(`online from process ${server.child.pid}`));

    // Written after the backup: gone once it is restored.
    const later = await post(bookableBody(new Date(), { email: "after-backup@example.com" }));
    expect(later.status).toBe(201);

    // The folder is the server's while it runs; and nothing is replaced without --yes.
    const refused = await script("restore", [path.join(dir, "online.tar.gz"), "--yes"], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/stop the server first/);
    await db.close();
    db = undefined;
    await server.stop();
    server = undefined;
    lap("refusals and stop");
    const unconfirmed = await script("restore", [path.join(dir, "online.tar.gz")], env);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toMatch(/--yes/);

    // Lost: the whole database folder.
    fs.rmSync(path.join(dataDir, "pgdata"), { recursive: true, force: true });
    const restored = await script("restore", [path.join(dir, "online.tar.gz"), "--yes"], env);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/restored .* bookings \d+, coupons 1,/);
    lap("restores");

    server = await startServer(env, { portFrom: 3620 });
    lap("server starts");
    db = await openDatabase({ dataDir: path.join(dataDir, "pgdata"), socketDir: dataDir });
    const back = await contents(db);
    const numbers = back.bookings.map((booking) => booking.orderNumber);
    for (const orderNumber of confirmedBefore) expect(numbers).toContain(orderNumber);
    expect(back.bookings.some((booking) => booking.email === "after-backup@example.com")).toBe(false);
    expect(back.title).toBe(KEPT_TITLE);
    // A consistent snapshot: the coupon counts exactly the bookings that carry it.
    expect(back.coupons).toEqual([
      { code: "BACKUP15", amount: 15, usedCount: back.bookings.filter((booking) => booking.couponCode === "BACKUP15").length },
    ]);
    // The site books on the restored data, numbering after the restored bookings.
    const next = await post(bookableBody(new Date(), { coupon_code: "BACKUP15" }));
    expect(next.status).toBe(201);
    expect(next.body.order_number).toBeGreaterThan(Math.max(...numbers));
    const expected = await contents(db);
    await db.close();
    db = undefined;
    await server.stop();
    server = undefined;

    lap("checks and stop");
    // With the server stopped, the script opens the folder itself; the copy restores elsewhere.
    const offline = await script("backup", ["--out", path.join(dir, "offline.tar.gz")], env);
    lap("offline backup");
    expect(offline.stderr).toBe("");
    expect(offline.code).toBe(0);
    expect(offline.stdout).toMatch(/offline/);
    const elsewhere = { DATA_DIR: path.join(dir, "elsewhere") };
    const copied = await script("restore", [path.join(dir, "offline.tar.gz"), "--yes"], elsewhere);
    expect(copied.code, copied.stderr).toBe(0);
    lap("restores");
    const copy = await openDatabase({ dataDir: path.join(dir, "elsewhere", "pgdata"), socketDir: path.join(dir, "elsewhere") });
    try {
      expect(await contents(copy)).toEqual(expected);
    } finally {
      await copy.close();
    }
    // A backup of one kind is refused by the other.
    const wrongKind = await script("restore", [path.join(dir, "offline.tar.gz"), "--yes"], { DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none" });
    expect(wrongKind.code).toBe(2);
    expect(wrongKind.stderr).toMatch(/DATABASE_URL is set/);
  });
});

describe.runIf(MODE === "postgres")("Postgres: pg_dump, wipe, pg_restore", () => {
  let dropDatabase: (() => Promise<void>) | undefined;
  let db: Database | undefined;
  afterAll(async () => {
    await db?.close().catch(() => {});
    await dropDatabase?.().catch(() => {});
  });

  it("brings back exactly what was backed up, and the site works on it", { timeout: 120_000 }, async () => {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "backup");
    dropDatabase = created.drop;
    const env = { DATABASE_URL: created.url };
    db = await openDatabase({ databaseUrl: created.url, dataDir: null, poolSize: 2 });
    await prepareDatabase(db);
    let app = await testApp({ db, now: fixedNow });
    await db.prisma.coupon.create({ data: { code: "BACKUP15", amount: 15 } });
    await db.prisma.siteSetting.update({ where: { key: "holiday_popup_title" }, data: { value: KEPT_TITLE } });
    for (const coupon of ["BACKUP15", undefined, "BACKUP15"]) {
      expect((await app.request.post("/api/bookings").send(bookingBody({ coupon_code: coupon }))).status).toBe(201);
    }
    const expected = await contents(db);

    const file = path.join(dir, "valet.dump");
    const backup = await script("backup", ["--out", file], env);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(fs.readFileSync(file).subarray(0, 5).toString("latin1")).toBe("PGDMP");
    expect((await app.request.post("/api/bookings").send(bookingBody({ email: "after-backup@example.com" }))).status).toBe(201);

    // Lost: every table, sequence and type.
    await db.close();
    db = undefined;
    const wipe = await openDatabase({ databaseUrl: created.url, dataDir: null, poolSize: 1 });
    await wipe.prisma.$executeRawUnsafe("DROP SCHEMA public CASCADE");
    await wipe.prisma.$executeRawUnsafe("CREATE SCHEMA public");
    await wipe.close();

    const unconfirmed = await script("restore", [file], env);
    expect(unconfirmed.code).toBe(2);
    const restored = await script("restore", [file, "--yes"], env);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/bookings 3, coupons 1,/);

    db = await openDatabase({ databaseUrl: created.url, dataDir: null, poolSize: 2 });
    await prepareDatabase(db); // as the server does at start: nothing to apply
    expect(await contents(db)).toEqual(expected);
    app = await testApp({ db, now: fixedNow });
    const next = await app.request.post("/api/bookings").send(bookingBody({ coupon_code: "BACKUP15" }));
    expect(next.status).toBe(201);
    expect(next.body.order_number).toBeGreaterThan(Math.max(...expected.bookings.map((booking) => booking.orderNumber)));
  });
});
