// The crew's pages (product.md §15, docs/decisions/028). /crew/sign-in/TOKEN shows one
// button and nobody's name, never uses the link by being opened, answers a link
// no longer valid with one Hebrew page, and keeps its token out of the log; /crew
// is the not-found page without a valid session. Both are private pages, rendered
// for each request, never kept as a shared document. Needs the production build.
import { beforeEach, describe, expect, it } from "vitest";
import { createAdminServices } from "@server/services/admin/index.ts";
import { CREW_LINK_HOURS } from "@shared/crew-access.ts";
import { crewMessages } from "@shared/messages/crew.ts";
import { crewPageMessages } from "@shared/messages/crew-page.ts";
import { NOW } from "@tests/support/fixed-clock.ts";
import { BROWSER_UA, testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { logSink } from "@tests/support/log-sink.ts";

let clock = NOW;
const now = () => clock;

beforeEach(async () => {
  clock = NOW;
  await resetDatabase(await workerDatabase());
});

const NAME = "שלומית ברקוביץ";

/** The site's chrome, by the hooks its markup carries (client/components/chrome, SiteHeader, SiteFooter). */
const SITE_CHROME = ["data-site-header", "<footer", "data-floating-tools", "data-dialog-template", "דילוג לתוכן הראשי", "לביצוע הזמנה"];

async function setup() {
  const log = logSink();
  const app = await testApp({ now, pages: true, logger: log.logger });
  const admin = createAdminServices(app.db.prisma, now);
  const { member, link } = await admin.crew.add({ name: NAME, phone: "0501234567" });
  const page = (path: string, cookie?: string) => {
    const call = app.request.get(path).set("user-agent", BROWSER_UA);
    return cookie ? call.set("cookie", cookie) : call;
  };
  return { ...app, admin, member, token: link.token, page, log: () => log.text() };
}

/** The button's form post, as the browser sends it; answers the cookie a browser then sends to /crew. */
async function pressButton(request: Awaited<ReturnType<typeof testApp>>["request"], token: string): Promise<string> {
  const res = await request.post("/api/crew/sign-in").type("form").send({ token });
  expect(res.status).toBe(303);
  const forPage = (res.headers["set-cookie"] as unknown as string[]).find((cookie) => cookie.includes("Path=/crew;"))!;
  return forPage.split(";")[0]!;
}

/**
 * Rendered for one response, a crew page's inline scripts carry that response's
 * nonce (a cached document's are allowed by hash instead): otherwise the
 * accessibility settings' pre-paint script would be blocked.
 */
function expectScriptsAllowed(res: { headers: Record<string, string>; text: string }) {
  const nonce = /'nonce-([^']+)'/.exec(res.headers["content-security-policy"]!)![1]!;
  const inline = [...res.text.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")([^>]*)>/g)].map((match) => match[1]);
  expect(inline.length).toBeGreaterThan(0);
  for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
}

function expectPrivate(res: { headers: Record<string, string> }) {
  expect(res.headers["cache-control"]).toBe("private, no-store");
  // Not no-referrer: under it a browser posts the page's form with Origin: null, which the API refuses.
  expect(res.headers["referrer-policy"]).toBe("same-origin");
  expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
}

describe("/crew/sign-in/:token", () => {
  it("shows one button that posts the token, names nobody, and opening it (twice) leaves the link unused", async () => {
    const { page, token, db } = await setup();
    for (let i = 0; i < 2; i++) {
      const res = await page(`/crew/sign-in/${token}`);
      expect(res.status).toBe(200);
      expectPrivate(res);
      expectScriptsAllowed(res);
      expect(res.text).toContain(crewMessages.signInTitle);
      expect(res.text).toMatch(new RegExp(`<form[^>]* action="/api/crew/sign-in" method="post"><input type="hidden" name="token" value="${token}"/><button type="submit"[^>]*>${crewMessages.signInButton}</button></form>`));
      expect(res.text).not.toContain(NAME);
      expect(res.text).toContain('<meta name="robots" content="noindex');
    }
    expect((await db.prisma.crewSignInLink.findFirstOrThrow()).usedAt).toBeNull();
  });

  it("a used, replaced, expired or unknown link: the same Hebrew page, 404", async () => {
    const { page, request, admin, member, token } = await setup();
    const used = token;
    await pressButton(request, used);
    const { link: replaced } = await admin.crew.link(member.id);
    const { link: expired } = await admin.crew.link(member.id);
    clock = new Date(NOW.getTime() + CREW_LINK_HOURS * 3_600_000);
    const bodies = [];
    for (const stale of [used, replaced.token, expired.token, "A".repeat(43), "not-a-token"]) {
      const res = await page(`/crew/sign-in/${stale}`);
      expect(res.status).toBe(404);
      expectPrivate(res);
      expect(res.text).toContain(crewMessages.linkInvalidTitle);
      expect(res.text).toContain(crewMessages.linkInvalid);
      expect(res.text).not.toContain('action="/api/crew/sign-in"');
      bodies.push(res.text.replaceAll(stale, "TOKEN").replace(/nonce="[^"]*"/g, "").replace(/"requestId":"[^"]*"/g, ""));
    }
    expect(new Set(bodies.map((body) => body.replace(/<title>[^<]*<\/title>/, ""))).size).toBe(1);
  });

  it("keeps the token out of the request log", async () => {
    const { page, request, token, log } = await setup();
    await page(`/crew/sign-in/${token}`);
    await pressButton(request, token);
    await page(`/crew/sign-in/${token}`);
    expect(log()).toContain("/crew/sign-in/redacted");
    expect(log()).not.toContain(token);
  });
});

describe("/crew", () => {
  it("is the not-found page without a session, and greets the representative with one", async () => {
    const { page, request, token } = await setup();
    const outsider = await page("/crew");
    expect(outsider.status).toBe(404);
    expectPrivate(outsider);
    expect(outsider.text).toContain("הדף לא נמצא");
    expect(outsider.text).not.toContain(NAME);

    const cookie = await pressButton(request, token);
    const crew = await page("/crew", cookie);
    expect(crew.status).toBe(200);
    expectPrivate(crew);
    expectScriptsAllowed(crew);
    expect(crew.text).toContain(crewMessages.greeting(NAME));
    expect(crew.text).toMatch(/<form[^>]* action="\/api\/crew\/sign-out" method="post"><button type="submit"[^>]*>יציאה<\/button><\/form>/);

    // Never kept for the next visitor.
    expect((await page("/crew")).status).toBe(404);
  });

  it("is a tool with its own shell: the representative's name, refresh and sign-out, and none of the site's chrome; an outsider's not-found page has the site's", async () => {
    const { page, request, token } = await setup();
    const crew = await page("/crew", await pressButton(request, token));
    expect(crew.status).toBe(200);
    for (const chrome of SITE_CHROME) expect(crew.text, chrome).not.toContain(chrome);
    const header = /<header[^>]*data-testid="crew-shell-header"[^]*?<\/header>/.exec(crew.text)?.[0] ?? "";
    expect(header).toContain(`<h1 class="text-2xl font-bold">${crewMessages.greeting(NAME)}</h1>`);
    expect(header).toMatch(new RegExp(`<button type="button"[^>]*>${crewPageMessages.refresh}</button>`));
    expect(header).toMatch(/<form[^>]* action="\/api\/crew\/sign-out"[^>]*><button type="submit"[^>]*>יציאה<\/button><\/form>/);

    const outsider = await page("/crew");
    expect(outsider.status).toBe(404);
    for (const chrome of SITE_CHROME) expect(outsider.text, chrome).toContain(chrome);
    expect(outsider.text).not.toContain("crew-shell-header");
  });

  it("the sign-in link's page has the bare shell too, valid or not", async () => {
    const { page, token } = await setup();
    for (const path of [`/crew/sign-in/${token}`, "/crew/sign-in/not-a-token"]) {
      const res = await page(path);
      for (const chrome of SITE_CHROME) expect(res.text, `${path} ${chrome}`).not.toContain(chrome);
    }
  });

  it("a revoked representative gets the not-found page at the next request", async () => {
    const { page, request, admin, member, token } = await setup();
    const cookie = await pressButton(request, token);
    expect((await page("/crew", cookie)).status).toBe(200);
    await admin.crew.revoke(member.id);
    const res = await page("/crew", cookie);
    expect(res.status).toBe(404);
    expect(res.text).toContain("הדף לא נמצא");
    expect(res.text).not.toContain(NAME);
  });
});
