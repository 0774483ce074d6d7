import { WHY_US } from "~/content/home.ts";
import { Icon } from "~/components/content/Icon.tsx";
import { Section } from "~/components/content/Section.tsx";

export function WhyChooseUs() {
  return (
    <Section id={WHY_US.id} title={WHY_US.title} lead={WHY_US.lead}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {WHY_US.items.map((item) => (
          <li key={item.title} className="rounded-2xl border border-slate-200 p-6">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-800 text-white">
              <Icon name={item.icon} />
            </span>
            <h3 className="mt-4 text-lg font-bold text-slate-900">{item.title}</h3>
            <p className="mt-2 leading-7 text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
