import { FEATURE_TILES } from "~/content/home.ts";
import { Icon } from "~/components/content/Icon.tsx";

/** The four tiles under the hero (product.md §2 home). */
export function FeatureStrip() {
  return (
    <section aria-label="יתרונות השירות" className="relative z-10 -mt-14 px-4">
      <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-3 lg:grid-cols-4">
        {FEATURE_TILES.map((tile) => (
          <li key={tile.title} className="flex flex-col items-start gap-3 rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:flex-row sm:p-5">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
              <Icon name={tile.icon} />
            </span>
            <span>
              <span className="block font-bold text-slate-900">{tile.title}</span>
              <span className="mt-1 block text-sm leading-6 text-slate-700">{tile.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
