// Private addresses (product.md §6.3; docs/SECURITY.md): an order's token, a traveller's name, an
// e-mail or a phone never leave an address that is logged, measured or stored.
import { describe, expect, it } from "vitest";
import { PRIVATE_PARAMS, withoutPrivateParams, withoutPrivateValues } from "@shared/private-url.ts";
import { nextAttribution, parseAttribution } from "@shared/attribution.ts";

describe("withoutPrivateParams", () => {
  it.each([
    // The private addresses (docs/SECURITY.md): the order page, the cash result, the card return, the sandbox page.
    ["/order/1001?t=SECRET", "/order/1001"],
    ["/order/1001?t=SECRET&utm_source=mail", "/order/1001?utm_source=mail"],
    [
      "/payment-result?mode=cash&Info=%D7%9E%D7%A1%D7%A4%D7%A8+1001&Amount=450&Fild1=%D7%93%D7%A0%D7%94&Fild2=%D7%9C%D7%95%D7%99&t=SECRET",
      "/payment-result?mode=cash&Amount=450",
    ],
    [
      "/payment-result?Id=12345678&CCode=0&Amount=450&ACode=123456&Order=1001&Fild1=Dana&Fild2=Levi&Fild3=x&Info=y&errMsg=&Sign=abc",
      "/payment-result?Id=12345678&CCode=0&Amount=450&ACode=123456&Order=1001&errMsg=",
    ],
    ["/pay/sandbox/?order=1001&amount=450&first=Dana&last=Levi&info=x&sig=abc", "/pay/sandbox/?order=1001&amount=450"],
    // Hyp's other personal return fields: an ID number, an address, a phone, card details.
    ["/payment-result?CCode=0&UserId=000000018&street=Herzl+1&city=Haifa&zip=3100000&cell=0501234567&L4digit=4580&Tmonth=12&Tyear=2030&BinCard=458000", "/payment-result?CCode=0"],
    // Campaign and page parameters stay, in their own spelling.
    ["/booking?type=open&utm_source=google&gclid=Cj0KCQ%3D%3D&campaignid=12345678901", "/booking?type=open&utm_source=google&gclid=Cj0KCQ%3D%3D&campaignid=12345678901"],
    ["/?utm_campaign=a%20b&utm_term=%D7%97%D7%A0%D7%99%D7%94", "/?utm_campaign=a%20b&utm_term=%D7%97%D7%A0%D7%99%D7%94"],
    // Names are matched whatever their case, encoding or repetition.
    ["/order/1001?T=SECRET&fild1=Dana&FILD2=Levi", "/order/1001"],
    ["/order/1001?%74=SECRET&%46ild1=Dana", "/order/1001"],
    ["/order/1001?t=ONE&utm_source=x&t=TWO&t[]=THREE", "/order/1001?utm_source=x"],
    ["/order/1001?t", "/order/1001"],
    // An e-mail or a phone is dropped whatever the parameter's name.
    ["/?utm_content=dana%40example.com&utm_source=x", "/?utm_source=x"],
    ["/?ref=dana@example.com", "/"],
    ["/?dana@example.com", "/"],
    ["/?contact=050-1234567&x=1", "/?x=1"],
    ["/?contact=%2B972%2050%20123%204567", "/"],
    ["/?contact=%2B44%2020%207946%200958", "/"],
    ["/?wa=972501234567", "/"],
    ["/?email=&phone=", "/"],
    // …and so is a path segment that is one.
    ["/dana@example.com", "/redacted"],
    ["/blog/0501234567?x=1", "/blog/redacted?x=1"],
    // A fragment is never needed by a log, a measurement or a record: it goes.
    ["/order/1001?t=SECRET#t=SECRET", "/order/1001"],
    ["/booking#payment", "/booking"],
    ["/faq?x=1#q", "/faq?x=1"],
    // Full addresses keep their origin.
    ["https://valet.test/order/1001?t=SECRET&utm_source=x", "https://valet.test/order/1001?utm_source=x"],
    ["https://valet.test/payment-result?mode=cash&Fild1=Dana&t=SECRET", "https://valet.test/payment-result?mode=cash"],
    ["https://www.google.com/", "https://www.google.com/"],
    // Empty pieces and malformed encodings do not break it.
    ["/faq?&&x=1&", "/faq?x=1"],
    ["/faq?x=%ZZ&t=%ZZ", "/faq?x=%ZZ"],
    ["/", "/"],
    ["", ""],
  ])("%s → %s", (address, expected) => {
    expect(withoutPrivateParams(address)).toBe(expected);
  });

  it("names every parameter the issue lists", () => {
    for (const name of ["t", "Fild1", "Fild2", "Fild3", "Info", "Sign", "first", "last", "info", "sig", "email", "phone"]) {
      expect(PRIVATE_PARAMS, name).toContain(name.toLowerCase());
      expect(withoutPrivateParams(`/x?${name}=v&keep=1`), name).toBe("/x?keep=1");
    }
  });
});

describe("withoutPrivateValues", () => {
  it("strips every address in a record the browser sent, and drops e-mails and phones", () => {
    const attribution = {
      firstSeenAt: "2026-11-22T08:00:00.000Z",
      landingPage: "/payment-result?mode=cash&Fild1=Dana&Fild2=Levi&t=SECRET&gclid=abc",
      initialReferrer: "https://mail.example/inbox?email=dana@example.com",
      lastReferrer: null,
      firstClick: { at: "2026-11-22T08:00:00.000Z", params: { utm_source: "google", utm_content: "dana@example.com" } },
      lastClick: { at: "2026-11-22T08:00:00.000Z", params: { utm_term: "050-1234567" } },
      gaClientId: "123456789.1700000000",
      pages: ["/order/1001?t=SECRET", 3, true],
    };
    expect(withoutPrivateValues({ attribution })).toEqual({
      attribution: {
        firstSeenAt: "2026-11-22T08:00:00.000Z",
        landingPage: "/payment-result?mode=cash&gclid=abc",
        initialReferrer: "https://mail.example/inbox",
        lastReferrer: null,
        firstClick: { at: "2026-11-22T08:00:00.000Z", params: { utm_source: "google" } },
        lastClick: { at: "2026-11-22T08:00:00.000Z", params: {} },
        gaClientId: "123456789.1700000000",
        pages: ["/order/1001", 3, true],
      },
    });
  });

  it("drops entries named like a private parameter", () => {
    expect(withoutPrivateValues({ location: "floating_button", t: "SECRET", Email: "x", phone: "y" })).toEqual({ location: "floating_button" });
  });

  it("leaves plain text alone", () => {
    expect(withoutPrivateValues({ note: "hello / world?", id: "a1b2" })).toEqual({ note: "hello / world?", id: "a1b2" });
  });
});

describe("the attribution record keeps no private address", () => {
  const load = {
    now: new Date("2026-11-22T08:00:00.000Z"),
    origin: "https://valet.test",
    newSession: true,
    gaClientId: "123.456",
  };

  it("a visitor landing on the order link keeps the page, not its token", () => {
    const record = nextAttribution(null, {
      ...load,
      url: "/order/1001?t=SECRET&utm_source=mail&utm_content=dana%40example.com",
      referrer: "https://mail.example/read?email=dana@example.com",
    });
    expect(record.landingPage).toBe("/order/1001?utm_source=mail");
    expect(record.initialReferrer).toBe("https://mail.example/read");
    expect(record.firstClick?.params).toEqual({ utm_source: "mail" });
  });

  it("a record stored before addresses were stripped is stripped as it is read", () => {
    const stored = {
      firstSeenAt: "2026-11-22T08:00:00.000Z",
      lastSeenAt: "2026-11-22T08:00:00.000Z",
      landingPage: "/payment-result?mode=cash&Fild1=Dana&Fild2=Levi&t=SECRET",
      sessionStartAt: "2026-11-22T08:00:00.000Z",
      initialReferrer: null,
      lastReferrer: "https://valet.test/order/1001?t=SECRET",
      firstClick: { at: "2026-11-22T08:00:00.000Z", params: { utm_term: "050-1234567", utm_source: "x" } },
      lastClick: null,
      gaClientId: "123.456",
    };
    expect(parseAttribution(stored)).toMatchObject({
      landingPage: "/payment-result?mode=cash",
      lastReferrer: "https://valet.test/order/1001",
      firstClick: { params: { utm_source: "x" } },
    });
  });
});
