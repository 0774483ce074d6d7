// Every link that leaves the system (e-mails, SMS, WhatsApp, tax-document links) is
// built from the configured public address (docs/decisions/039): a journey through
// booking, payment, change, the crew's pickup and return, and a cancellation, then
// every address in every queued message is read back.
import { beforeEach, describe, expect, it } from "vitest";
import { createAdminServices } from "@server/services/admin/index.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { testApp, testConfig } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { sandboxReturn } from "@tests/support/sandbox-return.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

const SITE = "https://valet.example.co.il";

async function signedInCrew(app: Awaited<ReturnType<typeof testApp>>) {
  const { link } = await createAdminServices(app.db.prisma, fixedNow).crew.add({ name: "דני כהן", phone: "050-123 4567" });
  const signedIn = await app.request.post("/api/crew/sign-in").send({ token: link.token });
  return `valet_crew=${/^valet_crew=([^;]+)/.exec(signedIn.headers["set-cookie"]![0]!)![1]!}`;
}

describe("outgoing links", () => {
  it("every address in every message is the site's own, from PUBLIC_BASE_URL", async () => {
    const app = await testApp({ now: fixedNow, config: testConfig({ PUBLIC_BASE_URL: SITE }) });
    const path = (order: { order_number: number; token: string }, action = "") => `/api/bookings/${order.order_number}${action ? `/${action}` : ""}?t=${order.token}`;

    // A card booking by SMS, paid; a cash booking by WhatsApp, changed and cancelled.
    const card = (await app.request.post("/api/bookings").send(bookingBody({ payment_method: "card", message_channel: "sms", departure_date: "2026-11-22", departure_time: "19:00" }))).body;
    await app.request.get("/api/payment-webhook").query(await sandboxReturn(app.request, card, "approve"));
    const cash = (await app.request.post("/api/bookings").send(bookingBody({ message_channel: "whatsapp", departure_date: "2026-12-01", arrival_date: "2026-12-07" }))).body;
    expect((await app.request.post(path(cash, "change")).send({ arrival_date: "2026-12-08" })).status).toBe(200);
    expect((await app.request.post(path(cash, "cancel")).send({})).status).toBe(200);
    // The card booking's car: taken today, brought back.
    const cookie = await signedInCrew(app);
    const crew = (action: string, body: object) => app.request.post(`/api/crew/bookings/${card.order_number}/${action}`).set("cookie", cookie).send(body);
    expect((await crew("pickup", { odometer_km: 12_000, fuel_eighths: 5, keys: 1 })).status).toBe(200);

    const rows = await app.db.prisma.messageOutbox.findMany();
    const kinds = new Set(rows.map((row) => row.channel));
    expect([...kinds].sort()).toEqual(["email", "sms", "whatsapp"]);
    const addresses = rows.flatMap((row) => [row.text, row.html ?? "", JSON.stringify(row.templateVariables ?? null)].flatMap((body) => body.match(/(https?:)?\/\/[^\s"'<>)]+/g) ?? []));
    expect(addresses.length).toBeGreaterThan(5);
    for (const address of addresses) {
      // The one external address allowed: the chat link to the business's own WhatsApp.
      if (address.startsWith("https://wa.me/")) continue;
      expect(address.startsWith(`${SITE}/`), address).toBe(true);
    }
    expect(addresses.some((address) => address.startsWith(`${SITE}/order/${card.order_number}?t=`))).toBe(true);
  });
});
