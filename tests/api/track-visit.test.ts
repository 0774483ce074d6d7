// POST /api/track-visit (product.md §7): JSON or a beacon's text/plain, validated,
// size-capped, rate-limited per address, stored in visits with the visitor id.
import { beforeEach, describe, expect, it } from "vitest";
import { messages } from "@shared/messages/index.ts";
import { RATE_LIMITS } from "@server/api/rate-limits.ts";

const TRACK_VISIT_RATE_LIMIT = RATE_LIMITS.trackVisit;
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

const VISITOR = "5eccab26-f5c2-4f71-9a80-cda77c44d51c";

async function visits() {
  const { prisma } = await workerDatabase();
  return prisma.visit.findMany({ orderBy: { id: "asc" } });
}

describe("POST /api/track-visit", () => {
  it("stores a route-change visit sent as JSON, visitor id from the ap_vid cookie", async () => {
    const { request } = await testApp();
    const attribution = { firstSeenAt: "2026-11-22T08:00:00.000Z", landingPage: "/?utm_source=google" };
    const res = await request
      .post("/api/track-visit")
      .set("cookie", `other=1; ap_vid=${VISITOR}`)
      .send({ path: "/faq?utm_source=google", referer: "https://www.google.com/", metadata: { attribution } });
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    const [row] = await visits();
    expect(row).toMatchObject({
      path: "/faq?utm_source=google",
      referrer: "https://www.google.com/",
      action: null,
      metadata: { attribution },
      visitorId: VISITOR,
    });
  });

  it("accepts the text/plain body a beacon sends, and the visitor id from the body without a cookie", async () => {
    const { request } = await testApp();
    const body = JSON.stringify({
      path: "/",
      referer: null,
      action: "whatsapp_regular_click",
      metadata: { location: "floating_button" },
      visitorId: VISITOR,
    });
    const res = await request.post("/api/track-visit").set("content-type", "text/plain;charset=UTF-8").send(body);
    expect(res.status).toBe(204);
    const [row] = await visits();
    expect(row).toMatchObject({ path: "/", referrer: null, action: "whatsapp_regular_click", metadata: { location: "floating_button" }, visitorId: VISITOR });
  });

  it("prefers the cookie's visitor id and ignores a malformed cookie", async () => {
    const { request } = await testApp();
    await request.post("/api/track-visit").set("cookie", "ap_vid=bad id!").send({ path: "/", visitorId: VISITOR });
    await request.post("/api/track-visit").send({ path: "/about" });
    const rows = await visits();
    expect(rows.map((row) => row.visitorId)).toEqual([VISITOR, null]);
  });

  it.each([
    ["no path", { referer: null }],
    ["a path that is not a site path", { path: "https://evil.example/" }],
    ["a protocol-relative path", { path: "//evil.example/x" }],
    ["an unknown action", { path: "/", action: "drop_tables" }],
    ["metadata that is not an object", { path: "/", metadata: ["x"] }],
    ["a malformed visitor id", { path: "/", visitorId: "<script>" }],
  ])("refuses %s with a Hebrew 400", async (_name, body) => {
    const { request } = await testApp();
    const res = await request.post("/api/track-visit").send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_request", message: messages.api.badRequest });
    expect(await visits()).toHaveLength(0);
  });

  it("refuses text that is not JSON, and JSON that is not an object", async () => {
    const { request } = await testApp();
    const text = await request.post("/api/track-visit").set("content-type", "text/plain").send("path=/");
    expect(text.status).toBe(400);
    expect(text.body.error.code).toBe("malformed_json");
    const array = await request.post("/api/track-visit").set("content-type", "text/plain").send("[1,2]");
    expect(array.status).toBe(400);
    const none = await request.post("/api/track-visit");
    expect(none.status).toBe(400);
  });

  it("caps sizes: long paths, large metadata and bodies over 8 KB", async () => {
    const { request } = await testApp();
    const longPath = await request.post("/api/track-visit").send({ path: `/${"a".repeat(3000)}` });
    expect(longPath.status).toBe(400);
    const bigMetadata = await request.post("/api/track-visit").send({ path: "/", metadata: { note: "x".repeat(5000) } });
    expect(bigMetadata.status).toBe(400);
    const bigText = await request
      .post("/api/track-visit")
      .set("content-type", "text/plain")
      .send(JSON.stringify({ path: "/", metadata: { note: "x".repeat(9000) } }));
    expect(bigText.status).toBe(413);
    expect(bigText.body.error).toMatchObject({ code: "too_large", message: messages.api.payloadTooLarge });
    const bigJson = await request.post("/api/track-visit").send({ path: "/", metadata: { note: "x".repeat(20_000) } });
    expect(bigJson.status).toBe(413);
    expect(await visits()).toHaveLength(0);
  });

  it("rate-limits each address with a Hebrew 429", async () => {
    const { request } = await testApp();
    for (let i = 0; i < TRACK_VISIT_RATE_LIMIT.limit; i++) {
      const res = await request.post("/api/track-visit").send({ path: `/page-${i}` });
      expect(res.status).toBe(204);
    }
    const limited = await request.post("/api/track-visit").send({ path: "/one-more" });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: { code: "too_many_requests", message: messages.api.tooManyRequests } });
    expect(limited.headers["ratelimit-policy"]).toBeDefined();
    expect(await visits()).toHaveLength(TRACK_VISIT_RATE_LIMIT.limit);
    // Other API routes are not counted against it.
    const other = await request.get("/api/no-such-route");
    expect(other.status).toBe(404);
  });

  it("answers only POST", async () => {
    const { request } = await testApp();
    const res = await request.get("/api/track-visit");
    expect(res.status).toBe(404);
  });
});
