// The production server as its own process (the build's node/main.js), for tests
// that kill it: crash recovery, backup and restore. Ports come from 3600-3699.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { BUILD_DIR } from "@server/build-paths.ts";
import { PROJECT_ROOT } from "@server/paths.ts";
import { freePort } from "./db-proxy.ts";

export const SERVER_ENTRY = path.join(BUILD_DIR, "node", "main.js");

export function requireBuild(): void {
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(`this test runs the built server: run \`npm run build\` first (npm test does); looked for ${SERVER_ENTRY}`);
  }
}

export interface SpawnedServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** The last 20 kB of its stderr and stdout, for failure messages. */
  output(): string;
  /** kill -9: no shutdown code runs. */
  crash(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

/** The order-link key of every spawned server on Postgres: the same in each, as a site's processes share one. */
const TEST_SECRET_KEY = "spawned-servers-order-link-key-0123456789";

/** Environment every spawned server gets, on top of the caller's. */
function baseEnv(port: number): Record<string, string> {
  return {
    NODE_ENV: "production",
    // Production refuses an implicit sandbox (docs/decisions/009): this one is a test site by name.
    PAYMENT_PROVIDER: "sandbox",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    RATE_LIMITS: "off",
    BUSINESS_PHONE: "03-5550000",
    BUSINESS_EMAIL: "office@valet.test",
    WHATSAPP_NUMBER: "972355500000",
    // A production server polls data.gov.il by default; a test's must not (no file: an empty board).
    FLIGHT_SOURCE: "sandbox",
  };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * Starts the built server with `env` (DATA_DIR or DATABASE_URL) and waits until
 * /readyz answers 200. Without a DATABASE_URL, a DATA_DIR is required: the
 * developer's ./data must never be touched by a test.
 */
export async function startServer(env: Record<string, string>, options: { readyTimeoutMs?: number; portFrom?: number } = {}): Promise<SpawnedServer> {
  requireBuild();
  if (!env.DATABASE_URL && !env.DATA_DIR) throw new Error("a spawned server needs DATA_DIR or DATABASE_URL");
  // Each test file starts its search elsewhere in the range, so parallel files do not race.
  const port = await freePort(options.portFrom ?? 3600);
  const { DATABASE_URL: _inheritedUrl, DATA_DIR: _inheritedDir, ...inherited } = process.env;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: PROJECT_ROOT,
    // Production on Postgres signs order links with SECRET_KEY or refuses to start (server/config.ts).
    env: { ...inherited, ...baseEnv(port), ...(env.DATABASE_URL ? { SECRET_KEY: TEST_SECRET_KEY } : {}), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  const server: SpawnedServer = {
    url,
    port,
    child,
    output: () => output,
    async crash() {
      child.kill("SIGKILL");
      await exited(child);
    },
    async stop() {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.crash();
      throw new Error(`the server was not ready within ${options.readyTimeoutMs ?? 60_000} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
