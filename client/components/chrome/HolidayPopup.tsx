import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { HOLIDAY_POPUP_DELAY_MS } from "../../../shared/constants.ts";
import type { HolidayPopupContent } from "../../../shared/loader-services.ts";
import { markPopupShown, mayShowPopup } from "../../lib/holiday-popup-state.ts";
import { isBookingPath } from "../../lib/route-paths.ts";
import { useLazyComponent } from "../../lib/use-lazy-module.ts";

const loadDialog = () => import("./HolidayPopupDialog.tsx");

/**
 * Decides when the holiday pop-up opens (SPEC §4): the server sends its texts
 * only when site_config enables it and now is inside its dates; here it waits
 * 800 ms after the page is ready, and only if it has not been shown in this
 * browser session, was not put off today, and the page is not /booking. The
 * dialog's code is fetched meanwhile.
 */
export function HolidayPopup({ popup }: { popup: HolidayPopupContent | null }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { Component: Dialog, load } = useLazyComponent(loadDialog);
  const allowedHere = popup !== null && !isBookingPath(pathname);

  useEffect(() => {
    if (!allowedHere || open || !mayShowPopup()) return;
    load();
    const timer = setTimeout(() => {
      markPopupShown();
      setOpen(true);
    }, HOLIDAY_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [allowedHere, open, load]);

  if (!open || !popup || !Dialog) return null;
  return <Dialog popup={popup} onClose={() => setOpen(false)} />;
}
