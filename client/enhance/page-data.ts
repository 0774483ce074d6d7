// What the server tells a document's script: the public configuration and the
// chrome (pop-up, banner), in the JSON data block the root layout writes
// (<script type="application/json" id="page-data">). Never fetched: the cached
// HTML carries it.
import type { SiteChrome } from "@shared/loader-services.ts";
import type { PublicConfig } from "@shared/public-config.ts";

export interface PageData {
  publicConfig: PublicConfig;
  chrome: SiteChrome | null;
}

const PAGE_DATA_ID = "page-data";

/** The parsed block, or null when it is missing or not what the server writes. */
export function parsePageData(text: string | null | undefined): PageData | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PageData> | null;
    const config = value?.publicConfig;
    if (!config || typeof config !== "object" || typeof config.phone !== "string") return null;
    return { publicConfig: config, chrome: value.chrome && typeof value.chrome === "object" ? value.chrome : null };
  } catch {
    return null;
  }
}

export function readPageData(doc: Document = document): PageData | null {
  return parsePageData(doc.getElementById(PAGE_DATA_ID)?.textContent);
}
