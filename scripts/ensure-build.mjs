// `npm start` builds first when there is no build, or when a source file is newer
// than the build, so a fresh clone needs only `npm install && npm start`.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stamp = path.join(root, "build", "stamp.json");
const SOURCES = ["client", "server", "shared", "cli", "prisma", "public", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === "generated" || entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((entry) => newestMtime(path.join(root, entry))));
if (!builtAt || sourcesAt > builtAt) {
  if (!fs.existsSync(path.join(root, "node_modules", ".bin", "react-router"))) {
    if (builtAt) process.exit(0); // a production image without build tools: run what was built
    console.error("No build found and no build tools installed: run `npm install` first.");
    process.exit(1);
  }
  console.log(builtAt ? "sources changed since the last build: rebuilding" : "no build yet: building");
  execFileSync(process.execPath, [path.join(root, "scripts", "build.mjs")], { stdio: "inherit", cwd: root });
}
