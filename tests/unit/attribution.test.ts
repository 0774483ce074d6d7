// Visitor attribution (product.md §3, §4): set-once and refreshed fields, the tracked
// campaign parameters, and the caps that keep the record small.
import { describe, expect, it } from "vitest";
import {
  CAMPAIGN_PARAMS,
  MAX_RECORD_CHARS,
  campaignParams,
  nextAttribution,
  parseAttribution,
  secondsSinceFirstSeen,
  type PageLoad,
} from "@shared/attribution.ts";

const ORIGIN = "https://valet.test";

function load(overrides: Partial<PageLoad>): PageLoad {
  return {
    now: new Date("2026-11-22T08:00:00.000Z"),
    url: "/",
    referrer: null,
    origin: ORIGIN,
    newSession: true,
    gaClientId: "123.456",
    ...overrides,
  };
}

describe("campaignParams", () => {
  it("keeps every parameter product.md §3 lists, and nothing else", () => {
    const query = new URLSearchParams(CAMPAIGN_PARAMS.map((name) => [name, `${name}-value`]));
    query.set("other", "x");
    const params = campaignParams(`?${query}`);
    expect(Object.keys(params)).toEqual([...CAMPAIGN_PARAMS]);
    expect(params.gclid).toBe("gclid-value");
    expect(params).not.toHaveProperty("other");
  });

  it("ignores empty values and caps long ones", () => {
    const params = campaignParams(`?utm_source=&gclid=${"g".repeat(500)}`);
    expect(params.utm_source).toBeUndefined();
    expect(params.gclid).toHaveLength(150);
  });
});

describe("nextAttribution", () => {
  const landing = nextAttribution(
    null,
    load({ url: "/?utm_source=google&utm_medium=cpc&gclid=abc", referrer: "https://www.google.com/" }),
  );

  it("records the landing page, first click and referrer on the first visit", () => {
    expect(landing).toEqual({
      firstSeenAt: "2026-11-22T08:00:00.000Z",
      lastSeenAt: "2026-11-22T08:00:00.000Z",
      landingPage: "/?utm_source=google&utm_medium=cpc&gclid=abc",
      sessionStartAt: "2026-11-22T08:00:00.000Z",
      initialReferrer: "https://www.google.com/",
      lastReferrer: "https://www.google.com/",
      firstClick: { at: "2026-11-22T08:00:00.000Z", params: { gclid: "abc", utm_source: "google", utm_medium: "cpc" } },
      lastClick: { at: "2026-11-22T08:00:00.000Z", params: { gclid: "abc", utm_source: "google", utm_medium: "cpc" } },
      gaClientId: "123.456",
    });
  });

  it("sets firstSeenAt, landingPage and firstClick once; refreshes the last ones", () => {
    const later = nextAttribution(
      landing,
      load({ now: new Date("2026-11-25T10:00:00.000Z"), url: "/faq?fbclid=fb1", referrer: "https://facebook.com/", newSession: true }),
    );
    expect(later.firstSeenAt).toBe(landing.firstSeenAt);
    expect(later.landingPage).toBe(landing.landingPage);
    expect(later.firstClick).toEqual(landing.firstClick);
    expect(later.initialReferrer).toBe("https://www.google.com/");
    expect(later.lastSeenAt).toBe("2026-11-25T10:00:00.000Z");
    expect(later.sessionStartAt).toBe("2026-11-25T10:00:00.000Z");
    expect(later.lastReferrer).toBe("https://facebook.com/");
    expect(later.lastClick).toEqual({ at: "2026-11-25T10:00:00.000Z", params: { fbclid: "fb1" } });
  });

  it("an internal page keeps the last source, and the session start within a session", () => {
    const internal = nextAttribution(
      landing,
      load({ now: new Date("2026-11-22T08:05:00.000Z"), url: "/booking", referrer: `${ORIGIN}/`, newSession: false }),
    );
    expect(internal.lastReferrer).toBe("https://www.google.com/");
    expect(internal.lastClick).toEqual(landing.lastClick);
    expect(internal.sessionStartAt).toBe(landing.sessionStartAt);
    expect(internal.lastSeenAt).toBe("2026-11-22T08:05:00.000Z");
  });

  it("a first visit without parameters leaves firstClick for the first visit that has them", () => {
    const direct = nextAttribution(null, load({ url: "/about" }));
    expect(direct.firstClick).toBeNull();
    const fromAd = nextAttribution(direct, load({ url: "/?gclid=xyz", now: new Date("2026-11-23T08:00:00.000Z") }));
    expect(fromAd.firstClick).toEqual({ at: "2026-11-23T08:00:00.000Z", params: { gclid: "xyz" } });
    expect(fromAd.landingPage).toBe("/about");
  });

  it("stays small enough for the booking to carry, however long the URLs", () => {
    const huge = new URLSearchParams(CAMPAIGN_PARAMS.map((name) => [name, "v".repeat(400)]));
    const first = nextAttribution(null, load({ url: `/?${huge}`, referrer: `https://ads.example/${"r".repeat(3000)}` }));
    const second = nextAttribution(first, load({ url: `/x?${huge}`, referrer: `https://other.example/${"q".repeat(3000)}` }));
    expect(JSON.stringify(second).length).toBeLessThanOrEqual(MAX_RECORD_CHARS);
    expect(second.firstClick?.params.gclid).toMatch(/^v+$/);
  });
});

describe("parseAttribution", () => {
  it("reads back what was stored", () => {
    const record = nextAttribution(null, load({ url: "/?utm_campaign=summer" }));
    expect(parseAttribution(JSON.parse(JSON.stringify(record)))).toEqual(record);
  });

  it("refuses missing or corrupt records and cleans unknown parameters", () => {
    expect(parseAttribution(null)).toBeNull();
    expect(parseAttribution("text")).toBeNull();
    expect(parseAttribution({ firstSeenAt: 1 })).toBeNull();
    const parsed = parseAttribution({
      firstSeenAt: "2026-11-22T08:00:00.000Z",
      lastSeenAt: "2026-11-22T08:00:00.000Z",
      landingPage: "/",
      firstClick: { at: "2026-11-22T08:00:00.000Z", params: { gclid: "a", evil: "<script>" } },
      lastClick: "nonsense",
    });
    expect(parsed?.firstClick).toEqual({ at: "2026-11-22T08:00:00.000Z", params: { gclid: "a" } });
    expect(parsed?.lastClick).toBeNull();
    expect(parsed?.sessionStartAt).toBe("2026-11-22T08:00:00.000Z");
  });
});

describe("secondsSinceFirstSeen", () => {
  it("counts whole seconds from the first visit", () => {
    const record = nextAttribution(null, load({}));
    expect(secondsSinceFirstSeen(record, new Date("2026-11-22T09:00:30.900Z"))).toBe(3630);
    expect(secondsSinceFirstSeen(null, new Date())).toBeNull();
  });
});
