// Every promise in one place (docs/product.md §9.6): every page of
// the production build, the booking page's terms dialog, both confirmation e-mails
// and the structured data print no shekel amount, hour count or percentage that a
// constant does not explain. The allowed numbers are computed from shared/constants.ts
// (tests/support/promise-scan.ts), plus a short list of literals that are not rules.
import { beforeAll, describe, expect, it } from "vitest";
import { BROWSER_UA, testApp, testConfig } from "@tests/support/test-app.ts";
import { SITE_ROUTES } from "@tests/support/site-routes.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { bookingRow } from "@tests/support/booking-row.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { allowedNumbers, findPromises, pageText, unexplained } from "@tests/support/promise-scan.ts";
import { ARTICLES, summaryOf } from "~/content/blog/index.ts";
import { TERMS_SUMMARY as bookingTermsSections } from "~/content/terms-summary.ts";
import { FAQ_ITEMS } from "~/content/faq.ts";
import { TERMS_RULES } from "~/content/terms.ts";
import {
  articleJsonLd,
  faqPageJsonLd,
  localBusinessJsonLd,
  serviceJsonLd,
} from "~/components/content/structured-data.ts";
import { BASE_PRICES, CANCELLATION_RULE, SERVICE_TERMS } from "@shared/constants.ts";
import { quote } from "@shared/pricing.ts";
import { publicConfig } from "@server/config.ts";
import { businessNotification, customerConfirmation } from "@server/mail/booking-emails.ts";
import type { Booking } from "@server/db/generated/client.ts";

const allowed = allowedNumbers();

async function pageHtml(path: string): Promise<string> {
  const { request } = await testApp({ pages: true });
  const res = await request.get(path).set("user-agent", BROWSER_UA);
  expect(res.status, path).toBe(200);
  return res.text;
}

describe("pages print only promises the constants make", () => {
  // The first page request loads the server build; on a busy machine that alone can take most of a test's time.
  beforeAll(async () => {
    await pageHtml("/");
  });

  const paths = [...SITE_ROUTES.map((route) => route.path), ...ARTICLES.map((article) => `/blog/${article.slug}`)];

  for (const path of paths) {
    it(path, async () => {
      expect(unexplained(pageText(await pageHtml(path)), allowed, path)).toEqual([]);
    });
  }

  it("/order/:n, the private order page, with its cancellation terms", async () => {
    const { request } = await testApp({ pages: true, now: fixedNow });
    // With extras and a covered stay, so the page shows several price lines.
    const body = bookingBody({ parking_type: "covered", additional_services: ["car_wash", "fuel"], departure_date: "2026-12-01", arrival_date: "2026-12-07" });
    const created = await request.post("/api/bookings").send(body);
    expect(created.status).toBe(201);
    const res = await request.get(`/order/${created.body.order_number}?t=${created.body.token}`).set("user-agent", BROWSER_UA);
    expect(res.status).toBe(200);
    const price = quote({ type: "covered", days: 7, extras: ["car_wash", "fuel"] });
    const runtime = allowedNumbers({ shekels: [price.parking, price.extrasTotal, price.total] });
    const text = pageText(res.text);
    expect(findPromises(text).map((found) => found.value)).toContain(price.total);
    expect(unexplained(text, runtime, "/order")).toEqual([]);
  });

  it("the scan sees the promises (a page with prices yields shekel amounts)", async () => {
    const found = findPromises(pageText(await pageHtml("/faq")));
    expect(found.filter((promise) => promise.kind === "shekels").map((promise) => promise.value)).toContain(BASE_PRICES.open);
    expect(found.filter((promise) => promise.kind === "hours").map((promise) => promise.value)).toContain(SERVICE_TERMS.recommendedLeadHours);
  });
});

describe("the booking page's terms dialog", () => {
  const dialog = bookingTermsSections.map((section) => `${section.title}\n${section.body}`).join("\n");

  it("has six sections and no unexplained number", () => {
    expect(bookingTermsSections).toHaveLength(6);
    expect(unexplained(dialog, allowed, "terms dialog")).toEqual([]);
  });

  it("says what /terms says: the same rule clauses, word for word", async () => {
    const terms = pageText(await pageHtml("/terms")).replace(/\s+/g, " ");
    for (const [name, clause] of Object.entries(TERMS_RULES)) {
      expect(dialog, name).toContain(clause);
      expect(terms, name).toContain(clause.replace(/\s+/g, " "));
    }
  });

  it("has one cancellation rule (the law's) and no deposit", () => {
    expect(dialog).not.toMatch(/48 שעות לפני (השירות|מועד)/);
    expect(dialog).not.toMatch(/מקדמה של|מקדמה בשיעור|50%/);
    expect(dialog).toContain(`בתוך ${CANCELLATION_RULE.windowDays} ימים מיום ביצוע ההזמנה`);
    expect(dialog).toContain(`${CANCELLATION_RULE.feePercent}% ממחיר ההזמנה`);
  });
});

describe("e-mails and structured data", () => {
  const config = publicConfig(testConfig());

  const booking = (paymentMethod: "cash" | "card"): Booking => bookingRow({ paymentMethod, arrivalTerminal: "terminal_3" });

  for (const method of ["cash", "card"] as const) {
    it(`the ${method} confirmation and the business notification`, () => {
      const order = booking(method);
      // The order's own figures are runtime data (prices, the coupon's amount), not copy.
      const runtime = allowedNumbers({
        shekels: [order.parkingPrice, order.extrasPrice, order.discountAmount, order.totalPrice],
      });
      const now = new Date("2026-11-23T10:00:00Z");
      for (const email of [customerConfirmation(order, config, now, "https://valet.test/order/1042?t=x"), businessNotification(order, config)]) {
        expect(unexplained(`${email.subject}\n${email.text}`, runtime, `${email.kind} text`)).toEqual([]);
        expect(unexplained(pageText(email.html ?? ""), runtime, `${email.kind} html`)).toEqual([]);
      }
    });
  }

  it("JSON-LD of the business, the service, the FAQ and every article", () => {
    const documents = [
      localBusinessJsonLd(config),
      serviceJsonLd(config),
      faqPageJsonLd(FAQ_ITEMS, `${config.baseUrl}/faq`),
      ...ARTICLES.map((article) => articleJsonLd(summaryOf(article), config.baseUrl)),
    ];
    for (const document of documents) {
      expect(unexplained(JSON.stringify(document), allowed, String(document["@type"]))).toEqual([]);
    }
    const offers = localBusinessJsonLd(config).makesOffer.map((offer) => offer.price);
    expect(offers).toEqual([BASE_PRICES.open, BASE_PRICES.covered]);
  });
});

describe("the scan can fail", () => {
  it("flags a literal that no constant explains", () => {
    const text = "ניתן לבטל עד 48 שעות לפני השירות; מקדמה של 50%; תוספת של 120 ₪; ₪999";
    const kinds = findPromises(text).filter((found) => !allowed[found.kind].has(found.value)).map((found) => `${found.kind}:${found.value}`);
    expect(kinds).toEqual(expect.arrayContaining(["percent:50", "shekels:120", "shekels:999"]));
  });
});
