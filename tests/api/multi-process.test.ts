// Several server processes on one Postgres database (product.md §11, docs/decisions/015
// and 016): a WEB_CONCURRENCY=2 server (a primary and two workers) and a second,
// single-process server as a second container would run, the requests alternating
// between them. What must stay exact: the last free places, a coupon's last uses,
// a per-IP budget, and each e-mail, message and tax document handled once by the job
// runners of both processes racing for them (docs/decisions/042).
//
// Needs the production build. The servers run on DATABASE_URL: a database on the
// run's Postgres (TEST_DATABASE_URL, the embedded Postgres the API suite's global
// setup starts, or CI's Debian Postgres). The last block checks that a server on
// its own DATA_DIR (the embedded default) stays one process when asked for more;
// it runs only without TEST_DATABASE_URL, which the global setup always sets.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import supertest from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messages } from "@shared/messages/index.ts";
import { RATE_LIMITS } from "@server/api/rate-limits.ts";
import { TEST_SITE_MARK } from "@server/messages/message-delivery.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { sandboxReturn } from "@tests/support/sandbox-return.ts";
import { runCliProcess } from "@tests/support/run-cli.ts";
import { createPostgresDatabase } from "@tests/support/scratch-database.ts";
import { startServer, type SpawnedServer } from "@tests/support/spawned-server.ts";
import { prepareDatabase } from "@server/db/prepare.ts";
import { openDatabase } from "@server/db/database.ts";

const POSTGRES = process.env.TEST_DATABASE_URL;
const SKIP_REASON = "skipped: needs TEST_DATABASE_URL, which the API suite's global setup sets (tests/support/api-global-setup.ts)";

/** 'YYYY-MM-DD' of the Israeli calendar day `days` from now. */
function israelDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Jerusalem" });
}

describe.skipIf(!POSTGRES)(`two server processes on one Postgres database ${POSTGRES ? "" : `(${SKIP_REASON})`}`, { timeout: 120_000 }, () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let sql: pg.Pool;
  let smtp: SMTPServer;
  const received: ParsedMail[] = [];
  const servers: SpawnedServer[] = [];
  let stay: { departure_date: string; arrival_date: string };
  let sent = 0;

  /** The next request's server: the two alternate. */
  const next = () => servers[sent++ % servers.length]!;

  async function post(pathName: string, body: unknown, ip: string) {
    const server = next();
    const res = await fetch(`${server.url}/api${pathName}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { error?: { fields?: Record<string, string> } } };
  }

  /** A different client address per request: the bookings' own per-IP limit stays out of the way. */
  let ipCounter = 0;
  const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  beforeAll(async () => {
    database = await createPostgresDatabase(POSTGRES!, "multi");
    const direct = await openDatabase({ databaseUrl: database.url, dataDir: null, poolSize: 2 });
    await prepareDatabase(direct);
    await direct.close();
    sql = new pg.Pool({ connectionString: database.url, max: 3 });

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        // A slow mailbox keeps both processes' job runners busy at once.
        stream.on("end", async () => {
          received.push(await simpleParser(Buffer.concat(chunks)));
          setTimeout(callback, 20);
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const address = smtp.server.address();
    const smtpUrl = `smtp://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

    // No Twilio credentials: SMS and WhatsApp go to the sandbox provider, which marks each row delivered with its own id.
    const env = { DATABASE_URL: database.url, RATE_LIMITS: "on", TRUST_PROXY: "true", SMTP_URL: smtpUrl };
    // One "container" with two workers, one with a single process.
    servers.push(await startServer({ ...env, WEB_CONCURRENCY: "2" }, { portFrom: 3640 }));
    servers.push(await startServer(env, { portFrom: 3660 }));

    // A stay the calendar rules accept, a few days ahead (the servers run on the real clock).
    for (let ahead = 3; ahead < 40; ahead++) {
      const candidate = { departure_date: israelDate(ahead), departure_time: "10:00", arrival_date: israelDate(ahead + 3), arrival_time: "12:00" };
      const res = await fetch(`${servers[0]!.url}/api/schedule/check`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
        body: JSON.stringify(candidate),
      });
      if (((await res.json()) as { ok: boolean }).ok) {
        stay = candidate;
        break;
      }
    }
    expect(stay, "no stay in the next 40 days passes the calendar rules").toBeDefined();
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await sql?.end();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await database?.drop();
  });

  beforeEach(async () => {
    await sql.query("UPDATE site_config SET daily_capacity = NULL");
  });

  it("a settings change from the CLI shows on the next page of every process", async () => {
    // Every process has the home page in its render cache, without the banner.
    const pages = async () => {
      const texts: string[] = [];
      // The cluster's port spreads connections over its two workers: ask it several times.
      for (const server of [servers[0]!, servers[0]!, servers[0]!, servers[0]!, servers[1]!, servers[1]!]) {
        texts.push(await (await fetch(`${server.url}/`, { headers: { connection: "close" } })).text());
      }
      return texts;
    };
    await sql.query("UPDATE site_config SET saturday_banner = 'off'");
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const html of await pages()) expect(html).not.toContain(messages.chrome.saturdayRegion);

    const set = await runCliProcess(["config", "set", "saturday_banner", "on"], { DATABASE_URL: database.url });
    expect(set.code, set.stderr).toBe(0);
    // Each process hears the change on its own listening connection within moments
    // of the commit (docs/decisions/014); the CLI's own exit takes longer than that.
    for (const html of await pages()) expect(html).toContain(messages.chrome.saturdayRegion);
    await sql.query("UPDATE site_config SET saturday_banner = 'auto'");
  });

  it("the primary of WEB_CONCURRENCY=2 runs two workers", async () => {
    const cluster = servers[0]!;
    const children = fs
      .readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1] === String(cluster.child.pid);
        } catch {
          return false;
        }
      });
    expect(children).toHaveLength(2);
  });

  it("60 bookings racing for 5 places: exactly 5 are made, the rest refused with the full-dates message", async () => {
    await sql.query("UPDATE site_config SET daily_capacity = 5");
    const results = await Promise.all(Array.from({ length: 60 }, () => post("/bookings", bookingBody({ ...stay, payment_method: "card" }), freshIp())));

    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status === 422);
    expect(refused).toHaveLength(55);
    for (const r of refused) expect(r.body.error?.fields?.departure_time).toBe(messages.schedule.unavailable);
    const { rows } = await sql.query("SELECT count(*)::int AS n FROM bookings WHERE cancelled_at IS NULL");
    expect(rows[0].n).toBe(5);
  });

  it("200 redemptions of a coupon with 10 uses: exactly 10 succeed", async () => {
    await sql.query("INSERT INTO coupons (code, amount, usage_limit, updated_at) VALUES ('MULTI10', 20, 10, now())");
    const results = await Promise.all(
      Array.from({ length: 200 }, () => post("/bookings", bookingBody({ ...stay, payment_method: "card", coupon_code: "MULTI10" }), freshIp())),
    );

    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 422)).toHaveLength(190);
    const { rows } = await sql.query("SELECT used_count FROM coupons WHERE code = 'MULTI10'");
    expect(rows[0].used_count).toBe(10);
    const orders = await sql.query("SELECT count(DISTINCT order_number)::int AS n, count(*)::int AS total FROM bookings");
    expect(orders.rows[0].n).toBe(orders.rows[0].total);
  });

  it("submits sharing 4 idempotency keys, spread over both processes, make exactly 4 bookings", async () => {
    const before = (await sql.query("SELECT count(*)::int AS n FROM bookings")).rows[0].n as number;
    const results = await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        const server = next();
        const res = await fetch(`${server.url}/api/bookings`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": freshIp(), "idempotency-key": `multi-process-key-${index % 4}` },
          body: JSON.stringify(bookingBody({ ...stay, payment_method: "card" })),
        });
        return { key: index % 4, status: res.status, order: ((await res.json()) as { order_number: number }).order_number };
      }),
    );

    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    for (let key = 0; key < 4; key++) expect(new Set(results.filter((r) => r.key === key).map((r) => r.order)).size).toBe(1);
    expect((await sql.query("SELECT count(*)::int AS n FROM bookings")).rows[0].n).toBe(before + 4);
  });

  it("identical payment returns, spread over both processes, complete the booking once", async () => {
    const [first, second] = servers.map((server) => supertest(server.url));
    const created = (await first!.post("/api/bookings").set("x-forwarded-for", freshIp()).send(bookingBody({ ...stay, payment_method: "card" }))).body;
    // The order's token and the payment's signature are checked by the other process.
    const query = await sandboxReturn(second!, created, "approve");
    const results = await Promise.all(
      // Each from its own address: the webhook is limited per address (decision 013).
      Array.from({ length: 40 }, (_, index) => (index % 2 ? first! : second!).get("/api/payment-webhook").set("x-forwarded-for", freshIp()).query(query)),
    );

    expect(results.every((r) => r.status === 200 && r.body.outcome === "completed")).toBe(true);
    const { rows } = await sql.query("SELECT outcome, count(*)::int AS n FROM payment_attempts WHERE kind = 'return' AND order_number = $1 GROUP BY outcome", [created.order_number]);
    expect(Object.fromEntries(rows.map((row) => [row.outcome, row.n]))).toEqual({ completed: 1, already_completed: 39 });
    // The payment's two e-mails once (the tax document's own e-mail follows when its job issues it).
    const mails = await sql.query(
      "SELECT count(*)::int AS n FROM message_outbox e JOIN bookings b ON b.id = e.booking_id WHERE b.order_number = $1 AND e.kind IN ('business_notification', 'customer_confirmation')",
      [created.order_number],
    );
    expect(mails.rows[0].n).toBe(2);
    // And one invoice-receipt.
    const documents = await sql.query("SELECT count(*)::int AS n FROM tax_documents d JOIN bookings b ON b.id = d.booking_id WHERE b.order_number = $1", [created.order_number]);
    expect(documents.rows[0].n).toBe(1);
  });

  it("a contact-form burst from one address gets exactly its per-minute budget across both processes, then 429", async () => {
    const budget = RATE_LIMITS.contact.limit;
    const body = { name: "דנה כהן", phone: "050-123 4567", email: "dana@example.com", message: "שאלה על חניה מקורה.", source: "contact_page" };
    const results = await Promise.all(Array.from({ length: budget * 4 }, () => post("/contact", body, "10.9.9.9")));

    expect(results.filter((r) => r.status === 201)).toHaveLength(budget);
    expect(results.filter((r) => r.status === 429)).toHaveLength(budget * 3);
    const { rows } = await sql.query("SELECT count(*)::int AS n FROM contact_inquiries");
    expect(rows[0].n).toBe(budget);
  });

  it("50 e-mails queued by one statement are delivered exactly once by the job runners of both processes", async () => {
    // Whatever earlier tests queued goes out first, so the count below is only these 50.
    await expect.poll(async () => (await sql.query("SELECT count(*)::int AS n FROM message_outbox WHERE status = 'queued'")).rows[0].n, { timeout: 40_000, interval: 250 }).toBe(0);
    received.length = 0;
    await sql.query(`
      INSERT INTO message_outbox (kind, to_address, subject, text)
      SELECT 'test', 'someone@example.com', 'בדיקה ' || n, 'שלום ' || n FROM generate_series(1, 50) AS n`);

    await expect.poll(async () => (await sql.query("SELECT count(*)::int AS n FROM message_outbox WHERE status <> 'sent'")).rows[0].n, { timeout: 60_000, interval: 250 }).toBe(0);
    // The spawned servers are a test site by name (PAYMENT_PROVIDER=sandbox): their subjects carry the test mark.
    const subjects = received.map((mail) => (mail.subject ?? "").replace(`${TEST_SITE_MARK.subject} `, "")).filter((subject) => subject.startsWith("בדיקה "));
    expect(subjects).toHaveLength(50);
    expect(new Set(subjects).size).toBe(50);
    const { rows } = await sql.query("SELECT count(*)::int AS n FROM message_outbox WHERE kind = 'test' AND attempts = 1 AND status = 'sent'");
    expect(rows[0].n).toBe(50);
  });

  it("50 SMS and 50 WhatsApp messages are each handed to the provider exactly once by both processes' job runners", async () => {
    await expect.poll(async () => (await sql.query("SELECT count(*)::int AS n FROM message_outbox WHERE status = 'queued'")).rows[0].n, { timeout: 40_000, interval: 250 }).toBe(0);
    await sql.query(`
      INSERT INTO message_outbox (kind, channel, to_address, subject, text, template, template_variables)
      SELECT 'booking_confirmed', CASE WHEN n % 2 = 0 THEN 'sms' ELSE 'whatsapp' END::message_channel, '+97250' || lpad(n::text, 7, '0'), '',
        'הזמנה ' || n, 'booking_confirmed', jsonb_build_object('1', n::text)
      FROM generate_series(1, 100) AS n`);
    const phoneRows = "FROM message_outbox WHERE to_address LIKE '+97250%' AND text LIKE 'הזמנה %'";
    await expect.poll(async () => (await sql.query(`SELECT count(*)::int AS n ${phoneRows} AND status <> 'delivered'`)).rows[0].n, { timeout: 60_000, interval: 250 }).toBe(0);
    const { rows } = await sql.query(`SELECT channel::text, count(*)::int AS n, count(DISTINCT provider_id)::int AS ids, max(attempts)::int AS attempts ${phoneRows} GROUP BY channel ORDER BY channel`);
    expect(rows).toEqual([
      { channel: "sms", n: 50, ids: 50, attempts: 1 },
      { channel: "whatsapp", n: 50, ids: 50, attempts: 1 },
    ]);
  });

  it("30 queued tax documents are issued exactly once by the job runners of both processes (sandbox numbers, one attempt each)", async () => {
    const made = await fetch(`${servers[0]!.url}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify(bookingBody({ ...stay, payment_method: "cash" })),
    });
    const { order_number: orderNumber } = (await made.json()) as { order_number: number };
    const { rows: [booking] } = await sql.query("SELECT id FROM bookings WHERE order_number = $1", [orderNumber]);
    await sql.query(
      `INSERT INTO tax_documents (booking_id, kind, payment_ref, amount, payment_method, paid_at, client, lines)
       SELECT $1, 'invoice_receipt', 'cash:race-' || n, 10, 'cash', now(), '{"name": "דנה לוי", "email": "dana@example.com", "companyName": null, "companyNumber": null}',
         '[{"description": "תשלום במזומן", "quantity": 1, "unitPrice": 10}]'
       FROM generate_series(1, 30) AS n`,
      [booking.id],
    );
    const race = "FROM tax_documents WHERE payment_ref LIKE 'cash:race-%'";
    // Each row's trigger added its job, and its NOTIFY woke both processes' runners, which race for them.
    await expect.poll(async () => (await sql.query(`SELECT count(*)::int AS n ${race} AND status <> 'issued'`)).rows[0].n, { timeout: 90_000, interval: 500 }).toBe(0);
    const { rows } = await sql.query(`SELECT count(*)::int AS n, count(DISTINCT number)::int AS numbers, max(attempts)::int AS attempts ${race}`);
    expect(rows[0]).toEqual({ n: 30, numbers: 30, attempts: 1 });
  }, 120_000);
});

describe("WEB_CONCURRENCY on the embedded database", { timeout: 120_000 }, () => {
  it("stays one process and says so", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "valet-web-concurrency-"));
    const server = await startServer({ DATA_DIR: dataDir, WEB_CONCURRENCY: "2" }, { portFrom: 3680 });
    try {
      expect(server.output()).toContain("WEB_CONCURRENCY is ignored on the embedded database");
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
