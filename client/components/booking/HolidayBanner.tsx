// The holiday banner of the booking page (product.md §2): the operator's text and a
// button that copies the coupon code, with a short "how to use it" help.
import { messages } from "@shared/messages/index.ts";
import { bookingCopy } from "~/content/booking.ts";
import { copyText } from "~/lib/copy-text.ts";

export function HolidayBanner({ banner, onToast }: { banner: { title: string; body: string; code: string }; onToast: (text: string) => void }) {
  async function copy() {
    onToast((await copyText(banner.code)) ? messages.coupon.copied : `${messages.coupon.copyFailed}. ${messages.coupon.copyManually}`);
  }
  return (
    <aside className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950" aria-labelledby="holiday-banner-title">
      <h2 id="holiday-banner-title" className="text-lg font-bold">
        {banner.title}
      </h2>
      <p className="mt-1">
        {banner.body}{" "}
        <button type="button" onClick={copy} className="rounded-md border border-amber-400 bg-white px-2 py-0.5 font-mono font-bold" aria-label={`${bookingCopy.banner.copy}: ${banner.code}`} dir="ltr">
          {banner.code}
        </button>
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium underline">{bookingCopy.banner.help}</summary>
        <p className="mt-1">{messages.coupon.helpSteps}</p>
      </details>
    </aside>
  );
}
