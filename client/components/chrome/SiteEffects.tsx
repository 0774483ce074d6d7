import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { SCROLL_DELAYS_MS } from "@shared/constants.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import { initAnalytics } from "../../lib/analytics.ts";
import { recordPageLoad } from "../../lib/attribution.ts";
import { recordPageView } from "../../lib/page-view.ts";
import { whenActivated } from "../../lib/when-activated.ts";
import { scrollToSection } from "../../lib/scroll-to-section.ts";

/** A #hash target that renders late (a lazily loaded home section) is scrolled to once it exists. */
function scrollToHashSoon(hash: string): (() => void) | undefined {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
  const timer = setTimeout(() => scrollToSection(id), SCROLL_DELAYS_MS[0]);
  return () => clearTimeout(timer);
}

/**
 * The shell's behaviour on every route change (product.md §2, §3, §7), rendering
 * nothing: attribution and analytics start on the first load; each navigation
 * to a page (path or query, not a #hash within the page) sends a visit record
 * and a page_view (for the path alone, so the 2-second dedupe holds), and
 * arriving on a page with a #hash brings that section into view.
 */
export function SiteEffects({ config }: { config: PublicConfig }) {
  const location = useLocation();
  const previous = useRef<{ page: string; hash: string; url: string } | null>(null);

  useEffect(() => {
    const page = location.pathname + location.search;
    const before = previous.current;
    if (before === null) {
      // The referrer is read now: a prerendered page keeps the one it was loaded with.
      const referrer = document.referrer || null;
      const url = window.location.href;
      previous.current = { page, hash: location.hash, url };
      whenActivated(() => {
        recordPageLoad();
        initAnalytics(config);
        recordPageView(location.pathname, referrer);
      });
      if (location.hash) return scrollToHashSoon(location.hash);
      return;
    } else if (before.page === page && before.hash !== location.hash) {
      // Only the #hash moved (a section link, the booking page's #payment view).
      previous.current = { ...before, hash: location.hash };
      return;
    }
    // A later page's referrer is the page before.
    const referrer = before.url;
    previous.current = { page, hash: location.hash, url: window.location.href };
    recordPageView(location.pathname, referrer);
    if (location.hash && before.page !== page) return scrollToHashSoon(location.hash);
    // Route changes only: config is fixed for the life of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
