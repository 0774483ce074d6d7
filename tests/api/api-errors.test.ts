import { describe, expect, it } from "vitest";
import { testApp } from "@tests/support/test-app.ts";

function expectNoInternals(text: string) {
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(text).not.toMatch(/node_modules|\/work\/|Error:/);
}

describe("API error answers", () => {
  it("an unknown /api path answers a JSON 404 in Hebrew", async () => {
    const { request } = await testApp();
    const res = await request.get("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.body.error.code).toBe("not_found");
    expect(res.body.error.message).toMatch(/[\u0590-\u05FF]/);
  });

  it("malformed JSON answers a JSON 400, never a stack trace", async () => {
    const { request } = await testApp();
    const res = await request.post("/api/anything").set("content-type", "application/json").send("{\"broken\": ");
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("malformed_json");
    expectNoInternals(res.text);
  });

  it("a body over the size cap answers 413 as JSON", async () => {
    const { request } = await testApp();
    const res = await request
      .post("/api/anything")
      .set("content-type", "application/json")
      .send(JSON.stringify({ text: "א".repeat(40_000) }));
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("too_large");
  });

  it("API answers are never cached", async () => {
    const { request } = await testApp();
    const res = await request.get("/api/nothing-here");
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("request id", () => {
  it("is generated when missing and echoed", async () => {
    const { request } = await testApp();
    const res = await request.get("/healthz");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("honours a sane incoming id and replaces an unsafe one", async () => {
    const { request } = await testApp();
    const kept = await request.get("/healthz").set("x-request-id", "abc-123");
    expect(kept.headers["x-request-id"]).toBe("abc-123");
    const replaced = await request.get("/healthz").set("x-request-id", "bad id <script>");
    expect(replaced.headers["x-request-id"]).not.toBe("bad id <script>");
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("state-changing calls from other sites", () => {
  it("are refused with 403; the site's own origin and origin-less calls pass", async () => {
    const { request } = await testApp();
    const foreign = await request.post("/api/bookings").set("origin", "https://evil.example").send({});
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe("cross_site");
    const own = await request.post("/api/bookings").set("origin", "https://valet.test").send([]);
    expect(own.status).toBe(400);
    const none = await request.post("/api/bookings").send([]);
    expect(none.status).toBe(400);
    const read = await request.get("/api/quote").set("origin", "https://evil.example");
    expect(read.status).toBe(400);
  });

  it("a plain form post from a page of this site sent with no-referrer (Origin: null) passes when the browser says it is same-origin", async () => {
    const { request } = await testApp();
    // The footer's quick form on /order or /payment-result without script: the browser
    // nulls the Origin of a form post under Referrer-Policy: no-referrer.
    const own = await request.post("/api/bookings").set("origin", "null").set("sec-fetch-site", "same-origin").send([]);
    expect(own.status).toBe(400);
    for (const site of ["cross-site", "same-site", "none"]) {
      const forged = await request.post("/api/bookings").set("origin", "null").set("sec-fetch-site", site).send([]);
      expect(forged.status, site).toBe(403);
    }
    expect((await request.post("/api/bookings").set("origin", "null").send([])).status).toBe(403);
  });
});
