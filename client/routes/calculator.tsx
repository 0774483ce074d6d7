import type { Route } from "./+types/calculator";
import { PageIntro } from "../components/PageIntro.tsx";
import { ParkingCalculator } from "../components/content/calculator/ParkingCalculator.tsx";
import { CALCULATOR } from "../content/calculator.ts";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.calculator);

export default function CalculatorPage() {
  return (
    <>
      <PageIntro title={CALCULATOR.title} lead={CALCULATOR.lead} />
      <div className="mx-auto max-w-6xl px-4">
        <ParkingCalculator />
      </div>
    </>
  );
}
