// A blog article (product.md §3): plain data and an HTML body, importable by the
// server (sitemap) and by loaders, never by a component, so bodies stay out of
// the JavaScript bundles.
export interface ArticleSource {
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  datePublished: string;
  /** YYYY-MM-DD, the last time the text changed. */
  dateModified: string;
  tags: string[];
  coverAlt: string;
  contentHtml: string;
}

interface CoverImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface ArticleSummary extends Omit<ArticleSource, "contentHtml" | "coverAlt"> {
  author: string;
  coverImage: CoverImage;
  /** Raster copy of the cover for social cards (they do not show SVG). */
  socialImage: string;
  wordCount: number;
  readingTimeMinutes: number;
}

export interface Article extends ArticleSummary {
  contentHtml: string;
}
