// A thin, typed wrapper over gtag for the events of product.md §7. Nothing is loaded
// and every call is a no-op unless GA_MEASUREMENT_ID or GOOGLE_ADS_ID is set.
// gtag.js is added once, when the page is idle after hydration, with the page's
// CSP nonce; events sent before that wait in a queue. Analytics must never
// break the page: all errors are swallowed.
//
// gtag.js reads the page's address (page_location) and the referrer (page_referrer)
// from the document for every hit, GA4's and Ads' alike. The order page's address
// holds its token, the result pages' the traveller's names: both are set once,
// stripped (shared/private-url.ts), before any config, and every page_view names them.
import { CURRENCY } from "@shared/constants.ts";
import type { ParkingType, PaymentMethod } from "@shared/constants.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import { secondsSinceFirstSeen } from "@shared/attribution.ts";
import { withoutPrivateParams } from "@shared/private-url.ts";
import { ensureGaClientId, readAttribution } from "./attribution.ts";
import { whenIdle } from "./when-idle.ts";

type GtagArgs = [command: string, ...rest: unknown[]];
type AnalyticsIds = Pick<PublicConfig, "gaMeasurementId" | "adsId" | "adsConversionLabel">;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: GtagArgs) => void;
  }
}

let state: "waiting" | "on" | "off" = "waiting";
let ids: AnalyticsIds | null = null;
/** initAnalytics has run and gtag.js waits for the page to be idle. */
let installing = false;
/** Calls made before initAnalytics, replayed (or dropped) when it runs. */
const queued: Array<() => void> = [];
const MAX_QUEUED = 50;

function enqueue(call: () => void): void {
  if (queued.length < MAX_QUEUED) queued.push(call);
}

function gtag(...args: GtagArgs): void {
  if (state === "off") return;
  if (state === "waiting") {
    enqueue(() => gtag(...args));
    return;
  }
  try {
    window.gtag?.(...args);
  } catch {
    // Analytics never breaks the page.
  }
}

/** The page's address and referrer as Google may see them: no token, name, e-mail or phone. */
function pageAddresses(): { page_location: string; page_referrer?: string } {
  const referrer = document.referrer ? withoutPrivateParams(document.referrer) : "";
  return { page_location: withoutPrivateParams(window.location.href), ...(referrer ? { page_referrer: referrer } : {}) };
}

/** The nonce of the page's own scripts; browsers hide the attribute but keep the property. */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}

/**
 * Called once by the page shell after hydration (a document's script on load).
 * Without ids it turns every later call into a no-op and drops the queue. With
 * ids, gtag.js (a large third-party script) is added only once the page is
 * idle, so it never competes with the page's own first load (docs/decisions/022);
 * events until then wait in the queue.
 */
export function initAnalytics(config: AnalyticsIds): void {
  if (state !== "waiting" || installing) return;
  const primaryId = config.gaMeasurementId ?? config.adsId;
  if (!primaryId) {
    state = "off";
    queued.length = 0;
    return;
  }
  installing = true;
  void whenIdle().then(() => install(config, primaryId));
}

function install(config: AnalyticsIds, primaryId: string): void {
  try {
    ids = config;
    window.dataLayer = window.dataLayer ?? [];
    // gtag.js reads the `arguments` object, not an array, from the data layer.
    window.gtag = function gtagShim() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag("js", new Date());
    // For every product and every hit of the page, set before any config reads the document's own.
    window.gtag("set", pageAddresses());
    if (config.gaMeasurementId) {
      // Page views are sent by the shell on every route change, not by gtag itself.
      window.gtag("config", config.gaMeasurementId, { send_page_view: false, client_id: ensureGaClientId() });
    }
    if (config.adsId) window.gtag("config", config.adsId);
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(primaryId)}`;
    script.nonce = pageNonce();
    document.head.appendChild(script);
    state = "on";
    for (const call of queued.splice(0)) call();
  } catch {
    state = "off";
  }
}

export function trackPageView(path: string): void {
  gtag("event", "page_view", { ...pageAddresses(), page_path: withoutPrivateParams(path), page_title: document.title });
}

/** The booking form is submitted (product.md §7). */
export function trackBeginCheckout(value: number): void {
  gtag("event", "begin_checkout", { value, currency: CURRENCY });
}

/** The card payment view opens. */
export function trackAddPaymentInfo(value?: number): void {
  gtag("event", "add_payment_info", { payment_type: "card", currency: CURRENCY, ...(value === undefined ? {} : { value }) });
}

/** A parking type card is chosen. */
export function trackSelectItem(parkingType: ParkingType): void {
  gtag("event", "select_item", { items: [{ item_id: parkingType, item_name: parkingType }] });
}

/** A coupon code is copied; `location` names the place (holiday_popup, booking_banner). */
export function trackCopyCoupon(code: string, location: string): void {
  gtag("event", "copy_coupon", { coupon: code, location });
}

/** A WhatsApp link is clicked; `type` is regular or quick_booking. */
export function trackWhatsAppClick(type: "regular" | "quick_booking", location: string): void {
  gtag("event", "whatsapp_click", { type, location, page_path: window.location.pathname, page_title: document.title });
}

export interface PurchaseDetails {
  orderNumber: number | string;
  /** Whole shekels. */
  value: number;
  paymentMethod: PaymentMethod;
  parkingType?: ParkingType;
  coupon?: string | null;
}

/** A booking is paid (card) or placed (cash). The caller guards it once per order (product.md §4). */
export function trackPurchase(details: PurchaseDetails): void {
  gtag("event", "purchase", {
    transaction_id: String(details.orderNumber),
    value: details.value,
    currency: CURRENCY,
    payment_type: details.paymentMethod,
    ...(details.coupon ? { coupon: details.coupon } : {}),
    ...(details.parkingType ? { items: [{ item_id: details.parkingType, item_name: details.parkingType, price: details.value, quantity: 1 }] } : {}),
  });
}

/** The Google Ads conversion for a purchase, with the seconds since the visitor was first seen. */
export function trackAdsConversion(details: PurchaseDetails): void {
  // Before init the ids are unknown: decide when the queue is replayed.
  if (state === "waiting") {
    enqueue(() => trackAdsConversion(details));
    return;
  }
  if (!ids?.adsId || !ids.adsConversionLabel) return;
  gtag("event", "conversion", {
    send_to: `${ids.adsId}/${ids.adsConversionLabel}`,
    value: details.value,
    currency: CURRENCY,
    transaction_id: String(details.orderNumber),
    payment_method: details.paymentMethod,
    seconds_since_first_seen: secondsSinceFirstSeen(readAttribution(), new Date()),
  });
}
