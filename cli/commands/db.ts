// valet db migrate | seed | status
import type { Command } from "commander";
import { applyMigrations, migrationStatus } from "@server/db/migrate.ts";
import { seedDatabase } from "@server/db/seed.ts";
import { examples, withJson } from "@cli/command-kit.ts";
import { OperationError } from "@cli/errors.ts";
import { createOutput } from "@cli/output.ts";
import { withProgress } from "@cli/progress.ts";
import type { Runtime } from "@cli/runtime.ts";

export function registerDbCommands(program: Command, runtime: Runtime): void {
  const db = program.command("db").description("database: migrations, seed, status");
  examples(db, "valet db status", "valet db migrate");

  const migrate = db.command("migrate").description("apply pending migrations from prisma/migrations (the server also does at start)");
  withJson(migrate);
  examples(migrate, "valet db migrate", "valet db migrate --json");
  migrate.action(async (options: { json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const applied = await withProgress(runtime.io, "applying migrations…", async () => {
      const database = await runtime.context().database();
      return applyMigrations(database.connectionString);
    });
    out.result({ applied }, () => (applied.length ? `applied: ${applied.join(", ")}` : "database is up to date"));
  });

  const seed = db.command("seed").description("create the default site configuration and settings (never overwrites changes)");
  withJson(seed);
  examples(seed, "valet db seed");
  seed.action(async (options: { json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const database = await runtime.context().database();
    const result = await seedDatabase(database.prisma);
    out.result(
      result,
      () => `site_config ${result.configCreated ? "created" : "already present"}; ${result.settingsCreated} site settings added`,
    );
  });

  const status = db.command("status").description("show the database mode and migration state (exit 1 when unreachable or the history diverges)");
  withJson(status);
  examples(status, "valet db status", "valet db status --json");
  status.action(async (options: { json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const database = await runtime.context().database();
    const reachable = await database.ping();
    if (!reachable) throw new OperationError(`database (${database.mode}) is not answering`);
    const state = await withProgress(runtime.io, "reading migration history…", () => migrationStatus(database.connectionString));
    const lines = [
      `database: ${database.mode}`,
      `migrations: ${state.total - state.pending.length}/${state.total} applied`,
      ...(state.pending.length ? [`pending: ${state.pending.join(", ")} (run valet db migrate)`] : []),
      ...(state.problem ? [`problem: ${state.problem}`] : []),
    ];
    out.result({ mode: database.mode, reachable, ...state }, () => lines.join("\n"));
    if (state.problem) throw new OperationError(state.problem);
  });
}
