import { useLocation } from "react-router";
import type { PublicConfig } from "@shared/public-config.ts";
import type { SiteChrome } from "@shared/loader-services.ts";
import { messages } from "@shared/messages/index.ts";
import { isBookingPath, isPaymentResultPath, orderNumberOfPath } from "@shared/site-pages.ts";
import { AccessibilityWidget } from "./AccessibilityWidget.tsx";
import { HolidayPopup } from "./HolidayPopup.tsx";
import { StickyBottomBar } from "./StickyBottomBar.tsx";
import { WhatsAppButton } from "./WhatsAppButton.tsx";

/**
 * Everything that floats over the page: the phone bar (not on /booking, nor on
 * /payment-result: a traveller who has just booked is not asked to book, and the
 * result's own buttons lead on; the representative's WhatsApp and phone on an
 * order page), the
 * WhatsApp and accessibility buttons (raised above that bar on phones) and the
 * holiday pop-up. The buttons sit in a labelled landmark so no content of the
 * page is outside one. They never cover a control (docs/decisions/020): in an
 * application they step aside while one is under them (client/enhance/enhance-page.ts),
 * and on phones the page ends with room for them, so its last controls scroll clear.
 */
export function FloatingTools({ config, chrome }: { config: PublicConfig; chrome: SiteChrome | null }) {
  const { pathname } = useLocation();
  const onBooking = isBookingPath(pathname);
  // The crew's pages have no chrome at all (the bare shell, client/lib/page-shell.ts).
  const bar = !onBooking && !isPaymentResultPath(pathname);
  return (
    <>
      {/* The floating row's height (a button and its margin), in the footer's colour. */}
      <div aria-hidden="true" className="h-20 bg-brand-900 md:hidden" />
      {bar && <StickyBottomBar phone={config.phone} whatsappNumber={config.whatsappNumber} orderNumber={orderNumberOfPath(pathname)} />}
      <aside aria-label={messages.chrome.floatingTools} data-floating-tools="">
        <WhatsAppButton number={config.whatsappNumber} raised={bar} />
        <AccessibilityWidget phone={config.phone} email={config.email} raised={bar} />
      </aside>
      <HolidayPopup popup={chrome?.popup ?? null} onBookingPage={onBooking} />
    </>
  );
}
