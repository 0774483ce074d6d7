import type { Route } from "./+types/home";
import { appContext } from "@shared/app-context.ts";
import { PAGES } from "~/content/pages.ts";
import { pageMeta } from "~/lib/seo.ts";
import { FeatureStrip } from "~/components/content/home/FeatureStrip.tsx";
import { HomeHero } from "~/components/content/home/HomeHero.tsx";
import { homeSectionsHtml } from "~/components/content/home/home-sections.server.tsx";
import { JsonLd } from "~/components/content/JsonLd.tsx";
import { StaticHtml } from "~/components/content/StaticHtml.tsx";
import { localBusinessJsonLd } from "~/components/content/structured-data.ts";
import { usePublicConfig } from "~/lib/use-public-config.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.home);

// The sections below the fold arrive as server-rendered HTML (docs/decisions/011).
export function loader({ context }: Route.LoaderArgs) {
  return { belowFoldHtml: homeSectionsHtml(context.get(appContext).publicConfig) };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const config = usePublicConfig();
  return (
    <>
      <HomeHero />
      <FeatureStrip />
      <StaticHtml html={loaderData.belowFoldHtml} />
      {config && <JsonLd data={localBusinessJsonLd(config)} />}
    </>
  );
}
