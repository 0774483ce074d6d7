// The drift guard (docs/decisions/003): prisma/migrations, applied to an empty
// database as the app applies them, make exactly the tables, columns, types,
// indexes and keys prisma/schema.prisma describes. What Prisma's schema cannot
// say (CHECK constraints, triggers, functions, partial indexes, the order-number
// sequence) lives only in the migrations and is not compared.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemaDiffFrom } from "@server/db/migration-diff.ts";
import { scratchDatabase, type ScratchDatabase } from "@tests/support/scratch-database.ts";

describe("migrations and schema", () => {
  let database: ScratchDatabase;
  beforeAll(async () => {
    database = await scratchDatabase();
  });
  afterAll(() => database?.dispose());

  it("the migrations describe exactly prisma/schema.prisma", async () => {
    const sql = await schemaDiffFrom(database.directUrl);
    expect(sql, "prisma/schema.prisma changed without a migration: npm run db:new-migration -- <name> writes it").toBe("");
  });
});
