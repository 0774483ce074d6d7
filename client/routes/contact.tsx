import type { Route } from "./+types/contact";
import { PageIntro } from "~/components/PageIntro.tsx";
import { ContactDetails } from "~/components/content/contact/ContactDetails.tsx";
import { ContactForm } from "~/components/content/contact/ContactForm.tsx";
import { usePublicConfig } from "~/lib/use-public-config.ts";
import { CONTACT_PAGE as COPY } from "~/content/contact.ts";
import { PAGES } from "~/content/pages.ts";
import { pageMeta } from "~/lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.contact);

export default function ContactPage() {
  const config = usePublicConfig();
  return (
    <>
      <PageIntro title={COPY.title} lead={COPY.lead} />
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 lg:grid-cols-[22rem_1fr]">
        {config && <ContactDetails config={config} />}
        <section aria-labelledby="contact-form-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h2 id="contact-form-title" className="text-xl font-bold text-brand-900">
            {COPY.formTitle}
          </h2>
          <p className="mb-6 mt-2 text-slate-700">{COPY.formIntro}</p>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
