import type { ReactNode } from "react";
import { PrimaryLink } from "./PrimaryButton.tsx";

export interface PageAction {
  to: string;
  label: string;
}

/** The heading block every page opens with; `eyebrow` and `children` are optional extras. */
export function PageIntro({
  title,
  lead,
  actions = [],
  eyebrow,
  children,
}: {
  title: string;
  lead: string;
  actions?: PageAction[];
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
        {eyebrow && <p className="mb-3 text-sm font-semibold text-brand-800">{eyebrow}</p>}
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-slate-700">{lead}</p>
        {actions.length > 0 && (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {actions.map((action, index) =>
              index === 0 ? (
                <PrimaryLink key={action.to} to={action.to} className="shadow">
                  {action.label}
                </PrimaryLink>
              ) : (
                <a key={action.to} href={action.to} className="rounded-lg border border-brand-800 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50">
                  {action.label}
                </a>
              ),
            )}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
