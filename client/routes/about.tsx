import { Link } from "react-router";
import type { Route } from "./+types/about";
import { PageIntro } from "~/components/PageIntro.tsx";
import { JsonLd } from "~/components/content/JsonLd.tsx";
import { Section } from "~/components/content/Section.tsx";
import { TileGrid } from "~/components/content/TileGrid.tsx";
import { Icon } from "~/components/content/Icon.tsx";
import { serviceJsonLd } from "~/components/content/structured-data.ts";
import { usePublicConfig } from "~/lib/use-public-config.ts";
import { ABOUT } from "~/content/about.ts";
import { PAGES } from "~/content/pages.ts";
import { pageMeta } from "~/lib/seo.ts";
import { PrimaryLink } from "~/components/PrimaryButton.tsx";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.about);

export default function AboutPage() {
  const config = usePublicConfig();
  return (
    <>
      <PageIntro
        title={ABOUT.title}
        lead={ABOUT.lead}
        actions={[{ to: "/booking", label: ABOUT.bookLabel }, { to: "/contact", label: ABOUT.contactLabel }]}
      />
      <section aria-labelledby="about-story" className="mx-auto max-w-3xl px-4 pb-6">
        <h2 id="about-story" className="text-2xl font-bold text-brand-900">
          {ABOUT.storyTitle}
        </h2>
        {ABOUT.story.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg leading-8 text-slate-700">
            {paragraph}
          </p>
        ))}
      </section>
      <Section id="promises" title={ABOUT.cardsTitle} tone="tinted">
        <TileGrid tiles={ABOUT.cards} />
      </Section>
      <section aria-labelledby="about-facts" className="mx-auto max-w-3xl px-4 py-14">
        <h2 id="about-facts" className="text-2xl font-bold text-brand-900">
          {ABOUT.factsTitle}
        </h2>
        <ul className="mt-6 space-y-4">
          {ABOUT.facts.map((fact) => (
            <li key={fact} className="flex gap-3 leading-7 text-slate-700">
              <Icon name="check" className="mt-1 size-5 shrink-0 text-green-700" />
              <span>{fact}</span>
            </li>
          ))}
        </ul>
        <div className="mt-12 rounded-2xl bg-brand-50 p-8 text-center">
          <h2 className="text-2xl font-bold text-brand-900">{ABOUT.ctaTitle}</h2>
          <p className="mt-3 text-lg text-slate-700">{ABOUT.ctaText}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <PrimaryLink to="/booking" size="wide" className="inline-flex min-h-12 items-center">
              {ABOUT.bookLabel}
            </PrimaryLink>
            <Link
              to="/contact"
              className="inline-flex min-h-12 items-center rounded-lg border border-brand-800 px-6 py-3 font-semibold text-brand-800 hover:bg-white"
            >
              {ABOUT.contactLabel}
            </Link>
          </div>
        </div>
      </section>
      {config && <JsonLd data={serviceJsonLd(config)} />}
    </>
  );
}
