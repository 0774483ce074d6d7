// `npm run db:new-migration` (scripts/new-migration.ts) writes what migrationSqlFor
// (server/db/migration-diff.ts) answers: here it is asked about copies of the
// schema in a temp folder, each on an empty database of the run's Postgres.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, SCHEMA_PATH } from "@server/db/migrate.ts";
import { migrationSqlFor, type MigrationSqlOptions } from "@server/db/migration-diff.ts";
import { createPostgresDatabase } from "@tests/support/scratch-database.ts";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "valet-new-migration-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A new empty database on the run's Postgres: where these tests get one. */
function emptyDatabase(): ReturnType<typeof createPostgresDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is set by the API suite's global setup (tests/support/api-global-setup.ts)");
  return createPostgresDatabase(baseUrl, "diff");
}

/** migrationSqlFor on a new empty database, dropped afterwards. */
async function sqlFor(options: Omit<MigrationSqlOptions, "scratchUrl">): Promise<string> {
  const scratch = await emptyDatabase();
  try {
    return await migrationSqlFor({ ...options, scratchUrl: scratch.url });
  } finally {
    await scratch.drop();
  }
}

/** The schema with one more field on Booking: the table whose order-number default Prisma misreads. */
function schemaWithNewField(): string {
  const schema = fs.readFileSync(SCHEMA_PATH, "utf8");
  const withField = schema.replace(/^model Booking \{\n/m, (head) => `${head}  testNote String? @map("test_note")\n`);
  expect(withField).not.toBe(schema);
  return withField;
}

/** The SQL's statements, without its comments and blank lines. */
const statements = (sql: string) => sql.split("\n").filter((line) => line.trim() && !line.startsWith("--"));

describe("npm run db:new-migration", () => {
  it("writes nothing for a copy of the schema the migrations already describe", async () => {
    const copy = path.join(folder, "same", "schema.prisma");
    fs.mkdirSync(path.dirname(copy), { recursive: true });
    fs.copyFileSync(SCHEMA_PATH, copy);
    expect(await sqlFor({ schemaPath: copy })).toBe("");
  });

  it("adds the column of a field added to a copy of the schema, and only that", async () => {
    const schemaPath = path.join(folder, "new-field", "schema.prisma");
    fs.mkdirSync(path.dirname(schemaPath), { recursive: true });
    fs.writeFileSync(schemaPath, schemaWithNewField());
    const sql = await sqlFor({ schemaPath });
    // Nothing about order_number's sequence (prisma/orm#24677, server/db/migration-diff.ts).
    expect(statements(sql)).toEqual([`ALTER TABLE "bookings" ADD COLUMN     "test_note" TEXT;`]);

    // Written as the next migration, it leaves nothing more to do.
    const migrationsDir = path.join(folder, "new-field", "migrations");
    fs.cpSync(MIGRATIONS_DIR, migrationsDir, { recursive: true });
    fs.mkdirSync(path.join(migrationsDir, "29990101000000_test_note"));
    fs.writeFileSync(path.join(migrationsDir, "29990101000000_test_note", "migration.sql"), sql);
    expect(await sqlFor({ schemaPath, migrationsDir })).toBe("");
  });

  it("refuses a database that is not empty", async () => {
    const scratch = await emptyDatabase();
    try {
      await migrationSqlFor({ scratchUrl: scratch.url });
      await expect(migrationSqlFor({ scratchUrl: scratch.url })).rejects.toThrow(/must be empty; it has _prisma_migrations/);
    } finally {
      await scratch.drop();
    }
  });
});
