import { Link, NavLink } from "react-router";
import { BOOKING_CTA_LABEL, MAIN_NAV } from "../content/navigation.ts";
import { BRAND_NAME } from "../../shared/brand.ts";
import { telHref } from "../lib/contact-links.ts";

function navClass({ isActive }: { isActive: boolean }): string {
  return [
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-brand-800",
  ].join(" ");
}

export function SiteHeader({ phone }: { phone: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="text-lg font-bold text-brand-800" aria-label={`${BRAND_NAME} – דף הבית`}>
          {BRAND_NAME}
        </Link>
        <nav aria-label="ניווט ראשי" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navClass} prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a href={telHref(phone)} className="rounded-md px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50 md:hidden">
            התקשרו
          </a>
          <Link
            to="/booking"
            className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-900"
          >
            {BOOKING_CTA_LABEL}
          </Link>
        </div>
      </div>
      <details className="border-t border-slate-100 md:hidden">
        <summary className="cursor-pointer list-none px-4 py-2 text-sm font-medium text-slate-700">תפריט</summary>
        <nav aria-label="ניווט ראשי לנייד">
          <ul className="grid gap-1 px-4 pb-3">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    </header>
  );
}
