// Production build: React Router's server build of the pages, what the browser
// loads (scripts/build-browser-scripts.mjs), and the Node entry points (server and
// operator CLI) bundled by esbuild.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { nodeBundleOptions } from "./bundle-options.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.VALET_BUILD_DIR ?? "build");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

execFileSync(process.execPath, [path.join(root, "scripts", "prisma-generate.mjs")], { stdio: "inherit", cwd: root });
execFileSync(bin("react-router"), ["build"], { stdio: "inherit", cwd: root });
// React Router builds its browser router and route modules before its server
// build, and no page loads them (docs/decisions/023): only the public files it
// copied into client/ stay.
fs.rmSync(path.join(buildDir, "client", "assets"), { recursive: true, force: true });
execFileSync(process.execPath, [path.join(root, "scripts", "build-browser-scripts.mjs")], { stdio: "inherit", cwd: root });

// Chunks are named by content: an older build's would stay beside the new ones.
fs.rmSync(path.join(buildDir, "node"), { recursive: true, force: true });
await build({
  // Dependencies are bundled too, but for a few (scripts/bundle-options.mjs).
  ...nodeBundleOptions,
  entryPoints: { server: path.join(root, "server", "index.ts"), cli: path.join(root, "cli", "index.ts") },
  outdir: path.join(buildDir, "node"),
  // A dynamic import() becomes a chunk loaded when it runs: Twilio's library (half
  // the bundle) is compiled only by a process that sends an SMS, not at every start.
  // Chunks sit beside the entries: the query compiler's module reads its .wasm from its own folder.
  splitting: true,
  sourcemap: true,
});
// The server's entry: V8's compile cache first, then the bundle (scripts/warm-compile-cache.mjs).
fs.writeFileSync(
  path.join(buildDir, "node", "main.js"),
  `// The server's entry (made by scripts/build.mjs). V8's compile cache, filled by the build's
// own first start (scripts/warm-compile-cache.mjs), comes first: a start then compiles
// little of the ~5 MB of code it loads.
import module from "node:module";
module.enableCompileCache?.(new URL("compile-cache/", import.meta.url).pathname);
await import("./server.js");
`,
);
// The migrated embedded database a first start copies (server/db/embedded-template.ts).
execFileSync(process.execPath, [path.join(root, "scripts", "build-embedded-template.mjs")], { stdio: "inherit", cwd: root });
execFileSync(process.execPath, [path.join(root, "scripts", "warm-compile-cache.mjs")], { stdio: "inherit", cwd: root });
fs.writeFileSync(path.join(buildDir, "stamp.json"), JSON.stringify({ builtAt: new Date().toISOString() }));
console.log("build: client, SSR bundle, server and CLI ready in build/");
