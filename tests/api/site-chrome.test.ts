// The page shell's server-decided parts (product.md §2, §4): the Saturday banner in
// the first HTML, the holiday pop-up's window and texts, the pre-paint script
// with the CSP nonce, and the analytics origins the CSP allows.
import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { messages } from "@shared/messages/index.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import { NOW, fixedNow } from "@tests/support/fixed-clock.ts";
import { BROWSER_UA, testApp, testConfig } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

const FRIDAY_16 = toInstant("2026-11-27", "16:00")!;
const SATURDAY_NOON = toInstant("2026-11-28", "12:00")!;

async function page(path: string, now: () => Date) {
  const { request } = await testApp({ pages: true, now });
  return request.get(path).set("user-agent", BROWSER_UA);
}

async function setConfig(data: Record<string, unknown>) {
  const { prisma } = await workerDatabase();
  await prisma.siteConfig.update({ where: { id: 1 }, data });
}

describe("the Saturday banner", () => {
  it("is in the first HTML above the header from Friday 15:00", async () => {
    const html = (await page("/", () => FRIDAY_16)).text;
    const banner = html.indexOf(messages.chrome.saturdayShabbat);
    expect(banner).toBeGreaterThan(0);
    expect(banner).toBeLessThan(html.indexOf("<header"));
    expect(html).toContain(`aria-label="${messages.chrome.saturdayRegion}"`);
  });

  it("is absent on an ordinary Sunday morning", async () => {
    const html = (await page("/", fixedNow)).text;
    expect(html).not.toContain(messages.chrome.saturdayRegion);
  });

  it("follows site_config's override", async () => {
    await setConfig({ saturdayBanner: "on" });
    expect((await page("/about", fixedNow)).text).toContain(messages.chrome.saturdayClosed);
    await setConfig({ saturdayBanner: "off" });
    expect((await page("/about", () => SATURDAY_NOON)).text).not.toContain(messages.chrome.saturdayRegion);
  });

  it("leaves out its booking link on /booking", async () => {
    const html = (await page("/booking", () => SATURDAY_NOON)).text;
    expect(html).toContain(messages.chrome.saturdayShabbat);
    expect(html).not.toContain(`>${messages.chrome.saturdayBook}</a>`);
  });
});

describe("the holiday pop-up's server side", () => {
  async function chrome(now: () => Date = fixedNow) {
    const { services } = await testApp({ now });
    return services.chrome.siteChrome();
  }

  it("is off unless site_config enables it", async () => {
    expect((await chrome()).popup).toBeNull();
  });

  it("carries the site settings' texts (defaults: HOLIDAY30, 'חג שמח!')", async () => {
    await setConfig({ holidayPopupEnabled: true });
    expect((await chrome()).popup).toEqual({
      code: "HOLIDAY30",
      title: "חג שמח!",
      body: "לרגל החג הכנו לכם קוד קופון מיוחד להזמנה באתר.",
    });
    const { prisma } = await workerDatabase();
    await prisma.siteSetting.upsert({
      where: { key: "holiday_popup_coupon_code" },
      update: { value: "PESACH50" },
      create: { key: "holiday_popup_coupon_code", value: "PESACH50" },
    });
    expect((await chrome()).popup?.code).toBe("PESACH50");
  });

  it("respects the optional from/to window, both ends included", async () => {
    const hour = 3_600_000;
    await setConfig({ holidayPopupEnabled: true, holidayPopupFrom: new Date(NOW.getTime() + hour), holidayPopupTo: null });
    expect((await chrome()).popup).toBeNull();
    await setConfig({ holidayPopupFrom: NOW, holidayPopupTo: NOW });
    expect((await chrome()).popup).not.toBeNull();
    await setConfig({ holidayPopupFrom: null, holidayPopupTo: new Date(NOW.getTime() - 1) });
    expect((await chrome()).popup).toBeNull();
  });

  it("reaches the page as root loader data", async () => {
    await setConfig({ holidayPopupEnabled: true });
    expect((await page("/", fixedNow)).text).toContain("HOLIDAY30");
  });
});

describe("the accessibility pre-paint script", () => {
  // In <head>, after the render-blocking stylesheet and before any content: it runs
  // before the first paint, and never delays the stylesheet's download.
  it("runs in the head, after the stylesheet and before the body, with this response's CSP nonce (one visitor's page)", async () => {
    const res = await page("/payment-result", fixedNow);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))![1]!;
    // The pre-paint script: the one inline script that reads the stored settings (client/lib/accessibility-settings.ts).
    const script = new RegExp(`<script nonce="${nonce.replace(/[+/=]/g, "\\$&")}">try\\{\\(function [\\w$]+\\(root`).exec(res.text);
    expect(script).not.toBeNull();
    expect(script!.index).toBeGreaterThan(res.text.indexOf('rel="stylesheet"'));
    expect(script!.index).toBeLessThan(res.text.indexOf("</head>"));
  });

  it.each(["/", "/booking"])("runs in the head of a page kept for everyone (%s) too, allowed by its hash", async (path) => {
    const res = await page(path, fixedNow);
    const match = /<script>(try\{\(function [\w$]+\(root[\s\S]*?)<\/script>/.exec(res.text);
    expect(match).not.toBeNull();
    expect(match!.index).toBeGreaterThan(res.text.indexOf('rel="stylesheet"'));
    expect(match!.index).toBeLessThan(res.text.indexOf("</head>"));
    const hash = createHash("sha256").update(match![1]!, "utf8").digest("base64");
    expect(String(res.headers["content-security-policy"])).toContain(`'sha256-${hash}'`);
  });
});

describe("analytics and the CSP", () => {
  async function directives(env: Record<string, string> = {}) {
    const { request } = await testApp({ config: testConfig(env) });
    const csp = String((await request.get("/healthz")).headers["content-security-policy"]);
    return (name: string) => csp.split(";").find((part) => part.trim().startsWith(`${name} `)) ?? "";
  }

  it("allows no analytics origin when no id is configured", async () => {
    const directive = await directives();
    for (const name of ["script-src", "connect-src", "img-src"]) expect(directive(name)).not.toMatch(/google|doubleclick/);
  });

  it("a GA4 measurement id allows the tag and GA4's collection endpoints only", async () => {
    const directive = await directives({ GA_MEASUREMENT_ID: "G-TEST123" });
    expect(directive("script-src")).toContain("https://www.googletagmanager.com");
    expect(directive("connect-src")).toContain("https://*.google-analytics.com");
    expect(directive("connect-src")).toContain("https://*.analytics.google.com");
    expect(directive("script-src") + directive("connect-src")).not.toMatch(/googleadservices|doubleclick/);
  });

  it("a Google Ads id adds the conversion endpoints", async () => {
    const directive = await directives({ GOOGLE_ADS_ID: "AW-123456789" });
    expect(directive("script-src")).toContain("https://www.googletagmanager.com");
    for (const origin of ["https://www.googleadservices.com", "https://www.google.com", "https://googleads.g.doubleclick.net"]) {
      expect(directive("connect-src")).toContain(origin);
      expect(directive("img-src")).toContain(origin);
    }
    expect(directive("connect-src")).not.toContain("google-analytics");
  });
});
