// The chrome around every page's <main>, rendered on the server only
// (scripts/server-only-modules.ts): root.tsx puts it in ServerRendered wrappers,
// and client/enhance drives it in the browser (docs/decisions/014).
import type { SiteChrome } from "@shared/loader-services.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import { isBookingPath } from "@shared/site-pages.ts";
import { SiteFooter } from "~/components/SiteFooter.tsx";
import { SiteHeader } from "~/components/SiteHeader.tsx";
import { FloatingTools } from "./FloatingTools.tsx";
import { SaturdayBanner } from "./SaturdayBanner.tsx";

interface ChromeProps {
  config: PublicConfig | undefined;
  chrome: SiteChrome | null;
  pathname: string;
}

/** Above <main>: the Saturday banner when it shows, and the header. */
export function ChromeTop({ config, chrome, pathname }: ChromeProps) {
  return (
    <>
      {chrome?.saturdayBanner && <SaturdayBanner kind={chrome.saturdayBanner} onBookingPage={isBookingPath(pathname)} />}
      {config && <SiteHeader phone={config.phone} />}
    </>
  );
}

/** Below <main>: the footer, the floating buttons and the dialogs' templates. */
export function ChromeBottom({ config, chrome }: Omit<ChromeProps, "pathname">) {
  if (!config) return null;
  return (
    <>
      <SiteFooter config={config} />
      <FloatingTools config={config} chrome={chrome} />
    </>
  );
}
