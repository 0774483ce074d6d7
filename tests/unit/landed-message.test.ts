// "Flight landed: call us, and the car comes to the terminal" goes only while the car is
// with us (docs/decisions/033, 034): not for a car never taken (booked, a no-show), nor
// one already back. And it gives the one procedure after landing: the traveller calls.
import { describe, expect, it } from "vitest";
import type { Booking } from "@server/db/generated/client.ts";
import { createTravellerMessages } from "@server/messages/traveller-messages.ts";
import type { OrderTokens } from "@server/order-links/order-tokens.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import { SERVICE_STATUSES, WITH_US } from "@shared/service-status.ts";

const publicConfig = { baseUrl: "https://valet.example", phone: "03-5550000" } as PublicConfig;
const tokens = { signForPhone: async () => "AbCdEfGhIjKlMnOp" } as unknown as OrderTokens;
const messages = createTravellerMessages({ publicConfig, tokens });
const booking = (serviceStatus: Booking["serviceStatus"]) =>
  ({ id: 7, orderNumber: 1042, phone: "0501234567", messageChannel: "sms", arrivalTerminal: "terminal_3", serviceStatus }) as Booking;

describe("the landing's message", () => {
  it.each(SERVICE_STATUSES.map((status) => [status, WITH_US.includes(status)] as const))("for a car %s: sent %s", async (status, sent) => {
    const queued = await messages.landed(booking(status));
    expect(queued.length).toBe(sent ? 1 : 0);
  });

  it("says to call us, with the number, and where the car will come; the link last", async () => {
    const [sms] = await messages.landed(booking("parked"));
    expect(sms!.text).toBe("נחתתם! התקשרו אלינו 03-5550000 והרכב יגיע לטרמינל 3. הזמנה 1042: https://valet.example/order/1042?t=AbCdEfGhIjKlMnOp נתראה");
  });
});
