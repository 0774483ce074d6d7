// What a page view does, on every page load (client/enhance/page-effects.ts):
// a visit record and an analytics page_view, both for the path
// without its query (product.md §7.8; the query lives in the attribution's landing data).
import { trackPageView } from "./analytics.ts";
import { readAttribution } from "./attribution.ts";
import { trackPageVisit } from "./track-visit.ts";

export function recordPageView(pathname: string, referrer: string | null): void {
  trackPageVisit(pathname, referrer, readAttribution());
  trackPageView(pathname);
}
