// Every /api endpoint's method and path (product.md §7), without zod: the browser's
// client imports this table on first load, so it must stay tiny. The schemas of
// each endpoint's request and answer are in contract.ts, which builds on this
// table; a test (tests/unit/api-contract-routes.test.ts) checks that the server's
// routers mount exactly these routes.

/** Where the API router is mounted; paths below are relative to it. */
export const API_PREFIX = "/api";

export const API_ENDPOINTS = {
  quote: { method: "GET", path: "/quote" },
  availability: { method: "GET", path: "/availability" },
  scheduleCheck: { method: "POST", path: "/schedule/check" },
  couponCheck: { method: "GET", path: "/coupons/check" },
  contact: { method: "POST", path: "/contact" },
  bookingCreate: { method: "POST", path: "/bookings" },
  bookingRead: { method: "GET", path: "/bookings/:orderNumber" },
  notifyCashBooking: { method: "POST", path: "/notify-cash-booking" },
  orderQuoteChange: { method: "POST", path: "/bookings/:orderNumber/quote-change" },
  orderChange: { method: "POST", path: "/bookings/:orderNumber/change" },
  // Extend my stay (product.md §12): the return later, after the pickup and until the planned return.
  orderQuoteExtend: { method: "POST", path: "/bookings/:orderNumber/quote-extend" },
  orderExtend: { method: "POST", path: "/bookings/:orderNumber/extend" },
  orderCancel: { method: "POST", path: "/bookings/:orderNumber/cancel" },
  orderPayDifference: { method: "POST", path: "/bookings/:orderNumber/pay-difference" },
  // A card booking not paid (pending, or declined) goes to cash, paid to the representative (product.md §2.16).
  orderPayCash: { method: "POST", path: "/bookings/:orderNumber/pay-cash" },
  orderCalendar: { method: "GET", path: "/bookings/:orderNumber/calendar.ics" },
  orderResend: { method: "POST", path: "/bookings/:orderNumber/resend-confirmation" },
  // Where the traveller's service messages go (docs/decisions/033): SMS, WhatsApp or e-mail only.
  orderMessageChannel: { method: "POST", path: "/bookings/:orderNumber/message-channel" },
  // Twilio's delivery-status callback (docs/decisions/033): a signed form post.
  messageStatus: { method: "POST", path: "/messages/status" },
  createPayment: { method: "POST", path: "/create-payment" },
  paymentWebhook: { method: "GET", path: "/payment-webhook" },
  trackVisit: { method: "POST", path: "/track-visit" },
  // The crew's sign-in (docs/decisions/028); sign-in and sign-out also take a plain form post.
  crewSignIn: { method: "POST", path: "/crew/sign-in" },
  crewSignOut: { method: "POST", path: "/crew/sign-out" },
  crewSession: { method: "GET", path: "/crew/session" },
  // Handover photos (docs/decisions/030): the crew uploads and reads them; the order's token holder reads them.
  crewPhotoUpload: { method: "POST", path: "/crew/bookings/:orderNumber/photos" },
  crewPhoto: { method: "GET", path: "/crew/bookings/:orderNumber/photos/:photoId" },
  orderPhoto: { method: "GET", path: "/bookings/:orderNumber/photos/:photoId" },
  // The service day (docs/decisions/029): the crew's manifest and each move of a booking.
  crewManifest: { method: "GET", path: "/crew/manifest" },
  crewPickup: { method: "POST", path: "/crew/bookings/:orderNumber/pickup" },
  crewParked: { method: "POST", path: "/crew/bookings/:orderNumber/parked" },
  crewReturning: { method: "POST", path: "/crew/bookings/:orderNumber/returning" },
  crewReturn: { method: "POST", path: "/crew/bookings/:orderNumber/return" },
  crewNoShow: { method: "POST", path: "/crew/bookings/:orderNumber/no-show" },
} as const satisfies Record<string, { method: "GET" | "POST"; path: `/${string}` }>;

export type EndpointName = keyof typeof API_ENDPOINTS;

/**
 * The URL of an endpoint: `:name` segments filled from `params` (encoded), then the
 * query string (entries that are undefined are left out).
 */
export function apiUrl(
  name: EndpointName,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const path = API_ENDPOINTS[name].path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`apiUrl(${name}): missing :${key}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return `${API_PREFIX}${path}${qs ? `?${qs}` : ""}`;
}

/** Where the contact forms post when no script has taken them over (server/api/contact-form-post.ts). */
export const CONTACT_FORM_ACTION = `${API_PREFIX}${API_ENDPOINTS.contact.path}`;
