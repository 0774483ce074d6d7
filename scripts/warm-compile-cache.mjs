// Build step (scripts/build.mjs): starts the built server once, on a throwaway
// DATA_DIR, until /readyz answers and its background jobs have started, then stops it. Node keeps V8's compiled code of
// every module that start loaded in <build>/node/compile-cache (build/node/main.js
// turns the cache on), so a production start, and `valet` (bin/valet.js), read
// compiled code instead of compiling the bundle again. A cache entry is checked
// against its file's source: a stale or missing one is compiled as before.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.VALET_BUILD_DIR ?? "build");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "valet-warm-"));
// As root the embedded Postgres runs as its own user, who must pass through this folder.
fs.chmodSync(dataDir, 0o711);
const { DATABASE_URL: _none, ...env } = process.env;
const server = spawn(process.execPath, [path.join(buildDir, "node", "main.js")], {
  cwd: root,
  env: { ...env, NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", DATA_DIR: dataDir },
  stdio: ["ignore", "pipe", "pipe"],
});
let output = "";
const listening = await new Promise((resolve) => {
  const read = (chunk) => {
    output += chunk;
    const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (port) resolve(Number(port));
  };
  server.stdout.on("data", read);
  server.stderr.on("data", read);
  server.once("exit", () => resolve(null));
});
try {
  if (!listening) throw new Error(`the built server did not start:\n${output}`);
  const ready = await fetch(`http://127.0.0.1:${listening}/readyz`);
  if (!ready.ok) throw new Error(`/readyz answered ${ready.status}`);
  // The jobs' code loads a moment after listening (server/index.ts): cached too.
  const deadline = Date.now() + 30_000;
  while (!output.includes("background jobs started")) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the background jobs did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
  const entries = fs.readdirSync(path.join(buildDir, "node", "compile-cache"), { recursive: true }).length;
  console.log(`build: compile cache of the server's start in ${path.relative(root, path.join(buildDir, "node", "compile-cache"))} (${entries} entries)`);
} finally {
  if (server.exitCode === null) server.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
