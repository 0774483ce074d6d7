import type { ReactNode } from "react";
import type { Route } from "./+types/accessibility-statement";
import { PageIntro } from "~/components/PageIntro.tsx";
import { Icon } from "~/components/content/Icon.tsx";
import { hebrewDate } from "~/lib/hebrew-date.ts";
import { usePublicConfig } from "~/lib/use-public-config.ts";
import { ACCESSIBILITY as COPY, ACCESSIBILITY_UPDATED } from "~/content/accessibility.ts";
import { PAGES } from "~/content/pages.ts";
import { mailtoHref, telHref, whatsappHref } from "~/lib/contact-links.ts";
import { pageMeta } from "~/lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.accessibility);

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-b border-slate-200 py-8">
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-4 space-y-3 leading-8 text-slate-700">{children}</div>
    </section>
  );
}

function Checklist({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon name="check" className="mt-1.5 size-5 shrink-0 text-green-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export default function AccessibilityStatementPage() {
  const config = usePublicConfig();
  return (
    <>
      <PageIntro title={COPY.title} lead={COPY.lead} />
      <div className="mx-auto max-w-3xl px-4">
        <Block id="a11y-standard" title={COPY.standardTitle}>
          {COPY.standard.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Block>
        <Block id="a11y-done" title={COPY.doneTitle}>
          <Checklist items={COPY.done} />
        </Block>
        <Block id="a11y-menu" title={COPY.menuTitle}>
          <p>{COPY.menuIntro}</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {COPY.menu.map((tool) => (
              <li key={tool} className="rounded-lg bg-slate-50 px-4 py-2 ring-1 ring-slate-200">
                {tool}
              </li>
            ))}
          </ul>
        </Block>
        <Block id="a11y-handover" title={COPY.handoverTitle}>
          {COPY.handover.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Block>
        <Block id="a11y-limitations" title={COPY.limitationsTitle}>
          <ul className="list-disc space-y-2 ps-6">
            {COPY.limitations.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Block>
        <Block id="a11y-contact" title={COPY.contactTitle}>
          <p>{COPY.contactIntro}</p>
          {config && (
            <ul className="space-y-1">
              <li>
                {"טלפון: "}
                <a href={telHref(config.phone)} dir="ltr" className="font-semibold text-brand-800 underline underline-offset-4">
                  {config.phone}
                </a>
              </li>
              <li>
                {"דוא״ל: "}
                <a href={mailtoHref(config.email)} dir="ltr" className="font-semibold text-brand-800 underline underline-offset-4">
                  {config.email}
                </a>
              </li>
              <li>
                <a href={whatsappHref(config.whatsappNumber)} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-800 underline underline-offset-4">
                  הודעת וואטסאפ
                </a>
              </li>
            </ul>
          )}
        </Block>
        <p className="py-8 text-slate-700">
          {`${COPY.updatedLabel} `}
          <time dateTime={ACCESSIBILITY_UPDATED}>{hebrewDate(ACCESSIBILITY_UPDATED)}</time>
        </p>
      </div>
    </>
  );
}
