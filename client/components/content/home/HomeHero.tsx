import { Link } from "react-router";
import { BASE_DAYS, BASE_PRICES, EXTRA_DAY_PRICE } from "@shared/constants.ts";
import { HOME_HERO, HOME_STATEMENTS } from "~/content/home.ts";
import { Icon } from "~/components/content/Icon.tsx";

/** The first screen: what the service is, the two ways forward, and the statements. */
export function HomeHero() {
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-gradient-to-bl from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-24 pt-12 sm:pt-16 lg:grid-cols-[1fr_22rem] lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50 ring-1 ring-white/20">
            <Icon name="plane" className="size-4" />
            {HOME_HERO.eyebrow}
          </p>
          <h1 id="home-title" className="mt-5 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            {HOME_HERO.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-50">{HOME_HERO.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/booking"
              className="inline-flex min-h-12 items-center rounded-lg bg-white px-6 py-3 text-base font-bold text-brand-900 shadow-lg hover:bg-brand-50"
            >
              {HOME_HERO.bookLabel}
            </Link>
            <Link
              to="/contact"
              className="inline-flex min-h-12 items-center rounded-lg px-6 py-3 text-base font-semibold text-white ring-2 ring-white/70 hover:bg-white/10"
            >
              {HOME_HERO.contactLabel}
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-2" aria-label="עיקרי השירות">
            {HOME_STATEMENTS.map((statement) => (
              <li key={statement} className="inline-flex items-center gap-1.5 rounded-full bg-brand-900/60 px-3 py-1.5 text-sm font-semibold ring-1 ring-white/25">
                <Icon name="check" className="size-4 text-brand-100" />
                {statement}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-2xl">
          <p className="text-sm font-semibold text-brand-800">{`מחיר קבוע עד ${BASE_DAYS} ימים`}</p>
          <dl className="mt-4 space-y-3">
            <div className="flex items-baseline justify-between gap-3 rounded-xl bg-slate-50 p-4">
              <dt className="font-semibold">חניה פתוחה</dt>
              <dd className="text-2xl font-extrabold text-brand-900">{`${BASE_PRICES.open} ₪`}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-3 rounded-xl bg-slate-50 p-4">
              <dt className="font-semibold">חניה מקורה</dt>
              <dd className="text-2xl font-extrabold text-brand-900">{`${BASE_PRICES.covered} ₪`}</dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-slate-700">{`כל יום נוסף: ${EXTRA_DAY_PRICE} ₪ · ללא תוספת לילה`}</p>
          <Link to="/calculator" className="mt-4 inline-block text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
            לחישוב המחיר לנסיעה שלכם
          </Link>
        </div>
      </div>
    </section>
  );
}
