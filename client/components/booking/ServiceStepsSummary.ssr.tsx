import { bookingCopy } from "~/content/booking.ts";
import { SERVICE_STEPS } from "~/content/how-it-works.ts";

/**
 * The booking page's compact summary of the service steps (content/how-it-works.ts):
 * nothing in it changes, so it is server markup only (scripts/server-only-modules.ts),
 * kept in the browser by ServerRendered.
 */
export function ServiceStepsSummary() {
  return (
    <section aria-labelledby="how-heading" className="rounded-2xl bg-slate-50 p-6">
      <h2 id="how-heading" className="mb-4 text-xl font-semibold text-brand-900">
        {bookingCopy.howItWorksHeading}
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICE_STEPS.map((step, index) => (
          <li key={step.title} className="rounded-xl bg-white p-4 text-sm leading-6 shadow-sm">
            <span className="mb-2 flex h-8 w-8 items-center justify-center rounded-full bg-brand-800 font-bold text-white" aria-hidden="true">
              {index + 1}
            </span>
            <strong className="block text-slate-900">{step.title}</strong>
            {step.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
