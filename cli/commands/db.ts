// valet db migrate | seed | status
import type { Command } from "commander";
import { applyMigrations, migrationStatus } from "../../server/db/migrate.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import type { CliContext } from "../context.ts";
import { createOutput, OperationError } from "../output.ts";

export function registerDbCommands(program: Command, context: () => CliContext): void {
  const db = program.command("db").description("database: migrations, seed, status");

  db.command("migrate")
    .description("apply pending migrations from prisma/migrations")
    .option("--json", "machine-readable output")
    .addHelpText("after", "\nExample:\n  valet db migrate")
    .action(async (options: { json?: boolean }) => {
      const out = createOutput(Boolean(options.json));
      const database = await context().database();
      const applied = await applyMigrations(database.connectionString);
      out.print(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date", { applied });
    });

  db.command("seed")
    .description("create the default site configuration and settings (never overwrites changes)")
    .option("--json", "machine-readable output")
    .addHelpText("after", "\nExample:\n  valet db seed")
    .action(async (options: { json?: boolean }) => {
      const out = createOutput(Boolean(options.json));
      const database = await context().database();
      const result = await seedDatabase(database.prisma);
      out.print(
        `site_config ${result.configCreated ? "created" : "already present"}; ${result.settingsCreated} site settings added`,
        result,
      );
    });

  db.command("status")
    .description("show the database mode and migration state")
    .option("--json", "machine-readable output")
    .addHelpText("after", "\nExample:\n  valet db status --json")
    .action(async (options: { json?: boolean }) => {
      const out = createOutput(Boolean(options.json));
      const database = await context().database();
      const status = await migrationStatus(database.connectionString);
      const reachable = await database.ping();
      const lines = [
        `database: ${database.mode}${reachable ? "" : " (not answering)"}`,
        `migrations: ${status.total - status.pending.length}/${status.total} applied`,
        ...(status.pending.length ? [`pending: ${status.pending.join(", ")}`] : []),
        ...(status.problem ? [`problem: ${status.problem}`] : []),
      ];
      out.print(lines.join("\n"), { mode: database.mode, reachable, ...status });
      if (status.problem || !reachable) throw new OperationError(status.problem ?? "database not answering");
    });
}
