// Every write under /api, and the coupon check, is limited per address: the
// request after the limit gets a Hebrew 429 with Retry-After, another address
// is not affected, and RATE_LIMITS=off (load tests only) lifts the limits.
import { describe, expect, it } from "vitest";
import { RATE_LIMITS, type RateLimitName } from "@server/api/rate-limits.ts";
import { API_ENDPOINTS } from "@shared/api/endpoints.ts";
import { messages } from "@shared/messages.ts";
import { testApp, testConfig } from "@tests/support/test-app.ts";

type Request = Awaited<ReturnType<typeof testApp>>["request"];

/** A cheap request to each limited route: refused by validation, so nothing is written. */
function send(request: Request, name: RateLimitName, ip = "203.0.113.7") {
  const { method, path } = API_ENDPOINTS[name];
  const call = method === "GET" ? request.get(`/api${path}`).query({ code: "NOPE" }) : request.post(`/api${path}`).send({});
  return call.set("x-forwarded-for", ip);
}

const names = Object.keys(RATE_LIMITS) as RateLimitName[];

describe("per-IP rate limits", () => {
  it.each(names)("%s: the request past the limit gets 429 in Hebrew with Retry-After", async (name) => {
    const { request } = await testApp({ config: testConfig({ TRUST_PROXY: "true" }) });
    for (let i = 0; i < RATE_LIMITS[name].limit; i++) {
      const res = await send(request, name);
      expect(res.status).not.toBe(429);
      expect(res.headers["ratelimit-policy"]).toBeDefined();
    }
    const refused = await send(request, name);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: "too_many_requests", message: messages.api.tooManyRequests });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);

    // The limit is per address: a neighbour's requests still go through.
    expect((await send(request, name, "198.51.100.20")).status).not.toBe(429);
  });

  it("reads that cannot be abused for guessing are not limited", async () => {
    const { request } = await testApp();
    for (let i = 0; i < 40; i++) {
      expect((await request.get("/api/quote").query({ type: "open", departure: "2026-12-01", arrival: "2026-12-03" })).status).toBe(200);
    }
  });

  it("RATE_LIMITS=off lifts every limit (load tests only)", async () => {
    const { request } = await testApp({ config: testConfig({ RATE_LIMITS: "off", TRUST_PROXY: "true" }) });
    for (let i = 0; i < RATE_LIMITS.contact.limit * 3; i++) {
      expect((await send(request, "contact")).status).not.toBe(429);
    }
  });

  it("the configuration accepts only on and off", () => {
    expect(() => testConfig({ RATE_LIMITS: "maybe" })).toThrow(/RATE_LIMITS/);
  });
});
