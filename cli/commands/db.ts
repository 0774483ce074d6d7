// valet db migrate | seed | status | import-pglite
import type { Command } from "commander";
import { applyMigrations, migrationStatus } from "@server/db/migrate.ts";
import { seedDatabase } from "@server/db/seed.ts";
import { pgliteFolderFor } from "@server/db/embedded-postgres.ts";
import { PgliteImportError, carryOverPglite } from "@server/db/pglite-import.ts";
import { adoptOrderLinkKey } from "@server/order-links/order-tokens.ts";
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

  const importPglite = db
    .command("import-pglite")
    .description("carry a database of the earlier embedded engine (PGlite) into a new embedded Postgres in DATA_DIR (the server does it at start)")
    .argument("[folder]", "the PGlite folder (default: DATA_DIR/pgdata, moved aside to pgdata.imported-<time> once copied)");
  withJson(importPglite);
  examples(importPglite, "valet db import-pglite", "valet db import-pglite /restore/pgdata");
  importPglite.action(async (folder: string | undefined, options: { json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const { config } = runtime.context();
    if (config.DATABASE_URL) throw new OperationError("DATABASE_URL is set: the import fills the embedded database in DATA_DIR; unset it");
    const from = folder ?? pgliteFolderFor(config.embeddedDataDir);
    const report = await withProgress(runtime.io, "copying every table…", () =>
      carryOverPglite(config.embeddedDataDir, (key) => adoptOrderLinkKey(config.embeddedDataDir, key), from).catch((error: unknown) => {
        throw error instanceof PgliteImportError ? new OperationError(error.message) : error;
      }),
    );
    const rows = Object.values(report.tables).reduce((sum, n) => sum + n, 0);
    out.result(report, () =>
      [
        `imported ${rows} rows in ${Object.keys(report.tables).length} tables and ${report.sequences} sequences, at migration ${report.migrations.at(-1) ?? "none"}`,
        ...(report.keptAt ? [`the old folder is kept in ${report.keptAt}: delete it once the site works`] : []),
        "the server applies the later migrations at its next start",
      ].join("\n"),
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
