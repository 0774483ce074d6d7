import { labels } from "./messages/labels.ts";

// Business constants of product.md §3 and §9. Hebrew labels come from messages/labels.ts so that
// every user-facing string lives in one catalogue.

export const TIME_ZONE = "Asia/Jerusalem";
export const CURRENCY = "ILS";

// ---- Parking and prices (whole shekels) ----

export const PARKING_TYPES = ["open", "covered"] as const;
export type ParkingType = (typeof PARKING_TYPES)[number];

/** The base price covers up to this many days. */
export const BASE_DAYS = 5;
export const BASE_PRICES: Readonly<Record<ParkingType, number>> = { open: 350, covered: 500 };
export const EXTRA_DAY_PRICE = 50;
export const DEFAULT_STAY_DAYS = 5;
/**
 * Prices are computed for at most this many days (ten years). The spec sets no
 * upper bound; the cap only keeps a typed 1e300 from turning into an Infinity price.
 */
export const MAX_PRICED_DAYS = 3650;

export const PARKING_TYPE_LABELS: Readonly<Record<ParkingType, string>> = labels.parkingTypes;

function isParkingType(value: unknown): value is ParkingType {
  return typeof value === "string" && (PARKING_TYPES as readonly string[]).includes(value);
}

/** Older records say 'indoor' for covered parking; they are shown as covered. */
export function parkingTypeLabel(type: string): string {
  if (type === "indoor") return labels.parkingTypes.covered;
  return isParkingType(type) ? labels.parkingTypes[type] : type;
}

// ---- Extra services ----

export const EXTRA_IDS = ["car_wash", "exterior_wash", "fuel", "charge"] as const;
export type ExtraId = (typeof EXTRA_IDS)[number];

export const EXTRA_PRICES: Readonly<Record<ExtraId, number>> = {
  car_wash: 150,
  exterior_wash: 70,
  fuel: 30,
  charge: 50,
};

export const EXTRAS: ReadonlyArray<{ id: ExtraId; price: number; label: string }> = EXTRA_IDS.map(
  (id) => ({ id, price: EXTRA_PRICES[id], label: labels.extras[id] }),
);

export function isExtraId(value: unknown): value is ExtraId {
  return typeof value === "string" && (EXTRA_IDS as readonly string[]).includes(value);
}

// ---- Booking form choices ----

export const TERMINALS = ["terminal_3", "terminal_1", "terminal_metzada"] as const;
export type Terminal = (typeof TERMINALS)[number];
export const TERMINAL_LABELS: Readonly<Record<Terminal, string>> = labels.terminals;

export const TRANSMISSIONS = ["automatic", "manual"] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];
export const TRANSMISSION_LABELS: Readonly<Record<Transmission, string>> = labels.transmissions;

export const PAYMENT_METHODS = ["card", "cash"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = labels.paymentMethods;

/** Where the traveller's service messages go (docs/decisions/033); e-mail is always sent as well. */
export const MESSAGE_CHANNELS = ["sms", "whatsapp", "email"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const DEFAULT_MESSAGE_CHANNEL: MessageChannel = "sms";
export const MESSAGE_CHANNEL_LABELS: Readonly<Record<MessageChannel, string>> = labels.messageChannels;

// ---- Tax documents (docs/decisions/036) ----

/**
 * Israel's VAT rate, 18% since 1 January 2025 (raised from 17%). Every price is a gross
 * price that includes it; the tax documents state the rate in force when they are issued.
 */
const VAT_RATES = [
  { from: "2024-01-01", rate: 0.17 },
  { from: "2025-01-01", rate: 0.18 },
] as const;

/** The VAT rate in force on an Israel date ('YYYY-MM-DD'). */
export function vatRateOn(date: string): number {
  let rate: number = VAT_RATES[0].rate;
  for (const period of VAT_RATES) if (date >= period.from) rate = period.rate;
  return rate;
}

// ---- Scheduling ----

export const DEFAULT_MIN_ADVANCE_HOURS = 8;
export const DEFAULT_ALLOW_SAME_DAY_WITHOUT_8H = false;
export const SLOT_MINUTES = 15;
/** Friday and holiday eves: times from this minute of the day are refused. */
export const FRIDAY_CUTOFF_MINUTES = 15 * 60;
/** Shabbat and the last day of a holiday reopen at this minute of the day. */
export const REOPEN_MINUTES = 21 * 60;
/** The booking form's calendar offers departures up to this many days after today. */
export const CALENDAR_DAYS_AHEAD = 365;
/**
 * How far ahead a departure may be booked (site_config.booking_horizon_days,
 * docs/decisions/038). Never beyond the calendar (CALENDAR_DAYS_AHEAD, its upper
 * bound), which is all the form can show.
 */
export const DEFAULT_BOOKING_HORIZON_DAYS = 365;
/**
 * The longest stay, in the priced days of stayDays (site_config.max_stay_days,
 * docs/decisions/038). It also bounds the rows one booking writes to the daily
 * counts: one per day of its stay.
 */
export const DEFAULT_MAX_STAY_DAYS = 90;
export const MAX_MAX_STAY_DAYS = 365;

// ---- Cancelling and changing a booking (docs/decisions/006, 017) ----

/** The consumer-protection law's cancellation terms for remote transactions. */
export const CANCELLATION_RULE = {
  /** Days from the order within which it may be cancelled. */
  windowDays: 14,
  /** Days that are not rest days (Shabbat, holidays) between the cancellation and the handover. */
  workingDaysBeforeService: 2,
  feePercent: 5,
  feeCap: 100,
  refundBusinessDays: 7,
  lateMinutes: 45,
} as const;

/**
 * The other numbers the terms promise (docs/product.md §9.3). The business holds
 * customers to these, so the terms page, the booking page's terms summary, the FAQ
 * and the blog all read them from here.
 */
export const SERVICE_TERMS = {
  /** Advice, not a rule the form enforces: book at least this long before the flight. */
  recommendedLeadHours: 48,
  /** Refuelling a car handed over without enough fuel to move it, on top of the fuel. */
  lowFuelFee: 50,
  /** Charging an electric car, on top of the electricity (the charge is paid in advance). */
  chargingFee: 50,
  /** Waiting outside the shuttle's hours. */
  outOfHoursWaitFee: 50,
  /** The shuttle runs from Friday at this time... */
  shuttleFridayFrom: "12:00",
  /** ...until Saturday night at this time. */
  shuttleSaturdayUntil: "20:00",
  /** Driving allowed for moving and storing the car. */
  maxDrivingKm: 75,
  /** The car's insurance must cover a driver older than this. */
  minInsuredDriverAge: 22,
} as const;

/** Customer-service hours, Israel time (product.md §1). The valet service itself runs around the clock. */
export const CUSTOMER_SERVICE_HOURS = {
  sundayToThursday: { opens: "09:00", closes: "17:00" },
  friday: { opens: "09:00", closes: "13:00" },
} as const;

/** site_config.change_cutoff_hours when unset: changes online end this long before pickup. */
export const DEFAULT_CHANGE_CUTOFF_HOURS = 24;
export const MAX_CHANGE_CUTOFF_HOURS = 720;

// ---- Keeping personal data (docs/decisions/024, product.md §14) ----

/** How long each kind of personal data is kept: site_config's retention_* columns. */
export interface RetentionPeriods {
  /** Visit records, and the attribution (campaign record, visitor id) stored with a booking. */
  visitsMonths: number;
  /** Contact inquiries (the contact page and the footer's quick form). */
  inquiriesMonths: number;
  /** An e-mail's subject and body after it was sent (or failed); the row and its status stay. */
  outboxDays: number;
  /** The payment provider's raw answer kept with a payment attempt; outcome, amount and id stay. */
  paymentDetailDays: number;
  /**
   * Bookings are accounting records: kept this long from the end of the tax year
   * of their last date, then their personal fields are blanked and the rest stays.
   */
  bookingsMonths: number;
  /**
   * The crew's photos of a car at its handovers, counted from its return; a
   * booking the operator marked disputed keeps them (docs/decisions/030).
   */
  handoverPhotoDays: number;
}

/**
 * How long a representative's phone is kept after `valet crew revoke`: a year, for a
 * question about a handover they made (docs/decisions/024). Their name stays with the
 * service records it signs; the phone is blanked. Not an operator setting: it is the
 * business's own staff record, not a traveller's.
 */
export const CREW_PHONE_KEPT_MONTHS_AFTER_REVOKE = 12;

/** site_config's retention when unset (the schema's defaults say the same). */
export const DEFAULT_RETENTION: Readonly<RetentionPeriods> = {
  visitsMonths: 13,
  inquiriesMonths: 24,
  outboxDays: 90,
  paymentDetailDays: 90,
  bookingsMonths: 84,
  handoverPhotoDays: 60,
};

/**
 * What the operator may set. The floors keep what the business needs (bookings:
 * the Income Tax bookkeeping rules' 7 years); the ceilings keep a typo from
 * meaning "for ever". Reasons: docs/decisions/024.
 */
export const RETENTION_BOUNDS: Readonly<Record<keyof RetentionPeriods, { min: number; max: number }>> = {
  visitsMonths: { min: 1, max: 36 },
  inquiriesMonths: { min: 1, max: 84 },
  outboxDays: { min: 7, max: 730 },
  paymentDetailDays: { min: 30, max: 730 },
  bookingsMonths: { min: 84, max: 240 },
  // A damage claim may come a week or two after the return (docs/decisions/030).
  handoverPhotoDays: { min: 14, max: 365 },
};

// ---- Browser timing and layout (product.md §9) ----

export const HOLIDAY_POPUP_DELAY_MS = 800;
export const COPIED_FLAG_MS = 2000;
export const TOAST_MS = 4000;
export const VISIT_DEDUPE_MS = 2000;
export const COUPON_AUTO_APPLY_RETRIES_MS: readonly number[] = [200, 800];
export const CASH_NOTIFY_ATTEMPTS = 3;
export const CASH_NOTIFY_INTERVAL_MS = 800;

/** The header is always shown at or above this scroll offset. */
export const HEADER_HIDE_THRESHOLD_PX = 50;
/** Scrolling up re-shows the header when at or below this offset. */
export const HEADER_RESHOW_THRESHOLD_PX = 200;
export const MOBILE_BREAKPOINT_PX = 768;
export const RESIZE_DEBOUNCE_MS = 100;
export const PAYMENT_FRAME_HEIGHT_PX = 800;
export const PAYMENT_FRAME_MIN_HEIGHT_PX = 320;

export const A11Y_FONT_MIN_STEP = -3;
export const A11Y_FONT_MAX_STEP = 5;
export const A11Y_FONT_STEP_PX = 2;
export const A11Y_FONT_BASE_PX = 16;

export const VISITOR_COOKIE_DAYS = 180;

// ---- Browser storage keys (product.md §3) ----

export const STORAGE_KEYS = {
  bookingDraft: "bookingFormDraft",
  attribution: "ap_attribution",
  visitorId: "ap_vid",
  gaClientId: "ap_ga_cid",
  couponToApply: "ap_coupon_to_apply",
  /** sessionStorage: the card booking awaiting payment, for a retry from /payment-result. */
  pendingBooking: "ap_pending_booking",
} as const;
