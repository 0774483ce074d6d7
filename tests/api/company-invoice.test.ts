// "Invoice to a company" (docs/decisions/036): the booking API asks for the company's
// name with its ח.פ. / ע.מ., checks the number's check digit, stores both for the tax
// documents, and stores neither when no invoice to a company was asked for. A change
// of such a booking is not judged on them again.
import { beforeEach, describe, expect, it } from "vitest";
import { messages } from "@shared/messages/index.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

/** 51471328 completed with its check digit 8 (tests/unit/company-number.test.ts). */
const VALID_NUMBER = "514713288";

async function post(body: Record<string, unknown>) {
  const app = await testApp({ now: fixedNow });
  return { app, res: await app.request.post("/api/bookings").send(body) };
}

describe("POST /api/bookings with an invoice to a company", () => {
  it("asks for the company's name when the invoice is ticked", async () => {
    const { app, res } = await post(bookingBody({ company_invoice: true, company_number: VALID_NUMBER }));
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ company_name: messages.required.companyName });
    expect(await app.db.prisma.booking.count()).toBe(0);
  });

  it("refuses a number whose check digit does not match, in Hebrew under the field", async () => {
    const { res } = await post(bookingBody({ company_invoice: true, company_name: "כהן הובלות בע״מ", company_number: "514713287" }));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("validation_failed");
    expect(res.body.error.fields).toEqual({ company_number: messages.invalid.companyNumberCheck });
  });

  it("refuses a name longer than 100 characters", async () => {
    const { res } = await post(bookingBody({ company_invoice: true, company_name: "ב".repeat(101), company_number: VALID_NUMBER }));
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ company_name: messages.invalid.tooLong });
  });

  it("stores the company's name, trimmed, with its number", async () => {
    const { app, res } = await post(bookingBody({ company_invoice: true, company_name: "  כהן הובלות בע״מ ", company_number: "51-471328-8" }));
    expect(res.status).toBe(201);
    const stored = await app.db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: res.body.order_number } });
    expect(stored).toMatchObject({ companyInvoice: true, companyName: "כהן הובלות בע״מ", companyNumber: VALID_NUMBER });
  });

  it("stores neither name nor number when no invoice to a company was asked for", async () => {
    const { app, res } = await post(bookingBody({ company_invoice: false, company_name: "כהן הובלות בע״מ", company_number: "123" }));
    expect(res.status).toBe(201);
    const stored = await app.db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: res.body.order_number } });
    expect(stored).toMatchObject({ companyInvoice: false, companyName: null, companyNumber: null });
  });

  it("still lets a company booking from before the name was asked be changed", async () => {
    const { app, res } = await post(bookingBody({ company_invoice: true, company_name: "כהן הובלות בע״מ", company_number: VALID_NUMBER }));
    const { order_number: orderNumber, token } = res.body;
    // As booked before: no name, and a number the check digit now refuses.
    await app.db.prisma.booking.update({ where: { orderNumber }, data: { companyName: null, companyNumber: "512345678" } });
    const changed = await app.request.post(`/api/bookings/${orderNumber}/change?t=${token}`).send({ arrival_time: "23:00" });
    expect(changed.status).toBe(200);
    expect(await app.db.prisma.booking.findUniqueOrThrow({ where: { orderNumber } })).toMatchObject({ companyName: null, companyNumber: "512345678" });
  });
});
