// Blocked periods are cached until the database announces a change of
// blackout_periods (server/services/blackouts.ts, docs/decisions/014): repeated
// booking checks cost no query for them, and a period added, changed or removed
// from another connection (the operator's CLI) is seen as soon as it is heard.
import pg from "pg";
import { beforeEach, describe, expect, it } from "vitest";
import { createBlackoutService } from "@server/services/blackouts.ts";
import { silentLogger } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

const FROM = new Date("2026-12-01T00:00:00Z");
const TO = new Date("2026-12-31T00:00:00Z");

describe("blocked periods cache", { timeout: 60_000 }, () => {
  it("reads once while nothing changes, and sees a change from another connection", async () => {
    const db = await workerDatabase();
    const feed = db.changes();
    await expect.poll(() => feed.version(), { timeout: 5_000 }).not.toBeNull();
    let reads = 0;
    const counting = new Proxy(db.prisma, {
      get(target, property, receiver) {
        if (property === "blackoutPeriod") {
          const model = target.blackoutPeriod;
          return new Proxy(model, {
            get(inner, name, innerReceiver) {
              if (name === "findMany") reads++;
              return Reflect.get(inner, name, innerReceiver);
            },
          });
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const blackouts = createBlackoutService(counting, silentLogger, feed);
    // Let earlier tests' notices arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(await blackouts.activeBetween(FROM, TO)).toEqual([]);
    await blackouts.activeBetween(FROM, TO);
    await blackouts.activeBetween(FROM, TO);
    expect(reads).toBe(1);

    const other = new pg.Client({ connectionString: db.connectionString });
    await other.connect();
    try {
      await other.query(
        `INSERT INTO blackout_periods (start_at, end_at, note) VALUES ('2026-12-08 10:00+02', '2026-12-08 12:00+02', 'תחזוקה')`,
      );
      await expect.poll(async () => (await blackouts.activeBetween(FROM, TO)).length, { timeout: 5_000, interval: 20 }).toBe(1);
      await other.query(`UPDATE blackout_periods SET active = false`);
      await expect.poll(async () => (await blackouts.activeBetween(FROM, TO)).length, { timeout: 5_000, interval: 20 }).toBe(0);
    } finally {
      await other.end();
    }
  });
});
