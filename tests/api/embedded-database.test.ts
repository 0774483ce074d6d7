// The embedded database, a real Postgres under DATA_DIR: data survives a restart,
// one host at a time, a host killed with SIGKILL leaves nothing in the way, and
// the operator CLI reaches it while the server process hosts it (docs/decisions/041).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "@server/db/database.ts";
import { EmbeddedInUseError, connectionStringFor, pgdataFor, startEmbeddedPostgres } from "@server/db/embedded-postgres.ts";
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
    const options = { dataDir: dir, role: "host" as const };
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
    const host = await startEmbeddedPostgres({ dataDir: dir, tuning: "scratch" });
    await expect(startEmbeddedPostgres({ dataDir: dir, tuning: "scratch" })).rejects.toBeInstanceOf(EmbeddedInUseError);
    await host.close();
  });

  it("takes over a lock left by a dead process", async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "embedded.lock"), "999999999");
    const host = await startEmbeddedPostgres({ dataDir: dir, tuning: "scratch" });
    await host.close();
  });

  it("is real Postgres on a socket only: many sessions, no TCP port", async () => {
    const dir = tempDir();
    const db = await openDatabase({ dataDir: dir, role: "host" });
    const rows = await db.prisma.$queryRawUnsafe<{ listen: string; version: string }[]>(
      "SELECT current_setting('listen_addresses') AS listen, version() AS version",
    );
    expect(rows[0]).toMatchObject({ listen: "", version: expect.stringMatching(/^PostgreSQL 18\./) });
    // Two sessions at once: one holds a row lock, the other is not served by the same session.
    const [a, b] = await Promise.all([
      db.prisma.$queryRawUnsafe<{ pid: number }[]>("SELECT pg_backend_pid() AS pid, pg_sleep(0.2)::text AS slept"),
      db.prisma.$queryRawUnsafe<{ pid: number }[]>("SELECT pg_backend_pid() AS pid, pg_sleep(0.2)::text AS slept"),
    ]);
    expect(a[0]!.pid).not.toBe(b[0]!.pid);
    await db.close();
  });

  it("a host killed with SIGKILL leaves its Postgres behind, and the next start stops it and starts its own", async () => {
    const dir = tempDir();
    // A host in a process of its own, killed without a chance to stop its Postgres.
    const script = path.join(tempDir(), "host.mts");
    fs.writeFileSync(
      script,
      `import { startEmbeddedPostgres } from ${JSON.stringify(path.resolve("server/db/embedded-postgres.ts"))};
      await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dir)}, tuning: "scratch" });
      console.log("up");
      setInterval(() => {}, 1000);`,
    );
    const host = spawn(process.execPath, ["--import", "tsx", script], { stdio: ["ignore", "pipe", "inherit"] });
    await new Promise<void>((resolve, reject) => {
      host.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("up") && resolve());
      host.once("exit", (code) => reject(new Error(`the host exited with ${code}`)));
    });
    const orphan = Number(fs.readFileSync(path.join(pgdataFor(dir), "postmaster.pid"), "utf8").split("\n")[0]);
    host.kill("SIGKILL");
    await new Promise((resolve) => host.once("exit", resolve));
    expect(() => process.kill(orphan, 0)).not.toThrow(); // still running, nobody to stop it

    const next = await startEmbeddedPostgres({ dataDir: dir, tuning: "scratch" });
    expect(() => process.kill(orphan, 0)).toThrow();
    const db = await openDatabase({ databaseUrl: connectionStringFor(dir), dataDir: null, poolSize: 1 });
    expect(await db.ping()).toBe(true);
    await db.close();
    await next.close();
  });

  it("the CLI, as its own process, works on the database the server hosts", async () => {
    const dir = tempDir();
    const server = await openDatabase({ dataDir: dir, role: "host" });
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
