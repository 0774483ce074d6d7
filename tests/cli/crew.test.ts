// valet crew add | list | link | revoke (product.md §15, docs/decisions/028): the
// printed one-time link, its expiry, the list's states, a new link replacing the
// old, and a revocation that asks first and ends every session and link.
import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase, workerDatabase, workerDatabaseEnv } from "@tests/support/test-database.ts";
import { cli as runCli, snapshot } from "./cli-harness.ts";
import type { RunIo } from "@cli/program.ts";
import { recordServerStart } from "@server/services/site-address.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

const SITE = "https://valet.example";
const LINK = new RegExp(`^${SITE}/crew/sign-in/([A-Za-z0-9_-]{43})$`, "m");

/** The CLI with the site's public address set, as on the server. */
async function cli(args: string[], io: Partial<RunIo> = {}) {
  return runCli(args, { env: { ...(await workerDatabaseEnv()), LOG_LEVEL: "silent", PUBLIC_BASE_URL: SITE }, ...io });
}

/** The CLI from a shell that does not set PUBLIC_BASE_URL. */
async function withoutAddress(args: string[]) {
  return runCli(args, { env: { ...(await workerDatabaseEnv()), LOG_LEVEL: "silent" } });
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function crewRows() {
  const { prisma } = await workerDatabase();
  return {
    members: await prisma.crewMember.findMany({ orderBy: { id: "asc" } }),
    links: await prisma.crewSignInLink.findMany({ orderBy: { id: "asc" } }),
    sessions: await prisma.crewSession.findMany({ orderBy: { id: "asc" } }),
  };
}

describe("valet crew add", () => {
  it("adds the representative and prints a one-time link to the site, valid 24 hours", async () => {
    const run = await cli(["crew", "add", "דני כהן", "--phone", "+972 50 123 4567"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const token = LINK.exec(run.stdout)![1]!;
    expect(run.stdout).toBe(
      "added crew member 1 (דני כהן), 050-1234567\n" +
        "sign-in link (works once, until 2026-11-23 10:00 Israel time; send it to the representative's phone only):\n" +
        `${SITE}/crew/sign-in/${token}\n`,
    );
    const { members, links } = await crewRows();
    expect(members).toEqual([expect.objectContaining({ id: 1, name: "דני כהן", phone: "0501234567", revokedAt: null })]);
    // Only the token's hash is kept: the printed link is the one copy.
    expect(links).toEqual([expect.objectContaining({ crewMemberId: 1, tokenHash: sha256(token), usedAt: null, replacedAt: null, expiresAt: new Date("2026-11-23T08:00:00.000Z") })]);
  });

  it("answers --json with the link and its expiry", async () => {
    const run = await cli(["crew", "add", "Dana Levi", "--phone", "052-111-2233", "--json"]);
    expect(run.code).toBe(0);
    expect(run.json()).toEqual({
      id: 1,
      name: "Dana Levi",
      phone: "0521112233",
      createdAt: "2026-11-22T08:00:00.000Z",
      revokedAt: null,
      link: expect.stringMatching(LINK),
      linkExpiresAt: "2026-11-23T08:00:00.000Z",
    });
  });

  it("without PUBLIC_BASE_URL, prints the address the server recorded at its start (docs/decisions/039)", async () => {
    await recordServerStart((await workerDatabase()).prisma, SITE, { sendsEmail: false });
    const run = await withoutAddress(["crew", "add", "דני", "--phone", "0501234567"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(LINK);
    expect(run.stderr).toBe("");
  });

  it("refuses, adding no one, when no address is known: a link nobody can open is not issued", async () => {
    const run = await withoutAddress(["crew", "add", "דני", "--phone", "0501234567"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("the site's public address is not known");
    expect(run.stdout).not.toContain("/crew/sign-in/");
    expect((await crewRows()).members).toEqual([]);
  });

  it("warns when the site's address is not one a phone can open", async () => {
    await recordServerStart((await workerDatabase()).prisma, "http://localhost:3000", { sendsEmail: false });
    const run = await withoutAddress(["crew", "add", "דני", "--phone", "0501234567"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("http://localhost:3000/crew/sign-in/");
    expect(run.stderr).toMatch(/^warning: the site's address is http:\/\/localhost:3000: a phone cannot open this link/);
  });

  it.each([
    ["a phone that is not Israeli", ["דני", "--phone", "12345"], "--phone"],
    ["no phone", ["דני"], "--phone"],
    ["an empty name", ["  ", "--phone", "0501234567"], "name"],
    ["a name with a control character", ["דני\u001b[31m", "--phone", "0501234567"], "name"],
    ["a name over 60 characters", ["א".repeat(61), "--phone", "0501234567"], "name"],
  ])("refuses %s with exit 2, naming it, writing nothing", async (_label, args, named) => {
    const before = await crewRows();
    const run = await cli(["crew", "add", ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: .*\n$/);
    expect(run.stderr).toContain(named);
    expect(await crewRows()).toEqual(before);
  });
});

describe("valet crew list", () => {
  it("shows each representative's state, last use and waiting link", async () => {
    await cli(["crew", "add", "דני כהן", "--phone", "0501234567"]);
    await cli(["crew", "add", "Dana Levi", "--phone", "0521112233"]);
    await cli(["crew", "add", "יוסי", "--phone", "031234567"]);
    const { prisma } = await workerDatabase();
    // Dana signed in (her link used) and was last seen at 09:30; יוסי was revoked.
    await prisma.crewSignInLink.updateMany({ where: { crewMemberId: 2 }, data: { usedAt: new Date("2026-11-22T07:00:00Z") } });
    await prisma.crewSession.create({ data: { tokenHash: "a", crewMemberId: 2, lastSeenAt: new Date("2026-11-22T07:30:00Z") } });
    expect((await cli(["crew", "revoke", "3", "--yes"])).code).toBe(0);

    const run = await cli(["crew", "list"]);
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n").map((line) => line.replace(/\s+/g, " ").trim())).toEqual([
      "מס׳ שם טלפון מצב נראה לאחרונה קישור כניסה בתוקף עד",
      expect.stringMatching(/^─/),
      "1 דני כהן 050-1234567 פעיל — 2026-11-23 10:00",
      "2 Dana Levi 052-1112233 פעיל 2026-11-22 09:30 —",
      "3 יוסי 03-1234567 בוטל — —",
      "",
    ]);

    const json = (await cli(["crew", "list", "--json"])).json();
    expect(json.map((m: { id: number; status: string; lastSeenAt: string | null; pendingLinkExpiresAt: string | null }) => [m.id, m.status, m.lastSeenAt, m.pendingLinkExpiresAt])).toEqual([
      [1, "active", null, "2026-11-23T08:00:00.000Z"],
      [2, "active", "2026-11-22T07:30:00.000Z", null],
      [3, "revoked", null, null],
    ]);
  });

  it("says so when there is nobody", async () => {
    expect((await cli(["crew", "list"])).stdout).toBe("no crew members\n");
  });
});

describe("valet crew link", () => {
  it("prints a new link and the older unused one stops working", async () => {
    const first = LINK.exec((await cli(["crew", "add", "דני", "--phone", "0501234567"])).stdout)![1]!;
    const run = await cli(["crew", "link", "1"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^new link for crew member 1 \(דני\); older unused links no longer work\n/);
    const second = LINK.exec(run.stdout)![1]!;
    expect(second).not.toBe(first);
    const { links } = await crewRows();
    expect(links.map((link) => [link.tokenHash, link.replacedAt !== null])).toEqual([
      [sha256(first), true],
      [sha256(second), false],
    ]);
  });

  it("refuses an unknown or revoked representative with exit 1", async () => {
    expect(await cli(["crew", "link", "9"])).toMatchObject({ code: 1, stderr: "error: no crew member 9\n" });
    await cli(["crew", "add", "דני", "--phone", "0501234567"]);
    await cli(["crew", "revoke", "1", "--yes"]);
    const before = await crewRows();
    expect(await cli(["crew", "link", "1"])).toMatchObject({
      code: 1,
      stderr: "error: crew member 1 was revoked; to let them back, add them again (valet crew add)\n",
    });
    expect(await crewRows()).toEqual(before);
    expect((await cli(["crew", "link", "abc"])).code).toBe(2);
  });
});

describe("valet crew revoke", () => {
  beforeEach(async () => {
    await cli(["crew", "add", "דני כהן", "--phone", "0501234567"]);
    const { prisma } = await workerDatabase();
    await prisma.crewSession.create({ data: { tokenHash: "phone-1", crewMemberId: 1 } });
    await prisma.crewSession.create({ data: { tokenHash: "phone-2", crewMemberId: 1 } });
  });

  it("refuses without a terminal and without --yes, touching nothing", async () => {
    const before = await crewRows();
    const run = await cli(["crew", "revoke", "1"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("error: revoking crew member 1 needs confirmation: pass --yes (no terminal to ask on)\n");
    expect(await crewRows()).toEqual(before);
  });

  it("asks first, and a no changes nothing", async () => {
    const before = await crewRows();
    const questions: string[] = [];
    const run = await cli(["crew", "revoke", "1"], { prompt: async (q) => (questions.push(q), "n"), tty: { stdin: true, stderr: true } });
    expect(questions).toEqual(["Revoke crew member 1 (דני כהן)? Their phones are signed out and their links stop working; it cannot be undone. [y/N] "]);
    expect(run).toMatchObject({ code: 1, stderr: "error: cancelled; nothing was changed\n" });
    expect(await crewRows()).toEqual(before);
  });

  it("ends every session and unused link, once", async () => {
    const run = await cli(["crew", "revoke", "1"], { prompt: async () => "כן", tty: { stdin: true, stderr: true } });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("revoked crew member 1 (דני כהן): 2 session(s) ended, 1 unused link(s) withdrawn\n");
    const { members, links, sessions } = await crewRows();
    expect(members[0]!.revokedAt).toEqual(new Date("2026-11-22T08:00:00.000Z"));
    expect(sessions.every((session) => session.endedAt !== null)).toBe(true);
    expect(links.every((link) => link.replacedAt !== null)).toBe(true);

    expect(await cli(["crew", "revoke", "1", "--yes", "--json"])).toMatchObject({ code: 0 });
    expect((await cli(["crew", "revoke", "1", "--yes"])).stdout).toBe("crew member 1 (דני כהן) was already revoked\n");
  });

  it("refuses an unknown representative with exit 1 before asking", async () => {
    const run = await cli(["crew", "revoke", "7", "--yes"]);
    expect(run).toMatchObject({ code: 1, stderr: "error: no crew member 7\n" });
  });
});

describe("every crew command", () => {
  it.each([["add"], ["list"], ["link"], ["revoke"]])("crew %s has --help with examples and --json", async (name) => {
    const run = await cli(["crew", name, "--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Usage: valet crew ${name}`);
    expect(run.stdout).toMatch(/Examples:\n {2}valet crew /);
    expect(run.stdout).toContain("--json");
  });

  it("the top-level help lists the group", async () => {
    expect((await cli(["--help"])).stdout).toMatch(/^ {2}crew /m);
  });
});

// The refused commands above write nothing else either.
it("a refused crew command leaves the other tables alone", async () => {
  const db = await workerDatabase();
  const before = await snapshot(db);
  await cli(["crew", "add", "דני", "--phone", "nope"]);
  expect(await snapshot(db)).toEqual(before);
});
