// Brings a database up to date: pending migrations, then the idempotent seed.
// The schema engine is loaded only when the history says there is something to
// do (server/db/migration-history.ts): most starts have nothing pending.
import { applyMigrations } from "./migrate.ts";
import { historyMatches } from "./migration-history.ts";
import { seedDatabase } from "./seed.ts";
import type { Database } from "./database.ts";

export async function prepareDatabase(db: Database): Promise<{ applied: string[] }> {
  const applied = (await historyMatches(db.prisma)) ? [] : await applyMigrations(db.connectionString);
  await seedDatabase(db.prisma);
  return { applied };
}
