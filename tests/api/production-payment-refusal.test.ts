// In production the server refuses to start with card payments on a sandbox it was
// not asked for by name (product.md §7.5, docs/decisions/009): the sandbox lets
// anyone approve a payment, so missing Hyp credentials must stop a deployment, not
// silently turn its payments into tests. `npm start` on a fresh clone (no provider,
// no public address) names the sandbox itself and says so.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "@server/paths.ts";
import { SERVER_ENTRY, requireBuild } from "@tests/support/spawned-server.ts";

function start(entry: string, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "valet-refusal-"));
  // A clean environment: only what the case sets, so the developer's own variables cannot decide it.
  const result = spawnSync(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "warn", VALET_BUILD_DIR: process.env.VALET_BUILD_DIR ?? "", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
  return result;
}

describe("card payments in production", () => {
  it("the server refuses to start on an implicit sandbox, and says what to set", () => {
    requireBuild();
    const result = start(SERVER_ENTRY, { NODE_ENV: "production", PUBLIC_BASE_URL: "https://valet.example" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Refusing to start");
    expect(result.stderr).toContain("PAYMENT_PROVIDER=sandbox");
  });

  // The launcher runs ./build, not another build folder.
  it.skipIf(Boolean(process.env.VALET_BUILD_DIR))("npm start's launcher keeps the refusal for a deployment (a public address set)", () => {
    requireBuild();
    const result = start(path.join(PROJECT_ROOT, "scripts", "start.mjs"), { NODE_ENV: "production", PUBLIC_BASE_URL: "https://valet.example" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Refusing to start");
  });
});
