import type { HolidayPopupContent } from "@shared/loader-services.ts";
import { HOLIDAY_POPUP_ID } from "~/lib/chrome-ids.ts";
import { DialogTemplate } from "./DialogTemplate.tsx";
import HolidayPopupDialog from "./HolidayPopupDialog.tsx";

/**
 * The holiday pop-up (product.md §4): the server sends its texts only when
 * site_config enables it and now is inside its dates, and it is server markup in a
 * <template> on every page (not /booking, where the holiday banner speaks instead).
 * client/enhance/holiday-popup.ts opens it 800 ms after the page is ready, only if
 * it has not been shown in this browser session and was not put off today
 * (holiday-popup-state.ts).
 */
export function HolidayPopup({ popup, onBookingPage }: { popup: HolidayPopupContent | null; onBookingPage: boolean }) {
  if (!popup || onBookingPage) return null;
  return (
    <DialogTemplate id={HOLIDAY_POPUP_ID}>
      <HolidayPopupDialog popup={popup} />
    </DialogTemplate>
  );
}
