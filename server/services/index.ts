// Builds every service once per process over one Prisma client, and what the pages'
// loaders may reach of them (loaderServices): the route modules never import server
// code (docs/decisions/001), they call shared/loader-services.ts through the load context.
import type { LoaderServices } from "@shared/loader-services.ts";
import { localDate } from "@shared/jerusalem-time.ts";
import type { Config } from "@server/config.ts";
import type { Prisma } from "@server/db/database.ts";
import type { Logger } from "@server/logger.ts";
import type { ChangeFeed } from "@server/db/change-feed.ts";
import { documentIssuer, isTestPaymentSite, publicConfig } from "@server/config.ts";
import { createBlackoutService } from "./blackouts.ts";
import { createBookingService } from "./bookings.ts";
import { createBookingChangeService } from "./booking-changes/service.ts";
import { createCashInstead } from "./cash-instead.ts";
import { createMessageChannelService } from "./message-channel.ts";
import { createBookingPageService } from "./booking-page.ts";
import { createOrderTokens, signingKeySource } from "@server/order-links/order-tokens.ts";
import { createPaymentService } from "./payments.ts";
import { createPaymentResults } from "./payment-results.ts";
import { createPaymentProvider } from "@server/payments/select-provider.ts";
import { createCapacityService } from "./capacity.ts";
import { createCouponService } from "./coupons.ts";
import { createContactService } from "./contact.ts";
import { createOutboxService } from "@server/outbox/outbox.ts";
import { createTaxDocumentQueue } from "@server/invoices/tax-document-queue.ts";
import { documentLink } from "@server/invoices/document-links.ts";
import { taxDocumentEmail } from "@server/mail/tax-document-email.ts";
import { orderPageUrl } from "@shared/order-view.ts";
import type { DbClient } from "@server/db/database.ts";
import { createTravellerMessages } from "@server/messages/traveller-messages.ts";
import { createDeliveryStatus } from "@server/messages/delivery-status.ts";
import { createPickupReminders } from "@server/messages/pickup-reminders.ts";
import { statusCallbackUrl } from "@server/messages/phone-provider.ts";
import { createPricingService } from "./pricing.ts";
import { createSchedulingService } from "./scheduling.ts";
import { createSiteConfigService } from "./site-config.ts";
import { createSiteChromeService } from "./site-chrome.ts";
import { createVisitService } from "./visits.ts";
import { createCrewAccess } from "./crew-access/index.ts";
import { createCrewActionService } from "./crew-actions.ts";
import { createHandoverNotices } from "./handover-notices.ts";
import { createCrewManifest } from "./crew-manifest.ts";
import { createCashService } from "./cash.ts";
import { serviceViewOf } from "./service-view.ts";
import { retentionOf } from "./privacy/retention.ts";
import { sandboxDocumentPage } from "./tax-document-views.ts";
import { createHandoverPhotoService } from "./handover-photos/index.ts";
import { createFlightTracking } from "@server/flights/flight-tracking.ts";
import { createFlightSource } from "@server/flights/select-source.ts";

export interface ServiceDeps {
  prisma: Prisma;
  config: Config;
  logger: Logger;
  /** The clock; tests fix it. */
  now?: () => Date;
  /** Settings changes announced by the database; without it nothing is cached. */
  changes?: ChangeFeed;
  /** The embedded database's folder (Database.folder), where a key made for order links is kept; null or absent on Postgres. */
  embeddedFolder?: string | null;
}

export function createServices(deps: ServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const site = createSiteConfigService(deps.prisma, deps.logger, deps.changes);
  const blackouts = createBlackoutService(deps.prisma, deps.logger, deps.changes);
  const capacity = createCapacityService(deps.prisma);
  const coupons = createCouponService(deps.prisma);
  const scheduling = createSchedulingService({ site, blackouts, capacity, now });
  const pricing = createPricingService({ coupons, now });
  const outbox = createOutboxService(deps.prisma, deps.logger);
  const contact = createContactService({ prisma: deps.prisma, outbox, config: deps.config, now });
  const orderTokens = createOrderTokens(deps.prisma, signingKeySource(deps.config.SECRET_KEY, deps.embeddedFolder));
  // The traveller's SMS or WhatsApp at each step, beside the e-mails (docs/decisions/033).
  // Tax documents for every payment and refund (docs/decisions/036), issued by the server's jobs.
  const documents = createTaxDocumentQueue({ logger: deps.logger });
  const travellerMessages = createTravellerMessages({ publicConfig: publicConfig(deps.config), tokens: orderTokens });
  // Twilio's delivery reports, verified by its signature (POST /api/messages/status).
  const deliveryStatus = createDeliveryStatus({
    prisma: deps.prisma,
    outbox,
    authToken: deps.config.messageProvider === "twilio" ? deps.config.TWILIO_AUTH_TOKEN : undefined,
    callbackUrl: statusCallbackUrl(deps.config),
    logger: deps.logger,
    now,
  });
  const bookings = createBookingService({
    prisma: deps.prisma,
    scheduling,
    site,
    pricing,
    outbox,
    messages: travellerMessages,
    publicConfig: publicConfig(deps.config),
    tokens: orderTokens,
    logger: deps.logger,
    now,
  });
  const visits = createVisitService(deps.prisma);
  const chrome = createSiteChromeService({ site, now });
  const bookingPage = createBookingPageService({ site, scheduling, capacity, logger: deps.logger, now });
  const paymentProvider = createPaymentProvider(deps.config, orderTokens.secret);
  const payments = createPaymentService({
    prisma: deps.prisma,
    provider: paymentProvider,
    outbox,
    messages: travellerMessages,
    documents,
    tokens: orderTokens,
    publicConfig: publicConfig(deps.config),
    logger: deps.logger,
    now,
  });
  const paymentResults = createPaymentResults({
    prisma: deps.prisma,
    payments,
    tokens: orderTokens,
    providerName: paymentProvider.name,
    testPayments: isTestPaymentSite(deps.config),
    secureCookies: deps.config.PUBLIC_BASE_URL.startsWith("https:"),
    now,
  });
  const bookingChanges = createBookingChangeService({
    prisma: deps.prisma,
    scheduling,
    capacity,
    site,
    outbox,
    messages: travellerMessages,
    documents,
    tokens: orderTokens,
    provider: paymentProvider,
    publicConfig: publicConfig(deps.config),
    logger: deps.logger,
    now,
  });
  // A declined or unpaid card booking paid to the representative in cash instead (product.md §2.16).
  const cashInstead = createCashInstead({
    prisma: deps.prisma,
    scheduling,
    capacity,
    site,
    outbox,
    messages: travellerMessages,
    tokens: orderTokens,
    publicConfig: publicConfig(deps.config),
    logger: deps.logger,
    now,
  });
  // Crew sign-in and sessions (docs/decisions/028): read from the database on every request.
  const crew = createCrewAccess({ prisma: deps.prisma, now, secureCookies: deps.config.PUBLIC_BASE_URL.startsWith("https:") });
  // The service day (docs/decisions/029): the crew's moves and manifest, and cash taken.
  // The traveller's e-mail at each handover goes in the handover's transaction (product.md §7.6, §17).
  const handoverNotices = createHandoverNotices({ publicConfig: publicConfig(deps.config), tokens: orderTokens, outbox, messages: travellerMessages });
  const crewActions = createCrewActionService({ prisma: deps.prisma, logger: deps.logger, now, notices: handoverNotices, documents });
  const crewManifest = createCrewManifest({ prisma: deps.prisma, now });
  const cash = createCashService({ prisma: deps.prisma, now, documents });
  /** A booking's service status, timeline and handover records, as the traveller's order shows them. */
  const serviceView = (booking: Parameters<typeof serviceViewOf>[1], orderToken: string) => serviceViewOf(deps.prisma, booking, { orderToken });
  /** The sandbox's own page of a test document (docs/decisions/036), for the holder of its token. */
  const sandboxDocument = (id: number, token: string) => sandboxDocumentPage(deps.prisma, orderTokens, id, token, documentIssuer(deps.config));
  // The crew's photos of each handover, re-encoded and kept in the database (docs/decisions/030).
  const handoverPhotos = createHandoverPhotoService({ prisma: deps.prisma, tokens: orderTokens });
  // Where the traveller's service messages go, changed on the order page (docs/decisions/033).
  const messageChannel = createMessageChannelService({ prisma: deps.prisma, logger: deps.logger, now });
  // The return flights on the airport's board (docs/decisions/034); the server's poller drives it.
  const flights = createFlightTracking({
    prisma: deps.prisma,
    source: createFlightSource(deps.config, deps.logger),
    // "Your flight landed", queued with the landing (docs/decisions/033, 034).
    onLanded: async (tx, bookingId) => {
      const booking = await tx.booking.findUniqueOrThrow({ where: { id: bookingId } });
      for (const message of await travellerMessages.landed(booking, tx)) await outbox.enqueue(message, tx);
    },
    logger: deps.logger,
    now,
  });
  /** After a tax document is issued, in its transaction: the traveller's e-mail with its link (docs/decisions/036). */
  async function taxDocumentIssued(tx: DbClient, documentId: number): Promise<void> {
    const document = await tx.taxDocument.findUniqueOrThrow({ where: { id: documentId }, include: { booking: true } });
    const config = publicConfig(deps.config);
    const link = await documentLink(document, { tokens: orderTokens, baseUrl: config.baseUrl }, tx);
    if (!link) return;
    const orderUrl = orderPageUrl(config.baseUrl, document.booking.orderNumber, await orderTokens.sign(document.booking.orderNumber, undefined, tx));
    await outbox.enqueue(taxDocumentEmail({ booking: document.booking, document, link, orderUrl, config }), tx);
  }
  // The reminder the day before each pickup (docs/decisions/035); the server's jobs run it.
  const pickupReminders = createPickupReminders({ prisma: deps.prisma, messages: travellerMessages, outbox, logger: deps.logger, now });
  return {
    taxDocumentIssued,
    deliveryStatus,
    pickupReminders,
    flights,
    handoverPhotos,
    messageChannel,
    crewActions,
    crewManifest,
    cash,
    serviceView,
    sandboxDocument,
    crew,
    paymentProvider,
    paymentResults,
    bookingChanges,
    cashInstead,
    payments, now, site, blackouts, capacity, coupons, scheduling, pricing, outbox, orderTokens, bookings, bookingPage, contact, visits, chrome };
}

export type Services = ReturnType<typeof createServices>;

/** What the pages' loaders may call (shared/loader-services.ts), from the services above. */
export function loaderServices(services: Services): LoaderServices {
  return {
    siteSettings: () => services.site.siteSettings(),
    retention: async () => retentionOf(await services.site.siteConfig()),
    bookingBounds: async () => {
      const { bookingHorizonDays, maxStayDays } = await services.scheduling.bounds();
      return { bookingHorizonDays, maxStayDays };
    },
    siteChrome: () => services.chrome.siteChrome(),
    bookingPage: () => services.bookingPage.data(),
    orderPage: async (orderNumber, token) => {
      const booking = await services.bookingChanges.forToken(orderNumber, token);
      if (!booking) return null;
      const [order, calendar, service, bounds] = await Promise.all([
        services.bookingChanges.view(booking),
        services.bookingPage.calendarWithout(booking.id),
        services.serviceView(booking, token),
        services.scheduling.bounds(),
      ]);
      return { order, calendar, service, bounds: { bookingHorizonDays: bounds.bookingHorizonDays, maxStayDays: bounds.maxStayDays }, today: localDate(bounds.now) };
    },
    sandboxDocument: (id, token) => services.sandboxDocument(id, token),
    settlePaymentResult: (query) => services.paymentResults.settle(query),
    paymentResultView: (cookieHeader) => services.paymentResults.view(cookieHeader),
    crewLinkWorks: (token) => services.crew.linkWorks(token),
    crewSession: (cookieHeader) => services.crew.sessionFor(cookieHeader),
    crewManifest: () => services.crewManifest.forDay(localDate(services.now())),
  };
}
