// The price calculator (product.md §2 /calculator), as an application the
// browser hydrates on its own (docs/decisions/023).
import { PageIntro } from "~/components/PageIntro.tsx";
import { ParkingCalculator } from "~/components/content/calculator/ParkingCalculator.tsx";
import { CALCULATOR } from "~/content/calculator.ts";

/** The calculator needs nothing from the server but the page. */
export type CalculatorApplicationProps = Record<string, never>;

export function CalculatorApplication() {
  return (
    <>
      <PageIntro title={CALCULATOR.title} lead={CALCULATOR.lead} />
      <div className="mx-auto max-w-6xl px-4">
        <ParkingCalculator />
      </div>
    </>
  );
}
