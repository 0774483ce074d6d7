// When the build's embedded template may seed a new database (server/db/embedded-template.ts):
// only when its migrations are this code's first ones, unchanged, and the same
// Postgres binaries made it. Anything else falls back to initdb and the migrations.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { templateMismatch, type TemplateManifest } from "@server/db/embedded-template.ts";
import { localMigrations } from "@server/db/migration-history.ts";

const init = { name: "20261122110345_init", checksum: "a".repeat(64) };
const notify = { name: "20261123175000_settings_change_notify", checksum: "b".repeat(64) };
const manage = { name: "20261123181000_manage_booking", checksum: "c".repeat(64) };
const template = (migrations = [init, notify]): TemplateManifest => ({ postgres: "18.4.0-beta.17", migrations, createdAt: "2026-11-23T18:00:00.000Z" });

describe("the embedded template's check", () => {
  it.each([
    ["the same migrations", [init, notify]],
    ["the code has a later migration (applied at start)", [init, notify, manage]],
  ])("accepts %s", (_label, code) => {
    expect(templateMismatch(template(), { postgres: "18.4.0-beta.17", migrations: code })).toBeNull();
  });

  it.each([
    ["other Postgres binaries", template(), { postgres: "18.5.0", migrations: [init, notify] }, /binaries 18\.4\.0-beta\.17, these are 18\.5\.0/],
    ["a migration the code does not have", template([init, notify, manage]), { postgres: "18.4.0-beta.17", migrations: [init, notify] }, /migrations this code does not/],
    ["a migration edited since the build", template(), { postgres: "18.4.0-beta.17", migrations: [init, { ...notify, checksum: "d".repeat(64) }] }, /changed since the build/],
    ["a migration inserted before the template's last", template([init, manage]), { postgres: "18.4.0-beta.17", migrations: [init, notify, manage] }, /code has 20261123175000_settings_change_notify where the template has 20261123181000_manage_booking/],
    ["no migrations in the code", template(), { postgres: "18.4.0-beta.17", migrations: [] }, /migrations this code does not/],
  ])("refuses %s", (_label, manifest, code, reason) => {
    expect(templateMismatch(manifest, code)).toMatch(reason);
  });
});

describe("the code's migrations", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("are named by folder, in order, with Prisma's checksum (SHA-256 of migration.sql)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "valet-migrations-"));
    dirs.push(dir);
    for (const [name, sql] of [["20990102000000_second", "SELECT 2;\n"], ["20990101000000_first", "SELECT 1;\n"]]) {
      fs.mkdirSync(path.join(dir, name!));
      fs.writeFileSync(path.join(dir, name!, "migration.sql"), sql!);
    }
    fs.writeFileSync(path.join(dir, "migration_lock.toml"), 'provider = "postgresql"\n');
    expect(localMigrations(dir)).toEqual([
      // `printf 'SELECT 1;\n' | sha256sum`, and of SELECT 2
      { name: "20990101000000_first", checksum: "b4e0497804e46e0a0b0b8c31975b062152d551bac49c3c2e80932567b4085dcd" },
      { name: "20990102000000_second", checksum: "a41109d24069b4822ddc5f367b25d484dc7e839bff338ce7a3e5da641caacda0" },
    ]);
  });
});
