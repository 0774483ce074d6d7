import { HOME_FAQ_IDS, faqItems } from "~/content/faq.ts";
import { HOME_FAQ } from "~/content/home.ts";
import { Accordion } from "~/components/content/Accordion.tsx";
import { Section } from "~/components/content/Section.tsx";

/** A few questions; rendered to static HTML, so the shared `name` keeps one open. */
export function HomeFaq() {
  return (
    <Section id={HOME_FAQ.id} title={HOME_FAQ.title}>
      <div className="mx-auto max-w-3xl">
        <Accordion items={faqItems(HOME_FAQ_IDS)} name="home-faq" />
        <p className="mt-6 text-center">
          <a href="/faq" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
            {HOME_FAQ.moreLabel}
          </a>
        </p>
      </div>
    </Section>
  );
}
