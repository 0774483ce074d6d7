// Builds the real app (server/app.ts) over the worker's database for supertest.
import fs from "node:fs";
import { pino, type Logger } from "pino";
import supertest from "supertest";
import { createApp } from "@server/app.ts";
import { loadConfig, type Config } from "@server/config.ts";
import type { Database } from "@server/db/database.ts";
import { SERVER_BUILD_ENTRY } from "@server/build-paths.ts";
import { productionBuild } from "@server/pages.ts";
import { POSTGRES_TEST_SECRET_KEY, workerDatabase } from "./test-database.ts";

export const silentLogger = pino({ level: "silent" });

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    PUBLIC_BASE_URL: "https://valet.test",
    BUSINESS_PHONE: "03-5550000",
    BUSINESS_EMAIL: "office@valet.test",
    WHATSAPP_NUMBER: "972355500000",
    LOG_LEVEL: "silent",
    // The API suite's databases are reached as Postgres (TEST_DATABASE_URL): the key is SECRET_KEY, the same as valet's (test-database.ts).
    ...(process.env.TEST_DATABASE_URL ? { SECRET_KEY: POSTGRES_TEST_SECRET_KEY } : {}),
    ...overrides,
  });
}

export interface TestAppOptions {
  config?: Config;
  db?: Pick<Database, "prisma" | "ping"> & Partial<Pick<Database, "changes">>;
  /** A fixed clock for the business rules. */
  now?: () => Date;
  /** Mount the React Router pages (needs `npm run build`). */
  pages?: boolean;
  /** Where the app logs; silent unless a test reads the lines. */
  logger?: Logger;
}

export async function testApp(options: TestAppOptions = {}) {
  const db = options.db ?? (await workerDatabase());
  if (options.pages && !fs.existsSync(SERVER_BUILD_ENTRY)) {
    throw new Error("page tests need the production build: run `npm run build` first (npm test does)");
  }
  const { app, services } = createApp({
    config: options.config ?? testConfig(),
    db,
    logger: options.logger ?? silentLogger,
    build: options.pages ? productionBuild() : null,
    now: options.now,
  });
  return { app, services, db, request: supertest(app) };
}

/** Requests pages as a browser would: isbot treats supertest's agent as a bot. */
export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
