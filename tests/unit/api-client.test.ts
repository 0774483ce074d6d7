// The browser's API client (client/lib/api-client.ts) with a stubbed fetch: a
// success is checked against the contract, and every failure becomes one ApiError
// with a Hebrew message that can be shown as it is.
import { describe, expect, it } from "vitest";
import { ApiError, createApiClient, statusOnly } from "~/lib/api-client.ts";
import { responseCheck } from "~/lib/api-response-check.ts";
import { messages } from "@shared/messages/index.ts";

interface Sent {
  url: string;
  init: RequestInit;
}

function stub(answer: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetchStub = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
  return { sent, callApi: createApiClient(responseCheck, fetchStub) };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("the call succeeded");
}

describe("the API client", () => {
  it("sends a GET's query and returns the checked answer", async () => {
    const { sent, callApi } = stub(() => json(200, { valid: true, code: "SUMMER", amount: 30 }));
    const answer = await callApi("couponCheck", { query: { code: "SUMMER 1" } });
    expect(answer).toEqual({ valid: true, code: "SUMMER", amount: 30 });
    expect(sent[0]!.url).toBe("/api/coupons/check?code=SUMMER+1");
    expect(sent[0]!.init.method).toBe("GET");
    expect(sent[0]!.init.body).toBeUndefined();
  });

  it("sends a POST's JSON body, path parameters, query and extra headers", async () => {
    const { sent, callApi } = stub(() => json(200, { payment_url: "https://pay.example/1" }));
    await callApi("orderPayDifference", { params: { orderNumber: 1042 }, query: { t: "a/b" } });
    expect(sent[0]!.url).toBe("/api/bookings/1042/pay-difference?t=a%2Fb");
    const { sent: posted, callApi: post } = stub(() => json(200, { success: true, paymentUrl: "https://pay.example/2" }));
    await post("createPayment", { body: { orderNumber: 7, token: "tok" } }, { headers: { "idempotency-key": "key-12345678" } });
    expect(posted[0]!.init.method).toBe("POST");
    expect(JSON.parse(String(posted[0]!.init.body))).toEqual({ orderNumber: 7, token: "tok" });
    expect(posted[0]!.init.headers).toMatchObject({ "content-type": "application/json", "idempotency-key": "key-12345678" });
  });

  it("an answer that is not the contract's is a failure, not data", async () => {
    const { callApi } = stub(() => json(200, { valid: true, code: "SUMMER" }));
    const error = await failureOf(callApi("couponCheck", { query: { code: "SUMMER" } }));
    expect(error).toMatchObject({ status: 200, code: "invalid_response", message: messages.api.serverError, fromServer: false });
  });

  it("the API's error body: status, code, Hebrew message and field messages, as the server sent them", async () => {
    const body = { error: { code: "validation_failed", message: messages.booking.fixErrors, fields: { phone: messages.invalid.phone } } };
    const { callApi } = stub(() => json(422, body));
    const error = await failureOf(callApi("bookingCreate", { body: { full_name: "דנה כהן" } as never }));
    expect(error).toMatchObject({ status: 422, code: "validation_failed", message: messages.booking.fixErrors, fields: { phone: messages.invalid.phone }, fromServer: true });
  });

  it("no connection at all: status 0 and the Hebrew no-connection message", async () => {
    const callApi = createApiClient(responseCheck, (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch);
    const error = await failureOf(callApi("availability", { query: { from: "2026-07-01", to: "2026-07-31" } }));
    expect(error).toMatchObject({ status: 0, code: "network", message: messages.api.networkError });
  });

  it("an aborted call says so, so a caller can ignore it", async () => {
    const controller = new AbortController();
    const callApi = createApiClient(responseCheck, (async () => {
      controller.abort();
      throw new DOMException("aborted", "AbortError");
    }) as typeof fetch);
    const error = await failureOf(callApi("availability", { query: { from: "2026-07-01", to: "2026-07-31" } }, { signal: controller.signal }));
    expect(error.code).toBe("aborted");
  });

  it("a proxy's HTML 502: the status, our Hebrew message (or the caller's), never the page", async () => {
    const html = () => new Response("<html><body>Bad Gateway</body></html>", { status: 502, headers: { "content-type": "text/html" } });
    const { callApi } = stub(html);
    const error = await failureOf(callApi("notifyCashBooking", { body: { orderNumber: 5, token: "t".repeat(32) } }));
    expect(error).toMatchObject({ status: 502, code: "http_502", message: messages.api.unavailable, fromServer: false });
    const own = await failureOf(stub(html).callApi("notifyCashBooking", { body: { orderNumber: 5, token: "t".repeat(32) } }, { failureMessage: messages.booking.submitFailed }));
    expect(own.message).toBe(messages.booking.submitFailed);
    const bare500 = await failureOf(stub(() => new Response(null, { status: 500 })).callApi("notifyCashBooking", { body: { orderNumber: 5, token: "t".repeat(32) } }));
    expect(bare500).toMatchObject({ status: 500, code: "http_500", message: messages.api.serverError });
  });

  it("a 429 carries the server's message and when to retry", async () => {
    const body = { error: { code: "too_many_requests", message: messages.api.tooManyRequests } };
    const { callApi } = stub(() => json(429, body, { "retry-after": "42" }));
    const error = await failureOf(callApi("couponCheck", { query: { code: "X" } }));
    expect(error).toMatchObject({ status: 429, code: "too_many_requests", message: messages.api.tooManyRequests, retryAfterSeconds: 42, fromServer: true });
    // A 429 from something in front of us, without our body: still the Hebrew message.
    const bare = await failureOf(stub(() => new Response("Too Many Requests", { status: 429, headers: { "retry-after": "5" } })).callApi("couponCheck", { query: { code: "X" } }));
    expect(bare).toMatchObject({ status: 429, message: messages.api.tooManyRequests, retryAfterSeconds: 5, fromServer: false });
  });

  it("statusOnly accepts any success, even an empty 204, without a schema", async () => {
    const callApi = createApiClient(statusOnly, (async () => new Response(null, { status: 204 })) as unknown as typeof fetch);
    await expect(callApi("contact", { body: { name: "דנה", phone: "0501234567", email: "d@example.com" } })).resolves.toBeUndefined();
  });

  it("a check that cannot load (offline after the page loaded) is a connection failure", async () => {
    const callApi = createApiClient(() => Promise.reject(new Error("chunk failed")), (async () => json(200, { ok: true })) as unknown as typeof fetch);
    const error = await failureOf(callApi("notifyCashBooking", { body: { orderNumber: 5, token: "t".repeat(32) } }));
    expect(error).toMatchObject({ status: 0, code: "network" });
  });
});
