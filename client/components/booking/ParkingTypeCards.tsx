// The two parking-type cards (product.md §2 /booking): title, price for up to 5 days,
// the extra-day price, what the price includes and a selected mark.
import { BASE_PRICES, EXTRA_DAY_PRICE, PARKING_TYPES, PARKING_TYPE_LABELS, type ParkingType } from "@shared/constants.ts";
import { formatShekels } from "@shared/format-he.ts";
import { bookingCopy } from "~/content/booking.ts";

interface Props {
  value: ParkingType | "";
  onChoose: (type: ParkingType) => void;
  error?: string;
}

export function ParkingTypeCards({ value, onChoose, error }: Props) {
  return (
    <section aria-labelledby="type-heading" id="parking-type">
      <h2 id="type-heading" className="mb-3 text-xl font-semibold text-brand-900">
        {bookingCopy.typeHeading}
      </h2>
      <div role="radiogroup" aria-labelledby="type-heading" aria-describedby={error ? "parking-type-error" : undefined} className="grid gap-4 sm:grid-cols-2">
        {PARKING_TYPES.map((type) => {
          const selected = value === type;
          return (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={selected}
              data-type={type}
              onClick={() => onChoose(type)}
              className={[
                "relative rounded-2xl border-2 bg-white p-5 text-start shadow-sm transition",
                selected ? "border-brand-800 ring-2 ring-brand-100" : "border-slate-200 hover:border-brand-600",
              ].join(" ")}
            >
              {selected && (
                <span className="absolute end-4 top-4 rounded-full bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white">
                  ✓ {bookingCopy.selected}
                </span>
              )}
              <span className="block text-lg font-bold text-slate-900">{PARKING_TYPE_LABELS[type]}</span>
              <span className="mt-2 block text-3xl font-extrabold text-brand-800">{formatShekels(BASE_PRICES[type])}</span>
              <span className="block text-sm text-slate-600">{bookingCopy.upTo5Days}</span>
              <span className="mt-2 block text-sm text-slate-700">
                {bookingCopy.extraDay}: {formatShekels(EXTRA_DAY_PRICE)}
              </span>
              <span className="mt-1 block text-sm text-slate-700">{bookingCopy.priceIncludes}</span>
            </button>
          );
        })}
      </div>
      {error && (
        <p id="parking-type-error" role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-semibold text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
