// The holiday pop-up, on every page but /booking. The server rendered it
// (HolidayPopup.tsx), in its template (dialogs.ts),
// only when site_config enables it and now is inside its dates; here the
// per-visitor rules of client/lib/holiday-popup-state.ts decide: 800 ms after
// the page is ready, once per browser session, not on a day it was put off,
// never on /booking.
import { COPIED_FLAG_MS, HOLIDAY_POPUP_DELAY_MS, TOAST_MS } from "@shared/constants.ts";
import type { HolidayPopupContent } from "@shared/loader-services.ts";
// The site part alone: a document's script carries no booking-form text.
import { siteMessages as messages } from "@shared/messages/site.ts";
import { trackCopyCoupon } from "~/lib/analytics.ts";
import { HOLIDAY_POPUP_ID } from "~/lib/chrome-ids.ts";
import { copyText } from "~/lib/copy-text.ts";
import { bookingUrlWithCoupon, dismissPopupForToday, handCouponToBooking, markPopupShown, mayShowPopup } from "~/lib/holiday-popup-state.ts";
import { isBookingPath } from "@shared/site-pages.ts";
import { closeDialog, dialogById, hasDialog, openDialog } from "./dialogs.ts";

/** Shows something for `ms`, each new call restarting the wait (the React version's useTimedFlag). */
function timedFlag(ms: number, set: (on: boolean) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    set(true);
    timer = setTimeout(() => set(false), ms);
  };
}

function wireButtons(dialog: HTMLDialogElement, popup: HolidayPopupContent): void {
  const part = <T extends HTMLElement>(hook: string) => dialog.querySelector<T>(`[data-popup-${hook}]`);
  const copyButton = part<HTMLButtonElement>("copy");
  const copiedStatus = part("copied");
  const copyFailed = part("copy-failed");

  const flagCopied = timedFlag(COPIED_FLAG_MS, (on) => {
    if (copyButton) copyButton.textContent = on ? messages.holidayPopup.copied : messages.holidayPopup.copy;
    if (copiedStatus) copiedStatus.textContent = on ? messages.coupon.copied : "";
  });
  // A message inside the dialog, not a page toast: outside a modal dialog the page is inert.
  const flagCopyFailed = timedFlag(TOAST_MS, (on) => {
    if (copyFailed) copyFailed.hidden = !on;
  });

  copyButton?.addEventListener("click", async () => {
    if (await copyText(popup.code)) {
      flagCopied();
      trackCopyCoupon(popup.code, "holiday_popup");
    } else {
      flagCopyFailed();
    }
  });
  part("use")?.addEventListener("click", () => {
    handCouponToBooking(popup.code);
    closeDialog(dialog);
    window.location.assign(bookingUrlWithCoupon(window.location.search, popup.code));
  });
  part("later")?.addEventListener("click", () => {
    dismissPopupForToday();
    closeDialog(dialog);
  });
}

export function enhanceHolidayPopup(popup: HolidayPopupContent | null): void {
  if (!popup || !hasDialog(HOLIDAY_POPUP_ID)) return;
  if (isBookingPath(window.location.pathname) || !mayShowPopup()) return;
  setTimeout(() => {
    // Taken out of its template only now, when it shows.
    const dialog = dialogById(HOLIDAY_POPUP_ID);
    if (!dialog) return;
    wireButtons(dialog, popup);
    markPopupShown();
    openDialog(dialog, null);
  }, HOLIDAY_POPUP_DELAY_MS);
}
