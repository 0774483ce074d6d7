import { Link, NavLink } from "react-router";
import { BOOKING_CTA_LABEL, MAIN_NAV } from "~/content/navigation.ts";
import { BRAND_NAME } from "@shared/brand.ts";
import { messages } from "@shared/messages/index.ts";
import { MOBILE_MENU_ID } from "~/lib/chrome-ids.ts";
import { telHref } from "~/lib/contact-links.ts";
import { DialogTemplate } from "./chrome/DialogTemplate.tsx";
import { MenuIcon, PhoneIcon } from "./chrome/icons.tsx";
import { MobileMenu } from "./chrome/MobileMenu.tsx";

const text = messages.chrome;

function navClass({ isActive }: { isActive: boolean }): string {
  return [
    "block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-brand-800",
  ].join(" ");
}

// Desktop: logo, navigation, booking button. Under 768 px (product.md §2): hamburger,
// centred logo, call button; the menu opens as a drawer over an overlay. The
// header slides away while scrolling down and comes back near the top.
// Server markup on every page (ServerRendered.tsx): the menu is in a <template>
// and client/enhance/header.ts drives it (data-site-header, data-visible, data-opens).
export function SiteHeader({ phone }: { phone: string }) {
  return (
    <>
      <header
        data-site-header=""
        data-visible="true"
        className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur transition-transform duration-200 data-[visible=false]:-translate-y-full"
      >
        <div className="mx-auto grid max-w-6xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-4 py-2 md:flex md:flex-wrap md:justify-between md:gap-x-4 md:py-3">
          <button
            type="button"
            className="flex flex-col items-center justify-self-start rounded-md px-2 py-1 text-slate-800 hover:bg-slate-100 md:hidden"
            aria-expanded="false"
            aria-haspopup="dialog"
            data-opens={MOBILE_MENU_ID}
          >
            <MenuIcon />
            <span className="text-xs font-medium">{text.menu}</span>
          </button>
          <Link
            to="/"
            className="justify-self-center text-center text-lg font-bold text-brand-800"
            aria-label={`${BRAND_NAME} – דף הבית`}
          >
            {BRAND_NAME}
          </Link>
          <nav aria-label="ניווט ראשי" className="hidden md:block">
            <ul className="flex flex-wrap items-center gap-1">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={navClass} prefetch="intent">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-2 justify-self-end">
            <a
              href={telHref(phone)}
              aria-label={text.callUs(phone)}
              className="flex flex-col items-center rounded-md px-2 py-1 text-brand-800 hover:bg-brand-50 md:hidden"
            >
              <PhoneIcon />
              <span className="text-xs font-medium">{text.call}</span>
            </a>
            <Link
              to="/booking"
              className="hidden rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-900 md:inline-block"
            >
              {BOOKING_CTA_LABEL}
            </Link>
          </div>
        </div>
      </header>
      <DialogTemplate id={MOBILE_MENU_ID}>
        <MobileMenu phone={phone} />
      </DialogTemplate>
    </>
  );
}
