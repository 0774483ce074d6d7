// The headers every response carries, and the API's refusals of bodies it does
// not expect. A page, an API answer, an API 404, the health check and a static
// file are checked alike: a header that only some routes send protects nothing.
import { describe, expect, it } from "vitest";
import { messages } from "@shared/messages/index.ts";
import { BROWSER_UA, testApp, testConfig } from "@tests/support/test-app.ts";

const HYP = { PAYMENT_PROVIDER: "hyp", HYP_MASOF: "0010000000", HYP_PASSP: "pass", HYP_KEY: "key", HYP_BASE_URL: "https://pay.hyp.co.il/p/" };

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

async function responses(overrides: Record<string, string> = {}) {
  const { request } = await testApp({ config: testConfig(overrides), pages: true });
  return {
    page: await request.get("/").set("user-agent", BROWSER_UA),
    api: await request.get("/api/quote").query({ type: "open", departure: "2026-12-01", arrival: "2026-12-03" }),
    apiNotFound: await request.get("/api/nothing-here"),
    health: await request.get("/healthz"),
    staticFile: await request.get("/robots.txt"),
  };
}

describe("security headers", () => {
  it("every kind of response carries the same protective headers and no X-Powered-By", async () => {
    for (const [kind, res] of Object.entries(await responses())) {
      expect.soft(res.headers["x-content-type-options"], kind).toBe("nosniff");
      expect.soft(res.headers["referrer-policy"], kind).toBe("strict-origin-when-cross-origin");
      expect.soft(res.headers["permissions-policy"], kind).toBe("camera=(), microphone=(), geolocation=(), payment=(self)");
      expect.soft(res.headers["x-frame-options"], kind).toBe("SAMEORIGIN");
      expect.soft(res.headers["strict-transport-security"], kind).toBe("max-age=31536000; includeSubDomains");
      expect.soft(res.headers["content-security-policy"], kind).toContain("frame-ancestors 'self'");
      expect.soft(res.headers["x-powered-by"], kind).toBeUndefined();
    }
  });

  it("CSP: scripts only from the site, or with the response's nonce (one visitor's page) or by hash (a page kept for everyone), never unsafe-inline", async () => {
    const { page } = await responses();
    const { request } = await testApp({ pages: true });
    const application = await request.get("/payment-result").set("user-agent", BROWSER_UA);
    const appScripts = directives(String(application.headers["content-security-policy"])).get("script-src")!;
    expect(appScripts.some((value) => /^'nonce-[A-Za-z0-9+/=]{20,}'$/.test(value))).toBe(true);
    expect(appScripts).not.toContain("'unsafe-inline'");
    const csp = directives(String(page.headers["content-security-policy"]));
    const scripts = csp.get("script-src")!;
    expect(scripts).toContain("'self'");
    expect(scripts.some((value) => /^'sha256-[A-Za-z0-9+/=]{40,}'$/.test(value))).toBe(true);
    expect(scripts.some((value) => value.startsWith("'nonce-"))).toBe(false);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
  });

  it("with the sandbox provider nothing outside the site may be framed or posted to", async () => {
    const csp = directives(String((await responses()).page.headers["content-security-policy"]));
    expect(csp.get("frame-src")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
  });

  it("with Hyp, its hosted page (and only it) may be framed and posted to", async () => {
    const csp = directives(String((await responses(HYP)).page.headers["content-security-policy"]));
    expect(csp.get("frame-src")).toEqual(["'self'", "https://pay.hyp.co.il"]);
    expect(csp.get("form-action")).toEqual(["'self'", "https://pay.hyp.co.il"]);
    // Framing this site is still for itself only: the payment frame is our page framing Hyp.
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
  });

  it("analytics origins appear only when analytics is configured", async () => {
    const without = String((await responses()).page.headers["content-security-policy"]);
    expect(without).not.toContain("google");
    const csp = directives(String((await responses({ GA_MEASUREMENT_ID: "G-TEST123" })).page.headers["content-security-policy"]));
    expect(csp.get("script-src")).toContain("https://www.googletagmanager.com");
    expect(csp.get("connect-src")).toContain("https://*.google-analytics.com");
    expect(csp.get("img-src")).toContain("https://*.google-analytics.com");
  });

  it("HSTS only when the site is served over https", async () => {
    const { page } = await responses({ PUBLIC_BASE_URL: "http://localhost:3000" });
    expect(page.headers["strict-transport-security"]).toBeUndefined();
    expect(page.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });
});

describe("request bodies the API does not expect", () => {
  it("a body over 32 KB answers 413 in Hebrew", async () => {
    const { request } = await testApp();
    const res = await request.post("/api/contact").send({ name: "x", message: "א".repeat(20_000) });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: "too_large", message: messages.api.payloadTooLarge });
  });

  it.each([
    ["text/plain", "name=x"],
    ["application/x-www-form-urlencoded", "name=x&phone=0501234567"],
    ["multipart/form-data; boundary=zz", "--zz\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nx\r\n--zz--\r\n"],
  ])("a %s body to a JSON endpoint answers 415", async (type, body) => {
    const { request, db } = await testApp();
    // Files of a worker share its database: count what this request adds.
    const before = await db.prisma.booking.count();
    const res = await request.post("/api/bookings").set("content-type", type).send(body);
    expect(res.status).toBe(415);
    expect(res.body.error).toEqual({ code: "unsupported_media_type", message: messages.api.jsonOnly });
    expect(await db.prisma.booking.count()).toBe(before);
  });

  it("an empty POST, as a browser's fetch without a body sends it, is not refused for its format", async () => {
    const { request } = await testApp();
    const res = await request.post("/api/bookings/1001/pay-difference?t=x").set("content-length", "0");
    expect(res.status).toBe(404);
  });

  it.each([["text/plain"], ["multipart/form-data; boundary=zz"]])("the contact endpoint takes JSON or a plain form post, not %s", async (type) => {
    const { request } = await testApp();
    const res = await request.post("/api/contact").set("content-type", type).send("name=x");
    expect(res.status).toBe(415);
  });

  it("the analytics beacon's text/plain body is still accepted", async () => {
    const { request } = await testApp();
    const res = await request.post("/api/track-visit").set("content-type", "text/plain").send(JSON.stringify({ path: "/" }));
    expect(res.status).toBe(204);
  });
});
