import { TESTIMONIALS } from "~/content/home.ts";
import { Section } from "~/components/content/Section.tsx";

/** Themes customers raise, not invented quotes (docs/decisions/012). */
export function Testimonials({ whatsappHref }: { whatsappHref: string }) {
  return (
    <Section id={TESTIMONIALS.id} title={TESTIMONIALS.title} lead={TESTIMONIALS.lead} tone="tinted">
      <ul className="grid gap-6 sm:grid-cols-2">
        {TESTIMONIALS.themes.map((theme) => (
          <li key={theme.title} className="rounded-2xl border-s-4 border-brand-800 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-bold text-slate-900">{theme.title}</h3>
            <p className="mt-2 leading-7 text-slate-700">{theme.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-slate-700">
        {TESTIMONIALS.invite}{" "}
        <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-800 underline underline-offset-4">
          לשליחת הודעה בוואטסאפ
        </a>
      </p>
    </Section>
  );
}
