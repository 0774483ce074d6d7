// The booking screen (product.md §2 /booking), as an application the browser
// hydrates on its own (docs/decisions/023). The route (client/routes/booking.tsx)
// loads its data on the server.
import type { ParkingType } from "@shared/constants.ts";
import { adoptOffsetSpans } from "@shared/jerusalem-time.ts";
import type { BookingPageData } from "@shared/loader-services.ts";
import { BookingScreen } from "~/components/booking/BookingScreen.tsx";
import { parkingTypeOrEmpty } from "~/components/booking/booking-draft.ts";
import { bookingCopy } from "~/content/booking.ts";
import { moveAddress, useSearch } from "~/lib/address.ts";
import { whatsappHref } from "~/lib/contact-links.ts";
import { usePublicConfig } from "~/lib/use-public-config.ts";

export interface BookingApplicationProps {
  settings: BookingPageData;
  /** The query the server rendered with (`?type=…&coupon=…`). */
  search: string;
}

export function BookingApplication({ settings, search: serverSearch }: BookingApplicationProps) {
  // The number is the site's, in the page's data like every contact detail (client/applications/hydrate.tsx).
  const whatsappNumber = usePublicConfig()?.whatsappNumber ?? "";
  // Before the form's first render reads Israel's clock (shared/jerusalem-time.ts).
  adoptOffsetSpans(settings.israelOffsets);
  const search = new URLSearchParams(useSearch(serverSearch));

  // Choosing a type keeps it in the address (?type=…), without a new history entry.
  function onTypeChosen(type: ParkingType) {
    const params = new URLSearchParams(window.location.search);
    params.set("type", type);
    moveAddress({ search: `?${params.toString()}`, hash: window.location.hash }, { replace: true });
  }

  const intro = (
    <section className="mx-auto max-w-5xl px-4 pb-6 pt-10 text-center">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{bookingCopy.title}</h1>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">{bookingCopy.intro}</p>
      <a
        href={whatsappHref(whatsappNumber, bookingCopy.quickQuestionMessage)}
        target="_blank"
        rel="noopener noreferrer"
        // The records' modules load on the click, not with the page (docs/decisions/022); the
        // link opens a new tab, so this page is still here to send them.
        onClick={() =>
          void Promise.all([import("~/lib/track-visit.ts"), import("~/lib/analytics.ts")])
            .then(([visits, analytics]) => {
              visits.trackAction("whatsapp_quick_booking_click", "booking_page");
              analytics.trackWhatsAppClick("quick_booking", "booking_page");
            })
            .catch(() => {})
        }
        className="mt-5 inline-flex items-center gap-2 rounded-full bg-green-700 px-5 py-2.5 font-semibold text-white hover:bg-green-800"
      >
        {bookingCopy.quickQuestion}
      </a>
    </section>
  );

  return (
    <BookingScreen
      intro={intro}
      settings={settings}
      typeFromUrl={parkingTypeOrEmpty(search.get("type"))}
      couponFromUrl={search.get("coupon")}
      source={search.get("source")}
      onTypeChosen={onTypeChosen}
    />
  );
}
