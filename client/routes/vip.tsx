import { Link } from "react-router";
import type { Route } from "./+types/vip";
import { PageIntro } from "~/components/PageIntro.tsx";
import { PrimaryLink } from "~/components/PrimaryButton.tsx";
import { Accordion } from "~/components/content/Accordion.tsx";
import { ComparisonTable } from "~/components/content/ComparisonTable.tsx";
import { JsonLd } from "~/components/content/JsonLd.tsx";
import { Section } from "~/components/content/Section.tsx";
import { StepList } from "~/components/content/StepList.tsx";
import { TileGrid } from "~/components/content/TileGrid.tsx";
import { faqPageJsonLd } from "~/components/content/structured-data.ts";
import { usePublicConfig } from "~/lib/use-public-config.ts";
import { PAGES } from "~/content/pages.ts";
import { VIP, VIP_BOOKING_HREF, VIP_FAQ } from "~/content/vip.ts";
import { pageMeta } from "~/lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.vip);

const PRIMARY_PLACEMENT = "inline-flex min-h-12 items-center justify-center shadow";

export default function VipPage() {
  const config = usePublicConfig();
  return (
    <>
      <PageIntro title={VIP.title} lead={VIP.lead} eyebrow="שירות ואלה אישי" actions={[{ to: VIP_BOOKING_HREF, label: VIP.bookLabel }]} />
      <Section id="vip-steps" title={VIP.stepsTitle}>
        <StepList steps={VIP.steps} />
      </Section>
      <Section id="vip-benefits" title={VIP.benefitsTitle} tone="tinted">
        <TileGrid tiles={VIP.benefits} />
      </Section>
      <Section id="vip-comparison" title={VIP.comparisonTitle}>
        <ComparisonTable caption={VIP.comparisonCaption} columns={VIP.comparisonColumns} rows={VIP.comparisonRows} />
      </Section>
      <Section id="vip-prices" title={VIP.pricesTitle} tone="tinted">
        <div className="mx-auto max-w-3xl rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8">
          <ul className="list-disc space-y-3 ps-6 leading-8 text-slate-700">
            {VIP.prices.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            <PrimaryLink to={VIP_BOOKING_HREF} size="wide" className={PRIMARY_PLACEMENT}>
              {VIP.bookLabel}
            </PrimaryLink>
            <Link to="/calculator" className="inline-flex min-h-12 items-center rounded-lg border border-brand-800 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50">
              {VIP.calculatorLabel}
            </Link>
          </div>
        </div>
      </Section>
      <Section id="vip-faq" title={VIP.faqTitle}>
        <div className="mx-auto max-w-3xl">
          <Accordion items={VIP_FAQ} name="vip-faq" />
        </div>
        <div className="mx-auto mt-14 max-w-3xl rounded-2xl bg-brand-50 p-8 text-center">
          <h2 className="text-2xl font-bold text-brand-900">{VIP.closingTitle}</h2>
          <p className="mt-3 text-lg text-slate-700">{VIP.closingText}</p>
          <PrimaryLink to={VIP_BOOKING_HREF} size="wide" className={`${PRIMARY_PLACEMENT} mt-6`}>
            {VIP.bookLabel}
          </PrimaryLink>
        </div>
      </Section>
      {config && <JsonLd data={faqPageJsonLd(VIP_FAQ, `${config.baseUrl}${PAGES.vip.path}`)} />}
    </>
  );
}
