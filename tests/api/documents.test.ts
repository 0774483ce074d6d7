// Reading pages are documents (docs/decisions/014): no React in the browser,
// rendered once and served as bytes with an ETag, a CSP by hash (no nonce, no
// 'unsafe-inline'), and a settings change from the CLI shows on the very next request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { beforeEach, describe, expect, it } from "vitest";
import { messages } from "@shared/messages/index.ts";
import { CLIENT_BUILD_DIR } from "@server/build-paths.ts";
import { BROWSER_UA, testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { cli } from "@tests/cli/cli-harness.ts";

const DOCUMENTS = ["/", "/about", "/faq", "/contact", "/terms", "/accessibilitystatement", "/vip-parking-ben-gurion", "/blog", "/blog/where-to-park-at-ben-gurion", "/no-such-page"];
const SHARED_APPLICATIONS = ["/booking", "/calculator"];
const PRIVATE_APPLICATIONS = ["/payment-result"];
const APPLICATIONS = [...SHARED_APPLICATIONS, ...PRIVATE_APPLICATIONS];
/** Everything a document's HTML may load as script, gzip (the documents' budget, docs/decisions/014). */
const DOCUMENT_SCRIPT_BUDGET = 20 * 1024;

beforeEach(async () => resetDatabase(await workerDatabase()));

function scriptSources(html: string): string[] {
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  return [...sources, ...preloads];
}

function scriptDirective(csp: string | undefined): string {
  return (csp ?? "").split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
}

describe("documents", () => {
  it("load no React, React DOM or React Router, and at most 20 KB gzip of script", async () => {
    const { request } = await testApp({ pages: true, now: fixedNow });
    for (const pagePath of DOCUMENTS) {
      const res = await request.get(pagePath).set("user-agent", BROWSER_UA);
      expect(res.status, pagePath).toBe(pagePath === "/no-such-page" ? 404 : 200);
      const html = res.text;
      expect(html, pagePath).not.toContain("__reactRouterContext");
      expect(html, pagePath).not.toContain("window.__reactRouter");
      const sources = scriptSources(html);
      expect(sources.length, pagePath).toBeGreaterThan(0);
      let total = 0;
      for (const src of sources) {
        expect(src, pagePath).toMatch(/^\/assets\/enhance-[\w-]+\.js$/);
        const code = fs.readFileSync(path.join(CLIENT_BUILD_DIR, src));
        expect(code.toString("utf8"), `${src} must not be React`).not.toMatch(/react-dom|__reactRouter|React Router/);
        total += zlib.gzipSync(code, { level: 9 }).length;
      }
      expect(total, pagePath).toBeLessThanOrEqual(DOCUMENT_SCRIPT_BUDGET);
    }
  });

  it("carry their closed dialogs in templates, and nothing React reveals by script", async () => {
    const { request } = await testApp({ pages: true, now: fixedNow });
    const dialogTemplate = /<template data-dialog-template="([^"]+)">([\s\S]*?)<\/template>/g;
    for (const pagePath of DOCUMENTS) {
      const html = (await request.get(pagePath).set("user-agent", BROWSER_UA)).text;
      const templates = [...html.matchAll(dialogTemplate)];
      // The phone menu and the accessibility panel (the pop-up only when it is on).
      expect(templates.map((match) => match[1]), pagePath).toEqual(["mobile-menu", "a11y-panel"]);
      for (const [, id, content] of templates) expect(content, pagePath).toMatch(new RegExp(`^<dialog id="${id}" data-dialog=""`));
      // No dialog outside them: a closed one would be parsed, styled and laid out for nothing.
      expect(html.replace(dialogTemplate, ""), pagePath).not.toContain("<dialog");
      // Everything in place: no Suspense boundary moved out of the flow and revealed by an inline script.
      expect(html, pagePath).not.toMatch(/\$RC\(|<template id="B:|<div hidden id="S:/);
      expect(html, pagePath).toContain('data-contact-form="quick_form"');
    }
  });

  it("have a CSP with the inline pre-paint script by hash, no nonce and no 'unsafe-inline'", async () => {
    const { request } = await testApp({ pages: true, now: fixedNow });
    // The booking and calculator screens are kept for everyone just as documents are (server/pages.ts).
    for (const pagePath of [...DOCUMENTS, ...SHARED_APPLICATIONS]) {
      const res = await request.get(pagePath).set("user-agent", BROWSER_UA);
      const scripts = scriptDirective(res.headers["content-security-policy"]);
      expect(scripts, pagePath).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
      expect(scripts, pagePath).not.toContain("nonce-");
      expect(scripts, pagePath).not.toContain("unsafe-inline");
      expect(res.text, pagePath).not.toMatch(/\snonce="/);
      expect(res.headers["speculation-rules"]).toBe('"/speculation-rules.json"');
    }
  });

  it("one visitor's pages keep a per-request nonce", async () => {
    const { request } = await testApp({ pages: true, now: fixedNow });
    for (const pagePath of PRIVATE_APPLICATIONS) {
      const first = await request.get(pagePath).set("user-agent", BROWSER_UA);
      const second = await request.get(pagePath).set("user-agent", BROWSER_UA);
      const nonce = /'nonce-([^']+)'/.exec(scriptDirective(first.headers["content-security-policy"]))?.[1];
      expect(nonce, pagePath).toBeTruthy();
      expect(first.text, pagePath).toContain(`nonce="${nonce}"`);
      expect(first.text, pagePath).toMatch(/<script nonce="[^"]+">/);
      expect(second.headers["content-security-policy"]).not.toContain(nonce!);
      expect(scriptDirective(first.headers["content-security-policy"])).not.toContain("unsafe-inline");
      expect(first.headers.etag, pagePath).toBeUndefined();
    }
  });

  it("the booking screen, kept per address, shows a settings change on the next request", async () => {
    const { request } = await testApp({ pages: true, now: fixedNow });
    const get = async (path = "/booking") => (await request.get(path).set("user-agent", BROWSER_UA)).text;
    const first = await get();
    expect(await get()).toBe(first);
    expect(await get("/booking?coupon=%3Cb%3EX")).not.toContain("<b>X");

    expect((await cli(["config", "set", "min_advance_hours", "5"])).code).toBe(0);
    const changed = await get();
    expect(changed).not.toBe(first);
    expect((await cli(["config", "set", "min_advance_hours", "8"])).code).toBe(0);
    expect(await get()).toBe(first);
  });

  it("answer 304 to the ETag they were served with, and the same bytes in every encoding", async () => {
    const { request } = await testApp({ pages: true, now: fixedNow });
    const first = await request.get("/faq").set("user-agent", BROWSER_UA).set("accept-encoding", "identity");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const again = await request.get("/faq").set("user-agent", BROWSER_UA).set("if-none-match", etag);
    expect(again.status).toBe(304);
    expect(again.text ?? "").toBe("");

    const raw = (encoding: string) =>
      request
        .get("/faq")
        .set("accept-encoding", encoding)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => done(null, Buffer.concat(chunks)));
        });
    const br = await raw("br");
    expect(br.headers["content-encoding"]).toBe("br");
    const gz = await raw("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    // superagent may already have decoded the body; either way it is the same page.
    const decoded = (body: Buffer, decode: (data: Buffer) => Buffer) => {
      try {
        return decode(body).toString("utf8");
      } catch {
        return body.toString("utf8");
      }
    };
    expect(decoded(br.body as Buffer, zlib.brotliDecompressSync)).toBe(first.text);
    expect(decoded(gz.body as Buffer, zlib.gunzipSync)).toBe(first.text);
    expect(Number(br.headers["content-length"])).toBeLessThan(Number(gz.headers["content-length"]));

    const head = await request.head("/faq");
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(etag);
  });

  it("show a CLI settings change on the very next request", async () => {
    const { request } = await testApp({ pages: true, now: fixedNow });
    const get = async () => (await request.get("/").set("user-agent", BROWSER_UA)).text;
    const before = await get();
    expect(await get()).toBe(before); // served from the cache
    expect(before).not.toContain(messages.chrome.saturdayRegion);

    expect((await cli(["config", "set", "saturday_banner", "on"])).code).toBe(0);
    expect(await get()).toContain(messages.chrome.saturdayRegion);

    expect((await cli(["settings", "set", "holiday_popup_title", "חג שמח מהצוות"])).code).toBe(0);
    expect((await cli(["config", "set", "holiday_popup_enabled", "true"])).code).toBe(0);
    const withPopup = await get();
    expect(withPopup).toContain("חג שמח מהצוות");
    expect(withPopup).toMatch(/<template data-dialog-template="holiday-popup"><dialog id="holiday-popup"/);

    expect((await cli(["config", "set", "saturday_banner", "auto"])).code).toBe(0);
    expect(await get()).not.toContain(messages.chrome.saturdayRegion);
  });
});

describe("applications", () => {
  it("carry the chrome as the documents' server markup, which no script of theirs renders", async () => {
    // An application hydrates only its <main>; client/enhance drives the chrome on
    // every page (docs/decisions/014), so its components stay out of the bundle.
    const { request } = await testApp({ pages: true, now: fixedNow });
    const document = (await request.get("/faq").set("user-agent", BROWSER_UA)).text;
    const chromeOf = (html: string) => html.match(/<header data-site-header=""[\s\S]*?<\/header>/)?.[0];
    for (const pagePath of APPLICATIONS) {
      const html = (await request.get(pagePath).set("user-agent", BROWSER_UA)).text;
      // The same header as a document's, in a wrapper React leaves as the server wrote it.
      expect(html, pagePath).toMatch(/<div class="contents" data-server-rendered="top"><header data-site-header=""/);
      // Only the current page's link differs (aria-current and its look).
      const sameness = (header: string | undefined) => header?.replace(/ aria-current="page"| class="[^"]*"/g, "");
      expect(sameness(chromeOf(html)), pagePath).toBe(sameness(chromeOf(document)));
      expect([...html.matchAll(/<template data-dialog-template="([^"]+)">/g)].map((match) => match[1]), pagePath).toEqual(["mobile-menu", "a11y-panel"]);
      expect(html, pagePath).toContain('data-contact-form="quick_form"');
      for (const src of scriptSources(html)) {
        const code = fs.readFileSync(path.join(CLIENT_BUILD_DIR, src), "utf8");
        // The footer's heading and the dialogs' templates are server markup only.
        expect(code, `${pagePath} ${src}`).not.toContain("קישורים מהירים");
        expect(code, `${pagePath} ${src}`).not.toContain("data-dialog-template");
      }
    }
  });

  it("hydrate an island of their own with React and React DOM, and no router (decision 023)", async () => {
    const { request } = await testApp({ pages: true, now: fixedNow });
    const names: Record<string, string> = { "/booking": "booking", "/calculator": "calculator", "/payment-result": "payment-result" };
    for (const pagePath of APPLICATIONS) {
      // /payment-result settles any query and redirects to its clean address (decision 025).
      const address = pagePath === "/payment-result" ? pagePath : `${pagePath}?type=covered`;
      const html = (await request.get(address).set("user-agent", BROWSER_UA)).text;
      expect(html, pagePath).not.toContain("__reactRouter");
      // The island: the server's render of the page's own root, inside <main>, and the props it was rendered from.
      const island = new RegExp(`<main id="main" class="flex-1"><div id="application" class="contents" data-application="${names[pagePath]}"><`);
      expect(html, pagePath).toMatch(island);
      const props = JSON.parse(/<script type="application\/json" id="application-props"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? "null") as Record<string, unknown> | null;
      expect(props, pagePath).toBeTruthy();
      if (pagePath === "/booking") expect(props?.search).toBe("?type=covered");
      const sources = scriptSources(html);
      expect(sources.at(-1), pagePath).toMatch(new RegExp(`^/assets/app-${names[pagePath]}-[\\w-]+\\.js$`));
      let react = false;
      for (const src of sources) {
        expect(src, pagePath).toMatch(/^\/assets\/app-[\w~-]+\.js$/);
        const code = fs.readFileSync(path.join(CLIENT_BUILD_DIR, src), "utf8");
        expect(code, `${pagePath} ${src} must not be React Router`).not.toMatch(/__reactRouter|React Router|useHref\(\) may be used/);
        react ||= code.includes("hydrateRoot");
      }
      expect(react, `${pagePath} loads React DOM`).toBe(true);
    }
  });
});
