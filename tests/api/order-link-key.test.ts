// The key that signs order links (README, "The key that signs order links"; #31 point 6). It once lived in
// site_settings when SECRET_KEY was unset, so anyone who could read that table (a
// backup, a reporting role) could sign a link to any order. Now: production on
// Postgres refuses to start without SECRET_KEY; the embedded database keeps its key
// in DATA_DIR/secret-key (0600), outside the database and out of its backups unless
// asked for; a key an older version kept in the table moves to the file, so links
// already sent still open, and its bytes leave the database's files. The server, a
// second process and `valet` read the same key.
import { execFile, spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { runCli } from "@cli/program.ts";
import { ConfigError, loadConfig } from "@server/config.ts";
import { openDatabase, type Database } from "@server/db/database.ts";
import { prepareDatabase } from "@server/db/prepare.ts";
import { PROJECT_ROOT } from "@server/paths.ts";
import { createOrderTokens } from "@server/order-links/order-tokens.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { NOW, fixedNow } from "@tests/support/fixed-clock.ts";
import { boardRow, sandboxBoard } from "@tests/support/flight-board.ts";
import { returnBooking } from "@tests/support/flight-bookings.ts";
import { SERVER_ENTRY, requireBuild, startServer } from "@tests/support/spawned-server.ts";
import { testApp, testConfig } from "@tests/support/test-app.ts";

const STORED_KEY = "_order_token_key";
/** A site on the embedded database as it runs by default: no SECRET_KEY (testConfig sets one whenever TEST_DATABASE_URL is set, as in the API suite). */
const embeddedSite = () => testConfig({ SECRET_KEY: "" });
const dirs: string[] = [];
const databases: Database[] = [];

function tempDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `valet-key-${label}-`));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const db of databases.splice(0)) await db.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The embedded database in `dataDir`, hosted by this process as the server hosts it, migrated. */
async function embedded(dataDir: string): Promise<Database> {
  const db = await openDatabase({ dataDir: dataDir, role: "host" });
  databases.push(db);
  await prepareDatabase(db);
  return db;
}

async function close(db: Database) {
  databases.splice(databases.indexOf(db), 1);
  await db.close();
}

const storedKey = (db: Database) => db.prisma.siteSetting.findUnique({ where: { key: STORED_KEY } });
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const orderToken = (key: string, orderNumber: number, purpose = "order") =>
  createHmac("sha256", key).update(`${purpose}:${orderNumber}`).digest("base64url").slice(0, 32);

function script(name: string, args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(PROJECT_ROOT, "scripts", name), ...args], { env: { ...inherited, ...env }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** The files of a backup of the embedded database (a gzipped tar), as bytes. */
const backupBytes = (file: string) => zlib.gunzipSync(fs.readFileSync(file));

describe("production on Postgres without SECRET_KEY", () => {
  const postgres = { NODE_ENV: "production", DATABASE_URL: "postgresql://valet@127.0.0.1:1/valet", PAYMENT_PROVIDER: "sandbox" };

  it("is refused by the configuration, saying what to set; embedded, development and a set key are not", () => {
    expect(() => loadConfig(postgres)).toThrow(ConfigError);
    expect(() => loadConfig(postgres)).toThrow(/SECRET_KEY: is required in production on Postgres \(DATABASE_URL\).*_order_token_key/);
    expect(loadConfig({ ...postgres, SECRET_KEY: "k".repeat(32) }).SECRET_KEY).toBe("k".repeat(32));
    expect(() => loadConfig({ NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox" })).not.toThrow();
    expect(() => loadConfig({ ...postgres, NODE_ENV: "development" })).not.toThrow();
  });

  it("the server refuses to start, before it touches the database", () => {
    requireBuild();
    const dataDir = tempDir("refusal");
    const result = spawnSync(process.execPath, [SERVER_ENTRY], {
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "warn", VALET_BUILD_DIR: process.env.VALET_BUILD_DIR ?? "", PUBLIC_BASE_URL: "https://valet.example", ...postgres },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("SECRET_KEY: is required in production on Postgres");
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it("and so does valet, which signs links too", async () => {
    let stderr = "";
    const code = await runCli(["db", "status"], { env: { ...postgres, PUBLIC_BASE_URL: "https://valet.example" }, stderr: (text) => void (stderr += text), stdout: () => {} });
    expect(code).not.toBe(0);
    expect(stderr).toContain("SECRET_KEY: is required in production on Postgres");
  });
});

describe("the embedded database's key", () => {
  it("is made at first use in DATA_DIR/secret-key, 0600 whatever the umask, and never in site_settings", async () => {
    const dataDir = tempDir("fresh");
    const db = await embedded(dataDir);
    const umask = process.umask(0o000);
    try {
      const app = await testApp({ db, now: fixedNow, config: embeddedSite() });
      const created = await app.request.post("/api/bookings").send(bookingBody());
      expect(created.status).toBe(201);
      const file = path.join(dataDir, "secret-key");
      expect(modeOf(file)).toBe(0o600);
      const key = fs.readFileSync(file, "utf8").trim();
      expect(key.length).toBeGreaterThanOrEqual(32);
      expect(created.body.token).toBe(orderToken(key, created.body.order_number));
      expect(await storedKey(db)).toBeNull();
      expect((await app.request.get(`/api/bookings/${created.body.order_number}?t=${created.body.token}`)).status).toBe(200);
    } finally {
      process.umask(umask);
    }
  });

  it("one an older version kept in site_settings moves to the file: links already sent still open, from every process and valet", async () => {
    const dataDir = tempDir("moved");
    const db = await embedded(dataDir);
    // Parked: "your flight landed" goes only while the car is with us.
    const booking = await returnBooking(db, "LY315", "2026-11-22", "18:45", { serviceStatus: "parked" });
    // What the older version did: a key made once in the table, and the links signed with it.
    const older = createOrderTokens(db.prisma, { kind: "database" });
    const sent = { full: await older.sign(booking.orderNumber), phone: await older.signForPhone(booking.orderNumber) };
    const key = (await storedKey(db))!.value;

    const app = await testApp({ db, now: fixedNow, config: embeddedSite() });
    for (const token of [sent.full, sent.phone]) expect((await app.request.get(`/api/bookings/${booking.orderNumber}?t=${token}`)).status).toBe(200);
    expect((await app.request.get(`/api/bookings/${booking.orderNumber}?t=${"w".repeat(32)}`)).status).toBe(404);
    expect(fs.readFileSync(path.join(dataDir, "secret-key"), "utf8").trim()).toBe(key);
    expect(modeOf(path.join(dataDir, "secret-key"))).toBe(0o600);
    expect(await storedKey(db)).toBeNull();

    // Another process over the same folder (a restart, or valet) reads the file.
    const second = await testApp({ db, now: fixedNow, config: embeddedSite() });
    expect((await second.request.get(`/api/bookings/${booking.orderNumber}?t=${sent.full}`)).status).toBe(200);
    // valet signs with it: the SMS of a landing `valet flights poll` records carries a link that opens.
    const board = sandboxBoard();
    try {
      board.write([boardRow("LY", "315", "2026-11-22T18:45:00", { status: "LANDED" })]);
      let stderr = "";
      const env = { DATA_DIR: dataDir, LOG_LEVEL: "silent", PUBLIC_BASE_URL: "https://valet.test", FLIGHT_SOURCE: "sandbox", FLIGHT_SANDBOX_FILE: board.file };
      expect(await runCli(["flights", "poll"], { env, now: () => NOW, stdout: () => {}, stderr: (text) => void (stderr += text) }), stderr).toBe(0);
    } finally {
      board.remove();
    }
    const sms = await db.prisma.messageOutbox.findFirstOrThrow({ where: { kind: "flight_landed" } });
    const link = /\/order\/(\d+)\?t=([\w-]+)/.exec(sms.text);
    expect(link?.[1]).toBe(String(booking.orderNumber));
    expect(link?.[2]).toBe(sent.phone);
    expect((await app.request.get(`/api/bookings/${booking.orderNumber}?t=${link?.[2]}`)).status).toBe(200);
    expect(await storedKey(db)).toBeNull();
  });

  it("a key file that holds no key stops the signing with a message, and is left as it was", async () => {
    const dataDir = tempDir("damaged");
    const db = await embedded(dataDir);
    fs.writeFileSync(path.join(dataDir, "secret-key"), "\n", { mode: 0o600 });
    const app = await testApp({ db, now: fixedNow, config: embeddedSite() });
    await expect(app.services.orderTokens.sign(1001)).rejects.toThrow(/secret-key holds no key that signs order links/);
    expect(fs.readFileSync(path.join(dataDir, "secret-key"), "utf8")).toBe("\n");
    expect(await storedKey(db)).toBeNull();
  });
});

describe("SECRET_KEY set where the database kept a key", () => {
  it("signs with SECRET_KEY, and the table's copy of that same key is deleted", async () => {
    const db = await embedded(tempDir("configured"));
    const older = createOrderTokens(db.prisma, { kind: "database" });
    const sent = await older.sign(1001);
    const key = (await storedKey(db))!.value;
    // The operator copied the table's key into SECRET_KEY, as the refusal says, to keep links already sent.
    const app = await testApp({ db, now: fixedNow, config: testConfig({ SECRET_KEY: key }) });
    expect(await app.services.orderTokens.sign(1001)).toBe(sent);
    expect(await storedKey(db)).toBeNull();
    // Any other key left in the table signs nothing SECRET_KEY's site accepts, and is left alone.
    await db.prisma.siteSetting.create({ data: { key: STORED_KEY, value: "x".repeat(43) } });
    const other = await testApp({ db, now: fixedNow, config: testConfig({ SECRET_KEY: key }) });
    expect(await other.services.orderTokens.verify(1001, orderToken("x".repeat(43), 1001))).toBe(false);
    expect(await storedKey(db)).not.toBeNull();
  });
});

describe("valet backup (scripts/backup.mjs)", () => {
  it("leaves the key out, its bytes included; --with-secret-key copies it beside the backup, 0600", async () => {
    const dataDir = tempDir("backup");
    const out = tempDir("backups");
    const db = await embedded(dataDir);
    // An older version's key, moved to the file by the first use of this one.
    const older = createOrderTokens(db.prisma, { kind: "database" });
    await older.sign(1001);
    const key = (await storedKey(db))!.value;
    const app = await testApp({ db, now: fixedNow, config: embeddedSite() });
    expect(await app.services.orderTokens.sign(1001)).toBe(orderToken(key, 1001));
    await close(db);

    const plain = await script("backup.mjs", ["--out", path.join(out, "plain.tar.gz")], { DATA_DIR: dataDir });
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toContain(`not in the backup: the key that signs order links, ${path.join(dataDir, "secret-key")}`);
    expect(fs.readdirSync(out)).toEqual(["plain.tar.gz"]);
    const bytes = backupBytes(path.join(out, "plain.tar.gz"));
    expect(bytes.length).toBeGreaterThan(1_000_000);
    // Not in a row, nor left behind in the table's file or the write-ahead log.
    expect(bytes.includes(Buffer.from(key))).toBe(false);

    const withKey = await script("backup.mjs", ["--out", path.join(out, "with-key.tar.gz"), "--with-secret-key"], { DATA_DIR: dataDir });
    expect(withKey.code, withKey.stderr).toBe(0);
    const copy = path.join(out, "with-key.tar.gz.secret-key");
    expect(withKey.stdout).toContain(`secret key: ${copy}`);
    expect(fs.readFileSync(copy, "utf8").trim()).toBe(key);
    expect(modeOf(copy)).toBe(0o600);
    expect(backupBytes(path.join(out, "with-key.tar.gz")).includes(Buffer.from(key))).toBe(false);
  });

  it("--with-secret-key before the key has left the database, or on Postgres, is refused and writes nothing", async () => {
    const dataDir = tempDir("not-yet");
    const out = tempDir("backups");
    const db = await embedded(dataDir);
    await close(db);
    const early = await script("backup.mjs", ["--out", path.join(out, "x.tar.gz"), "--with-secret-key"], { DATA_DIR: dataDir });
    expect(early.code).toBe(1);
    expect(early.stderr).toContain("there is no");
    const postgres = await script("backup.mjs", ["--out", path.join(out, "y.dump"), "--with-secret-key"], { DATABASE_URL: "postgresql://valet@127.0.0.1:1/valet" });
    expect(postgres.code).toBe(2);
    expect(postgres.stderr).toContain("SECRET_KEY");
    expect(fs.readdirSync(out)).toEqual([]);
  });
});

describe("the built server on a new DATA_DIR", () => {
  it("makes the key file at its start, before any request, and keeps no key in the database", async () => {
    const dataDir = tempDir("server");
    const server = await startServer({ DATA_DIR: dataDir }, { portFrom: 3650 });
    try {
      const file = path.join(dataDir, "secret-key");
      expect(modeOf(file)).toBe(0o600);
      const key = fs.readFileSync(file, "utf8").trim();
      // An order written beside the server (as valet would, through its socket) opens with that key's link.
      const client = await openDatabase({ dataDir: dataDir });
      try {
        const booking = await returnBooking(client, "LY315", "2026-12-20", "18:45");
        expect((await fetch(`${server.url}/api/bookings/${booking.orderNumber}?t=${orderToken(key, booking.orderNumber)}`)).status).toBe(200);
        expect((await fetch(`${server.url}/api/bookings/${booking.orderNumber}?t=${orderToken("x".repeat(43), booking.orderNumber)}`)).status).toBe(404);
      } finally {
        await client.close();
      }
    } finally {
      await server.stop();
    }
    const db = await embedded(dataDir);
    expect(await storedKey(db)).toBeNull();
  });
});
