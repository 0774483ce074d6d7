// A server of a journey's own, with analytics configured: the suite's shared server
// runs without it, since gtag.js cannot load offline and every other journey would
// see the failed load. It logs at info, as production does, and its output is kept
// so the journey can read every line it wrote.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const ANALYTICS_IDS = {
  GA_MEASUREMENT_ID: "G-PRIVACY01",
  GOOGLE_ADS_ID: "AW-123456789",
  GOOGLE_ADS_CONVERSION_LABEL: "privacyLabel",
};

export interface AnalyticsServer {
  baseURL: string;
  /** Its embedded database's folder (and socket), for reading rows back. */
  dataDir: string;
  /** Everything it has written to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

async function waitUntilReady(baseURL: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("the analytics server exited before it was ready");
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the analytics server was not ready within 90 s");
}

export async function startAnalyticsServer(): Promise<AnalyticsServer> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "valet-e2e-analytics-"));
  const child = spawn(process.execPath, [path.join(process.env.VALET_BUILD_DIR ?? "build", "node", "main.js")], {
    // Nothing of the caller's environment but the basics and the build to run: no DATABASE_URL, no workers.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(process.env.VALET_BUILD_DIR ? { VALET_BUILD_DIR: process.env.VALET_BUILD_DIR } : {}),
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      PUBLIC_BASE_URL: baseURL,
      BUSINESS_PHONE: "03-5550000",
      BUSINESS_EMAIL: "office@valet.test",
      WHATSAPP_NUMBER: "972355500000",
      RATE_LIMITS: "off",
      // A test site: the sandbox's payments are not real, and production must be told so.
      PAYMENT_PROVIDER: "sandbox",
      ...ANALYTICS_IDS,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const chunks: string[] = [];
  child.stdout.on("data", (chunk) => chunks.push(String(chunk)));
  child.stderr.on("data", (chunk) => chunks.push(String(chunk)));
  let exited = false;
  const exit = new Promise<void>((resolve) => child.on("exit", () => ((exited = true), resolve())));
  const stop = async () => {
    if (!exited) child.kill("SIGTERM");
    await exit;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseURL, () => exited);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${chunks.join("")}`, { cause: error });
  }
  return { baseURL, dataDir, output: () => chunks.join(""), stop };
}
