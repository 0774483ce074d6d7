// Search presence: sitemap, robots.txt and the head tags of every indexable page.
import { beforeAll, describe, expect, it } from "vitest";
import { ARTICLES } from "~/content/blog/index.ts";
import { BROWSER_UA, testApp } from "@tests/support/test-app.ts";
import { workerDatabase } from "@tests/support/test-database.ts";
import { SITE_ROUTES } from "@tests/support/site-routes.ts";

// Creating and migrating the worker's database is slow: do it in a hook, not a test.
beforeAll(async () => {
  await workerDatabase();
});

const BASE = "https://valet.test";
const INDEXABLE = SITE_ROUTES.map((route) => route.path).filter((path) => path !== "/payment-result");

describe("GET /sitemap.xml", () => {
  it("lists every indexable route and article with lastmod, and not /payment-result", async () => {
    const { request } = await testApp();
    const res = await request.get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/xml/);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const xml = res.text;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = entries.map((entry) => entry.match(/<loc>([^<]+)<\/loc>/)![1]!);
    const expected = [...INDEXABLE.map((path) => `${BASE}${path}`), ...ARTICLES.map((a) => `${BASE}/blog/${a.slug}`)];
    expect([...locs].sort()).toEqual([...expected].sort());
    expect(locs).toHaveLength(new Set(locs).size);
    for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    for (const article of ARTICLES) {
      expect(xml).toContain(`<loc>${BASE}/blog/${article.slug}</loc>\n    <xhtml:link rel="alternate" hreflang="he-IL" href="${BASE}/blog/${article.slug}"/>`);
      const entry = entries.find((e) => e.includes(`/blog/${article.slug}<`))!;
      expect(entry).toContain(`<lastmod>${article.dateModified}</lastmod>`);
    }
    expect(xml).not.toContain("payment-result");
    expect(xml).not.toMatch(/\/home</i);
  });

  it("takes its addresses from PUBLIC_BASE_URL", async () => {
    const { testConfig } = await import("@tests/support/test-app.ts");
    const { request } = await testApp({ config: testConfig({ PUBLIC_BASE_URL: "https://www.example.co.il" }) });
    const xml = (await request.get("/sitemap.xml")).text;
    expect(xml).toContain("<loc>https://www.example.co.il/</loc>");
    expect(xml).not.toContain("valet.test");
  });
});

describe("GET /robots.txt", () => {
  it("allows crawling, keeps the API out and points to the sitemap", async () => {
    const { request } = await testApp();
    const res = await request.get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/plain/);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.text).toContain("User-agent: *");
    expect(res.text).toContain("Disallow: /api/");
    expect(res.text).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    // Crawlers must be able to read /payment-result to see its noindex.
    expect(res.text).not.toContain("Disallow: /payment-result");
  });
});

describe("head tags of the indexable pages", () => {
  const paths = [...INDEXABLE, `/blog/${ARTICLES[0]!.slug}`];
  it.each(paths)("%s has title, description, canonical, hreflang, Open Graph and Twitter tags with an image", async (path) => {
    const { request } = await testApp({ pages: true });
    const html = (await request.get(path).set("user-agent", BROWSER_UA)).text;
    const url = `${BASE}${path}`;
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"\/>/);
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="he-IL" href="${url}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${url}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]+"\/>/);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${BASE}/og/[a-z0-9-]+\\.jpg"/>`));
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:locale" content="he_IL"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toMatch(new RegExp(`<meta name="twitter:image" content="${BASE}/og/[a-z0-9-]+\\.jpg"/>`));
    expect(html).toMatch(/<meta name="twitter:title" content="[^"]+"\/>/);
  });

  it("every structured-data block parses as JSON-LD of schema.org", async () => {
    const { request } = await testApp({ pages: true });
    for (const path of paths) {
      const html = (await request.get(path).set("user-agent", BROWSER_UA)).text;
      for (const match of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
        const data = JSON.parse(match[1]!);
        expect(data["@context"], path).toBe("https://schema.org");
        expect(typeof data["@type"], path).toBe("string");
      }
    }
  });
});
