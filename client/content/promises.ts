// The business's numbers as the copy says them. Every page, the terms summary on the
// booking page, the FAQ and the blog phrase prices, fees, hours and limits through
// these helpers, which read shared/constants.ts, so one change there changes every
// promise (docs/product.md §9, tests/api/promises-in-one-place.test.ts).
import {
  BASE_DAYS,
  BASE_PRICES,
  CUSTOMER_SERVICE_HOURS,
  EXTRA_DAY_PRICE,
  EXTRA_PRICES,
  type ExtraId,
  type ParkingType,
} from "@shared/constants.ts";
import { formatShekels } from "@shared/format-he.ts";
import { quote } from "@shared/pricing.ts";

/** '350 ₪': whole shekels as the copy writes them (no thousands separator below 1,000). */
export const nis = formatShekels;

/** '09:00' → '9:00', as Hebrew copy writes a time of day. */
export function clock(time: string): string {
  return time.replace(/^0(\d)/, "$1");
}

function span(hours: { opens: string; closes: string }): string {
  return `${clock(hours.opens)}–${clock(hours.closes)}`;
}

/** Customer-service hours as ranges: '9:00–17:00'. */
export const SERVICE_DESK = {
  sundayToThursday: span(CUSTOMER_SERVICE_HOURS.sundayToThursday),
  friday: span(CUSTOMER_SERVICE_HOURS.friday),
  sundayToThursdayOpens: clock(CUSTOMER_SERVICE_HOURS.sundayToThursday.opens),
  sundayToThursdayCloses: clock(CUSTOMER_SERVICE_HOURS.sundayToThursday.closes),
  fridayOpens: clock(CUSTOMER_SERVICE_HOURS.friday.opens),
  fridayCloses: clock(CUSTOMER_SERVICE_HOURS.friday.closes),
} as const;

/** The price list in one sentence each, reused by the home page, /about, /vip and the blog. */
export const PRICE_LIST = {
  open: nis(BASE_PRICES.open),
  covered: nis(BASE_PRICES.covered),
  extraDay: nis(EXTRA_DAY_PRICE),
  baseDays: BASE_DAYS,
  /** The covered lot's premium: the same every day, since both types add the same per extra day. */
  coveredPremium: nis(BASE_PRICES.covered - BASE_PRICES.open),
  extras: {
    exterior_wash: nis(EXTRA_PRICES.exterior_wash),
    car_wash: nis(EXTRA_PRICES.car_wash),
    fuel: nis(EXTRA_PRICES.fuel),
    charge: nis(EXTRA_PRICES.charge),
  } satisfies Record<ExtraId, string>,
} as const;

/**
 * Worked examples the copy quotes (FAQ, blog). They are computed by the same quote()
 * the server charges with; the promises test allows exactly these figures.
 */
const PRICE_EXAMPLES = {
  fourDaysOpen: { type: "open", days: 4, extras: [] },
  weekOpen: { type: "open", days: 7, extras: [] },
  eightDaysCovered: { type: "covered", days: 8, extras: [] },
  tenDaysOpen: { type: "open", days: 10, extras: [] },
  tenDaysCovered: { type: "covered", days: 10, extras: [] },
  tenDaysCoveredWithWash: { type: "covered", days: 10, extras: ["car_wash"] },
} as const satisfies Record<string, { type: ParkingType; days: number; extras: readonly ExtraId[] }>;

export type PriceExampleName = keyof typeof PRICE_EXAMPLES;

/** An example's figures: days beyond the base, their cost, and the total. */
export function priceExample(name: PriceExampleName) {
  const example = PRICE_EXAMPLES[name];
  const result = quote({ type: example.type, days: example.days, extras: example.extras });
  const extraDays = Math.max(0, example.days - BASE_DAYS);
  return {
    days: example.days,
    extraDays,
    extraDaysCost: nis(extraDays * EXTRA_DAY_PRICE),
    parking: nis(result.parking),
    total: nis(result.total),
  };
}

/** The numbers a worked example may print, for the promises test. */
export function priceExampleFigures(): number[] {
  return Object.values(PRICE_EXAMPLES).flatMap((example) => {
    const result = quote({ type: example.type, days: example.days, extras: example.extras });
    return [result.parking, result.total, result.extrasTotal, Math.max(0, example.days - BASE_DAYS) * EXTRA_DAY_PRICE];
  });
}

/** Hebrew words for the small counts the copy spells out ('שני ימים נוספים' reads better than '2'). */
const DAY_WORDS: Record<number, string> = { 1: "יום אחד", 2: "יומיים", 3: "שלושה ימים", 4: "ארבעה ימים", 5: "חמישה ימים", 6: "שישה ימים", 7: "שבעה ימים", 8: "שמונה ימים", 9: "תשעה ימים", 10: "עשרה ימים" };

/** 'חמישה ימים' for 5, '12 ימים' beyond ten. */
export function daysInWords(days: number): string {
  return DAY_WORDS[days] ?? `${days} ימים`;
}
