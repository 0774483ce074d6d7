import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { HOLIDAY_POPUP_DELAY_MS } from "../../../shared/constants.ts";
import type { HolidayPopupContent } from "../../../shared/loader-services.ts";
import { markPopupShown, mayShowPopup } from "../../lib/holiday-popup-state.ts";
import { usePageKind } from "../../lib/page-kind.tsx";
import { isBookingPath } from "../../lib/route-paths.ts";
import HolidayPopupDialog from "./HolidayPopupDialog.tsx";

/**
 * Decides when the holiday pop-up opens (product.md §4): the server sends its texts
 * only when site_config enables it and now is inside its dates; here it waits
 * 800 ms after the page is ready, and only if it has not been shown in this
 * browser session, was not put off today, and the page is not /booking.
 * A document has the dialog in its HTML, closed, and client/enhance/holiday-popup.ts
 * applies the same rules (holiday-popup-state.ts) to open it.
 */
export function HolidayPopup({ popup }: { popup: HolidayPopupContent | null }) {
  const isDocument = usePageKind() === "document";
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const allowedHere = popup !== null && !isBookingPath(pathname);

  useEffect(() => {
    if (!allowedHere || open || !mayShowPopup()) return;
    const timer = setTimeout(() => {
      markPopupShown();
      setOpen(true);
    }, HOLIDAY_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [allowedHere, open]);

  if (!popup || !allowedHere || !(open || isDocument)) return null;
  return <HolidayPopupDialog popup={popup} onClose={() => setOpen(false)} />;
}
