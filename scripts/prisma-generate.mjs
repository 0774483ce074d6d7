// Generates the Prisma client (server/db/generated). The Prisma CLI insists on a
// native schema-engine binary it would download; pointing the variable at any
// executable skips that, and generate needs no engine (docs/decisions/003). Skipped
// where the CLI is not installed (a production image, which runs the bundle).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const prismaBin = path.join(root, "node_modules", ".bin", "prisma");
if (!fs.existsSync(prismaBin)) {
  console.log("prisma CLI not installed: skipping client generation");
  process.exit(0);
}
execFileSync(prismaBin, ["generate"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
console.log("prisma client generated");
