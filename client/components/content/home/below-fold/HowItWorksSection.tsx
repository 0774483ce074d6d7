import { HOW_IT_WORKS } from "~/content/home.ts";
import { Section } from "~/components/content/Section.tsx";
import { StepList } from "~/components/content/StepList.tsx";

export function HowItWorksSection() {
  return (
    <Section id={HOW_IT_WORKS.id} title={HOW_IT_WORKS.title}>
      <StepList steps={HOW_IT_WORKS.steps} />
      <p className="mt-8 text-center text-sm text-slate-600">{HOW_IT_WORKS.note}</p>
    </Section>
  );
}
