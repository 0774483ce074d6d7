// Creating a booking: every field and scheduling rule re-checked with the shared
// domain code, the price recomputed (whatever the browser showed), the order number
// drawn from the sequence, then one statement for every booking (booking-write.ts):
// the coupon's use taken only while it is still usable, the last free place on each
// date sold once (the dates' counts locked and read by that statement,
// docs/decisions/015), the booking and, for cash, its two e-mails.
import { validateBooking } from "@shared/booking-validation.ts";
import { isStorableJson } from "@shared/field-schemas.ts";
import { withoutPrivateValues } from "@shared/private-url.ts";
import type { BookingForm } from "@shared/booking-schema.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import { messages } from "@shared/messages/index.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import type { OrderTokens } from "@server/order-links/order-tokens.ts";
import type { Prisma } from "@server/db/database.ts";
import { isUniqueViolation } from "@server/db/errors.ts";
import type { Booking } from "@server/db/generated/client.ts";
import { type Prisma as PrismaNamespace } from "@server/db/generated/client.ts";
import type { Logger } from "@server/logger.ts";
import { businessNotification, customerConfirmation } from "@server/mail/booking-emails.ts";
import { orderPageUrl } from "@shared/order-view.ts";
import type { OutboxService } from "@server/outbox/outbox.ts";
import type { TravellerMessages } from "@server/messages/traveller-messages.ts";
import { drawBookingIds, NEW_BOOKING_STATE, writeBooking, type BookingIds } from "./booking-write.ts";
import type { PricedStay, PricingService } from "./pricing.ts";
import type { SchedulingService } from "./scheduling.ts";
import type { SiteConfigService } from "./site-config.ts";
import { fullDatesErrors } from "./capacity.ts";
import { InvalidInput } from "./domain-errors.ts";
import { ensureSameRequest, idempotentRequest, type IdempotentRequest } from "./idempotency.ts";

export interface BookingMeta {
  /** The client's Idempotency-Key, as sent: scoped and bound to the body here (idempotency.ts). */
  idempotencyKey?: string;
  attribution?: unknown;
  visitorId?: string;
}

export interface CreatedBooking {
  booking: Booking;
  /** True when an Idempotency-Key replay returned the first booking. */
  replay: boolean;
}

const MAX_ATTRIBUTION_BYTES = 4096;

/**
 * Attribution is kept as sent (it is the visitor's own data) but only when small,
 * storable and an object, and without a token, a name, an e-mail or a phone in any
 * address it holds (shared/private-url.ts): a record stored by an older script may
 * have kept the order page or the result page as its landing page.
 */
function cleanAttribution(value: unknown): PrismaNamespace.JsonValue {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  let json: string;
  try {
    json = JSON.stringify(value);
  } catch {
    // Nested some thousands deep (a 20 kB body can be), stringify runs out of stack.
    return null;
  }
  return json.length <= MAX_ATTRIBUTION_BYTES && isStorableJson(value) ? (withoutPrivateValues(JSON.parse(json)) as PrismaNamespace.JsonValue) : null;
}

/**
 * What a booking request asks for, for its Idempotency-Key's fingerprint: the body
 * without the analytics riding along (attribution, visitor_id), which another tab's
 * page load may update between a submit and its retry.
 */
function bookingRequestOf(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const { attribution: _attribution, visitor_id: _visitorId, ...request } = body as Record<string, unknown>;
  return request;
}

/** 'dana@example.com' → 'd***@example.com': enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [user = "", domain = ""] = email.split("@");
  return `${user.slice(0, 1)}***@${domain}`;
}

export function createBookingService(deps: {
  prisma: Prisma;
  scheduling: SchedulingService;
  site: SiteConfigService;
  pricing: PricingService;
  outbox: OutboxService;
  messages: TravellerMessages;
  publicConfig: PublicConfig;
  tokens: OrderTokens;
  logger: Logger;
  now: () => Date;
}) {
  const { prisma, logger } = deps;

  /** The booking an earlier request with this key made, if it was the same request; another body is refused. */
  async function earlierBooking(request: IdempotentRequest | undefined): Promise<Booking | null> {
    if (!request) return null;
    const earlier = await prisma.booking.findUnique({ where: { idempotencyKey: request.key } });
    if (earlier) ensureSameRequest(earlier, request);
    return earlier;
  }

  /** The new booking's row as it will be stored (its id and order number already drawn). */
  function newBooking(form: BookingForm, priced: PricedStay, meta: BookingMeta, request: IdempotentRequest | undefined, ids: BookingIds): Booking {
    const stamp = new Date();
    return {
      ...ids,
      firstName: form.first_name,
      lastName: form.last_name,
      companyInvoice: form.company_invoice,
      companyNumber: form.company_number ?? null,
      companyName: form.company_name ?? null,
      phone: form.phone,
      email: form.email,
      carManufacturer: form.car_manufacturer ?? null,
      carModel: form.car_model,
      transmission: form.transmission ?? null,
      licenseNumber: form.license_number,
      carCode: form.car_code ?? null,
      departureTerminal: form.departure_terminal,
      departureAt: toInstant(form.departure_date, form.departure_time)!,
      arrivalTerminal: form.arrival_terminal,
      arrivalAt: toInstant(form.arrival_date, form.arrival_time)!,
      flightNumber: form.flight_number,
      parkingType: form.parking_type,
      additionalServices: priced.extras.map((extra) => extra.id),
      termsAccepted: true,
      paymentMethod: form.payment_method,
      messageChannel: form.message_channel,
      messageChannelAt: stamp,
      days: priced.days,
      parkingPrice: priced.parking,
      extrasPrice: priced.extrasTotal,
      discountAmount: priced.discount,
      couponAmount: priced.couponAmount,
      totalPrice: priced.total,
      couponCode: priced.couponCode,
      couponId: priced.coupon?.id ?? null,
      ...NEW_BOOKING_STATE,
      source: form.source ?? null,
      attribution: cleanAttribution(meta.attribution),
      visitorId: meta.visitorId ?? null,
      idempotencyKey: request?.key ?? null,
      idempotencyFingerprint: request?.fingerprint ?? null,
      createdAt: stamp,
      updatedAt: stamp,
    };
  }

  async function insert(form: BookingForm, meta: BookingMeta, request: IdempotentRequest | undefined): Promise<Booking> {
    const priced = await deps.pricing.price({
      type: form.parking_type,
      departureDate: form.departure_date,
      arrivalDate: form.arrival_date,
      extras: form.additional_services,
      couponCode: form.coupon_code,
    });
    if (priced.couponError) throw new InvalidInput({ coupon_code: priced.couponError });
    const now = deps.now();
    const { dailyCapacity } = await deps.site.siteConfig();
    // Everything the write needs is prepared before it (booking-write.ts): the row,
    // its signed order link and its e-mails.
    const booking = newBooking(form, priced, meta, request, await drawBookingIds(prisma));
    // A card booking is confirmed when its payment completes (payments.ts).
    const queue =
      booking.paymentMethod === "cash"
        ? [
            businessNotification(booking, deps.publicConfig),
            customerConfirmation(booking, deps.publicConfig, now, orderPageUrl(deps.publicConfig.baseUrl, booking.orderNumber, await deps.tokens.sign(booking.orderNumber))),
            ...(await deps.messages.confirmed(booking, String(booking.id))),
          ]
        : [];
    // One statement, with or without a coupon: the coupon's use, the dates checked
    // and taken (when there is a capacity), the booking, its messages; or nothing.
    const place = dailyCapacity === null ? undefined : { capacity: dailyCapacity, from: form.departure_date, to: form.arrival_date };
    const written = await writeBooking(prisma, { booking, messages: queue, place, now });
    // The coupon used up (or expired) since it was priced, or a full date: nothing was written.
    if (!written.couponRedeemed) throw new InvalidInput({ coupon_code: messages.coupon.limitReached });
    if (written.fullDates.size > 0) throw new InvalidInput(fullDatesErrors(written.fullDates, form));
    deps.outbox.queued(written.queued);
    return booking;
  }

  return {
    async create(body: unknown, meta: BookingMeta = {}): Promise<CreatedBooking> {
      const request = idempotentRequest({ endpoint: "bookingCreate" }, meta.idempotencyKey, bookingRequestOf(body));
      const earlier = await earlierBooking(request);
      if (earlier) return { booking: earlier, replay: true };

      const raw = body as Record<string, unknown>;
      // Only text can name a date; anything else is refused by the schema below.
      const departureDate = typeof raw.departure_date === "string" ? raw.departure_date : "";
      const arrivalDate = typeof raw.arrival_date === "string" ? raw.arrival_date : departureDate;
      // Capacity is left to the transaction, where it is counted under the dates' locks.
      const ctx = await deps.scheduling.contextFor(departureDate, arrivalDate, undefined, { capacity: false });
      const verdict = validateBooking(body, ctx);
      if (!verdict.ok) throw new InvalidInput(verdict.errors);
      try {
        const booking = await insert(verdict.data, meta, request);
        logger.info(
          { orderNumber: booking.orderNumber, method: booking.paymentMethod, total: booking.totalPrice, coupon: booking.couponCode },
          "booking created",
        );
        return { booking, replay: false };
      } catch (error) {
        // Two submits with one key raced: the other one won; answer with its booking if it was the same request.
        if (request && isUniqueViolation(error, "idempotency_key")) {
          const winner = await earlierBooking(request);
          if (winner) return { booking: winner, replay: true };
        }
        throw error;
      }
    },

    findByOrderNumber(orderNumber: number): Promise<Booking | null> {
      return prisma.booking.findUnique({ where: { orderNumber } });
    },

    /** Queues the cash notification again if it is somehow missing; never a second copy. */
    async ensureCashNotification(booking: Booking): Promise<void> {
      if (booking.paymentMethod !== "cash") return;
      await deps.outbox.enqueue(businessNotification(booking, deps.publicConfig));
    },
  };
}

