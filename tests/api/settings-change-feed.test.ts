// The settings cache hears every change the database announces (migration
// 20261123175000, server/db/change-feed.ts): a write from any connection, this
// process's or another's (the CLI), moves the version, and the cached settings
// read shows it on the very next call (docs/decisions/014).
import pg from "pg";
import { describe, expect, it } from "vitest";
import { workerDatabase } from "@tests/support/test-database.ts";
import { createSiteConfigService } from "@server/services/site-config.ts";
import { silentLogger } from "@tests/support/test-app.ts";

async function waitFor(check: () => boolean, ms = 2_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Waits until changes from earlier writes (delivered asynchronously on Postgres) have all been heard. */
async function settled(feed: { version(): number | null }): Promise<void> {
  await waitFor(() => feed.version() !== null);
  for (let last = feed.version(); ; last = feed.version()) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (feed.version() === last) return;
  }
}

describe("settings change feed", () => {
  it("moves the version when site_config, site_settings or blackouts change, from another connection too", async () => {
    const db = await workerDatabase();
    const feed = db.changes();
    await waitFor(() => feed.version() !== null);
    const heard: string[] = [];
    const unsubscribe = feed.subscribe((table) => heard.push(table));
    const before = feed.version()!;

    await db.prisma.siteConfig.update({ where: { id: 1 }, data: { minAdvanceHours: 9 } });
    await waitFor(() => feed.version()! > before);

    // A separate connection, as the operator's CLI is.
    const other = new pg.Client({ connectionString: db.connectionString });
    await other.connect();
    const middle = feed.version()!;
    await other.query(`UPDATE site_settings SET value = value WHERE false`);
    await other.query(`INSERT INTO site_settings (key, value, updated_at) VALUES ('feed_probe', '"x"', now()) ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
    await other.query(`DELETE FROM site_settings WHERE key = 'feed_probe'`);
    await other.end();
    await waitFor(() => feed.version()! >= middle + 2);
    expect(heard).toEqual(expect.arrayContaining(["site_config", "site_settings"]));

    await db.prisma.siteConfig.update({ where: { id: 1 }, data: { minAdvanceHours: 8 } });
    unsubscribe();
  });

  it("caches reads until a change, then reads afresh", async () => {
    const db = await workerDatabase();
    const feed = db.changes();
    await settled(feed);
    const site = createSiteConfigService(db.prisma, silentLogger, feed);
    const first = await site.siteConfig();
    expect(await site.siteConfig()).toBe(first);

    const before = feed.version()!;
    await db.prisma.siteConfig.update({ where: { id: 1 }, data: { dailyCapacity: 7 } });
    await waitFor(() => feed.version()! > before);
    expect((await site.siteConfig()).dailyCapacity).toBe(7);
    await db.prisma.siteConfig.update({ where: { id: 1 }, data: { dailyCapacity: null } });
    await waitFor(() => feed.version()! > before + 1);
    expect((await site.siteConfig()).dailyCapacity).toBeNull();
  });
});
