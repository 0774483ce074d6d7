// Per-route head tags (SPEC §2 page shell): title, description, canonical,
// alternate he-IL and x-default, Open Graph, and robots for pages kept out of
// search. The canonical URL is built from PUBLIC_BASE_URL, always lower-case.
import type { MetaDescriptor } from "react-router";
import type { PageText } from "../content/pages.ts";
import type { PublicConfig } from "../../shared/public-config.ts";
import { BRAND_NAME } from "../../shared/brand.ts";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

export function baseUrlFrom(matches: readonly (MatchLike | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root");
  const config = (root?.loaderData as { publicConfig?: PublicConfig } | undefined)?.publicConfig;
  return config?.baseUrl ?? "";
}

export function pageMeta(
  matches: readonly (MatchLike | undefined)[],
  page: Pick<PageText, "title" | "description"> & { path: string | null },
  options: { noindex?: boolean; type?: "website" | "article" } = {},
): MetaDescriptor[] {
  const baseUrl = baseUrlFrom(matches);
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:locale", content: "he_IL" },
    { property: "og:site_name", content: BRAND_NAME },
  ];
  if (options.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  if (page.path !== null) {
    const url = `${baseUrl}${page.path.toLowerCase()}`;
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
      { tagName: "link", rel: "alternate", hrefLang: "he-IL", href: url },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url },
      { property: "og:url", content: url },
    );
  }
  return tags;
}
