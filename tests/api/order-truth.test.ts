// The order page tells the truth about money and the car (product.md §12, §17): every
// payment line by its real method (the cash a representative took is not "paid by card"),
// nothing due on a no-show or a returned and paid order, the condition report beside the
// photos, and one card on top saying what matters now. On the real test database, the
// crew working on the day of the pickup (Tuesday 2026-11-24).
import { beforeEach, describe, expect, it } from "vitest";
import { createAdminServices } from "@server/services/admin/index.ts";
import { orderStatusCopy } from "@shared/order-status-copy.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow, PICKUP_DAY, settableClock } from "@tests/support/fixed-clock.ts";
import { BROWSER_UA, testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { approvedReturnOf, sandboxReturn } from "@tests/support/sandbox-return.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

const PICKUP = { odometer_km: 61_000, fuel_eighths: 5, keys: 2, damage_notes: "שריטה בדלת האחורית השמאלית" };

async function setup(body: Record<string, unknown> = {}) {
  const clock = settableClock();
  const app = await testApp({ now: clock.now, pages: true });
  const booked = await app.request.post("/api/bookings").send(bookingBody(body));
  expect(booked.status).toBe(201);
  const order: { order_number: number; token: string } = booked.body;
  const { link } = await createAdminServices(app.db.prisma, fixedNow).crew.add({ name: "דני כהן", phone: "050-123 4567" });
  const signedIn = await app.request.post("/api/crew/sign-in").send({ token: link.token });
  const cookie = `valet_crew=${/^valet_crew=([^;]+)/.exec(signedIn.headers["set-cookie"]![0]!)![1]!}`;
  const crew = async (action: string, move: object = {}) => {
    const res = await app.request.post(`/api/crew/bookings/${order.order_number}/${action}`).set("cookie", cookie).send(move);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const view = async () => (await app.request.get(`/api/bookings/${order.order_number}?t=${order.token}`)).body;
  const page = async () => (await app.request.get(`/order/${order.order_number}?t=${order.token}`).set("user-agent", BROWSER_UA)).text;
  return { ...app, clock, order, crew, view, page };
}

const nowCard = (html: string) => /<section[^>]*data-testid="order-now"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

describe("payment lines by their real method", () => {
  it("a cash order whose cash was taken says cash to the representative, never card, and owes nothing once returned", async () => {
    const app = await setup();
    app.clock.set(PICKUP_DAY);
    await app.crew("pickup", { ...PICKUP, cash_collected: 450 });
    for (const step of ["parked", "returning"]) await app.crew(step, step === "parked" ? { bay: "A3", key_hook: "12" } : {});
    await app.crew("return", { odometer_km: 61_040, fuel_eighths: 4 });

    const view = await app.view();
    expect(view).toMatchObject({ payment_method: "cash", paid: 450, amount_due: 0, payments: [{ method: "cash", amount: 450 }] });
    const html = await app.page();
    expect(html).toContain("שולם במזומן לנציג");
    expect(html).not.toContain("שולם בכרטיס אשראי");
    expect(html).not.toContain('data-testid="order-amount-due"');
    expect(nowCard(html)).toContain(orderStatusCopy.returned.title);
  });

  it("a card order lists its payment and the difference paid after a change apart", async () => {
    const app = await setup({ payment_method: "card", departure_date: "2026-12-01", arrival_date: "2026-12-07" });
    await app.request.get("/api/payment-webhook").query(await sandboxReturn(app.request, app.order, "approve"));
    const changed = await app.request.post(`/api/bookings/${app.order.order_number}/change?t=${app.order.token}`).send({ arrival_date: "2026-12-08" });
    expect(changed.body.amount_due).toBe(50);
    // The difference's own payment page, approved.
    await app.request.get("/api/payment-webhook").query(await approvedReturnOf(app.request, changed.body.payment_url));
    expect((await app.view()).payments).toEqual([
      { method: "card", amount: 450 },
      { method: "card_difference", amount: 50 },
    ]);
    const html = await app.page();
    expect(html).toContain("הפרש ששולם בכרטיס אשראי");
  });
});

describe("a no-show", () => {
  it("shows nothing to pay, says what the terms mean, and how to book again", async () => {
    const app = await setup();
    app.clock.set(PICKUP_DAY);
    await app.crew("no-show");
    const view = await app.view();
    expect(view).toMatchObject({ service_status: "no_show", amount_due: 0, payments: [] });
    const card = nowCard(await app.page());
    expect(card).toContain(orderStatusCopy.noShow.title);
    expect(card).toContain("אין מה לשלם");
    expect(card).toContain('href="/booking"');
    expect(card).not.toContain('data-testid="return-flight"');
  });
});

describe("what matters now, on top", () => {
  it("before the pickup: when and where, the phone call an hour before, the flight to be followed on its day, and whom to call", async () => {
    const app = await setup();
    const html = await app.page();
    const card = nowCard(html);
    expect(card).toContain('data-stage="booked"');
    expect(card).toContain("מסירת הרכב:");
    expect(card).toContain(orderStatusCopy.booked.body);
    // The return is on the 30th, today is the 22nd: not "not found on the board".
    expect(card).toContain("נעקוב אחרי הטיסה");
    expect(card).not.toContain("לא נמצאה");
    expect(card).toMatch(/href="tel:035550000"/);
    // The card comes before the history and the details.
    expect(html.indexOf('data-testid="order-now"')).toBeLessThan(html.indexOf('id="order-details-title"'));
    // Cancel and change are offered before the pickup; the change form opens from a button.
    expect(html).toContain('data-testid="change-section"');
    expect(html).not.toContain('data-testid="cancel-closed"');
  });

  it("with the car parked: the car is with us, the condition report beside the photos, no cancel (and why), extend offered", async () => {
    const app = await setup();
    app.clock.set(PICKUP_DAY);
    await app.crew("pickup", PICKUP);
    await app.crew("parked", { bay: "A3", key_hook: "12" });
    const html = await app.page();
    expect(nowCard(html)).toContain(orderStatusCopy.withUs.title);
    expect(html).toContain('data-testid="handover-pickup-report"');
    expect(html).toContain("שני מפתחות");
    expect(html).toContain(PICKUP.damage_notes);
    expect(html).toContain('data-testid="cancel-closed"');
    expect(html).not.toContain("לביטול ההזמנה");
    expect(html).toContain('data-testid="extend-form"');
    expect((await app.view()).handover.pickup).toMatchObject({ keys: 2, damage_notes: PICKUP.damage_notes });
  });

  it("on its way back: no extension any more", async () => {
    const app = await setup();
    app.clock.set(PICKUP_DAY);
    await app.crew("pickup", PICKUP);
    await app.crew("parked", { bay: "A3", key_hook: "12" });
    await app.crew("returning");
    const html = await app.page();
    expect(nowCard(html)).toContain(orderStatusCopy.returning.title);
    expect(html).not.toContain('data-testid="extend-form"');
  });
});
