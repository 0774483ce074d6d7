// A database of its own for tests that break, kill or wipe it (outage, crash,
// backup): not the worker's shared one. With TEST_DATABASE_URL, a fresh Postgres
// database (dropped by dispose, and by the API suite's global teardown as a
// leftover of this run); otherwise an in-memory PGlite hosted by this process
// on a Unix socket in a temp folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "@server/db/database.ts";
import { socketPathFor, startEmbeddedHost } from "@server/db/embedded-host.ts";
import { prepareDatabase } from "@server/db/prepare.ts";
import type { ProxyTarget } from "./db-proxy.ts";

export interface ScratchDatabase {
  kind: "postgres" | "embedded";
  /** Where a proxy should forward to. */
  target: ProxyTarget;
  /** The connection string that reaches the database directly. */
  directUrl: string;
  /** The connection string that reaches it through a proxy on 127.0.0.1:port. */
  urlVia(port: number): string;
  dispose(): Promise<void>;
}

let counter = 0;

/**
 * Every database this test run makes starts with this: the API suite's global
 * setup names the run (VALET_TEST_RUN, inherited by the workers), and its teardown
 * drops this run's leftovers only, never those of another run on the same server.
 */
export function testDatabasePrefix(): string {
  return `valet_test_${process.env.VALET_TEST_RUN ?? "local"}_`;
}

/** A fresh, empty Postgres database on the TEST_DATABASE_URL server. */
export async function createPostgresDatabase(baseUrl: string, label = "scratch"): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${testDatabasePrefix()}${label}_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A migrated and seeded database nobody else uses. */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const created = await createPostgresDatabase(baseUrl);
    const direct = await openDatabase({ databaseUrl: created.url, dataDir: null, poolSize: 2 });
    try {
      await prepareDatabase(direct);
    } finally {
      await direct.close();
    }
    const parsed = new URL(created.url);
    return {
      kind: "postgres",
      target: { host: parsed.hostname, port: Number(parsed.port || 5432) },
      directUrl: created.url,
      urlVia(port) {
        const url = new URL(created.url);
        url.hostname = "127.0.0.1";
        url.port = String(port);
        return url.toString();
      },
      dispose: () => created.drop(),
    };
  }
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "valet-scratch-"));
  const host = await startEmbeddedHost({ dataDir: null, socketDir });
  let direct: Database | undefined;
  try {
    direct = await openDatabase({ databaseUrl: host.connectionString, dataDir: null, poolSize: 2 });
    await prepareDatabase(direct);
  } catch (error) {
    await host.close();
    fs.rmSync(socketDir, { recursive: true, force: true });
    throw error;
  } finally {
    await direct?.close();
  }
  return {
    kind: "embedded",
    target: { path: socketPathFor(socketDir) },
    directUrl: host.connectionString,
    // PGlite ignores the user, password and database name.
    urlVia: (port) => `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    async dispose() {
      await host.close();
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
