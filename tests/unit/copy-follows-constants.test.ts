// The copy follows the constants (product.md §9.6): with every business constant
// shifted to an odd value, no copy module, article, e-mail or JSON-LD may still
// print an old figure. A number typed into the copy as a literal ('350 ₪', '48 שעות',
// '9:00–17:00') survives the shift and fails here, even where the rendered-page test
// (tests/api/promises-in-one-place.test.ts) cannot tell a literal from a constant
// of the same value.
import { describe, expect, it, vi } from "vitest";

vi.mock("@shared/constants.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("@shared/constants.ts")>();
  const EXTRA_PRICES = { car_wash: 151, exterior_wash: 71, fuel: 31, charge: 53 };
  return {
    ...real,
    BASE_DAYS: 6,
    BASE_PRICES: { open: 353, covered: 509 },
    EXTRA_DAY_PRICE: 57,
    EXTRA_PRICES,
    EXTRAS: real.EXTRA_IDS.map((id) => ({ id, price: EXTRA_PRICES[id], label: real.EXTRAS.find((extra) => extra.id === id)!.label })),
    DEFAULT_MIN_ADVANCE_HOURS: 7,
    DEFAULT_CHANGE_CUTOFF_HOURS: 23,
    VISITOR_COOKIE_DAYS: 181,
    CANCELLATION_RULE: { ...real.CANCELLATION_RULE, windowDays: 13, workingDaysBeforeService: 3, feePercent: 7, feeCap: 111, refundBusinessDays: 8, lateMinutes: 44 },
    SERVICE_TERMS: {
      ...real.SERVICE_TERMS,
      recommendedLeadHours: 47,
      lowFuelFee: 59,
      chargingFee: 61,
      outOfHoursWaitFee: 67,
      shuttleFridayFrom: "11:45",
      shuttleSaturdayUntil: "20:15",
      maxDrivingKm: 73,
      minInsuredDriverAge: 23,
    },
    CUSTOMER_SERVICE_HOURS: { sundayToThursday: { opens: "08:30", closes: "16:45" }, friday: { opens: "08:15", closes: "12:45" } },
  };
});

import * as about from "~/content/about.ts";
import * as accessibility from "~/content/accessibility.ts";
import * as booking from "~/content/booking.ts";
import * as calculator from "~/content/calculator.ts";
import * as contact from "~/content/contact.ts";
import * as faq from "~/content/faq.ts";
import * as home from "~/content/home.ts";
import * as hours from "~/content/hours.ts";
import * as pages from "~/content/pages.ts";
import * as terms from "~/content/terms.ts";
import * as vip from "~/content/vip.ts";
import { ARTICLES, summaryOf } from "~/content/blog/index.ts";
import { articleJsonLd, faqPageJsonLd, localBusinessJsonLd, serviceJsonLd } from "~/components/content/structured-data.ts";
import { allowedNumbers, unexplained } from "@tests/support/promise-scan.ts";
import { BASE_PRICES } from "@shared/constants.ts";

/** Every string reachable from a module's exports (functions are the calculator's formatters: runtime values). */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value as Record<string, unknown>).flatMap((item) => strings(item, seen));
}

const modules = { about, accessibility, booking, calculator, contact, faq, home, hours, pages, terms, vip };
const config = { baseUrl: "https://valet.test", phone: "03-5550000", email: "office@valet.test", location: "סמוך לנתב״ג" } as never;

const copy: [string, string][] = [
  ...Object.entries(modules).map(([name, module]) => [name, strings(module).join("\n")] as [string, string]),
  ...ARTICLES.map((article) => [`blog/${article.slug}`, `${article.title}\n${article.description}\n${article.contentHtml}`] as [string, string]),
  ["json-ld", JSON.stringify([localBusinessJsonLd(config), serviceJsonLd(config), faqPageJsonLd(faq.FAQ_ITEMS, "x"), ...ARTICLES.map((a) => articleJsonLd(summaryOf(a), "x"))])],
];

describe("with shifted constants, the copy prints only the shifted numbers", () => {
  it("the mock is in place", () => {
    expect(BASE_PRICES.open).toBe(353);
  });

  const allowed = allowedNumbers();
  for (const [name, text] of copy) {
    it(name, () => {
      expect(unexplained(text, allowed, name)).toEqual([]);
    });
  }

  it("no old time of day, distance or age is left", () => {
    const all = copy.map(([, text]) => text).join("\n");
    for (const old of ["9:00–17:00", "9:00–13:00", "ל-17:00", "ל-13:00", "בשעה 12:00", "בשעה 20:00", "75 ק״מ", "75 קילומטרים", "גיל 22", "45 דקות", "180 יום", "עד 5 ימים", "עד חמישה ימים", "יומיים שאינם", "14 ימים"]) {
      expect(all, old).not.toContain(old);
    }
    expect(all).toContain("8:30–16:45");
    expect(all).toContain("73 ק״מ");
    expect(all).toContain("3 ימים שאינם ימי מנוחה");
  });
});
