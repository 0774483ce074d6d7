// Crew sign-in without accounts (product.md §15, docs/decisions/028): a one-time link
// becomes a session cookie scoped to the crew's paths; a crew endpoint answers 401
// without a valid session (none, signed out, idle, revoked); a link works once,
// for 24 hours, until replaced or its member revoked; only hashes are stored.
import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { createAdminServices } from "@server/services/admin/index.ts";
import { CREW_LINK_HOURS, CREW_SESSION_IDLE_DAYS } from "@shared/crew-access.ts";
import { crewMessages } from "@shared/messages/crew.ts";
import { NOW } from "@tests/support/fixed-clock.ts";
import { testApp, testConfig } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let clock = NOW;
const now = () => clock;
const wait = (ms: number) => void (clock = new Date(clock.getTime() + ms));

beforeEach(async () => {
  clock = NOW;
  await resetDatabase(await workerDatabase());
});

async function setup(config = testConfig()) {
  const app = await testApp({ now, config });
  const admin = createAdminServices(app.db.prisma, now);
  const { member, link } = await admin.crew.add({ name: "דני כהן", phone: "050-123 4567" });
  return { ...app, admin, member, token: link.token };
}

type Request = Awaited<ReturnType<typeof testApp>>["request"];

/** Signs in with a link over JSON; answers the cookie header a browser would send to /api/crew. */
async function signIn(request: Request, token: string): Promise<string> {
  const res = await request.post("/api/crew/sign-in").send({ token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const value = /^valet_crew=([^;]+)/.exec(res.headers["set-cookie"]![0]!)![1]!;
  return `valet_crew=${value}`;
}

const session = (request: Request, cookie?: string) => {
  const call = request.get("/api/crew/session");
  return cookie ? call.set("cookie", cookie) : call;
};

const REQUIRED = { error: { code: "crew_session_required", message: crewMessages.sessionRequired } };
const LINK_INVALID = { error: { code: "not_found", message: crewMessages.linkInvalid } };

describe("a crew endpoint without a valid session", () => {
  it("answers 401 with the Hebrew error without any cookie, with a malformed one, and with an unknown session", async () => {
    const { request } = await setup();
    for (const cookie of [undefined, "valet_crew=nope", `valet_crew=${"A".repeat(43)}`, "other=1"]) {
      const res = await session(request, cookie);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(REQUIRED);
    }
  });
});

describe("signing in with a one-time link", () => {
  it("sets the session cookie twice, once per crew path, HttpOnly, SameSite=Strict and Secure on https", async () => {
    const { request, member, token } = await setup();
    const res = await request.post("/api/crew/sign-in").send({ token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ crew: { id: member.id, name: "דני כהן" } });
    const cookies = res.headers["set-cookie"] as unknown as string[];
    expect(cookies).toHaveLength(2);
    const value = /^valet_crew=([A-Za-z0-9_-]{43});/.exec(cookies[0]!)![1];
    expect(cookies.map((cookie) => cookie.replace(value!, "TOKEN"))).toEqual([
      "valet_crew=TOKEN; Path=/crew; Max-Age=34560000; HttpOnly; SameSite=Strict; Secure",
      "valet_crew=TOKEN; Path=/api/crew; Max-Age=34560000; HttpOnly; SameSite=Strict; Secure",
    ]);
    expect((await session(request, `valet_crew=${value}`)).body).toEqual({ crew: { id: member.id, name: "דני כהן" } });
  });

  it("is not Secure over plain http (a development site)", async () => {
    const { request, token } = await setup(testConfig({ PUBLIC_BASE_URL: "http://localhost:3000" }));
    const res = await request.post("/api/crew/sign-in").send({ token });
    for (const cookie of res.headers["set-cookie"] as unknown as string[]) expect(cookie).not.toContain("Secure");
  });

  it("stores only the SHA-256 of the link's and the session's tokens, and the phone in its national form", async () => {
    const { request, db, token } = await setup();
    const cookie = await signIn(request, token);
    const sessionToken = cookie.split("=")[1]!;
    const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
    const [link] = await db.prisma.crewSignInLink.findMany();
    const [stored] = await db.prisma.crewSession.findMany();
    expect(link!.tokenHash).toBe(sha256(token));
    expect(stored!.tokenHash).toBe(sha256(sessionToken));
    const everything = JSON.stringify([await db.prisma.crewMember.findMany(), await db.prisma.crewSignInLink.findMany(), await db.prisma.crewSession.findMany()]);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(sessionToken);
    expect((await db.prisma.crewMember.findFirst())!.phone).toBe("0501234567");
  });

  it("a used link no longer works, and says so in Hebrew", async () => {
    const { request, token, db } = await setup();
    await signIn(request, token);
    const again = await request.post("/api/crew/sign-in").send({ token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual(LINK_INVALID);
    expect(again.headers["set-cookie"]).toBeUndefined();
    expect(await db.prisma.crewSession.count()).toBe(1);
  });

  it("two presses at once sign in once", async () => {
    const { request, token, db } = await setup();
    const answers = await Promise.all([1, 2, 3].map(() => request.post("/api/crew/sign-in").send({ token })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 404, 404]);
    expect(await db.prisma.crewSession.count()).toBe(1);
  });

  it(`an unused link expires ${CREW_LINK_HOURS} hours after it was made`, async () => {
    const { request, admin, member, token } = await setup();
    wait(CREW_LINK_HOURS * HOUR);
    expect(await request.post("/api/crew/sign-in").send({ token })).toMatchObject({ status: 404, body: LINK_INVALID });

    const { link } = await admin.crew.link(member.id);
    wait(CREW_LINK_HOURS * HOUR - 1);
    await signIn(request, link.token);
  });

  it("a new link replaces the older one", async () => {
    const { request, admin, member, token } = await setup();
    const { link } = await admin.crew.link(member.id);
    expect(await request.post("/api/crew/sign-in").send({ token })).toMatchObject({ status: 404, body: LINK_INVALID });
    await signIn(request, link.token);
  });

  it("a revoked member's unused link no longer works", async () => {
    const { request, admin, member, token } = await setup();
    await admin.crew.revoke(member.id);
    expect(await request.post("/api/crew/sign-in").send({ token })).toMatchObject({ status: 404, body: LINK_INVALID });
  });

  it("an unknown or malformed token gets the same answer; a missing one is a bad request", async () => {
    const { request } = await setup();
    for (const token of ["A".repeat(43), "short", "../../etc"]) {
      expect(await request.post("/api/crew/sign-in").send({ token })).toMatchObject({ status: 404, body: LINK_INVALID });
    }
    expect((await request.post("/api/crew/sign-in").send({})).status).toBe(400);
  });

  it("signing in again on the same phone ends its earlier session", async () => {
    const { request, admin, member, token } = await setup();
    const first = await signIn(request, token);
    const { link } = await admin.crew.link(member.id);
    const res = await request.post("/api/crew/sign-in").set("cookie", first).send({ token: link.token });
    expect(res.status).toBe(200);
    expect((await session(request, first)).status).toBe(401);
  });

  it("is refused from another site's page (Origin check)", async () => {
    const { request, token, db } = await setup();
    const res = await request.post("/api/crew/sign-in").set("origin", "https://evil.example").send({ token });
    expect(res.status).toBe(403);
    expect(await db.prisma.crewSession.count()).toBe(0);
  });
});

describe("the sign-in page's button: a plain form post", () => {
  it("redirects to /crew with the cookie, the token nowhere in the address", async () => {
    const { request, token } = await setup();
    const res = await request.post("/api/crew/sign-in").type("form").send({ token });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/crew");
    expect(res.headers["set-cookie"]).toHaveLength(2);
  });

  it("a link no longer valid goes back to its page, which explains", async () => {
    const { request, token } = await setup();
    await signIn(request, token);
    const res = await request.post("/api/crew/sign-in").type("form").send({ token });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/crew/sign-in/${token}`);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });
});

describe("a session", () => {
  it("ends at sign-out: the cookie is cleared on both paths and the session refused", async () => {
    const { request, token } = await setup();
    const cookie = await signIn(request, token);
    const res = await request.post("/api/crew/sign-out").set("cookie", cookie);
    expect(res.status).toBe(204);
    expect(res.headers["set-cookie"]).toEqual([
      "valet_crew=; Path=/crew; Max-Age=0; HttpOnly; SameSite=Strict; Secure",
      "valet_crew=; Path=/api/crew; Max-Age=0; HttpOnly; SameSite=Strict; Secure",
    ]);
    expect(await session(request, cookie)).toMatchObject({ status: 401, body: REQUIRED });
    // Signing out of nothing clears the cookie all the same.
    expect((await request.post("/api/crew/sign-out")).status).toBe(204);
    // The sign-out form answers a browser: to the home page.
    const form = await request.post("/api/crew/sign-out").type("form").send("");
    expect(form.status).toBe(303);
    expect(form.headers.location).toBe("/");
  });

  it("is refused at the next request once its member is revoked", async () => {
    const { request, admin, member, token } = await setup();
    const cookie = await signIn(request, token);
    expect((await session(request, cookie)).status).toBe(200);
    const revoked = await admin.crew.revoke(member.id);
    expect(revoked).toMatchObject({ changed: true, sessionsEnded: 1 });
    expect(await session(request, cookie)).toMatchObject({ status: 401, body: REQUIRED });
  });

  it("is refused when its member is revoked even if the session row was left open", async () => {
    const { request, db, member, token } = await setup();
    const cookie = await signIn(request, token);
    await db.prisma.crewMember.update({ where: { id: member.id }, data: { revokedAt: clock } });
    expect(await session(request, cookie)).toMatchObject({ status: 401, body: REQUIRED });
  });

  it(`ends after ${CREW_SESSION_IDLE_DAYS} days without use, and each use moves that`, async () => {
    const { request, token } = await setup();
    const cookie = await signIn(request, token);
    wait(CREW_SESSION_IDLE_DAYS * DAY - MINUTE);
    expect((await session(request, cookie)).status).toBe(200);
    wait(CREW_SESSION_IDLE_DAYS * DAY - MINUTE);
    expect((await session(request, cookie)).status).toBe(200);
    wait(CREW_SESSION_IDLE_DAYS * DAY);
    expect(await session(request, cookie)).toMatchObject({ status: 401, body: REQUIRED });
  });

  it("moves last_seen_at at most once every five minutes", async () => {
    const { request, db, token } = await setup();
    const cookie = await signIn(request, token);
    const lastSeen = async () => (await db.prisma.crewSession.findFirstOrThrow()).lastSeenAt.getTime();
    const signedInAt = clock.getTime();
    wait(4 * MINUTE);
    await session(request, cookie);
    expect(await lastSeen()).toBe(signedInAt);
    wait(2 * MINUTE);
    await session(request, cookie);
    expect(await lastSeen()).toBe(clock.getTime());
  });
});
