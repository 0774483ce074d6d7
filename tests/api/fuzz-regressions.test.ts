// One explicit test per bug the fuzz suite found (docs/SECURITY.md, "The API"): each of these
// requests answered 500 (or showed a stack trace) before its fix.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SandboxProvider } from "@server/payments/sandbox.ts";
import { messages } from "@shared/messages/index.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { assertSafe, fuzzApp } from "@tests/support/fuzz-kit.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

type App = Awaited<ReturnType<typeof fuzzApp>>;
let app: App;

beforeAll(async () => {
  const db = await workerDatabase();
  await resetDatabase(db);
  await db.prisma.coupon.create({ data: { code: "SAVE10", amount: 10 } });
  app = await fuzzApp();
});
afterAll(() => app.close());

/** Posts raw JSON text (for escapes JSON.stringify would not write the same way). */
function postJson(path: string, text: string, headers: Record<string, string> = {}) {
  return app.request.post(path).set({ "Content-Type": "application/json", ...headers }).send(text);
}

/** A valid booking body as JSON text with one field's value written raw. */
function bookingWith(field: string, rawValue: string): string {
  // With full_name alone, the name split would replace a last_name sent beside it.
  const names = field === "last_name" ? { full_name: undefined, first_name: "דנה" } : {};
  const text = JSON.stringify(bookingBody({ ...names, [field]: "__RAW__" }));
  return text.replace('"__RAW__"', rawValue);
}

describe("objects where text belongs", () => {
  it.each(["arrival_date", "car_model", "last_name", "company_number", "coupon_code", "additional_services", "car_manufacturer"])(
    "a booking's %s of {\"length\":{\"toString\":[]}} or {\"toString\":[]} is a 422, not a 500",
    async (field) => {
      for (const raw of ['{"length":{"toString":[]}}', '{"toString":[]}', '{"length":1e400}']) {
        const res = await postJson("/api/bookings", bookingWith(field, raw));
        assertSafe(res, `${field}=${raw}`);
        expect(res.status, `${field}=${raw}`).toBe(422);
        expect(res.body.error.fields[field], `${field}=${raw}`).toBeTruthy();
      }
    },
  );

  it("track-visit's path and referrer of {\"length\":{\"toString\":[]}} are a 400", async () => {
    for (const body of ['{"path":{"length":{"toString":[]}}}', '{"path":"/","referer":{"length":{"toString":[]}}}']) {
      const res = await postJson("/api/track-visit", body);
      expect(res.status, body).toBe(400);
    }
  });

  it("contact fields and the payment token of {\"length\":{\"toString\":[]}} are a 400", async () => {
    const contact = await postJson("/api/contact", '{"name":{"length":{"toString":[]}},"phone":"050-1234567","email":"a@b.co"}');
    expect(contact.status).toBe(400);
    expect(contact.body.error.fields.name).toBe(messages.required.name);
    const payment = await postJson("/api/create-payment", '{"orderNumber":1001,"token":{"length":{"toString":[]}}}');
    expect(payment.status).toBe(400);
  });
});

describe("text the database cannot store (U+0000, lone surrogates in JSON)", () => {
  it("a NUL in a booking's text fields is a 422 with the field named", async () => {
    for (const field of ["car_model", "car_manufacturer", "full_name", "last_name", "car_code"]) {
      const res = await postJson("/api/bookings", bookingWith(field, '"ab\\u0000c"'));
      expect(res.status, field).toBe(422);
      const named = field === "full_name" ? "first_name" : field;
      expect(res.body.error.fields[named], field).toBe(messages.invalid.text);
    }
  });

  it("a NUL in a coupon code is an unknown coupon: quote, coupon check and booking", async () => {
    const quote = await app.request.get("/api/quote?type=open&departure=2026-11-24&arrival=2026-11-30&coupon=SAVE%0010");
    expect(quote.status).toBe(200);
    expect(quote.body.coupon_error).toBe(messages.coupon.invalid);
    const check = await app.request.get("/api/coupons/check?code=SAVE%0010");
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ valid: false });
    const booking = await postJson("/api/bookings", bookingWith("coupon_code", '"SAVE\\u000010"'));
    expect(booking.status).toBe(422);
    expect(booking.body.error.fields.coupon_code).toBe(messages.coupon.invalid);
  });

  it("attribution with a NUL or a lone surrogate is dropped, the booking made", async () => {
    for (const raw of ['{"landingPage":"/\\u0000"}', '{"\\u0000":1}', '{"a":"\\ud800"}', '{"a":["x\\udfff"]}']) {
      const res = await postJson("/api/bookings", bookingWith("attribution", raw));
      expect(res.status, raw).toBe(201);
      const row = await (await workerDatabase()).prisma.booking.findUniqueOrThrow({ where: { orderNumber: res.body.order_number } });
      expect(row.attribution, raw).toBeNull();
    }
  });

  it("a malformed visitor id (cookie or body) is not stored; a well-formed one is", async () => {
    const { prisma } = await workerDatabase();
    const cases: Array<[Record<string, string>, string, string | null]> = [
      [{ Cookie: "ap_vid=%00" }, bookingWith("visitor_id", '"ok-visitor-1"'), "ok-visitor-1"],
      [{ Cookie: `ap_vid=${"x".repeat(5000)}` }, JSON.stringify(bookingBody()), null],
      [{}, bookingWith("visitor_id", '"a\\u0000bcdefgh"'), null],
      [{ Cookie: "ap_vid=5eccab26-f5c2-4f71-9a80-cda77c44d51c" }, JSON.stringify(bookingBody()), "5eccab26-f5c2-4f71-9a80-cda77c44d51c"],
    ];
    for (const [headers, body, stored] of cases) {
      const res = await postJson("/api/bookings", body, headers);
      expect(res.status, JSON.stringify(headers)).toBe(201);
      const row = await prisma.booking.findUniqueOrThrow({ where: { orderNumber: res.body.order_number } });
      expect(row.visitorId).toBe(stored);
    }
  });

  it("a NUL in a contact inquiry is a 400 with the field named", async () => {
    const res = await app.request.post("/api/contact").send({ name: "דנה\u0000", phone: "050-1234567", email: "dana@example.com", message: "שלום\u0000" });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ name: messages.invalid.text, message: messages.invalid.text });
  });

  it("track-visit refuses a NUL in path or referrer and unstorable metadata", async () => {
    const bodies = [
      '{"path":"/\\u0000"}',
      '{"path":"/","referrer":"https://x/\\u0000"}',
      '{"path":"/","metadata":{"a":"\\u0000"}}',
      '{"path":"/","metadata":{"\\u0000":1}}',
      '{"path":"/","metadata":{"a":{"b":["\\ud800"]}}}',
    ];
    for (const body of bodies) {
      const res = await postJson("/api/track-visit", body);
      expect(res.status, body).toBe(400);
    }
  });
});

describe("JSON with an own \"__proto__\" key (JSON.parse makes one; Prisma's serializer threw on it)", () => {
  it("a booking's attribution holding one is dropped, the booking made", async () => {
    const { prisma } = await workerDatabase();
    for (const raw of ['{"__proto__":null}', '{"a":{"__proto__":null},"b":1}', '{"__proto__":{"__proto__":{"__proto__":null}}}']) {
      const res = await postJson("/api/bookings", bookingWith("attribution", raw));
      expect(res.status, raw).toBe(201);
      const row = await prisma.booking.findUniqueOrThrow({ where: { orderNumber: res.body.order_number } });
      expect(row.attribution, raw).toBeNull();
    }
  });

  it("track-visit metadata holding one below the top level is a 400", async () => {
    const res = await postJson("/api/track-visit", '{"path":"/","metadata":{"a":{"__proto__":null}}}');
    expect(res.status).toBe(400);
  });
});

describe("deep JSON", () => {
  it("a booking's attribution nested 10000 levels (20 kB) is dropped, not a stack overflow in JSON.stringify", async () => {
    const res = await postJson("/api/bookings", bookingWith("attribution", `{"a":${"[".repeat(10_000)}${"]".repeat(10_000)}}`));
    expect(res.status).toBe(201);
    const row = await (await workerDatabase()).prisma.booking.findUniqueOrThrow({ where: { orderNumber: res.body.order_number } });
    expect(row.attribution).toBeNull();
  });

  it("metadata nested 3000 levels is refused, not a stack overflow; 500 levels are stored", async () => {
    const deep = (depth: number) => `{"path":"/","metadata":{"a":${"[".repeat(depth)}${"]".repeat(depth)}}}`;
    expect((await postJson("/api/track-visit", deep(3000))).status).toBe(400);
    expect((await postJson("/api/track-visit", deep(500))).status).toBe(204);
  });
});

describe("payment returns naming no possible order", () => {
  it.each(["Order=9999999999", "Order=1e300", "Order=1.5", "Info=9999999999", `Info=${encodeURIComponent("מספר הזמנה: 2147483648")}`])(
    "GET /api/payment-webhook?%s is an unverified return",
    async (query) => {
      const res = await app.request.get(`/api/payment-webhook?${query}&CCode=0&Amount=450`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ outcome: "unverified", orderNumber: null });
    },
  );

  it("a NUL in a return's parameters never reaches the attempt row", async () => {
    const created = await app.request.post("/api/bookings").send(bookingBody({ payment_method: "card" }));
    const order = created.body.order_number;
    for (const query of [`Order=${order}&CCode=%00&Id=1`, `Order=${order}&CCode=0&Id=%00&Sign=%00`, `Order=${order}&errMsg=%00`]) {
      const res = await app.request.get(`/api/payment-webhook?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.body.outcome, query).toBe("unverified");
    }
    // A genuine approval still completes the order.
    const sandbox = app.services.paymentProvider as SandboxProvider;
    const approval = await sandbox.signedReturn({ CCode: "0", Amount: String(created.body.total), ACode: "1", Order: String(order), Fild1: "", Fild2: "", Info: "", errMsg: "" });
    const res = await app.request.get("/api/payment-webhook").query(approval);
    expect(res.body).toEqual({ outcome: "completed", orderNumber: order });
  });
});

describe("the sandbox form's parser errors", () => {
  it.each([
    ["an unknown charset", "application/x-www-form-urlencoded; charset=bogus", "a=1", 415, ""],
    ["a body over 4 kB", "application/x-www-form-urlencoded", `a=${"x".repeat(5000)}`, 413, ""],
    ["an unknown encoding", "application/x-www-form-urlencoded", "a=1", 415, "x-unknown"],
  ])("%s answers the sandbox's own page, without a stack trace", async (_label, type, body, status, encoding) => {
    const test = app.request.post("/pay/sandbox/complete").set("Content-Type", type);
    if (encoding) test.set("Content-Encoding", encoding);
    const res = await test.send(body);
    assertSafe(res, "POST /pay/sandbox/complete");
    expect(res.status).toBe(status);
    expect(res.text).toContain("קישור התשלום אינו תקין");
  });
});
