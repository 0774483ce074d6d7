// What every command needs: the same configuration schema and database factory
// as the server. On the embedded database the CLI connects to the running
// server's socket, or hosts the database itself for the length of the command.
import { loadConfig, type Config } from "@server/config.ts";
import { openDatabase, type Database } from "@server/db/database.ts";

export interface CliContext {
  config: Config;
  database(): Promise<Database>;
  close(): Promise<void>;
}

export function createCliContext(env: Record<string, string | undefined> = process.env): CliContext {
  const config = loadConfig(env);
  let db: Promise<Database> | undefined;
  return {
    config,
    database() {
      db ??= config.DATABASE_URL
        ? openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: null, poolSize: 2 })
        : openDatabase({ dataDir: config.embeddedDataDir, poolSize: 2 });
      return db;
    },
    async close() {
      if (db) await (await db).close();
    },
  };
}
