// Brings a database up to date: pending migrations, then the idempotent seed.
import { applyMigrations } from "./migrate.ts";
import { seedDatabase } from "./seed.ts";
import type { Database } from "./database.ts";

export async function prepareDatabase(db: Database): Promise<{ applied: string[] }> {
  const applied = await applyMigrations(db.connectionString);
  await seedDatabase(db.prisma);
  return { applied };
}
