// Card payments through the sandbox provider: creating the hosted page, and
// returns that are verified and applied once, whatever the query claims.
import { beforeEach, describe, expect, it } from "vitest";
import { messages } from "@shared/messages/index.ts";
import type { SandboxProvider } from "@server/payments/sandbox.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { sandboxReturn as sandboxDecision } from "@tests/support/sandbox-return.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

async function cardBooking() {
  const app = await testApp({ now: fixedNow });
  const created = (await app.request.post("/api/bookings").send(bookingBody({ payment_method: "card", parking_type: "covered" }))).body;
  return { ...app, created, sandbox: app.services.paymentProvider as SandboxProvider };
}

function sandboxReturn(app: Awaited<ReturnType<typeof cardBooking>>, decision: "approve" | "decline") {
  return sandboxDecision(app.request, app.created, decision);
}

describe("POST /api/create-payment", () => {
  it("gives a hosted page for an unpaid card booking and records the attempt", async () => {
    const app = await cardBooking();
    const res = await app.request.post("/api/create-payment").send({ orderNumber: app.created.order_number, token: app.created.token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.paymentUrl).toMatch(/^\/pay\/sandbox\/\?order=\d+&amount=600&/);
    expect(await app.db.prisma.paymentAttempt.count({ where: { kind: "create" } })).toBe(1);
    const page = await app.request.get(res.body.paymentUrl);
    expect(page.status).toBe(200);
    expect(page.text).toContain("תשלום לדוגמה בלבד");
  });

  it("refuses without the order's token, for cash orders and for paid orders", async () => {
    const app = await cardBooking();
    const wrong = await app.request.post("/api/create-payment").send({ orderNumber: app.created.order_number, token: "y".repeat(32) });
    expect(wrong.status).toBe(404);
    const cash = (await app.request.post("/api/bookings").send(bookingBody())).body;
    expect((await app.request.post("/api/create-payment").send({ orderNumber: cash.order_number, token: cash.token })).status).toBe(404);
    await app.request.get("/api/payment-webhook").query(await sandboxReturn(app, "approve"));
    const paid = await app.request.post("/api/create-payment").send({ orderNumber: app.created.order_number, token: app.created.token });
    expect(paid.status).toBe(409);
    expect(paid.body.error.message).toBe(messages.payment.alreadyPaid);
    expect((await app.request.post("/api/create-payment").send({ orderNumber: "abc" })).status).toBe(400);
  });

  it("a tampered sandbox link is refused", async () => {
    const app = await cardBooking();
    const res = await app.request.post("/api/create-payment").send({ orderNumber: app.created.order_number, token: app.created.token });
    const tampered = res.body.paymentUrl.replace("amount=600", "amount=1");
    expect((await app.request.get(tampered)).status).toBe(400);
  });
});

describe("payment returns", () => {
  it("an approved return completes the booking once, with id, amount and date, and queues both e-mails", async () => {
    const app = await cardBooking();
    const query = await sandboxReturn(app, "approve");
    for (let i = 0; i < 3; i++) {
      const res = await app.request.get("/api/payment-webhook").query(query);
      expect(res.body).toEqual({ outcome: "completed", orderNumber: app.created.order_number });
    }
    const booking = await app.db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: app.created.order_number } });
    expect(booking).toMatchObject({ paymentStatus: "completed", paymentAmount: 600, paymentId: query.Id });
    expect(booking.paymentDate).toBeInstanceOf(Date);
    const mail = await app.db.prisma.messageOutbox.findMany();
    expect(mail.map((m) => m.kind).sort()).toEqual(["business_notification", "customer_confirmation"]);
    const outcomes = (await app.db.prisma.paymentAttempt.findMany({ where: { kind: "return" }, orderBy: { id: "asc" } })).map((a) => a.outcome);
    expect(outcomes).toEqual(["completed", "already_completed", "already_completed"]);
  });

  it("50 concurrent identical returns make one transition and one pair of e-mails", async () => {
    const app = await cardBooking();
    const query = await sandboxReturn(app, "approve");
    const results = await Promise.all(Array.from({ length: 50 }, () => app.services.payments.handleReturn(query)));
    expect(results.every((r) => r.kind === "completed")).toBe(true);
    expect(results.filter((r) => r.kind === "completed" && r.firstPurchase)).toHaveLength(1);
    expect(await app.db.prisma.messageOutbox.count()).toBe(2);
  });

  it.each([
    ["a changed amount", (q: Record<string, string>) => ({ ...q, Amount: "1" })],
    ["a decline turned into an approval", (q: Record<string, string>) => ({ ...q, CCode: "0", errMsg: "" })],
    ["no signature", (q: Record<string, string>) => ({ ...q, Sign: "" })],
  ])("a forged return (%s) never completes a booking", async (label, forge) => {
    const app = await cardBooking();
    const genuine = await sandboxReturn(app, label.includes("decline") ? "decline" : "approve");
    const res = await app.request.get("/api/payment-webhook").query(forge(genuine));
    expect(res.body.outcome).toBe("unverified");
    const booking = await app.db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: app.created.order_number } });
    expect(booking.paymentStatus).toBe("pending");
    expect(await app.db.prisma.messageOutbox.count()).toBe(0);
  });

  it("a verified amount that differs from the total is not completed and is reported", async () => {
    const app = await cardBooking();
    const query = await app.sandbox.signedReturn({ CCode: "0", Amount: "550", ACode: "123456", Order: String(app.created.order_number), Fild1: "", Fild2: "", Info: "", errMsg: "" });
    const outcome = await app.services.payments.handleReturn(query);
    expect(outcome).toMatchObject({ kind: "failed", errorMessage: messages.payment.amountMismatch });
    const booking = await app.db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: app.created.order_number } });
    expect(booking.paymentStatus).toBe("failed");
    const alert = await app.db.prisma.messageOutbox.findFirstOrThrow();
    expect(alert).toMatchObject({ kind: "payment_amount_mismatch", to: "office@valet.test" });
  });

  it("decline, then retry, then approve ends completed; a later decline never undoes it", async () => {
    const app = await cardBooking();
    const declined = await app.services.payments.handleReturn(await sandboxReturn(app, "decline"));
    expect(declined).toMatchObject({ kind: "failed", errorMessage: expect.stringContaining("004") });
    let booking = await app.db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: app.created.order_number } });
    expect(booking.paymentStatus).toBe("failed");

    const approved = await app.services.payments.handleReturn(await sandboxReturn(app, "approve"));
    expect(approved.kind).toBe("completed");
    // A genuine decline arriving late (the order is paid: no new payment page exists).
    const late = await app.sandbox.signedReturn({ CCode: "004", Amount: "600", ACode: "", Order: String(app.created.order_number), Fild1: "", Fild2: "", Info: "", errMsg: "declined" });
    const lateDecline = await app.services.payments.handleReturn(late);
    expect(lateDecline.kind).toBe("completed");
    booking = await app.db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: app.created.order_number } });
    expect(booking.paymentStatus).toBe("completed");
  });
});

// What /payment-result shows for forged, replayed and genuine returns, and for a cash
// booking's link: tests/api/payment-return-privacy.test.ts.
