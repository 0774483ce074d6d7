// The six articles of product.md §2, newest first, with their computed reading time.
import { BRAND_SHORT } from "@shared/brand.ts";
import type { Article, ArticleSource, ArticleSummary } from "./types.ts";
import { readingMinutes, wordCount } from "./reading-time.ts";
import benGurionParkingPrices2025 from "./articles/ben-gurion-parking-prices-2025.ts";
import howParkingServicesWorkNoShuttle from "./articles/how-parking-services-work-no-shuttle.ts";
import preFlightChecklist from "./articles/pre-flight-checklist-with-parking-cta.ts";
import taxiVsValet from "./articles/taxi-vs-valet-parking-ben-gurion.ts";
import whenToLeaveHome from "./articles/when-to-leave-home-to-tlv.ts";
import whereToPark from "./articles/where-to-park-at-ben-gurion.ts";

// Covers live under /og/covers: a /blog folder among the static files would make
// the static handler redirect /blog to /blog/.
const COVER_SIZE = { width: 1200, height: 630 } as const;
const ARTICLE_AUTHOR = `צוות ${BRAND_SHORT}`;

function withComputedFields(source: ArticleSource): Article {
  const words = wordCount(source.contentHtml);
  const { coverAlt, ...rest } = source;
  return {
    ...rest,
    author: ARTICLE_AUTHOR,
    coverImage: { src: `/og/covers/${source.slug}.svg`, ...COVER_SIZE, alt: coverAlt },
    socialImage: `/og/${source.slug}.jpg`,
    wordCount: words,
    readingTimeMinutes: readingMinutes(words),
  };
}

export const ARTICLES: readonly Article[] = [
  whereToPark,
  benGurionParkingPrices2025,
  whenToLeaveHome,
  preFlightChecklist,
  howParkingServicesWorkNoShuttle,
  taxiVsValet,
]
  .map(withComputedFields)
  .sort((a, b) => b.datePublished.localeCompare(a.datePublished));

/** Slugs are matched whatever their case (product.md §2). */
export function findArticle(slug: string): Article | null {
  const key = slug.toLowerCase();
  return ARTICLES.find((article) => article.slug === key) ?? null;
}

export function summaryOf(article: Article): ArticleSummary {
  const { contentHtml: _body, ...summary } = article;
  return summary;
}

export function articleSummaries(): ArticleSummary[] {
  return ARTICLES.map(summaryOf);
}
