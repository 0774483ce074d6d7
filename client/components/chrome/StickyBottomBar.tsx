import { BOOKING_CTA_LABEL } from "~/content/navigation.ts";
import { manageMessages } from "@shared/messages/manage.ts";
import { messages } from "@shared/messages/index.ts";
import { telHref, whatsappHref } from "~/lib/contact-links.ts";
import { PrimaryLink } from "~/components/PrimaryButton.tsx";
import { PhoneIcon, WhatsAppIcon } from "./icons.tsx";

const text = messages.chrome;
const outlined = "flex flex-1 items-center justify-center gap-2 rounded-lg border border-brand-800 px-3 py-3 font-semibold text-brand-800";

/**
 * Phones only (product.md §2): booking and call buttons fixed to the bottom edge.
 * The shell leaves it out on /booking. On a traveller's own order page
 * (`orderNumber`) it offers the representative instead, by WhatsApp about that
 * order and by phone: they are managing a booking, not making one (product.md §12).
 * A spacer of the same height keeps the end of the page (the footer) from hiding
 * under it.
 */
export function StickyBottomBar({ phone, whatsappNumber, orderNumber }: { phone: string; whatsappNumber: string; orderNumber: number | null }) {
  return (
    <>
      <div aria-hidden="true" className="h-16 md:hidden" />
      <nav
        aria-label={text.quickActions}
        className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-slate-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(0_0_0/0.08)] md:hidden"
      >
        {orderNumber === null ? (
          <PrimaryLink to="/booking" size="tight" className="flex flex-1 items-center justify-center">
            {BOOKING_CTA_LABEL}
          </PrimaryLink>
        ) : (
          <a
            href={whatsappHref(whatsappNumber, manageMessages.whatsappText(orderNumber))}
            target="_blank"
            rel="noopener noreferrer"
            data-track-whatsapp="order_bar"
            className="flex flex-1 items-center justify-center gap-2 rounded-lg bg-emerald-700 px-3 py-3 font-semibold text-white hover:bg-emerald-800"
          >
            <WhatsAppIcon className="size-5" />
            {text.whatsappRepresentative}
            <span className="sr-only">{text.opensInNewWindow}</span>
          </a>
        )}
        <a href={telHref(phone)} className={outlined}>
          <PhoneIcon className="size-5" />
          {orderNumber === null ? text.callNow : text.callRepresentative}
        </a>
      </nav>
    </>
  );
}
