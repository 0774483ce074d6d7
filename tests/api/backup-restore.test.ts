// Backup and restore, proven end to end (docs/OPERATIONS.md, "Backup" and "Restore"):
// make data, back up with scripts/backup.mjs, write more, lose it, restore with
// scripts/restore.mjs, and find exactly the backed-up data, with a working site on
// top. Embedded: the real embedded Postgres, hosted by this process on a DATA_DIR
// of its own (the lock names this process, so the backup reports it): an online
// backup taken while bookings and coupons are written restores into a new
// DATA_DIR as a consistent database; a restore in place is refused while the
// folder is in use, puts the old folder back when the backup does not start, and
// an offline backup of the stopped folder restores too; a PGlite backup is refused
// with the way to carry it over. Postgres: pg_dump and pg_restore on a fresh
// database of the run's server, when this machine's pg_dump can read it.
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@server/db/database.ts";
import { prepareDatabase } from "@server/db/prepare.ts";
import { PROJECT_ROOT } from "@server/paths.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { createPostgresDatabase } from "@tests/support/scratch-database.ts";
import { testApp, testConfig } from "@tests/support/test-app.ts";

const KEPT_TITLE = "כותרת שנשמרה בגיבוי";

interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

function script(name: "backup" | "restore", args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(PROJECT_ROOT, "scripts", `${name}.mjs`), ...args],
      { cwd: PROJECT_ROOT, env: { ...inherited, ...env }, timeout: 90_000 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

const made: string[] = [];
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "valet-backups-"));
  made.push(dir);
});
afterAll(() => {
  for (const folder of made.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/**
 * A DATA_DIR not made yet, in a temp folder others may pass through (0711): as
 * root the embedded Postgres runs as `postgres`, which must reach its folder.
 */
function newDataDir(label: string): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), `valet-backup-${label}-`));
  fs.chmodSync(parent, 0o711);
  made.push(parent);
  return path.join(parent, "data");
}

/** Hosts the embedded database of `dataDir` in this process, migrated and seeded. */
async function host(dataDir: string): Promise<Database> {
  const db = await openDatabase({ dataDir, role: "host", poolSize: 6 });
  await prepareDatabase(db);
  return db;
}

/** The rows a backup must bring back, comparable across databases. */
async function contents(db: Database) {
  const bookings = await db.prisma.booking.findMany({ orderBy: { orderNumber: "asc" }, select: { orderNumber: true, email: true, couponCode: true, totalPrice: true } });
  const coupons = await db.prisma.coupon.findMany({ orderBy: { code: "asc" }, select: { code: true, usedCount: true, amount: true } });
  const title = await db.prisma.siteSetting.findUnique({ where: { key: "holiday_popup_title" } });
  return { bookings, coupons, title: title?.value };
}

/** The app on `db`, without rate limits: the tests book as fast as they can. */
function siteOn(db: Database) {
  return testApp({ db, now: fixedNow, config: testConfig({ RATE_LIMITS: "off" }) });
}

/** A coupon, a changed setting and three bookings (two with the coupon), through the app. */
async function someData(db: Database) {
  const app = await siteOn(db);
  await db.prisma.coupon.create({ data: { code: "BACKUP15", amount: 15 } });
  await db.prisma.siteSetting.update({ where: { key: "holiday_popup_title" }, data: { value: KEPT_TITLE } });
  for (const coupon of ["BACKUP15", undefined, "BACKUP15"]) {
    expect((await app.request.post("/api/bookings").send(bookingBody({ coupon_code: coupon }))).status).toBe(201);
  }
  return app;
}

/** What `pg_dump` major version this machine has, or 0. */
function pgDumpMajor(): number {
  try {
    return Number(/(\d+)(\.\d+)?/.exec(execFileSync("pg_dump", ["--version"], { encoding: "utf8" }))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** pg_dump refuses a server of a newer major version than its own (Debian 12's is 15; the embedded Postgres is 18). */
async function pgDumpReadsTestServer(): Promise<boolean> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return false;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>("SHOW server_version_num");
    return pgDumpMajor() >= Math.floor(Number(rows[0]!.version) / 10_000);
  } finally {
    await client.end();
  }
}
const POSTGRES_TOOLS_FIT = await pgDumpReadsTestServer();

describe("embedded database: backup and restore", () => {
  const open: Database[] = [];
  afterEach(async () => {
    for (const db of open.splice(0)) await db.close().catch(() => {});
  });
  const hosted = async (dataDir: string) => {
    const db = await host(dataDir);
    open.push(db);
    return db;
  };
  const closeAll = async () => {
    for (const db of open.splice(0)) await db.close();
  };

  it("an online backup taken while bookings and coupons are written restores into a new DATA_DIR as a consistent database", { timeout: 120_000 }, async () => {
    const dataDir = newDataDir("online");
    const db = await hosted(dataDir);
    const app = await someData(db);

    // Two writers, each one operation at a time: a booking (every other with the
    // coupon) or, every third, a new coupon. What each has done is a sequence.
    interface Done {
      writer: number;
      step: number;
      at: number;
      orderNumber?: number;
    }
    const done: Done[] = [];
    let writing = true;
    const writer = async (writer: number) => {
      for (let step = 0; writing; step++) {
        if (step > 5_000) throw new Error("the writers ran away");
        if (step % 3 === 2) {
          await db.prisma.coupon.create({ data: { code: `LOAD-${writer}-${step}`, amount: 5 } });
          done.push({ writer, step, at: Date.now() });
        } else {
          const res = await app.request
            .post("/api/bookings")
            .send(bookingBody({ email: `load-${writer}-${step}@example.com`, coupon_code: step % 2 ? "BACKUP15" : undefined }));
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          done.push({ writer, step, at: Date.now(), orderNumber: (res.body as { order_number: number }).order_number });
        }
      }
    };
    const writers = Promise.all([writer(1), writer(2)]).finally(() => {
      writing = false;
    });
    writers.catch(() => {}); // awaited below; a failed write stops both writers
    while (done.length < 6 && writing) await new Promise((resolve) => setTimeout(resolve, 20));

    const file = path.join(dir, "online.tar.gz");
    const started = Date.now();
    const online = await script("backup", ["--out", file], { DATA_DIR: dataDir });
    const finished = Date.now();
    writing = false;
    await writers;
    expect(online.stderr).toBe("");
    expect(online.code).toBe(0);
    expect(online.stdout).toMatch(new RegExp(`online from process ${process.pid}\\b`));
    expect(done.filter((op) => op.at > started && op.at < finished).length, "writes while the backup ran").toBeGreaterThan(0);
    // Written once the backup is done: never in it.
    const later = await app.request.post("/api/bookings").send(bookingBody({ email: "after-backup@example.com" }));
    expect(later.status).toBe(201);
    const live = await contents(db);
    await closeAll();

    const elsewhere = newDataDir("online-restored");
    const restored = await script("restore", [file, "--yes"], { DATA_DIR: elsewhere });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/restored .* bookings \d+, coupons \d+,/);
    const copy = await hosted(elsewhere);
    const back = await contents(copy);

    // Everything acknowledged before the backup started is there.
    const numbers = back.bookings.map((booking) => booking.orderNumber);
    const codes = back.coupons.map((coupon) => coupon.code);
    for (const op of done.filter((op) => op.at <= started)) {
      if (op.orderNumber) expect(numbers).toContain(op.orderNumber);
      else expect(codes).toContain(`LOAD-${op.writer}-${op.step}`);
    }
    expect(back.bookings.length).toBeGreaterThanOrEqual(3);
    expect(back.bookings.some((booking) => booking.email === "after-backup@example.com")).toBe(false);
    expect(back.title).toBe(KEPT_TITLE);
    // Nothing that was not written, and each row as it was written.
    for (const booking of back.bookings) expect(live.bookings).toContainEqual(booking);
    for (const coupon of back.coupons) expect(live.coupons.map((c) => [c.code, c.amount])).toContainEqual([coupon.code, coupon.amount]);
    // One moment of the database: each writer's operations up to some point, none after;
    // the coupon counts exactly the bookings that carry it.
    for (const writerNumber of [1, 2]) {
      const present = done
        .filter((op) => op.writer === writerNumber)
        .map((op) => (op.orderNumber ? back.bookings.some((b) => b.email === `load-${writerNumber}-${op.step}@example.com`) : codes.includes(`LOAD-${writerNumber}-${op.step}`)));
      const firstMissing = present.indexOf(false);
      if (firstMissing >= 0) expect(present.slice(firstMissing), `writer ${writerNumber} after step ${firstMissing}`).not.toContain(true);
    }
    const backup15 = back.coupons.find((coupon) => coupon.code === "BACKUP15");
    expect(backup15?.usedCount).toBe(back.bookings.filter((booking) => booking.couponCode === "BACKUP15").length);

    // The site books on it, numbering after the restored bookings.
    const next = await (await siteOn(copy)).request.post("/api/bookings").send(bookingBody({ coupon_code: "BACKUP15" }));
    expect(next.status).toBe(201);
    expect(next.body.order_number).toBeGreaterThan(Math.max(...numbers));
  });

  it("a restore in place is refused while the folder is in use, brings the backup back, keeps the old folder when the backup does not start, and restores an offline backup", { timeout: 150_000 }, async () => {
    const dataDir = newDataDir("in-place");
    const env = { DATA_DIR: dataDir };
    let db = await hosted(dataDir);
    let app = await someData(db);
    const backedUp = await contents(db);
    const file = path.join(dir, "in-place.tar.gz");
    const online = await script("backup", ["--out", file], env);
    expect(online.code, online.stderr).toBe(0);
    expect(online.stdout).toMatch(new RegExp(`online from process ${process.pid}\\b`));
    expect((await app.request.post("/api/bookings").send(bookingBody({ email: "after-backup@example.com" }))).status).toBe(201);

    // The folder is in use: refused.
    const refused = await script("restore", [file, "--yes"], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/in use by process \d+: stop the server first/);
    // A Postgres whose host was killed (no lock) still answers: backed up online
    // from it, and a restore is refused while it runs.
    fs.rmSync(path.join(dataDir, "embedded.lock"));
    const postmaster = Number(fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
    const fromOrphan = await script("backup", ["--out", path.join(dir, "orphan.tar.gz")], env);
    expect(fromOrphan.code, fromOrphan.stderr).toBe(0);
    expect(fromOrphan.stdout).toMatch(new RegExp(`online from process ${postmaster}\\b`));
    const refusedOrphan = await script("restore", [file, "--yes"], env);
    expect(refusedOrphan.code).toBe(1);
    expect(refusedOrphan.stderr).toMatch(/still runs on .*: stop the server first/);
    await closeAll();

    // Nothing is replaced without --yes.
    const unconfirmed = await script("restore", [file], env);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toMatch(/--yes/);

    // Lost: the whole database folder.
    fs.rmSync(path.join(dataDir, "postgres"), { recursive: true, force: true });
    const restored = await script("restore", [file, "--yes"], env);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/restored .* bookings 3, coupons 1,/);
    expect(restored.stdout).not.toMatch(/replaced data/);
    db = await hosted(dataDir);
    expect(await contents(db)).toEqual(backedUp);
    app = await siteOn(db);
    const next = await app.request.post("/api/bookings").send(bookingBody({ coupon_code: "BACKUP15" }));
    expect(next.status).toBe(201);
    expect(next.body.order_number).toBeGreaterThan(Math.max(...backedUp.bookings.map((booking) => booking.orderNumber)));
    const expected = await contents(db);
    await closeAll();

    // Stopped: the script copies the folder itself.
    const offlineFile = path.join(dir, "offline.tar.gz");
    const offline = await script("backup", ["--out", offlineFile], env);
    expect(offline.stderr).toBe("");
    expect(offline.code).toBe(0);
    expect(offline.stdout).toMatch(/, offline\n/);
    expect(fs.existsSync(path.join(dataDir, "embedded.lock")), "the lock is given back").toBe(false);

    // A backup that extracts but does not start (its pg_control lost): the folder is put back as it was.
    const broken = path.join(dir, "broken");
    fs.mkdirSync(broken);
    execFileSync("tar", ["-xzf", offlineFile, "-C", broken]);
    fs.rmSync(path.join(broken, "global", "pg_control"));
    const names = fs.readdirSync(broken).filter((name) => name !== "valet-backup.json");
    execFileSync("tar", ["-czf", path.join(dir, "broken.tar.gz"), "-C", broken, "valet-backup.json", ...names]);
    const failed = await script("restore", [path.join(dir, "broken.tar.gz"), "--yes"], env);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/could not be restored; the database was left as it was/);
    expect(fs.readdirSync(path.dirname(dataDir)).concat(fs.readdirSync(dataDir)).filter((name) => /restoring|before-restore/.test(name))).toEqual([]);

    // The offline backup over the current folder, which is set aside.
    const again = await script("restore", [offlineFile, "--yes"], env);
    expect(again.code, again.stderr).toBe(0);
    const aside = /the replaced data is in (\S+):/.exec(again.stdout)?.[1];
    expect(aside).toMatch(/postgres\.before-restore-\d{8}-\d{6}$/);
    expect(fs.existsSync(path.join(aside!, "PG_VERSION"))).toBe(true);
    db = await hosted(dataDir);
    expect(await contents(db)).toEqual(expected);
    await closeAll();
  });

  it("refuses a backup of the other kind, and a PGlite backup with the way to carry it over", { timeout: 60_000 }, async () => {
    // A PGlite backup: a gzipped tar of its data folder, without the marker.
    const pglite = path.join(dir, "pglite");
    fs.mkdirSync(path.join(pglite, "base", "1"), { recursive: true });
    fs.writeFileSync(path.join(pglite, "PG_VERSION"), "17\n");
    fs.writeFileSync(path.join(pglite, "base", "1", "112"), "");
    const file = path.join(dir, "valet-embedded-pglite.tar.gz");
    execFileSync("tar", ["-czf", file, "-C", pglite, "."]);
    const dataDir = newDataDir("pglite");
    const refused = await script("restore", [file, "--yes"], { DATA_DIR: dataDir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/PGlite/);
    expect(refused.stderr).toContain(`tar xzf ${file} -C pglite-data && valet db import-pglite pglite-data`);
    expect(fs.existsSync(dataDir), "nothing made").toBe(false);
    // Nor is any other gzip file taken for one.
    const other = path.join(dir, "notes.tar.gz");
    execFileSync("tar", ["-czf", other, "-C", path.join(pglite, "base"), "."]);
    const notBackup = await script("restore", [other, "--yes"], { DATA_DIR: dataDir });
    expect(notBackup.code).toBe(2);
    expect(notBackup.stderr).toMatch(/is not a backup of scripts\/backup\.mjs/);

    const wrongKind = await script("restore", [file, "--yes"], { DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none" });
    expect(wrongKind.code).toBe(2);
    expect(wrongKind.stderr).toMatch(/DATABASE_URL is set/);
    // And an empty DATA_DIR has nothing to back up.
    const nothing = await script("backup", ["--out", path.join(dir, "nothing.tar.gz")], { DATA_DIR: dataDir });
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toMatch(/no embedded database in/);
  });
});

describe.runIf(POSTGRES_TOOLS_FIT)("Postgres: pg_dump, wipe, pg_restore", () => {
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
    let app = await someData(db);
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
    app = await siteOn(db);
    const next = await app.request.post("/api/bookings").send(bookingBody({ coupon_code: "BACKUP15" }));
    expect(next.status).toBe(201);
    expect(next.body.order_number).toBeGreaterThan(Math.max(...expected.bookings.map((booking) => booking.orderNumber)));
  });
});
