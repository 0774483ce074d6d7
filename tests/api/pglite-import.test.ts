// A DATA_DIR of the earlier embedded engine (PGlite, DATA_DIR/pgdata) is carried into
// the embedded Postgres with nothing lost (server/db/pglite-import.ts): every row
// of every table, the sequences where they were, the migration history as it was,
// and the later migrations applied at the next start, as PGlite would have had them.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "@server/db/database.ts";
import { pgdataFor, pgliteFolderFor } from "@server/db/embedded-postgres.ts";
import { MIGRATIONS_DIR } from "@server/db/migrate.ts";
import { localMigrations } from "@server/db/migration-history.ts";
import { prepareDatabase } from "@server/db/prepare.ts";
import { runCliProcess } from "@tests/support/run-cli.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The last migration an older version had: the three after it come with the import's next start. */
const OLD_LEVEL = "20261127050000_tax_documents";
const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x7f, 0x80, 0xfe]);

/** A PGlite folder as an older version left it: its migrations applied as Prisma records them, and a day's rows. */
async function olderPgliteDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "valet-pglite-import-"));
  dirs.push(dataDir);
  const db = await PGlite.create(pgliteFolderFor(dataDir));
  await db.exec(`CREATE TABLE "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
  for (const migration of localMigrations()) {
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, migration.name, "migration.sql"), "utf8");
    await db.exec(sql);
    await db.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
       VALUES ($1, $2, '2026-11-27T10:00:00Z', $3, '2026-11-27T09:59:59Z', 1)`,
      [createHash("md5").update(migration.name).digest("hex").slice(0, 32), migration.checksum, migration.name],
    );
    if (migration.name === OLD_LEVEL) break;
  }
  await db.exec(`
    SELECT setval('order_number_seq', 1041);
    INSERT INTO coupons (code, amount, updated_at) VALUES ('KEEPME', 40, now());
    INSERT INTO bookings (id, order_number, payment_status, first_name, last_name, phone, email, car_model, license_number,
      departure_terminal, departure_at, arrival_terminal, arrival_at, flight_number, parking_type, terms_accepted,
      payment_method, days, parking_price, extras_price, total_price, updated_at)
    VALUES (7, 1041, 'pending', 'דנה', 'לוי', '0521234567', 'dana@example.com', 'מאזדה 3', '12-345-67',
      'terminal_3', '2026-12-20T05:30:00.123+00:00', 'terminal_3', '2026-12-27T18:45:00+00:00', 'LY316', 'covered', true,
      'cash', 8, 480, 0, 480, '2026-11-27T10:00:00Z');
    INSERT INTO site_settings (key, value, updated_at) VALUES ('_order_token_key', 'an-older-versions-order-link-key-0123456789', now());
    INSERT INTO crew_members (id, name, phone) VALUES (3, 'יוסי', '0529876543');
    SELECT setval('crew_members_id_seq', 3);
  `);
  await db.query(
    `INSERT INTO handover_photos (booking_id, stage, content, content_type, width, height, bytes, sha256, crew_member_id)
     VALUES (7, 'pickup', $1, 'image/jpeg', 1, 1, $2, 'x', 3)`,
    [PHOTO, PHOTO.length],
  );
  await db.close();
  return dataDir;
}

describe("valet db import-pglite", () => {
  it("carries every row, sequence and the history over; the next start applies the later migrations", async () => {
    const dataDir = await olderPgliteDataDir();
    // Opening it as the embedded database refuses: it would be an empty database beside the old one.
    await expect(openDatabase({ dataDir, role: "host" })).rejects.toThrow(/PGlite/);

    const run = await runCliProcess(["db", "import-pglite", "--json"], { DATA_DIR: dataDir });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { tables: Record<string, number>; migrations: string[]; keptAt: string };
    expect(report.tables).toMatchObject({ bookings: 1, coupons: 1, handover_photos: 1, crew_members: 1, _prisma_migrations: report.migrations.length });
    expect(report.migrations.at(-1)).toBe(OLD_LEVEL);
    // The key an older version kept in the database went to its file, and nowhere into the new database's files.
    expect(fs.readFileSync(path.join(dataDir, "secret-key"), "utf8")).toBe("an-older-versions-order-link-key-0123456789\n");
    expect(run.stdout).not.toContain("an-older-versions-order-link-key");
    const leaked = fs
      .readdirSync(pgdataFor(dataDir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && fs.readFileSync(path.join(entry.parentPath, entry.name)).includes("an-older-versions-order-link-key"));
    expect(leaked.map((entry) => entry.name)).toEqual([]);
    // The old folder moved aside, so it is never imported twice.
    expect(fs.existsSync(pgliteFolderFor(dataDir))).toBe(false);
    expect(fs.existsSync(path.join(report.keptAt, "PG_VERSION"))).toBe(true);
    expect(fs.existsSync(path.join(pgdataFor(dataDir), "PG_VERSION"))).toBe(true);

    const db = await openDatabase({ dataDir, role: "host" });
    try {
      const { applied } = await prepareDatabase(db);
      const later = localMigrations().map((migration) => migration.name).filter((name) => name > OLD_LEVEL);
      expect(applied).toEqual(later);
      const booking = await db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: 1041 } });
      expect(booking).toMatchObject({ firstName: "דנה", carModel: "מאזדה 3", totalPrice: 480, flightNumber: "LY316" });
      expect(booking.departureAt.toISOString()).toBe("2026-12-20T05:30:00.123Z");
      expect((await db.prisma.coupon.findUniqueOrThrow({ where: { code: "KEEPME" } })).amount).toBe(40);
      // The order numbers go on from where they were, and the history keeps its first dates.
      const [next] = await db.prisma.$queryRawUnsafe<{ n: number }[]>("SELECT nextval('order_number_seq')::int AS n");
      expect(next!.n).toBe(1042);
      const [first] = await db.prisma.$queryRawUnsafe<{ started: Date }[]>(
        `SELECT started_at AS started FROM _prisma_migrations WHERE migration_name = '20261122110345_init'`,
      );
      expect(first!.started.toISOString()).toBe("2026-11-27T09:59:59.000Z");
      // A photo's bytes survive byte for byte; the serial ids go on after the copied rows.
      const photo = await db.prisma.handoverPhoto.findFirstOrThrow({ where: { bookingId: 7 } });
      expect(Buffer.from(photo.content).equals(PHOTO)).toBe(true);
      const crew = await db.prisma.crewMember.create({ data: { name: "רונית", phone: "0531112222" } });
      expect(crew.id).toBe(4);
    } finally {
      await db.close();
    }

    // Twice is refused: the new database exists.
    const again = await runCliProcess(["db", "import-pglite", report.keptAt], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/exists already/);
  }, 120_000);
});
