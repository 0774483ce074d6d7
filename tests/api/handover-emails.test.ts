// The traveller's e-mails at the pickup and the return (product.md §7.6, §17): queued
// with the move, once per handover whatever retries; the pickup's counts the photos
// taken by then; the return's says the km driven and what was paid.
import { beforeEach, describe, expect, it } from "vitest";
import { createAdminServices } from "@server/services/admin/index.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow, PICKUP_DAY, settableClock } from "@tests/support/fixed-clock.ts";
import { browserPhoto } from "@tests/support/photo-fixtures.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

async function setup(overrides: Record<string, unknown> = {}) {
  const clock = settableClock();
  const app = await testApp({ now: clock.now });
  const booked = await app.request.post("/api/bookings").send(bookingBody(overrides));
  expect(booked.status).toBe(201);
  const order: { order_number: number; token: string } = booked.body;
  const { link } = await createAdminServices(app.db.prisma, fixedNow).crew.add({ name: "דני כהן", phone: "050-123 4567" });
  const signedIn = await app.request.post("/api/crew/sign-in").send({ token: link.token });
  const cookie = `valet_crew=${/^valet_crew=([^;]+)/.exec(signedIn.headers["set-cookie"]![0]!)![1]!}`;
  // Booked on Sunday; the crew works on the day of the pickup (docs/decisions/037).
  clock.set(PICKUP_DAY);
  const crew = (action: string, body: object, key?: string) => {
    const call = app.request.post(`/api/crew/bookings/${order.order_number}/${action}`).set("cookie", cookie);
    return (key ? call.set("Idempotency-Key", key) : call).send(body);
  };
  const photo = async () =>
    app.request.post(`/api/crew/bookings/${order.order_number}/photos?stage=pickup`).set("cookie", cookie).set("Content-Type", "image/jpeg").send(await browserPhoto(800, 600));
  const mails = (kind: string) => app.db.prisma.messageOutbox.findMany({ where: { kind }, orderBy: { id: "asc" } });
  return { ...app, order, crew, photo, mails };
}

const PICKUP = { odometer_km: 30_000, battery_percent: 80, keys: 1 };

describe("the pickup e-mail", () => {
  it("goes to the traveller with the readings, the photos so far and the order's link, once however often the pickup is sent", async () => {
    const app = await setup();
    for (let i = 0; i < 3; i++) expect((await app.photo()).status).toBe(201);
    expect((await app.crew("pickup", PICKUP, "pickup-key-1")).status).toBe(200);
    expect((await app.crew("pickup", PICKUP, "pickup-key-1")).status).toBe(200);
    expect((await app.crew("pickup", PICKUP)).status).toBe(200);
    const [mail, ...more] = await app.mails("customer_pickup");
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: "dana@example.com", bookingId: expect.any(Number) });
    expect(mail!.subject).toContain(`קיבלנו את הרכב – הזמנה #${app.order.order_number}`);
    expect(mail!.text).toContain("מד קילומטרים: 30,000 ק״מ");
    expect(mail!.text).toContain("סוללה: 80%");
    expect(mail!.text).toContain("צילמנו את הרכב במסירה: 3 תמונות. אפשר לראות אותן בעמוד ההזמנה.");
    expect(mail!.text).toContain(`https://valet.test/order/${app.order.order_number}?t=${app.order.token}`);
  });

  it("is not sent for a refused pickup, nor for a no-show", async () => {
    const app = await setup();
    expect((await app.crew("pickup", { odometer_km: 30_000, keys: 1 })).status).toBe(422);
    expect((await app.crew("no-show", {})).status).toBe(200);
    expect(await app.db.prisma.messageOutbox.count({ where: { kind: { in: ["customer_pickup", "customer_return"] } } })).toBe(0);
  });
});

describe("the return e-mail", () => {
  it("says the km driven and what was paid by card, with the link", async () => {
    const app = await setup({ payment_method: "card" });
    // The card payment as the provider completed it.
    await app.db.prisma.booking.update({ where: { orderNumber: app.order.order_number }, data: { paymentStatus: "completed", paymentAmount: 450 } });
    await app.crew("pickup", PICKUP);
    await app.crew("parked", { bay: "A-1", key_hook: "3" });
    await app.crew("returning", {});
    expect((await app.crew("return", { odometer_km: 30_012, battery_percent: 70 })).status).toBe(200);
    const [mail, ...more] = await app.mails("customer_return");
    expect(more).toEqual([]);
    expect(mail!.subject).toContain(`הרכב הוחזר – הזמנה #${app.order.order_number}`);
    expect(mail!.text).toContain("נסיעה בזמן השירות: 12 ק״מ");
    expect(mail!.text).toContain("שולם (כרטיס אשראי): 450 ₪");
    expect(mail!.text).not.toContain("יתרה לתשלום");
    expect(mail!.text).toContain(`https://valet.test/order/${app.order.order_number}?t=${app.order.token}`);
  });

  it("says what is still due when the cash collected falls short", async () => {
    const app = await setup();
    await app.crew("pickup", { ...PICKUP, cash_collected: 100 });
    await app.crew("parked", { bay: "A-1", key_hook: "3" });
    await app.crew("returning", {});
    await app.crew("return", { odometer_km: 30_000, battery_percent: 70, cash_collected: 200 });
    const [mail] = await app.mails("customer_return");
    expect(mail!.text).toContain("שולם (מזומן): 300 ₪");
    expect(mail!.text).toContain("יתרה לתשלום: 150 ₪");
    expect(mail!.text).toContain("נסיעה בזמן השירות: 0 ק״מ");
  });
});
