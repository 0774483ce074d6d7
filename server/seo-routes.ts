// GET /sitemap.xml and GET /robots.txt, built from the page list and the blog's
// articles with absolute URLs from PUBLIC_BASE_URL. /payment-result (noindex) and
// the /Home alias are left out; robots.txt keeps crawlers away from the API only,
// so they can still read the noindex of /payment-result.
import { Router } from "express";
import { SITEMAP_PAGES, type SitemapPage } from "~/content/site-pages.ts";
import { ARTICLES } from "~/content/blog/index.ts";
import type { Config } from "./config.ts";

const CACHE_CONTROL = "public, max-age=3600";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

function sitemapEntries(): SitemapPage[] {
  const articles: SitemapPage[] = ARTICLES.map((article) => ({
    path: `/blog/${article.slug}`,
    lastModified: article.dateModified,
    changeFrequency: "monthly",
    priority: 0.6,
  }));
  return [...SITEMAP_PAGES, ...articles];
}

function sitemapXml(baseUrl: string): string {
  const urls = sitemapEntries().map((entry) => {
    const loc = escapeXml(`${baseUrl}${entry.path}`);
    return [
      "  <url>",
      `    <loc>${loc}</loc>`,
      `    <xhtml:link rel="alternate" hreflang="he-IL" href="${loc}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${loc}"/>`,
      `    <lastmod>${entry.lastModified}</lastmod>`,
      `    <changefreq>${entry.changeFrequency}</changefreq>`,
      `    <priority>${entry.priority.toFixed(1)}</priority>`,
      "  </url>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

function robotsTxt(baseUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /pay/", "", `Sitemap: ${baseUrl}/sitemap.xml`, ""].join("\n");
}

export function seoRoutes(config: Pick<Config, "PUBLIC_BASE_URL">): Router {
  const router = Router();
  // The documents only change with a deploy: build them once.
  const sitemap = sitemapXml(config.PUBLIC_BASE_URL);
  const robots = robotsTxt(config.PUBLIC_BASE_URL);
  router.get("/sitemap.xml", (_req, res) => {
    res.set("Cache-Control", CACHE_CONTROL).type("application/xml").send(sitemap);
  });
  router.get("/robots.txt", (_req, res) => {
    res.set("Cache-Control", CACHE_CONTROL).type("text/plain").send(robots);
  });
  return router;
}
