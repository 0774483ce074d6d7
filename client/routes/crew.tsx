// /crew (product.md §17, docs/decisions/031): the representatives' page, an application (client/applications/
// CrewApplication.tsx, docs/decisions/023): today's and tomorrow's pickups and returns
// from the same service as GET /api/crew/manifest, which the page then refreshes.
// Without a valid crew session (no cookie, signed out, idle too long, revoked)
// it is the site's not-found page: nothing tells an outsider that a crew area
// exists. The session is read from the database on every request
// (docs/decisions/028); the page is private, never cached (server/middleware/private-pages.ts).
import { data } from "react-router";
import type { Route } from "./+types/crew";
import { appContext } from "@shared/app-context.ts";
import { BRAND_NAME } from "@shared/brand.ts";
import { crewPageMessages } from "@shared/messages/crew-page.ts";
import { ApplicationIsland } from "~/applications/island.ssr.tsx";
import type { ShellHandle } from "~/lib/page-shell.ts";
import { PAGES } from "~/content/pages.ts";
import { pageMeta } from "~/lib/seo.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const crew = await services.crewSession(request.headers.get("cookie"));
  if (!crew) return data({ crew: null, manifest: null }, { status: 404 });
  const manifest = await services.crewManifest();
  return { crew: { name: crew.name }, manifest };
}

// A tool, not a marketing page (product.md §17): the bare shell, with the crew's own header
// (client/components/crew/CrewShellHeader.tsx). Without a session, the site's usual not-found page.
export const handle: ShellHandle<{ crew: { name: string } | null }> = { shell: (data) => (data?.crew ? "bare" : "site") };

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.crew
    ? pageMeta(matches, { title: `${crewPageMessages.title} | ${BRAND_NAME}`, description: crewPageMessages.title, path: null }, { noindex: true })
    : pageMeta(matches, { ...PAGES.notFound, path: null }, { noindex: true });

export default function CrewPage({ loaderData }: Route.ComponentProps) {
  return <ApplicationIsland name="crew" props={loaderData} />;
}
