// The price calculator (product.md §2 /calculator), as an application the
// browser hydrates on its own (docs/decisions/023).
import { PageIntro } from "~/components/PageIntro.tsx";
import { ParkingCalculator } from "~/components/content/calculator/ParkingCalculator.tsx";
import { CALCULATOR } from "~/content/calculator.ts";

/** The longest stay the site books (docs/decisions/038): the calculator prices no longer one. */
export interface CalculatorApplicationProps {
  maxStayDays: number;
}

export function CalculatorApplication({ maxStayDays }: CalculatorApplicationProps) {
  return (
    <>
      <PageIntro title={CALCULATOR.title} lead={CALCULATOR.lead} />
      <div className="mx-auto max-w-6xl px-4">
        <ParkingCalculator maxStayDays={maxStayDays} />
      </div>
    </>
  );
}
