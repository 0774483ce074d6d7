// Per-route head tags (product.md §2 page shell): title, description, canonical,
// alternate he-IL and x-default, Open Graph and Twitter cards with an image, and
// robots for pages kept out of search. Absolute URLs come from PUBLIC_BASE_URL;
// the canonical path is always lower-case (/Booking and /booking are one page).
import type { MetaDescriptor } from "react-router";
import type { PageText } from "~/content/pages.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import { BRAND_NAME } from "@shared/brand.ts";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

export interface SocialImage {
  /** Site path of a raster image (social networks do not show SVG). */
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** The card shown when a page without its own picture is shared. */
export const DEFAULT_SOCIAL_IMAGE: SocialImage = {
  path: "/og/default.jpg",
  width: 1200,
  height: 630,
  alt: `${BRAND_NAME} – חניה עם שירות ואלה בנתב״ג`,
};

export interface PageMetaOptions {
  noindex?: boolean;
  type?: "website" | "article";
  image?: SocialImage;
  /** Articles: ISO dates for article:published_time / modified_time. */
  publishedTime?: string;
  modifiedTime?: string;
}

function publicConfigFrom(matches: readonly (MatchLike | undefined)[]): PublicConfig | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as { publicConfig?: PublicConfig } | undefined)?.publicConfig;
}

function baseUrlFrom(matches: readonly (MatchLike | undefined)[]): string {
  return publicConfigFrom(matches)?.baseUrl ?? "";
}

/** An absolute URL of a site path; canonical paths are lower-case. */
function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl}${path}`;
}

export function pageMeta(
  matches: readonly (MatchLike | undefined)[],
  page: Pick<PageText, "title" | "description"> & { path: string | null },
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  const baseUrl = baseUrlFrom(matches);
  const image = options.image ?? DEFAULT_SOCIAL_IMAGE;
  const imageUrl = absoluteUrl(baseUrl, image.path);
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:locale", content: "he_IL" },
    { property: "og:site_name", content: BRAND_NAME },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (options.publishedTime) tags.push({ property: "article:published_time", content: options.publishedTime });
  if (options.modifiedTime) tags.push({ property: "article:modified_time", content: options.modifiedTime });
  if (options.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  if (page.path !== null) {
    const url = absoluteUrl(baseUrl, page.path.toLowerCase());
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
      { tagName: "link", rel: "alternate", hrefLang: "he-IL", href: url },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url },
      { property: "og:url", content: url },
    );
  }
  return tags;
}
