/** Numbered steps: the service steps of content/how-it-works.ts. */
export function StepList({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl bg-brand-50 p-6">
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white" aria-hidden="true">
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold text-slate-900">{step.title}</h3>
          <p className="mt-2 leading-7 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
