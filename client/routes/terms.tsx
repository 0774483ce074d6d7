import type { Route } from "./+types/terms";
import { Link } from "react-router";
import { appContext } from "@shared/app-context.ts";
import { PageIntro } from "~/components/PageIntro.tsx";
import { hebrewDate } from "~/lib/hebrew-date.ts";
import { usePublicConfig } from "~/lib/use-public-config.ts";
import { PAGES } from "~/content/pages.ts";
import { TERMS_INTRO, TERMS_UPDATED, termsSections } from "~/content/terms.ts";
import { pageMeta } from "~/lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.terms);

// The privacy section states the retention periods in force (docs/decisions/024), and
// the site section the booking's bounds (docs/decisions/038);
// the rendered page is cached until a settings change (docs/decisions/014).
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const [retention, bounds] = await Promise.all([services.retention(), services.bookingBounds()]);
  return { retention, bounds };
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const config = usePublicConfig();
  const sections = termsSections(loaderData.retention, loaderData.bounds);
  const fill = (text: string) => text.replaceAll("{phone}", config?.phone ?? "").replaceAll("{email}", config?.email ?? "");
  return (
    <>
      <PageIntro title="תקנון ותנאי שימוש" lead={TERMS_INTRO}>
        <p className="mt-4 text-sm text-slate-600">{`עודכן לאחרונה: ${hebrewDate(TERMS_UPDATED)}`}</p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="terms-toc" className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 lg:sticky lg:top-24">
          <h2 id="terms-toc" className="font-bold text-slate-900">
            תוכן העניינים
          </h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-800 hover:underline">
                  {`${index + 1}. ${section.title}`}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24 border-b border-slate-200 py-8 first:pt-0">
              <h2 id={`${section.id}-title`} className="text-2xl font-bold text-brand-900">
                {`${index + 1}. ${section.title}`}
              </h2>
              <ol className="mt-4 space-y-3 leading-8 text-slate-700">
                {section.clauses.map((clause, clauseIndex) => (
                  <li key={clause} className="flex gap-3">
                    <span className="shrink-0 font-semibold text-slate-900">{`${index + 1}.${clauseIndex + 1}`}</span>
                    <span>{fill(clause)}</span>
                  </li>
                ))}
              </ol>
              {section.id === "accessibility" && (
                <p className="mt-4">
                  <Link to="/accessibilitystatement" className="font-semibold text-brand-800 underline underline-offset-4">
                    להצהרת הנגישות המלאה
                  </Link>
                </p>
              )}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
