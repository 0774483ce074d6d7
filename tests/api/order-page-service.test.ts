// The car's day on the traveller's order page (product.md §17), as the server
// renders it: the timeline with the representative's first name, the pickup's
// readings with its photos as lazy thumbnails in sized boxes at the traveller's
// addresses, the return with the km driven; the island's props carry the same.
import { beforeEach, describe, expect, it } from "vitest";
import { createAdminServices } from "@server/services/admin/index.ts";
import type { ServiceView } from "@shared/service-view.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow, PICKUP_DAY, settableClock } from "@tests/support/fixed-clock.ts";
import { browserPhoto } from "@tests/support/photo-fixtures.ts";
import { BROWSER_UA, testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { logSink } from "@tests/support/log-sink.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

async function setup() {
  const log = logSink();
  const clock = settableClock();
  const app = await testApp({ now: clock.now, pages: true, logger: log.logger });
  const booked = await app.request.post("/api/bookings").send(bookingBody());
  expect(booked.status).toBe(201);
  const order: { order_number: number; token: string } = booked.body;
  const { link } = await createAdminServices(app.db.prisma, fixedNow).crew.add({ name: "דני כהן", phone: "050-123 4567" });
  const signedIn = await app.request.post("/api/crew/sign-in").send({ token: link.token });
  const cookie = `valet_crew=${/^valet_crew=([^;]+)/.exec(signedIn.headers["set-cookie"]![0]!)![1]!}`;
  // Booked on Sunday; the crew works on the day of the pickup (docs/decisions/037).
  clock.set(PICKUP_DAY);
  const crew = (path: string, body: object) => app.request.post(`/api/crew/bookings/${order.order_number}/${path}`).set("cookie", cookie).send(body);
  const photo = async (stage: "pickup" | "return") =>
    app.request
      .post(`/api/crew/bookings/${order.order_number}/photos?stage=${stage}`)
      .set("cookie", cookie)
      .set("Content-Type", "image/jpeg")
      .send(await browserPhoto(800, 600));
  const page = async () => (await app.request.get(`/order/${order.order_number}?t=${order.token}`).set("user-agent", BROWSER_UA)).text;
  return { ...app, order, crew, photo, page, log };
}

const islandProps = (html: string) => JSON.parse(/<script type="application\/json" id="application-props"[^>]*>([^<]*)<\/script>/.exec(html)![1]!) as { service: ServiceView | null };
const timelineOf = (html: string) => /<section[^>]*data-testid="service-timeline"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

describe("the order page's service timeline", () => {
  it("is not there before the car is picked up", async () => {
    const app = await setup();
    const html = await app.page();
    expect(timelineOf(html)).toBe("");
    // Before the pickup the change form applies, not "extend my stay".
    expect(html).not.toContain('data-testid="extend-form"');
    expect(islandProps(html).service).toMatchObject({ service_status: "booked", timeline: [{ status: "booked", first_name: null }] });
  });

  it("shows the pickup by the representative's first name, its readings and photos, then the return with the km driven", async () => {
    const app = await setup();
    expect((await app.photo("pickup")).status).toBe(201);
    expect((await app.photo("pickup")).status).toBe(201);
    expect((await app.crew("pickup", { odometer_km: 12_000, fuel_eighths: 5, keys: 2 })).status).toBe(200);

    let html = await app.page();
    let timeline = timelineOf(html);
    expect(timeline).toContain("הרכב התקבל על ידי דני מהצוות שלנו");
    // The first name only: nothing more of the crew reaches the traveller.
    expect(html).not.toContain("כהן");
    expect(timeline).toContain("מד קילומטרים: 12,000 ק״מ · דלק: 5/8 מיכל");
    const thumbnails = [...timeline.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(thumbnails).toHaveLength(2);
    const photos = await app.db.prisma.handoverPhoto.findMany({ orderBy: { id: "asc" }, select: { id: true } });
    thumbnails.forEach((img, index) => {
      // The traveller's address of the photo (with the order's token), loaded lazily in a sized box.
      expect(img).toContain(`src="/api/bookings/${app.order.order_number}/photos/${photos[index]!.id}?t=${app.order.token}"`);
      expect(img).toContain('loading="lazy"');
      expect(img).toMatch(/width="96" height="72"/);
    });
    expect(timeline).toContain('aria-label="הגדלת תמונה 1 מתוך 2, באיסוף"');
    expect(islandProps(html).service?.handover.pickup?.photos).toHaveLength(2);
    // The car is with us: the return may move later, its date picked in the booking page's calendar.
    const extendForm = /<section[^>]*data-testid="extend-form"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(extendForm).toContain("להאריך את החניה");
    expect(extendForm).toMatch(/aria-haspopup="dialog"[^>]*><span[^>]*>30\.11\.2026<\/span>/);

    await app.crew("parked", { bay: "B-12", key_hook: "7" });
    await app.crew("returning", {});
    expect((await app.crew("return", { odometer_km: 12_040, battery_percent: 64 })).status).toBe(200);
    html = await app.page();
    timeline = timelineOf(html);
    expect(timeline).toContain("הרכב חונה אצלנו");
    expect(timeline).toContain("הרכב בדרך אליכם על ידי דני מהצוות שלנו");
    expect(timeline).toContain("הרכב הוחזר אליכם על ידי דני מהצוות שלנו");
    expect(timeline).toContain("מד קילומטרים: 12,040 ק״מ · סוללה: 64%");
    expect(timeline).toMatch(/data-testid="km-driven"[^>]*>נסיעה בזמן השירות: 40 ק״מ</);
    expect(islandProps(html).service).toMatchObject({ service_status: "returned", handover: { km_driven: 40 } });
    expect(html).not.toContain('data-testid="extend-form"');
  });

  it("opens the thumbnails' addresses for the traveller, and logs them without the order's token", async () => {
    const app = await setup();
    await app.photo("pickup");
    await app.crew("pickup", { odometer_km: 12_000, fuel_eighths: 5, keys: 2 });
    const src = /<img src="([^"]+)"[^>]*loading="lazy"/.exec(await app.page())![1]!.replaceAll("&amp;", "&");
    const res = await app.request.get(src);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    const log = app.log.text();
    expect(log).toContain(`/api/bookings/${app.order.order_number}/photos/`);
    expect(log).not.toContain(app.order.token);
  });
});
