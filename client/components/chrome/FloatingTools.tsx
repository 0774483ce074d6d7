import { useLocation } from "react-router";
import type { PublicConfig } from "../../../shared/public-config.ts";
import type { SiteChrome } from "../../../shared/loader-services.ts";
import { messages } from "../../../shared/messages.ts";
import { isBookingPath } from "../../lib/route-paths.ts";
import { AccessibilityWidget } from "./AccessibilityWidget.tsx";
import { HolidayPopup } from "./HolidayPopup.tsx";
import { StickyBottomBar } from "./StickyBottomBar.tsx";
import { WhatsAppButton } from "./WhatsAppButton.tsx";

/**
 * Everything that floats over the page: the phone bar (not on /booking), the
 * WhatsApp and accessibility buttons (raised above that bar on phones) and the
 * holiday pop-up. The buttons sit in a labelled landmark so no content of the
 * page is outside one.
 */
export function FloatingTools({ config, chrome }: { config: PublicConfig; chrome: SiteChrome | null }) {
  const { pathname } = useLocation();
  const onBooking = isBookingPath(pathname);
  return (
    <>
      {!onBooking && <StickyBottomBar phone={config.phone} />}
      <aside aria-label={messages.chrome.floatingTools}>
        <WhatsAppButton number={config.whatsappNumber} raised={!onBooking} />
        <AccessibilityWidget phone={config.phone} email={config.email} raised={!onBooking} />
      </aside>
      <HolidayPopup popup={chrome?.popup ?? null} />
    </>
  );
}
