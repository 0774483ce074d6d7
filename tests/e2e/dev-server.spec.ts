// `npm run dev` runs what production runs (docs/architecture.md): both kinds of
// page through server/pages.ts, from Vite's modules with hot reload, nothing kept.
// This starts the real command on a port and data folder of its own.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";

const port = Number(process.env.E2E_PORT ?? 3210) + 7;
const base = `http://localhost:${port}`;
let server: ChildProcess | undefined;
let dataDir = "";
let output = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one development server is enough: the viewport adds nothing");
  testInfo.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "valet-dev-"));
  // Its own process group, so stopping it stops tsx's watcher and the server under it.
  server = spawn("npm", ["run", "dev"], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: base,
      PAYMENT_PROVIDER: "sandbox",
      RATE_LIMITS: "off",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) throw new Error(`npm run dev stopped:\n${output}`);
        return fetch(`${base}/readyz`).then((res) => res.status, () => 0);
      },
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test("npm run dev serves / as a document: its one enhancement script from Vite, nothing of React", async ({ page }) => {
  test.setTimeout(120_000);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto(`${base}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The script's last step is the page view's record: every module it needs has loaded by then.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("ap_last_visit")), { timeout: 60_000 }).toContain('"path":"/"');
  expect(scripts).toContain("/client/enhance/main.ts");
  // Vite's client (hot reload) comes with it; React, React DOM and React Router never do.
  expect(scripts.filter((script) => /react|\/client\/applications\//i.test(script))).toEqual([]);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});

test("npm run dev serves /booking hydrated by its own entry", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${base}/booking`);
  const hydrated = () =>
    page.evaluate(() => {
      const root = document.getElementById("application");
      return root ? Object.keys(root).some((key) => key.startsWith("__reactContainer$")) : false;
    });
  await expect.poll(hydrated, { timeout: 90_000 }).toBe(true);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
