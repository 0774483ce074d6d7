// The start skips the WASM schema engine only when the database's migration
// history is exactly the code's (server/db/migration-history.ts); every other
// state goes to the engine, as before. Each case edits the history inside a
// transaction that is rolled back, on the worker's database (on the embedded
// Postgres, or CI's with TEST_DATABASE_URL).
import { beforeAll, describe, expect, it } from "vitest";
import { historyMatches, localMigrations } from "@server/db/migration-history.ts";
import { workerDatabase } from "@tests/support/test-database.ts";

class RollBack extends Error {}

/** Runs `edit` on the history, answers historyMatches, and undoes the edit. */
async function matchesAfter(edit: string): Promise<boolean> {
  const db = await workerDatabase();
  let answer: boolean | undefined;
  await db.prisma
    .$transaction(async (tx) => {
      await tx.$executeRawUnsafe(edit);
      answer = await historyMatches(tx);
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return answer!;
}

const last = () => localMigrations().at(-1)!.name;

describe("migration history check", () => {
  // Creating the worker's database (initdb and migrations) can outlast a test's timeout.
  beforeAll(() => workerDatabase().then(() => undefined), 180_000);

  it("matches a database migrated by this code", async () => {
    const db = await workerDatabase();
    expect(await historyMatches(db.prisma)).toBe(true);
  });

  it("does not match when a migration file changed since it was applied", async () => {
    expect(await matchesAfter(`UPDATE _prisma_migrations SET checksum = repeat('0', 64) WHERE migration_name = '${last()}'`)).toBe(false);
  });

  it("does not match when a migration is missing from the database (pending)", async () => {
    expect(await matchesAfter(`DELETE FROM _prisma_migrations WHERE migration_name = '${last()}'`)).toBe(false);
  });

  it("does not match when a migration failed or is under way", async () => {
    expect(await matchesAfter(`UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = '${last()}'`)).toBe(false);
  });

  it("does not match when the database has a migration the code does not", async () => {
    expect(
      await matchesAfter(
        `INSERT INTO _prisma_migrations (id, checksum, migration_name, finished_at, applied_steps_count)
         VALUES ('from-newer-code', repeat('0', 64), '29990101000000_newer', now(), 1)`,
      ),
    ).toBe(false);
  });

  it("still matches beside a rolled-back attempt of a migration that then succeeded", async () => {
    expect(
      await matchesAfter(
        `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, rolled_back_at, applied_steps_count)
         VALUES ('failed-attempt', repeat('0', 64), '${last()}', now(), now(), 0)`,
      ),
    ).toBe(true);
  });
});
