import { describe, expect, it } from "vitest";
import { createPrismaClient } from "@server/db/database.ts";
import { testApp } from "@tests/support/test-app.ts";

describe("health probes", () => {
  it("/healthz answers while the process is up", async () => {
    const { request } = await testApp();
    const res = await request.get("/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("/readyz answers 200 when the database answers", async () => {
    const { request } = await testApp();
    const res = await request.get("/readyz");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("ready");
  });

  it("/readyz answers 503 when the database is unreachable", async () => {
    // A real client pointed at a socket nobody listens on.
    const prisma = createPrismaClient("postgresql://postgres:postgres@localhost/postgres?host=/nonexistent-valet-socket", 1);
    const db = {
      prisma,
      async ping() {
        try {
          await prisma.$queryRawUnsafe("SELECT 1");
          return true;
        } catch {
          return false;
        }
      },
    };
    const { request } = await testApp({ db });
    const res = await request.get("/readyz");
    expect(res.status).toBe(503);
    expect(res.body.status).toBe("database unavailable");
    await prisma.$disconnect();
  });
});
