// The one list of the site's pages (shared/site-pages.ts): what each address is,
// as the server's page handler, its private-page headers, React's render and the
// chrome all read it; and that React Router's route table is made from it.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import routes from "~/routes.ts";
import {
  APPLICATION_NAMES,
  isBookingPath,
  isKeptPage,
  isPaymentResultPath,
  isTokenPage,
  orderNumberOfPath,
  pageAt,
  pageKindOf,
  privacyOf,
  SITE_PAGES,
} from "@shared/site-pages.ts";

const client = (file: string) => new URL(`../../client/${file}`, import.meta.url);

describe("an address's page", () => {
  it.each([
    // address, kind, kept for everyone, private policy
    ["/", "document", true, null],
    ["/faq", "document", true, null],
    ["/FAQ/", "document", true, null],
    ["/blog/valet-or-long-term", "document", true, null],
    ["/no-such-page", "document", true, null],
    ["/booking", "application", true, null],
    ["/Booking/", "application", true, null],
    ["/booking-x", "document", true, null],
    ["/calculator", "application", true, null],
    ["/payment-result", "application", false, "no-referrer"],
    ["/order/1042", "application", false, "no-referrer"],
    ["/order/1042/more", "document", false, "no-referrer"],
    ["/documents/17", "document", false, "no-referrer"],
    ["/pay/sandbox/", "document", false, "no-referrer"],
    ["/crew", "application", false, "same-origin"],
    ["/crew/sign-in/abc", "document", false, "same-origin"],
    ["/crewing", "document", true, null],
  ] as const)("%s is a %s, kept %s, private %s", (path, kind, kept, policy) => {
    expect(pageKindOf(path)).toBe(kind);
    expect(isKeptPage(path)).toBe(kept);
    expect(privacyOf(path)).toBe(policy);
  });

  it("names the booking page, the result page and an order's number", () => {
    expect([isBookingPath("/booking"), isBookingPath("/BOOKING/"), isBookingPath("/booking/x"), isBookingPath("/")]).toEqual([true, true, false, false]);
    expect([isPaymentResultPath("/payment-result/"), isPaymentResultPath("/payment")]).toEqual([true, false]);
    expect([orderNumberOfPath("/order/1042"), orderNumberOfPath("/Order/7/"), orderNumberOfPath("/order/abc"), orderNumberOfPath("/order/12345678901")]).toEqual([1042, 7, null, null]);
  });

  it("names the pages opened by the order's token, whose refused reads count against an address", () => {
    expect(["/order/1042", "/Order/7/x", "/documents/17", "/order", "/payment-result", "/orders/1", "/crew/sign-in/abc"].map(isTokenPage)).toEqual([
      true, true, true, false, false, false, false,
    ]);
  });

  it("gives the booking calendar's full dates only to the booking page", () => {
    expect(SITE_PAGES.filter((page) => "showsFullDates" in page).map((page) => page.path)).toEqual(["booking"]);
    expect(pageAt("/booking/").page.path).toBe("booking");
  });
});

describe("the list itself", () => {
  it("is React Router's route table", () => {
    expect(routes).toEqual(SITE_PAGES.map(({ path, file }) => (path === "" ? { index: true, file } : { path, file })));
  });

  it("names route modules that exist, each once, and ends with the not-found page", () => {
    for (const page of SITE_PAGES) expect(fs.existsSync(client(page.file)), page.file).toBe(true);
    expect(new Set(SITE_PAGES.map((page) => page.file)).size).toBe(SITE_PAGES.length);
    expect(SITE_PAGES.at(-1)?.path).toBe("*");
  });

  it("has one page per application island, each with its entry, and no entry without a page", () => {
    const islands = SITE_PAGES.flatMap((page) => ("island" in page ? [page.island] : []));
    expect([...islands].sort()).toEqual([...APPLICATION_NAMES].sort());
    const entries = fs
      .readdirSync(client("applications"))
      .filter((file) => file.endsWith(".entry.tsx"))
      .map((file) => file.replace(".entry.tsx", ""));
    expect(entries.sort()).toEqual([...APPLICATION_NAMES].sort());
  });
});
