import { Link } from "react-router";
import type { SaturdayBannerKind } from "@shared/saturday-banner.ts";
import { messages } from "@shared/messages/index.ts";

const text = messages.chrome;
const TEXT_BY_KIND: Record<SaturdayBannerKind, string> = {
  shabbat: text.saturdayShabbat,
  holiday: text.saturdayHoliday,
  closed: text.saturdayClosed,
};

/**
 * The closed-for-Shabbat notice (product.md §2). It is decided on the server and
 * rendered in the page's first HTML above the header, so it pushes the header
 * and content down without shifting anything after load; only its text fades in.
 */
export function SaturdayBanner({ kind, onBookingPage }: { kind: SaturdayBannerKind; onBookingPage: boolean }) {
  return (
    <section aria-label={text.saturdayRegion} className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      <p className="animate-banner-in">
        {TEXT_BY_KIND[kind]}
        {!onBookingPage && (
          <>
            {" "}
            <Link to="/booking" className="font-semibold underline underline-offset-2">
              {text.saturdayBook}
            </Link>
          </>
        )}
      </p>
    </section>
  );
}
