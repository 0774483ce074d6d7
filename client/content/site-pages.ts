// The indexable pages for the sitemap (product.md §2: every route but /payment-result),
// with the date their content last changed. Articles come from ./blog.
import { PAGES } from "./pages.ts";

export interface SitemapPage {
  path: string;
  lastModified: string;
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
}

const CONTENT_UPDATED = "2026-11-22";

function entry(path: string, changeFrequency: SitemapPage["changeFrequency"], priority: number): SitemapPage {
  return { path, lastModified: CONTENT_UPDATED, changeFrequency, priority };
}

export const SITEMAP_PAGES: SitemapPage[] = [
  entry(PAGES.home.path, "weekly", 1),
  entry(PAGES.booking.path, "monthly", 0.9),
  entry(PAGES.calculator.path, "monthly", 0.8),
  entry(PAGES.vip.path, "monthly", 0.8),
  entry(PAGES.about.path, "monthly", 0.6),
  entry(PAGES.faq.path, "monthly", 0.7),
  entry(PAGES.contact.path, "yearly", 0.6),
  entry(PAGES.blog.path, "weekly", 0.7),
  entry(PAGES.terms.path, "yearly", 0.3),
  entry(PAGES.accessibility.path, "yearly", 0.3),
];
