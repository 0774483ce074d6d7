// /crew/sign-in/:token (product.md §15, docs/decisions/028): where a representative's
// one-time link opens. The page only shows one button; pressing it posts the
// token (a plain form, no script needed) to POST /api/crew/sign-in, which uses
// the link, sets the crew cookie and redirects to /crew. Opening the page never
// uses the link, so a messaging app's link preview cannot spend it; nor does the
// page name the representative, whom a preview would otherwise learn.
// A used, replaced, expired, withdrawn or unknown link gets one answer (404).
// The address is private: no other site learns it (Referrer-Policy: same-origin, so
// the button's post still carries the page's Origin), noindex, no-store
// (server/middleware/private-pages.ts), and logs keep it without its token (shared/private-url.ts).
import { data } from "react-router";
import type { Route } from "./+types/crew-sign-in";
import { apiUrl } from "@shared/api/endpoints.ts";
import { appContext } from "@shared/app-context.ts";
import { BRAND_NAME } from "@shared/brand.ts";
import { crewMessages } from "@shared/messages/crew.ts";
import { PageIntro } from "~/components/PageIntro.tsx";
import { PrimaryButton } from "~/components/PrimaryButton.tsx";
import type { ShellHandle } from "~/lib/page-shell.ts";
import { pageMeta } from "~/lib/seo.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const token = params.token ?? "";
  if (!(await services.crewLinkWorks(token))) return data({ token: null }, { status: 404 });
  return { token };
}

// The crew's page, not the site's: the bare shell, whether the link works or not (product.md §15).
export const handle: ShellHandle<unknown> = { shell: () => "bare" };

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(
    matches,
    {
      title: `${loaderData?.token ? crewMessages.signInTitle : crewMessages.linkInvalidTitle} | ${BRAND_NAME}`,
      description: crewMessages.signInTitle,
      path: null,
    },
    { noindex: true },
  ),
  { name: "referrer", content: "same-origin" },
];

export default function CrewSignInPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.token) return <PageIntro title={crewMessages.linkInvalidTitle} lead={crewMessages.linkInvalid} />;
  return (
    <PageIntro title={crewMessages.signInTitle} lead={crewMessages.signInLead}>
      <form method="post" action={apiUrl("crewSignIn")} className="mt-8">
        <input type="hidden" name="token" value={loaderData.token} />
        <PrimaryButton type="submit" size="wide" className="shadow">
          {crewMessages.signInButton}
        </PrimaryButton>
      </form>
    </PageIntro>
  );
}
