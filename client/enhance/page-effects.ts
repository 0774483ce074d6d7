// The page-wide effects of the chrome's script, on every page: a page load is a
// page view (attribution, analytics, the visit record), WhatsApp links marked
// data-track-whatsapp are tracked, and a link to a section of the page it is on
// scrolls there smoothly.
import type { PublicConfig } from "@shared/public-config.ts";
import { initAnalytics, trackWhatsAppClick } from "~/lib/analytics.ts";
import { recordPageLoad } from "~/lib/attribution.ts";
import { recordPageView } from "~/lib/page-view.ts";
import { scrollToSection } from "~/lib/scroll-to-section.ts";
import { trackAction } from "~/lib/track-visit.ts";

export function recordPageOpened(config: PublicConfig | null): void {
  recordPageLoad();
  if (config) initAnalytics(config);
  recordPageView(window.location.pathname, document.referrer || null);
}

/** The id a same-page section link points to, or null (another page, a modified click). */
export function samePageSection(anchor: HTMLAnchorElement, event: MouseEvent, here: Location): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || anchor.target) return null;
  if (!anchor.hash || anchor.origin !== here.origin || anchor.pathname !== here.pathname || anchor.search !== here.search) return null;
  try {
    return decodeURIComponent(anchor.hash.slice(1)) || null;
  } catch {
    return null;
  }
}

export function enhanceLinks(): void {
  document.addEventListener("click", (event) => {
    const anchor = (event.target as Element | null)?.closest("a");
    if (!anchor) return;
    const whatsapp = anchor.dataset.trackWhatsapp;
    if (whatsapp) {
      trackAction("whatsapp_regular_click", whatsapp);
      trackWhatsAppClick("regular", whatsapp);
      return;
    }
    const section = samePageSection(anchor, event, window.location);
    if (section && scrollToSection(section)) {
      event.preventDefault();
      window.history.replaceState(window.history.state, "", `#${encodeURIComponent(section)}`);
    }
  });
}
