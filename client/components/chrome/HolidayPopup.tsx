import { Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { HOLIDAY_POPUP_DELAY_MS } from "@shared/constants.ts";
import type { HolidayPopupContent } from "@shared/loader-services.ts";
import { HOLIDAY_POPUP_ID } from "../../lib/chrome-ids.ts";
import { markPopupShown, mayShowPopup } from "../../lib/holiday-popup-state.ts";
import { lazyChrome } from "../../lib/lazy-chrome.ts";
import { usePageKind } from "../../lib/page-kind.tsx";
import { isBookingPath } from "../../lib/route-paths.ts";
import { DialogTemplate } from "./DialogTemplate.tsx";

const HolidayPopupDialog = lazyChrome(() => import("./HolidayPopupDialog.tsx"));

/**
 * Decides when the holiday pop-up opens (product.md §4): the server sends its texts
 * only when site_config enables it and now is inside its dates; here it waits
 * 800 ms after the page is ready, and only if it has not been shown in this
 * browser session, was not put off today, and the page is not /booking.
 * An application fetches the dialog's code only then (during the wait); a
 * document has it in a <template>, and client/enhance/holiday-popup.ts applies
 * the same rules (holiday-popup-state.ts) to open it.
 */
export function HolidayPopup({ popup }: { popup: HolidayPopupContent | null }) {
  const isDocument = usePageKind() === "document";
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const allowedHere = popup !== null && !isBookingPath(pathname);

  useEffect(() => {
    if (!allowedHere || open || !mayShowPopup()) return;
    void HolidayPopupDialog.preload();
    const timer = setTimeout(() => {
      markPopupShown();
      setOpen(true);
    }, HOLIDAY_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [allowedHere, open]);

  if (!popup || !allowedHere) return null;
  if (isDocument) {
    return (
      <DialogTemplate id={HOLIDAY_POPUP_ID}>
        <HolidayPopupDialog popup={popup} onClose={() => setOpen(false)} />
      </DialogTemplate>
    );
  }
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <HolidayPopupDialog popup={popup} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
