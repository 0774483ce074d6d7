import { BOOKING_CTA_LABEL } from "../../content/navigation.ts";
import { messages } from "@shared/messages.ts";
import { telHref } from "../../lib/contact-links.ts";
import { PrimaryLink } from "../PrimaryButton.tsx";
import { PhoneIcon } from "./icons.tsx";

const text = messages.chrome;

/**
 * Phones only (product.md §2): booking and call buttons fixed to the bottom edge.
 * The shell leaves it out on /booking. A spacer of the same height keeps the
 * end of the page (the footer) from hiding under it.
 */
export function StickyBottomBar({ phone }: { phone: string }) {
  return (
    <>
      <div aria-hidden="true" className="h-16 md:hidden" />
      <nav
        aria-label={text.quickActions}
        className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-slate-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(0_0_0/0.08)] md:hidden"
      >
        <PrimaryLink to="/booking" size="tight" className="flex flex-1 items-center justify-center">
          {BOOKING_CTA_LABEL}
        </PrimaryLink>
        <a
          href={telHref(phone)}
          className="flex flex-1 items-center justify-center gap-2 rounded-lg border border-brand-800 px-3 py-3 font-semibold text-brand-800"
        >
          <PhoneIcon className="size-5" />
          {text.callNow}
        </a>
      </nav>
    </>
  );
}
