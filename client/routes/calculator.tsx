// /calculator (product.md §2): an application (client/applications/
// CalculatorApplication.tsx, docs/decisions/023).
import type { Route } from "./+types/calculator";
import { ApplicationIsland } from "~/applications/island.ssr.tsx";
import { PAGES } from "~/content/pages.ts";
import { pageMeta } from "~/lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.calculator);

export default function CalculatorPage() {
  return <ApplicationIsland name="calculator" props={{}} />;
}
