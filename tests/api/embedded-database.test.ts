// The embedded database: data survives a restart, and the operator CLI reaches
// it while the server process hosts it (docs/decisions/002).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "@server/db/database.ts";
import { EmbeddedInUseError, startEmbeddedHost } from "@server/db/embedded-host.ts";
import { prepareDatabase } from "@server/db/prepare.ts";
import { runCliProcess } from "@tests/support/run-cli.ts";

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "valet-embedded-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("embedded database", () => {
  it("keeps data across a restart", async () => {
    const dir = tempDir();
    const options = { dataDir: path.join(dir, "pgdata"), socketDir: dir, role: "host" as const };
    const first = await openDatabase(options);
    await prepareDatabase(first);
    await first.prisma.coupon.create({ data: { code: "KEEPME", amount: 40 } });
    await first.close();

    const second = await openDatabase(options);
    await prepareDatabase(second);
    const coupon = await second.prisma.coupon.findUnique({ where: { code: "KEEPME" } });
    expect(coupon?.amount).toBe(40);
    await second.close();
  });

  it("refuses a second host on the same folder while the first is alive", async () => {
    const dir = tempDir();
    const host = await startEmbeddedHost({ dataDir: path.join(dir, "pgdata"), socketDir: dir });
    await expect(startEmbeddedHost({ dataDir: path.join(dir, "pgdata"), socketDir: dir })).rejects.toBeInstanceOf(
      EmbeddedInUseError,
    );
    await host.close();
  });

  it("takes over a lock left by a dead process", async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "embedded.lock"), "999999999");
    const host = await startEmbeddedHost({ dataDir: null, socketDir: dir });
    await host.close();
  });

  it("the CLI, as its own process, works on the database the server hosts", async () => {
    const dir = tempDir();
    const server = await openDatabase({ dataDir: path.join(dir, "pgdata"), socketDir: dir, role: "host" });
    await prepareDatabase(server);
    await server.prisma.siteSetting.deleteMany({});

    const status = await runCliProcess(["db", "status", "--json"], { DATA_DIR: dir });
    expect(status.stderr).toBe("");
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ mode: "embedded-client", reachable: true, pending: [] });

    // A write made by the CLI is visible to the server at once.
    const seed = await runCliProcess(["db", "seed", "--json"], { DATA_DIR: dir });
    expect(seed.code).toBe(0);
    expect(await server.prisma.siteSetting.count()).toBeGreaterThan(0);
    await server.close();
  });
});
