// What page loaders may ask of the server. Implemented in server/services; kept
// as an interface here so client code never imports server code.
import type { SaturdayBannerKind } from "./saturday-banner.ts";
import type { SiteSettings } from "./site-settings.ts";
import type { RetentionPeriods } from "./constants.ts";
import type { OrderView } from "./order-view.ts";
import type { OffsetSpan } from "./jerusalem-time.ts";
import type { ApiReply } from "./api/contract.ts";
import type { PackedCalendar } from "./packed-calendar.ts";
import type { SignedInCrewMember } from "./crew-access.ts";
import type { ServiceView } from "./service-view.ts";
import type { TaxDocumentPageData } from "./tax-documents.ts";
import type { StayBounds } from "./stay-bounds.ts";
import type { Terminal } from "./constants.ts";

/** The holiday pop-up's texts (product.md §2), from site settings. */
export interface HolidayPopupContent {
  code: string;
  title: string;
  body: string;
}

/** What the page shell shows on every page, decided on the server at request time. */
export interface SiteChrome {
  /** Null unless site_config enables the pop-up and now is inside its dates. */
  popup: HolidayPopupContent | null;
  /** Null when the Saturday banner is not shown. */
  saturdayBanner: SaturdayBannerKind | null;
}

/** What the booking page needs from the operator's settings. */
export interface BookingPageData {
  minAdvanceHours: number;
  allowSameDayWithout8h: boolean;
  /** The booking's bounds (docs/decisions/038): the calendar offers no date beyond them. */
  bookingHorizonDays: number;
  maxStayDays: number;
  /** The holiday banner (product.md §2 /booking), when enabled and inside its dates. */
  holidayBanner: { title: string; body: string; code: string } | null;
  /** Israel's UTC offsets from yesterday over the booking window, so the form reads Israel's clock without Intl. */
  israelOffsets: OffsetSpan[];
  /**
   * The calendar from today over the booking year, as GET /api/availability
   * answers it, packed (packed-calendar.ts): with the page, so the form is whole
   * at its first render and its load needs no request, and no zod to check one
   * (docs/decisions/022).
   */
  availability: PackedCalendar;
}

/** What the private order page shows (product.md §12): the booking, and the calendar its change form picks dates in. */
interface OrderPageData {
  order: OrderView;
  /**
   * The booking page's calendar (packed the same way), with this booking's own
   * places not counted: its change may move within the dates it holds.
   */
  calendar: PackedCalendar;
  /** The service day (product.md §17): the status, the timeline and the handovers, photos at the traveller's addresses. */
  service: ServiceView;
  /** The booking's bounds (docs/decisions/038): the change and extend calendars offer no date beyond them. */
  bounds: StayBounds;
  /** Today in Israel by the server's clock: a return flight is followed on its day. */
  today: string;
}

/** One date of the booking calendar (GET /api/availability's `days`). */
export type AvailabilityDay = ApiReply<"availability">["days"][number];

/**
 * What a return from the card provider came to (server/services/payments.ts). It
 * names no order token, and a return that does not verify names no order at all.
 */
export type PaymentOutcome =
  | { kind: "completed"; orderNumber: number; amount: number; firstPurchase: boolean }
  | { kind: "failed"; orderNumber: number; amount: number | null; errorMessage: string | null }
  | { kind: "unverified"; orderNumber: null };

/**
 * What happens after a booking (product.md §2.16), as the result page says it: the
 * handover, and where the confirmation went besides the e-mail.
 */
export interface ResultNextSteps {
  /** The handover: when the traveller reaches the airport (an ISO instant), at which terminal. */
  handover: { at: string; terminal: Terminal };
  /**
   * The SMS or WhatsApp message queued for the number given, with its last four digits
   * ('…המסתיים ב־4567'); or none: e-mail only by the traveller's choice, or a number
   * that takes no SMS (a landline).
   */
  phone: { channel: "sms" | "whatsapp"; ending: string } | { channel: "email"; reason: "chosen" | "no_mobile" };
}

/**
 * What /payment-result shows (docs/decisions/025): only what the server settled
 * and only to the browser that brought it, never what the address claims.
 * `testPayment` marks a card result of the sandbox provider in production.
 * A declined card names its order (number, link, amount) to the browser whose genuine
 * return it was, and whether the booking may still go to cash instead (`cashInstead`:
 * a card booking not paid and not cancelled, whose service has not begun).
 */
export type PaymentResultView =
  | { kind: "cash"; orderNumber: number; amount: number; emailHint: string; token: string; next: ResultNextSteps }
  | { kind: "card-completed"; orderNumber: number; amount: number; emailHint: string; token: string; next: ResultNextSteps; testPayment: boolean }
  | {
      kind: "card-failed";
      errorMessage: string | null;
      retry: { orderNumber: number; token: string };
      amount: number;
      cashInstead: boolean;
      testPayment: boolean;
    }
  /** A return that did not verify, or one already shown: nothing about any order. */
  | { kind: "unverified" }
  | { kind: "missing" };

export interface LoaderServices {
  /**
   * Settles what arrived at /payment-result (a card return, verified and applied;
   * a cash booking's link, checked) and answers the Set-Cookie header that carries
   * the result to the clean address the page redirects to.
   */
  settlePaymentResult(query: Record<string, string>): Promise<string>;
  /** The result that the request's cookie carries, or `missing`. */
  paymentResultView(cookieHeader: string | null): Promise<PaymentResultView>;
  bookingPage(): Promise<BookingPageData>;
  /** The private order page's data (product.md §12); null for a wrong token or an unknown order alike. */
  orderPage(orderNumber: number, token: string): Promise<OrderPageData | null>;
  siteSettings(): Promise<SiteSettings>;
  /** How long personal data is kept, as site_config sets it (docs/decisions/024), for /terms. */
  retention(): Promise<RetentionPeriods>;
  /** How far ahead and how long a booking may be, as site_config sets it (docs/decisions/038), for /terms and /faq. */
  bookingBounds(): Promise<StayBounds>;
  siteChrome(): Promise<SiteChrome>;
  /** The sandbox's own page of a test document (docs/decisions/036); null for a wrong token or an unknown id alike. */
  sandboxDocument(id: number, token: string): Promise<TaxDocumentPageData | null>;
  /** Whether a crew sign-in link would work now (docs/decisions/028); asking never uses it. */
  crewLinkWorks(token: string): Promise<boolean>;
  /** Who the request's crew cookie signs in, read from the database on every call; null: nobody. */
  crewSession(cookieHeader: string | null): Promise<SignedInCrewMember | null>;
  /** The crew's manifest of today and tomorrow (Israel), as GET /api/crew/manifest answers it. */
  crewManifest(): Promise<ApiReply<"crewManifest">>;
}
