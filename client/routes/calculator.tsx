// /calculator (product.md §2): an application (client/applications/
// CalculatorApplication.tsx, docs/decisions/023).
import type { Route } from "./+types/calculator";
import { appContext } from "@shared/app-context.ts";
import { ApplicationIsland } from "~/applications/island.ssr.tsx";
import { PAGES } from "~/content/pages.ts";
import { pageMeta } from "~/lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.calculator);

// The longest stay in force (docs/decisions/038); the rendered page is cached until a settings change.
export async function loader({ context }: Route.LoaderArgs) {
  return { maxStayDays: (await context.get(appContext).services.bookingBounds()).maxStayDays };
}

export default function CalculatorPage({ loaderData }: Route.ComponentProps) {
  return <ApplicationIsland name="calculator" props={{ maxStayDays: loaderData.maxStayDays }} />;
}
