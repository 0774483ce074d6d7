// What page loaders may ask of the server. Implemented in server/services; kept
// as an interface here so client code never imports server code.
import type { SaturdayBannerKind } from "./saturday-banner.ts";
import type { SiteSettings } from "./site-settings.ts";
import type { OrderView } from "./order-view.ts";
import type { OffsetSpan } from "./jerusalem-time.ts";
import type { ApiReply } from "./api/contract.ts";
import type { PackedCalendar } from "./packed-calendar.ts";

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
  /** The holiday banner (product.md §2 /booking), when enabled and inside its dates. */
  holidayBanner: { title: string; body: string; code: string } | null;
  /** Israel's UTC offsets from yesterday over the booking window, so the form reads Israel's clock without Intl. */
  israelOffsets: OffsetSpan[];
  /**
   * The calendar from today over the booking year, as GET /api/availability
   * answers it, packed (packed-calendar.ts): with the page, so the form is whole
   * at its first render and its load needs no request, and no zod to check one
   * (issue #12).
   */
  availability: PackedCalendar;
}

/** One date of the booking calendar (GET /api/availability's `days`). */
export type AvailabilityDay = ApiReply<"availability">["days"][number];

/** The payment-result page's view of one order, for the holder of its token. */
export interface OrderResult {
  orderNumber: number;
  total: number;
  paymentMethod: "card" | "cash";
  paymentStatus: "pending" | "completed" | "failed";
  paymentAmount: number | null;
  firstName: string;
  emailHint: string;
}

/** What a verified return from the card provider came to (server/services/payments.ts). */
export type PaymentOutcome =
  | { kind: "completed"; orderNumber: number; amount: number; token: string; firstPurchase: boolean }
  | { kind: "failed"; orderNumber: number | null; amount: number | null; errorMessage: string | null; token: string | null }
  | { kind: "unverified"; orderNumber: number | null };

export interface LoaderServices {
  /** Verifies and applies a return from the card provider; safe to repeat. */
  paymentReturn(query: Record<string, string>): Promise<PaymentOutcome>;
  bookingPage(): Promise<BookingPageData>;
  orderResult(orderNumber: number, token: string): Promise<OrderResult | null>;
  /** The private order page's view (issue 15); null for a wrong token or an unknown order alike. */
  orderView(orderNumber: number, token: string): Promise<OrderView | null>;
  siteSettings(): Promise<SiteSettings>;
  siteChrome(): Promise<SiteChrome>;
}
