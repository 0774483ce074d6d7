#!/usr/bin/env node
// The operator CLI (`valet --help`). Runs the bundled CLI of `npm run build`.
import fs from "node:fs";
const entry = new URL("../build/node/cli.js", import.meta.url);
if (!fs.existsSync(entry)) {
  console.error("valet: the app is not built yet. Run `npm run build` (or use `npm run cli -- …` from source).");
  process.exit(1);
}
// V8's compile cache the build filled (scripts/warm-compile-cache.mjs): most of the CLI's code is the server's.
const { default: module } = await import("node:module");
module.enableCompileCache?.(new URL("../build/node/compile-cache/", import.meta.url).pathname);
await import(entry.href);
