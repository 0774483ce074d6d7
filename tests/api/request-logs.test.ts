// Operations read the JSON log: every booking, payment transition and e-mail is a
// structured line carrying the id of the request that caused it (an incoming
// x-request-id, or the one the server made), and no personal detail.
import { beforeEach, describe, expect, it } from "vitest";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { sandboxReturn } from "@tests/support/sandbox-return.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { logSink } from "@tests/support/log-sink.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

type Line = Record<string, unknown> & { msg: string; reqId?: string };

async function loggedApp() {
  const log = logSink();
  const app = await testApp({ now: fixedNow, logger: log.logger });
  const lines = () => log.text().split("\n").filter(Boolean).map((text) => JSON.parse(text) as Line);
  return { ...app, lines, linesOf: (reqId: string) => lines().filter((line) => line.reqId === reqId) };
}

describe("request-scoped structured logs", () => {
  it("a cash booking logs its creation, both e-mails and its SMS under the request's id", async () => {
    const { request, linesOf, lines } = await loggedApp();
    const res = await request.post("/api/bookings").set("x-request-id", "booking-req-0001").send(bookingBody({ message_channel: "sms" }));
    expect(res.headers["x-request-id"]).toBe("booking-req-0001");

    const mine = linesOf("booking-req-0001");
    const created = mine.find((line) => line.msg === "booking created");
    expect(created).toMatchObject({ orderNumber: res.body.order_number, method: "cash", total: 450 });
    expect(mine.filter((line) => line.msg === "message queued").map((line) => `${line.channel}:${line.kind}`).sort()).toEqual([
      "email:business_notification",
      "email:customer_confirmation",
      "sms:booking_confirmed",
    ]);
    expect(mine.find((line) => line.msg === "request completed")).toMatchObject({ res: { statusCode: 201 } });
    // Personal details stay out of every line.
    const all = JSON.stringify(lines());
    expect(all).not.toContain("dana@example.com");
    expect(all).not.toContain("0501234567");
    expect(all).not.toContain("1234567");
    expect(all).not.toContain(res.body.token);
  });

  it("payment transitions are logged under the id of the return that caused them", async () => {
    const { request, linesOf } = await loggedApp();
    const approved = (await request.post("/api/bookings").send(bookingBody({ payment_method: "card" }))).body;
    const approval = await sandboxReturn(request, approved, "approve");
    await request.get("/api/payment-webhook").set("x-request-id", "return-approve-1").query(approval);
    expect(linesOf("return-approve-1").find((line) => line.msg === "payment completed")).toMatchObject({
      orderNumber: approved.order_number,
      amount: 450,
    });

    const declined = (await request.post("/api/bookings").send(bookingBody({ payment_method: "card" }))).body;
    const decline = await sandboxReturn(request, declined, "decline");
    await request.get("/api/payment-webhook").set("x-request-id", "return-decline-1").query(decline);
    expect(linesOf("return-decline-1").find((line) => line.msg === "payment declined")).toMatchObject({
      orderNumber: declined.order_number,
      ccode: "004",
    });
  });

  it("a request without an id gets one, and its lines carry it", async () => {
    const { request, linesOf } = await loggedApp();
    const res = await request.post("/api/bookings").send(bookingBody());
    const id = String(res.headers["x-request-id"]);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(id).map((line) => line.msg)).toContain("booking created");
  });
});
