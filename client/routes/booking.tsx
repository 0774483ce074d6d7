// /booking (product.md §2): the screen is an application (client/applications/
// BookingApplication.tsx, docs/decisions/023); this route loads its data.
import { useLocation } from "react-router";
import type { Route } from "./+types/booking";
import { appContext } from "@shared/app-context.ts";
import { ApplicationIsland } from "~/applications/island.ssr.tsx";
import { PAGES } from "~/content/pages.ts";
import { pageMeta } from "~/lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.booking);

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await context.get(appContext).services.bookingPage() };
}

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  return <ApplicationIsland name="booking" props={{ ...loaderData, search }} />;
}
