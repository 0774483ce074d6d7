import { BASE_DAYS, BASE_PRICES, EXTRAS, EXTRA_DAY_PRICE, PARKING_TYPES } from "@shared/constants.ts";
import { PARKING_TYPES_SECTION as COPY } from "~/content/home.ts";
import { Icon } from "~/components/content/Icon.tsx";
import { Section } from "~/components/content/Section.tsx";
import { primaryButtonClass } from "~/components/PrimaryButton.tsx";

export function ParkingTypes() {
  return (
    <Section id={COPY.id} title={COPY.title} lead={COPY.lead} tone="tinted">
      <div className="grid gap-6 md:grid-cols-2">
        {PARKING_TYPES.map((type) => {
          const card = COPY.cards[type];
          return (
            <article key={type} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <div className="flex items-center gap-3">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
                  <Icon name={card.icon} />
                </span>
                <h3 className="text-xl font-bold text-slate-900">{card.title}</h3>
              </div>
              <p className="mt-4 leading-7 text-slate-700">{card.text}</p>
              <p className="mt-6 text-4xl font-extrabold text-brand-900">
                {`${BASE_PRICES[type]} ₪`}
                <span className="ms-2 text-base font-medium text-slate-600">{`עד ${BASE_DAYS} ימים`}</span>
              </p>
              <ul className="mt-4 space-y-2 text-slate-700">
                <li className="flex items-center gap-2">
                  <Icon name="check" className="size-5 text-green-700" />
                  {`${EXTRA_DAY_PRICE} ₪ לכל יום נוסף`}
                </li>
                <li className="flex items-center gap-2">
                  <Icon name="check" className="size-5 text-green-700" />
                  {COPY.includes}
                </li>
              </ul>
              <div className="mt-auto pt-8">
                <a
                  href={`/Booking?type=${type}#booking-form`}
                  className={primaryButtonClass("regular", "flex min-h-12 items-center justify-center")}
                >
                  {`להזמנת ${card.title}`}
                </a>
              </div>
            </article>
          );
        })}
      </div>
      <div className="mt-10 rounded-2xl bg-white p-6 ring-1 ring-slate-200">
        <h3 className="text-lg font-bold text-slate-900">{COPY.extrasTitle}</h3>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {EXTRAS.map((extra) => (
            <li key={extra.id} className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3">
              <span className="text-slate-800">{extra.label}</span>
              <span className="font-bold text-brand-900">{`${extra.price} ₪`}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">{COPY.extrasNote}</p>
        <a href="/calculator" className="mt-4 inline-block font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
          {COPY.calculatorLabel}
        </a>
      </div>
    </Section>
  );
}
