import type { ReactNode } from "react";

/**
 * A titled band of a content page; `tone` alternates backgrounds between bands.
 * Bands are mostly below the fold, so their rendering waits until they near the
 * viewport (the below-fold utility in app.css); one on screen renders as usual.
 */
export function Section({
  id,
  title,
  lead,
  tone = "white",
  children,
}: {
  id?: string;
  title: string;
  lead?: string;
  tone?: "white" | "tinted";
  children: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`below-fold scroll-mt-24 py-14 sm:py-20 ${tone === "tinted" ? "bg-slate-50" : "bg-white"}`}
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
            {title}
          </h2>
          {lead && <p className="mt-4 text-lg leading-8 text-slate-700">{lead}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
