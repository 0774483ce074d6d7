import { HOME_CLOSING } from "~/content/home.ts";
import { PhoneNumber } from "~/components/PhoneNumber.tsx";

export function ClosingCta({ phone, telHref }: { phone: string; telHref: string }) {
  return (
    <section aria-labelledby="home-closing" className="px-4 pt-6">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-3xl bg-gradient-to-bl from-brand-900 to-brand-700 px-6 py-12 text-center text-white shadow-xl">
        <h2 id="home-closing" className="text-3xl font-bold">
          {HOME_CLOSING.title}
        </h2>
        <p className="text-lg text-brand-100">{HOME_CLOSING.text}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <a href="/booking" className="inline-flex min-h-12 items-center rounded-lg bg-white px-6 py-3 font-bold text-brand-900 hover:bg-brand-50">
            {HOME_CLOSING.bookLabel}
          </a>
          <a href={telHref} className="inline-flex min-h-12 items-center rounded-lg px-6 py-3 font-semibold ring-2 ring-white/70 hover:bg-white/10">
            <span>
              {"התקשרו: "}
              <PhoneNumber phone={phone} />
            </span>
          </a>
        </div>
      </div>
    </section>
  );
}
