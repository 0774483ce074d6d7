import type { Route } from "./+types/faq";
import { PageIntro } from "~/components/PageIntro.tsx";
import { Accordion } from "~/components/content/Accordion.tsx";
import { ContactCta } from "~/components/content/ContactCta.tsx";
import { JsonLd } from "~/components/content/JsonLd.tsx";
import { faqPageJsonLd } from "~/components/content/structured-data.ts";
import { usePublicConfig } from "~/lib/use-public-config.ts";
import { FAQ_ITEMS, FAQ_PAGE } from "~/content/faq.ts";
import { PAGES } from "~/content/pages.ts";
import { pageMeta } from "~/lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.faq);

export default function FaqPage() {
  const config = usePublicConfig();
  return (
    <>
      <PageIntro title={FAQ_PAGE.title} lead={FAQ_PAGE.lead} />
      <div className="mx-auto max-w-3xl px-4 pb-6">
        <Accordion items={FAQ_ITEMS} name="faq" defaultOpenId={FAQ_ITEMS[0]?.id} />
        <ContactCta headingId="faq-cta" title={FAQ_PAGE.ctaTitle} text={FAQ_PAGE.ctaText} />
      </div>
      {config && <JsonLd data={faqPageJsonLd(FAQ_ITEMS, `${config.baseUrl}${PAGES.faq.path}`)} />}
    </>
  );
}
