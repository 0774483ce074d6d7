// The traveller's SMS or WhatsApp message for each step of the service
// (docs/decisions/033): who gets one (the channel chosen at booking, a mobile number),
// what it says (traveller-texts.ts) and its once-only key. Each function answers the
// outbox rows to add, none for a traveller who chose e-mail only; the caller queues
// them in the transaction that made the step, beside the e-mail.
import { TERMINAL_LABELS } from "@shared/constants.ts";
import { formatShekels } from "@shared/format-he.ts";
import { gaugeReading, kmText } from "@shared/handover-text.ts";
import { toLocalParts } from "@shared/jerusalem-time.ts";
import { WITH_US } from "@shared/service-status.ts";
import { orderPageUrl } from "@shared/order-view.ts";
import { normalizeIsraeliPhone } from "@shared/phone.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import type { DbClient } from "@server/db/database.ts";
import type { Booking } from "@server/db/generated/client.ts";
import type { OrderTokens } from "@server/order-links/order-tokens.ts";
import type { OutboxPhoneMessage } from "@server/outbox/outbox-message.ts";
import { fillTemplate, templateVariables, type TravellerMessageKind } from "./traveller-texts.ts";

type Recipient = Pick<Booking, "id" | "orderNumber" | "phone" | "messageChannel">;

/** +9725XXXXXXXX for an Israeli mobile; null for a landline, which takes no SMS. */
function mobileE164(phone: string): string | null {
  const national = normalizeIsraeliPhone(phone);
  return national && /^05\d{8}$/.test(national) ? `+972${national.slice(1)}` : null;
}

/** '05.12 בשעה 06:00' */
function dayAndTime(instant: Date): string {
  const { date, time } = toLocalParts(instant);
  const [, month, day] = date.split("-");
  return `${day}.${month} בשעה ${time}`;
}

interface Reading {
  odometerKm: number;
  fuelEighths: number | null;
  batteryPercent: number | null;
}

export function createTravellerMessages(deps: { publicConfig: PublicConfig; tokens: OrderTokens }) {
  /** The order page's address with the short token an SMS has room for (order-tokens.ts). */
  async function link(orderNumber: number, client: DbClient | undefined): Promise<string> {
    return orderPageUrl(deps.publicConfig.baseUrl, orderNumber, await deps.tokens.signForPhone(orderNumber, client));
  }

  /** `client`: the transaction the message is queued in, when there is one (the key may be read through it). */
  async function build(
    booking: Recipient,
    kind: TravellerMessageKind,
    dedupeKey: string,
    variablesWith: (link: string) => string[],
    client?: DbClient,
  ): Promise<OutboxPhoneMessage[]> {
    if (booking.messageChannel === "email") return [];
    const to = mobileE164(booking.phone);
    if (!to) return [];
    const variables = variablesWith(await link(booking.orderNumber, client));
    const text = fillTemplate(kind, variables);
    const base = { kind, to, text, dedupeKey, bookingId: booking.id };
    return booking.messageChannel === "whatsapp"
      ? [{ ...base, channel: "whatsapp", template: kind, templateVariables: templateVariables(variables) }]
      : [{ ...base, channel: "sms" }];
  }

  const order = (booking: Recipient) => String(booking.orderNumber);

  return {
    /** Booked (cash), paid (card), or changed: `key` tells them apart (the booking, or the change's event). */
    confirmed(booking: Booking, key: string, client?: DbClient) {
      return build(
        booking,
        "booking_confirmed",
        `phone:confirmed:${key}`,
        (url) => [order(booking), dayAndTime(booking.departureAt), TERMINAL_LABELS[booking.departureTerminal], url],
        client,
      );
    },

    /** The day before the pickup; one per pickup time, so a moved pickup is reminded again. */
    reminder(booking: Booking) {
      return build(booking, "pickup_reminder", `phone:reminder:${booking.id}:${booking.departureAt.toISOString()}`, (url) => [
        order(booking),
        toLocalParts(booking.departureAt).time,
        TERMINAL_LABELS[booking.departureTerminal],
        url,
      ]);
    },

    received(booking: Booking, reading: Reading, eventId: number, client?: DbClient) {
      const gauge = gaugeReading({ fuel_eighths: reading.fuelEighths, battery_percent: reading.batteryPercent });
      const gaugeText = gauge ? `${gauge.label} ${gauge.value}` : "ללא קריאת דלק";
      return build(booking, "car_received", `phone:received:${eventId}`, (url) => [order(booking), kmText(reading.odometerKm), gaugeText, url], client);
    },

    /** Only while the car is with us: a car that was never taken, or is already back, is not "on its way". */
    landed(booking: Booking, client?: DbClient) {
      if (!WITH_US.includes(booking.serviceStatus)) return Promise.resolve([]);
      return build(booking, "flight_landed", `phone:landed:${booking.id}`, (url) => [deps.publicConfig.phone, TERMINAL_LABELS[booking.arrivalTerminal], order(booking), url], client);
    },

    returned(booking: Booking, facts: { kmDriven: number | null; paid: number; due: number }, eventId: number, client?: DbClient) {
      const driven = facts.kmDriven === null ? "הק״מ לא נרשמו" : `נסע ${kmText(facts.kmDriven)}`;
      const money = facts.due > 0 ? `לתשלום ${formatShekels(facts.due)}` : `שולמו ${formatShekels(facts.paid)}`;
      return build(booking, "car_returned", `phone:returned:${eventId}`, (url) => [order(booking), driven, money, url], client);
    },

    cancelled(booking: Booking, facts: { fee: number; refund: number }, client?: DbClient) {
      const money =
        facts.refund > 0 ? `יוחזרו לכם ${formatShekels(facts.refund)}.` : facts.fee > 0 ? `דמי הביטול: ${formatShekels(facts.fee)}.` : "לא נגבה תשלום.";
      return build(booking, "booking_cancelled", `phone:cancelled:${booking.id}`, (url) => [order(booking), money, url], client);
    },
  };
}

export type TravellerMessages = ReturnType<typeof createTravellerMessages>;
