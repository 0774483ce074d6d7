// The Twilio provider against a local stand-in for Twilio's REST API, checked
// against what Twilio documents for Messages.create: POST to
// /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic auth with the Account
// SID and auth token, a form-encoded body (To, From, Body or ContentSid +
// ContentVariables, StatusCallback), a Message resource back, and errors as JSON
// {code, message, more_info, status}. The library is pointed at the stand-in through
// its documented httpClient option (a RequestClient whose request() swaps the origin).
import http from "node:http";
import twilio from "twilio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MessageSendError, createTwilioProvider } from "@server/messages/twilio-provider.ts";
import { statusAdvances, statusUpdateOf, verifyTwilioSignature } from "@server/messages/status-callback.ts";
import { LocalTwilio } from "@tests/support/local-twilio.ts";

const ACCOUNT_SID = "AC0123456789abcdef0123456789abcdef";
const AUTH_TOKEN = "f00dfeedf00dfeedf00dfeedf00dfeed";
const CALLBACK = "https://valet.example/api/messages/status";
const MESSAGE_SID = "SM0123456789abcdef0123456789abcdef";
// The stand-in answers by the number it is asked to text.
const INVALID_NUMBER = "+972500000400";
const TWILIO_DOWN = "+972500000500";
const RATE_LIMITED = "+972500000429";

interface Received {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: Record<string, string>;
}

let server: http.Server;
let origin = "";
const received: Received[] = [];
/** The addresses the library meant to reach, before the transport swapped the origin. */
const intended: string[] = [];

function twilioError(res: http.ServerResponse, status: number, code: number, message: string) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      received.push({
        method: req.method ?? "",
        path: req.url ?? "",
        authorization: req.headers.authorization ?? "",
        contentType: req.headers["content-type"] ?? "",
        form,
      });
      if (form.To?.endsWith(INVALID_NUMBER)) return twilioError(res, 400, 21211, `The 'To' number ${INVALID_NUMBER} is not a valid phone number.`);
      if (form.To?.endsWith(TWILIO_DOWN)) return twilioError(res, 500, 20500, "Internal Server Error");
      if (form.To?.endsWith(RATE_LIMITED)) return twilioError(res, 429, 20429, "Too Many Requests");
      res.writeHead(201, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          account_sid: ACCOUNT_SID,
          api_version: "2010-04-01",
          body: form.Body ?? "",
          date_created: "Fri, 27 Nov 2026 05:40:00 +0000",
          direction: "outbound-api",
          error_code: null,
          error_message: null,
          from: form.From,
          num_media: "0",
          num_segments: "1",
          sid: MESSAGE_SID,
          status: "queued",
          to: form.To,
          uri: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/${MESSAGE_SID}.json`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = (target = origin) =>
  createTwilioProvider({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    smsFrom: "+972535550100",
    whatsappFrom: "+972535550101",
    statusCallbackUrl: CALLBACK,
    httpClient: new LocalTwilio(target, intended),
  });

async function sendError(promise: Promise<unknown>): Promise<MessageSendError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(MessageSendError);
  return error as MessageSendError;
}

const MESSAGES_PATH = `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`;
const BASIC = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString("base64")}`;

describe("Twilio provider", () => {
  it("sends an SMS as Twilio documents Messages.create and returns the Message SID", async () => {
    const result = await provider().send({ channel: "sms", to: "+972501234567", body: "הרכב שלך בדרך לטרמינל 3" });
    expect(result).toEqual({ providerId: MESSAGE_SID, status: "sent" });
    expect(intended.at(-1)).toBe(`https://api.twilio.com${MESSAGES_PATH}`);
    const request = received.at(-1)!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe(MESSAGES_PATH);
    expect(request.authorization).toBe(BASIC);
    expect(request.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.form).toEqual({
      To: "+972501234567",
      From: "+972535550100",
      Body: "הרכב שלך בדרך לטרמינל 3",
      StatusCallback: CALLBACK,
    });
  });

  it("sends WhatsApp as an approved template with whatsapp: addresses and no Body", async () => {
    const variables = { "1": "1042", "2": "14:30" };
    const result = await provider().send({ channel: "whatsapp", to: "+972501234567", templateSid: "HX0123456789abcdef0123456789abcdef", variables });
    expect(result).toEqual({ providerId: MESSAGE_SID, status: "sent" });
    const request = received.at(-1)!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe(MESSAGES_PATH);
    expect(request.authorization).toBe(BASIC);
    expect(request.form).toEqual({
      To: "whatsapp:+972501234567",
      From: "whatsapp:+972535550101",
      ContentSid: "HX0123456789abcdef0123456789abcdef",
      ContentVariables: JSON.stringify(variables),
      StatusCallback: CALLBACK,
    });
    expect(JSON.parse(request.form.ContentVariables!)).toEqual(variables);
  });

  it("reads an invalid number (400, 21211) as final: retrying cannot help", async () => {
    const error = await sendError(provider().send({ channel: "sms", to: INVALID_NUMBER, body: "x" }));
    expect(error).toMatchObject({ retryable: false, code: 21211, httpStatus: 400 });
    expect(error.message).toContain("is not a valid phone number");
  });

  it("reads Twilio's 500 and 429 as retryable, sending each once (the outbox retries)", async () => {
    const before = received.length;
    expect(await sendError(provider().send({ channel: "sms", to: TWILIO_DOWN, body: "x" }))).toMatchObject({ retryable: true, code: 20500, httpStatus: 500 });
    expect(await sendError(provider().send({ channel: "sms", to: RATE_LIMITED, body: "x" }))).toMatchObject({ retryable: true, code: 20429, httpStatus: 429 });
    expect(received.length - before).toBe(2);
  });

  it("reads a request that never reached Twilio as retryable", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const address = closed.address();
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const port = typeof address === "object" && address ? address.port : 0;
    const error = await sendError(provider(`http://127.0.0.1:${port}`).send({ channel: "sms", to: "+972501234567", body: "x" }));
    expect(error).toMatchObject({ retryable: true, code: null, httpStatus: null });
  });
});

describe("Twilio status callback", () => {
  const url = `${CALLBACK}?m=1`;
  const params = {
    AccountSid: ACCOUNT_SID,
    ApiVersion: "2010-04-01",
    From: "whatsapp:+972535550101",
    MessageSid: MESSAGE_SID,
    MessageStatus: "delivered",
    SmsSid: MESSAGE_SID,
    SmsStatus: "delivered",
    To: "whatsapp:+972501234567",
  };
  const signature = twilio.getExpectedTwilioSignature(AUTH_TOKEN, url, params);

  it("accepts Twilio's signature over the full URL and every field", () => {
    expect(verifyTwilioSignature(url, params, signature, AUTH_TOKEN)).toBe(true);
  });

  it("refuses a forged signature, a tampered field, a changed URL and a missing header", () => {
    const forged = twilio.getExpectedTwilioSignature("0".repeat(32), url, params);
    expect(verifyTwilioSignature(url, params, forged, AUTH_TOKEN)).toBe(false);
    expect(verifyTwilioSignature(url, { ...params, MessageStatus: "failed" }, signature, AUTH_TOKEN)).toBe(false);
    expect(verifyTwilioSignature(url, { ...params, ErrorCode: "30003" }, signature, AUTH_TOKEN)).toBe(false);
    expect(verifyTwilioSignature(`${CALLBACK}?m=2`, params, signature, AUTH_TOKEN)).toBe(false);
    expect(verifyTwilioSignature(url, params, undefined, AUTH_TOKEN)).toBe(false);
  });

  it("maps Twilio's MessageStatus to sent, delivered or failed with its ErrorCode", () => {
    const of = (MessageStatus: string, ErrorCode?: string) => statusUpdateOf({ MessageSid: MESSAGE_SID, MessageStatus, ErrorCode });
    for (const status of ["accepted", "scheduled", "queued", "sending", "sent"]) expect(of(status)).toEqual({ providerId: MESSAGE_SID, status: "sent", errorCode: null });
    expect(of("delivered")).toEqual({ providerId: MESSAGE_SID, status: "delivered", errorCode: null });
    expect(of("read")).toEqual({ providerId: MESSAGE_SID, status: "delivered", errorCode: null });
    expect(of("undelivered", "30003")).toEqual({ providerId: MESSAGE_SID, status: "failed", errorCode: "30003" });
    expect(of("failed", "63016")).toEqual({ providerId: MESSAGE_SID, status: "failed", errorCode: "63016" });
    expect(of("canceled")).toEqual({ providerId: MESSAGE_SID, status: "failed", errorCode: null });
    // Inbound statuses, unknown ones and a missing or malformed SID ask for nothing.
    expect(of("received")).toBeNull();
    expect(of("bogus")).toBeNull();
    expect(statusUpdateOf({ MessageStatus: "delivered" })).toBeNull();
    expect(statusUpdateOf({ MessageSid: "SM123", MessageStatus: "delivered" })).toBeNull();
  });

  it("a replayed callback still verifies, so only forward moves are applied", () => {
    // The signature has no timestamp or nonce: the same request verifies again.
    expect(verifyTwilioSignature(url, params, signature, AUTH_TOKEN)).toBe(true);
    expect(statusAdvances(null, "sent")).toBe(true);
    expect(statusAdvances("sent", "delivered")).toBe(true);
    expect(statusAdvances("sent", "failed")).toBe(true);
    // Applying the same update twice, or an older one after a newer, changes nothing.
    expect(statusAdvances("delivered", "delivered")).toBe(false);
    expect(statusAdvances("delivered", "sent")).toBe(false);
    expect(statusAdvances("failed", "sent")).toBe(false);
    // Both are final: a late or replayed opposite outcome does not overwrite one.
    expect(statusAdvances("delivered", "failed")).toBe(false);
    expect(statusAdvances("failed", "delivered")).toBe(false);
  });
});
