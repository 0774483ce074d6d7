// What the parts of the booking change service share (view.ts, change.ts, cancel.ts,
// refunds.ts; service.ts composes them): the services they are built over, the options
// of a write, and the steps several of them take: finding the order, the link to its
// private page, the booking an earlier request with the same Idempotency-Key wrote,
// and the key clash that says two such requests raced.
import { messages } from "@shared/messages/index.ts";
import { orderPageUrl } from "@shared/order-view.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import type { Prisma } from "@server/db/database.ts";
import { isUniqueViolation } from "@server/db/errors.ts";
import type { Booking } from "@server/db/generated/client.ts";
import type { Logger } from "@server/logger.ts";
import type { PaymentProvider } from "@server/payments/provider.ts";
import type { TravellerMessages } from "@server/messages/traveller-messages.ts";
import type { TaxDocumentQueue } from "@server/invoices/tax-document-queue.ts";
import { NotFound } from "@server/services/domain-errors.ts";
import type { IdempotentRequest } from "@server/services/idempotency.ts";
import type { CapacityService } from "@server/services/capacity.ts";
import type { OrderTokens } from "@server/order-links/order-tokens.ts";
import { replayedBooking } from "@server/services/booking-row.ts";
import type { OutboxService } from "@server/outbox/outbox.ts";
import type { SchedulingService } from "@server/services/scheduling.ts";
import type { SiteConfigService } from "@server/services/site-config.ts";

/** What createBookingChangeService is built over; each part takes the few it uses. */
export interface BookingChangeDeps {
  prisma: Prisma;
  scheduling: SchedulingService;
  capacity: CapacityService;
  site: SiteConfigService;
  outbox: OutboxService;
  messages: TravellerMessages;
  documents: TaxDocumentQueue;
  tokens: OrderTokens;
  provider: PaymentProvider;
  publicConfig: PublicConfig;
  logger: Logger;
  now: () => Date;
}

type Actor = "customer" | "operator";

export interface WriteOptions {
  actor: Actor;
  /** The operator overrides the cutoff or the cancellation window (recorded). */
  force?: boolean;
  /** The client's Idempotency-Key, as sent: scoped to the endpoint and the order, and bound to the request (idempotency.ts). */
  idempotencyKey?: string;
}

export const TRANSACTION_OPTIONS = { maxWait: 20_000, timeout: 20_000 };

export function isKeyClash(error: unknown): boolean {
  return isUniqueViolation(error, "idempotency_key");
}

export function createBookingLookup(deps: Pick<BookingChangeDeps, "prisma" | "tokens" | "publicConfig">) {
  const { prisma } = deps;

  async function find(orderNumber: number): Promise<Booking> {
    const booking = await prisma.booking.findUnique({ where: { orderNumber } });
    if (!booking) throw new NotFound("order_not_found", messages.api.orderNotFound, { orderNumber });
    return booking;
  }

  async function manageUrl(orderNumber: number): Promise<string> {
    return orderPageUrl(deps.publicConfig.baseUrl, orderNumber, await deps.tokens.sign(orderNumber));
  }

  const replayOf = (request: IdempotentRequest | undefined, orderNumber: number) => replayedBooking(prisma, request, orderNumber);

  return { find, manageUrl, replayOf };
}

export type BookingLookup = ReturnType<typeof createBookingLookup>;
