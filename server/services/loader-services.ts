// What the pages' loaders may reach (shared/loader-services.ts), from the server's
// services: the route modules never import server code (docs/decisions/001).
import type { LoaderServices } from "@shared/loader-services.ts";
import { localDate } from "@shared/jerusalem-time.ts";
import type { Services } from "./index.ts";
import { retentionOf } from "./privacy/retention.ts";

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
