// What the browser remembers about the holiday pop-up (product.md §3, §4): shown once
// per browser session, not again on a day the visitor chose "maybe later", and
// the code handed to the booking page when they choose "use now".
import { STORAGE_KEYS, TIME_ZONE } from "@shared/constants.ts";
import { readItem, writeItem } from "./browser-storage.ts";

/** localStorage: the Israeli date (YYYY-MM-DD) "maybe later" was chosen. */
const POPUP_DISMISSED_KEY = "holidayPopupDismissedDate";
/** sessionStorage: the pop-up was shown in this browser session. */
const POPUP_SHOWN_KEY = "holidayPopupShown";
/** sessionStorage: the coupon in ap_coupon_to_apply came from the pop-up. */
const COUPON_FROM_POPUP_KEY = "ap_coupon_applied_via_popup";

/** Today in Israel as YYYY-MM-DD; the en-CA locale formats dates that way. */
export function israelDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export function mayShowPopup(now = new Date()): boolean {
  return readItem("session", POPUP_SHOWN_KEY) === null && readItem("local", POPUP_DISMISSED_KEY) !== israelDate(now);
}

export function markPopupShown(): void {
  writeItem("session", POPUP_SHOWN_KEY, "1");
}

export function dismissPopupForToday(now = new Date()): void {
  writeItem("local", POPUP_DISMISSED_KEY, israelDate(now));
}

/** Hands the code to the booking page, which applies it (product.md §4 use-now). */
export function handCouponToBooking(code: string): void {
  writeItem("session", STORAGE_KEYS.couponToApply, code);
  writeItem("session", COUPON_FROM_POPUP_KEY, "1");
}

/** /booking?…&coupon=CODE, keeping the query of the page the visitor is on. */
export function bookingUrlWithCoupon(search: string, code: string): string {
  const query = new URLSearchParams(search);
  query.set("coupon", code);
  return `/booking?${query.toString()}`;
}
