// Server-rendered pages through the real app and the production build.
import { describe, expect, it } from "vitest";
import { BROWSER_UA, testApp } from "@tests/support/test-app.ts";
import { NAV_LABELS, SITE_ROUTES } from "@tests/support/site-routes.ts";

async function page(path: string) {
  const { request } = await testApp({ pages: true });
  return request.get(path).set("user-agent", BROWSER_UA);
}

describe("every route of product.md §2", () => {
  for (const route of SITE_ROUTES) {
    it(`${route.path} renders in Hebrew, right to left, with header and footer`, async () => {
      const res = await page(route.path);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      const html = res.text;
      expect(html).toMatch(/<html lang="he" dir="rtl" translate="no">/);
      expect(html).toContain('<meta name="google" content="notranslate"/>');
      expect(html).toContain('<meta name="theme-color" content="#1e40af"/>');
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toContain(`<h1`);
      expect(html).toContain(route.heading);
      for (const label of NAV_LABELS) expect(html).toContain(`>${label}</a>`);
      expect(html).toContain(">לביצוע הזמנה</a>");
      expect(html).toContain("office@valet.test");
      expect(html).toContain("03-5550000");
      expect(html).toMatch(/© \d{4}/);
    });
  }

  it("each route has its own title and description", async () => {
    const titles = new Set<string>();
    for (const route of SITE_ROUTES) {
      const html = (await page(route.path)).text;
      titles.add(html.match(/<title>([^<]+)<\/title>/)![1]!);
    }
    expect(titles.size).toBe(SITE_ROUTES.length);
  });

  it("canonical and alternate links come from PUBLIC_BASE_URL", async () => {
    const html = (await page("/faq")).text;
    expect(html).toContain('<link rel="canonical" href="https://valet.test/faq"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="he-IL" href="https://valet.test/faq"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://valet.test/faq"/>');
  });

  it("only /payment-result is kept out of search engines", async () => {
    for (const route of SITE_ROUTES) {
      const html = (await page(route.path)).text;
      const noindex = html.includes('<meta name="robots" content="noindex, nofollow"/>');
      expect(noindex, route.path).toBe(route.path === "/payment-result");
    }
  });

  it("the active navigation item is marked, and blog is active below /blog", async () => {
    const booking = (await page("/booking")).text;
    expect(booking).toMatch(/<a aria-current="page"[^>]*href="\/booking"/);
    const post = (await page("/blog/some-article")).text;
    expect(post).toMatch(/<a aria-current="page"[^>]*href="\/blog"/);
  });
});

describe("spellings and unknown addresses", () => {
  it("/Booking is the booking page, canonical lower-case", async () => {
    const res = await page("/Booking?type=open");
    expect(res.status).toBe(200);
    expect(res.text).toContain("הזמנת חניה בנתב״ג");
    expect(res.text).toContain('<link rel="canonical" href="https://valet.test/booking"/>');
  });

  it("/Home and /home lead to the home page, keeping the query", async () => {
    for (const path of ["/Home", "/home"]) {
      const res = await page(`${path}?utm_source=x`);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe("/?utm_source=x");
    }
  });

  it("an unknown route is a real 404 page", async () => {
    const res = await page("/no-such-page");
    expect(res.status).toBe(404);
    expect(res.text).toContain("הדף לא נמצא");
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("an unknown article answers 404 with a link back to the blog", async () => {
    const res = await page("/blog/no-such-article");
    expect(res.status).toBe(404);
    expect(res.text).toContain("המאמר לא נמצא");
    expect(res.text).toMatch(/href="\/blog"[^>]*>חזרה לבלוג/);
  });
});

describe("streaming and assets", () => {
  it("one visitor's page carries the response's CSP nonce on every script and no script needs unsafe-inline", async () => {
    const res = await page("/payment-result");
    const csp = res.headers["content-security-policy"] as string;
    const nonce = csp.match(/'nonce-([^']+)'/)![1]!;
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const scripts = [...res.text.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  it("each response for one visitor's page gets a different nonce", async () => {
    const a = (await page("/payment-result")).headers["content-security-policy"];
    const b = (await page("/payment-result")).headers["content-security-policy"];
    expect(a).not.toBe(b);
  });

  it("hashed assets are cached immutably for a year", async () => {
    const { request } = await testApp({ pages: true });
    const html = (await request.get("/").set("user-agent", BROWSER_UA)).text;
    const css = html.match(/href="(\/assets\/[^"]+\.css)"/)![1]!;
    const res = await request.get(css);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("HTML is compressed when the browser accepts gzip", async () => {
    const { request } = await testApp({ pages: true });
    const res = await request.get("/").set("user-agent", BROWSER_UA).set("accept-encoding", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("the favicon exists (a missing one is a console error)", async () => {
    const { request } = await testApp({ pages: true });
    expect((await request.get("/favicon.svg")).status).toBe(200);
  });
});
