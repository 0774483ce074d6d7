import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ARTICLES, findArticle } from "~/content/blog/index.ts";
import { readingMinutes, wordCount } from "~/content/blog/reading-time.ts";
import { PROJECT_ROOT } from "@server/paths.ts";

describe("blog articles (product.md §2)", () => {
  it("are the six of the spec, newest first", () => {
    expect(ARTICLES.map((a) => a.slug).sort()).toEqual(
      [
        "where-to-park-at-ben-gurion",
        "ben-gurion-parking-prices-2025",
        "when-to-leave-home-to-tlv",
        "pre-flight-checklist-with-parking-cta",
        "how-parking-services-work-no-shuttle",
        "taxi-vs-valet-parking-ben-gurion",
      ].sort(),
    );
    const dates = ARTICLES.map((a) => a.datePublished);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(ARTICLES.map((a) => [a.slug, a] as const))("%s: 900+ words, 5 to 7 minutes, links to booking", (_slug, article) => {
    expect(article.wordCount).toBeGreaterThanOrEqual(900);
    expect(article.readingTimeMinutes).toBeGreaterThanOrEqual(5);
    expect(article.readingTimeMinutes).toBeLessThanOrEqual(7);
    expect(article.contentHtml).toContain('<a href="/booking">');
    expect(article.contentHtml).not.toMatch(/<h1|<script|lorem/i);
    expect(article.description.length).toBeGreaterThan(80);
    expect(article.dateModified >= article.datePublished).toBe(true);
    // Every internal link leads to a page that exists.
    for (const [, href] of article.contentHtml.matchAll(/href="([^"]+)"/g)) {
      if (href!.startsWith("/blog/")) expect(findArticle(href!.slice(6)), href).not.toBeNull();
      else expect(["/booking", "/calculator", "/faq", "/terms", "/contact"]).toContain(href);
    }
  });

  it.each(ARTICLES.map((a) => [a.slug, a] as const))("%s: an optimised, sized cover with alt text and a social image", (_slug, article) => {
    const svg = fs.readFileSync(path.join(PROJECT_ROOT, "public", article.coverImage.src), "utf8");
    expect(svg).toContain('viewBox="0 0 1200 630"');
    expect(svg).toContain('width="1200" height="630"');
    expect(Buffer.byteLength(svg)).toBeLessThan(4096);
    expect(article.coverImage.alt.length).toBeGreaterThan(10);
    expect(fs.existsSync(path.join(PROJECT_ROOT, "public", article.socialImage))).toBe(true);
  });

  it("finds a slug whatever its case", () => {
    expect(findArticle("TAXI-vs-Valet-Parking-Ben-Gurion")?.slug).toBe("taxi-vs-valet-parking-ben-gurion");
    expect(findArticle("nope")).toBeNull();
  });
});

describe("reading time", () => {
  it("counts words of the text, not of the tags", () => {
    expect(wordCount("<p>שלום <strong>לכם</strong>, מה&nbsp;נשמע?</p><ul><li>א</li></ul>")).toBe(5);
    expect(wordCount("<p> – </p>")).toBe(0);
  });

  it("reads 180 words a minute, at least one minute", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(900)).toBe(5);
    expect(readingMinutes(1260)).toBe(7);
  });
});
