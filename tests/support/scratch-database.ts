// A database of its own for tests that break, kill or wipe it (outage, crash,
// backup): not the worker's shared one. A fresh database on the run's Postgres
// (TEST_DATABASE_URL), dropped by dispose, and by the API suite's global teardown
// as a leftover of this run.
import path from "node:path";
import pg from "pg";
import { openDatabase } from "@server/db/database.ts";
import { prepareDatabase } from "@server/db/prepare.ts";
import type { ProxyTarget } from "./db-proxy.ts";

export interface ScratchDatabase {
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

/** Where pg reaches a connection string's server: a Unix socket (`?host=/folder`) or host and port. */
function serverOf(url: URL): ProxyTarget {
  const socketFolder = url.searchParams.get("host");
  if (socketFolder?.startsWith("/")) return { path: path.join(socketFolder, `.s.PGSQL.${url.port || 5432}`) };
  return { host: url.hostname, port: Number(url.port || 5432) };
}

/** A migrated and seeded database nobody else uses. */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is set by the API suite's global setup (tests/support/api-global-setup.ts)");
  const created = await createPostgresDatabase(baseUrl);
  const direct = await openDatabase({ databaseUrl: created.url, dataDir: null, poolSize: 2 });
  try {
    await prepareDatabase(direct);
  } finally {
    await direct.close();
  }
  return {
    target: serverOf(new URL(created.url)),
    directUrl: created.url,
    urlVia(port) {
      const url = new URL(created.url);
      url.searchParams.delete("host");
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    dispose: () => created.drop(),
  };
}
