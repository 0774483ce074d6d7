// Bundles and runs scripts/make-embedded-template.ts (part of scripts/build.mjs).
// The bundled tool is removed once it ran: the image never ships it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { nodeBundleOptions } from "./bundle-options.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.VALET_BUILD_DIR ?? "build");
const tool = path.join(buildDir, "tools", "make-embedded-template.js");

await build({ ...nodeBundleOptions, entryPoints: [path.join(root, "scripts", "make-embedded-template.ts")], outfile: tool });
try {
  execFileSync(process.execPath, [tool], { stdio: "inherit", cwd: root, env: { ...process.env, LOG_LEVEL: "warn" } });
} finally {
  fs.rmSync(path.dirname(tool), { recursive: true, force: true });
}
