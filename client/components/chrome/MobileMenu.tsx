import { NavLink } from "react-router";
import { MAIN_NAV } from "~/content/navigation.ts";
import { messages } from "@shared/messages/index.ts";
import { MOBILE_MENU_ID } from "~/lib/chrome-ids.ts";
import { telHref } from "~/lib/contact-links.ts";
import { ModalDialog } from "./ModalDialog.tsx";
import { PhoneIcon } from "./icons.tsx";
import { DialogHeader } from "./DialogHeader.tsx";
import { PhoneNumber } from "~/components/PhoneNumber.tsx";

const text = messages.chrome;

function linkClass({ isActive }: { isActive: boolean }): string {
  return [
    "block rounded-md px-3 py-3 text-base font-medium",
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100",
  ].join(" ");
}

/**
 * The phone menu: a drawer from the start edge; the dimmed backdrop closes it.
 * Server markup in the header's template; client/enhance/dialogs.ts opens and closes it.
 */
export function MobileMenu({ phone }: { phone: string }) {
  return (
    <ModalDialog
      id={MOBILE_MENU_ID}
      labelledBy="mobile-menu-title"
      className="fixed inset-y-0 start-0 end-auto m-0 h-full max-h-none w-80 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex h-full flex-col">
        <DialogHeader
          titleId="mobile-menu-title"
          title={text.menuTitle}
          close={{ label: text.closeMenu }}
          className="border-b border-slate-200 px-4 py-3"
        />
        <nav aria-label="ניווט ראשי לנייד" className="flex-1 overflow-y-auto px-3 py-3">
          <ul className="grid gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-slate-200 p-4">
          <a
            href={telHref(phone)}
            className="flex items-center justify-center gap-2 rounded-lg border border-brand-800 px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <PhoneIcon className="size-5" />
            <span>
              {text.call} <PhoneNumber phone={phone} />
            </span>
          </a>
        </div>
      </div>
    </ModalDialog>
  );
}
