import type { Route } from "./+types/faq";
import { PageIntro } from "~/components/PageIntro.tsx";
import { Accordion } from "~/components/content/Accordion.tsx";
import { ContactCta } from "~/components/content/ContactCta.tsx";
import { JsonLd } from "~/components/content/JsonLd.tsx";
import { faqPageJsonLd } from "~/components/content/structured-data.ts";
import { usePublicConfig } from "~/lib/use-public-config.ts";
import { appContext } from "@shared/app-context.ts";
import { FAQ_PAGE, faqWithBounds } from "~/content/faq.ts";
import { PAGES } from "~/content/pages.ts";
import { pageMeta } from "~/lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.faq);

// The booking's bounds in force (docs/decisions/038); the rendered page is cached until a settings change.
export async function loader({ context }: Route.LoaderArgs) {
  return { bounds: await context.get(appContext).services.bookingBounds() };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const config = usePublicConfig();
  const items = faqWithBounds(loaderData.bounds);
  return (
    <>
      <PageIntro title={FAQ_PAGE.title} lead={FAQ_PAGE.lead} />
      <div className="mx-auto max-w-3xl px-4 pb-6">
        <Accordion items={items} name="faq" defaultOpenId={items[0]?.id} />
        <ContactCta headingId="faq-cta" title={FAQ_PAGE.ctaTitle} text={FAQ_PAGE.ctaText} />
      </div>
      {config && <JsonLd data={faqPageJsonLd(items, `${config.baseUrl}${PAGES.faq.path}`)} />}
    </>
  );
}
